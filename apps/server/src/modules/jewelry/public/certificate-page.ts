import type { Jewelry } from "@loupe/domain/jewelry/jewelry";
import {
  jewelryCertificateStones,
  jewelryGeneralDetails,
  jewelryHeadline,
} from "@loupe/domain/jewelry/public-certificate";
import { hasAsterisk, renderCertificateDocument } from "../../../public/certificate-document";
import { factsSection } from "../../../public/certificate-parts";
import type { LabProfile } from "../../../public/lab-profile";

// The logo the item is shown under: its own customer logo, else its client's.
function logoOf(jewelry: Jewelry) {
  if (!jewelry.customerLogo) return jewelry.client;
  const name = jewelry.customer?.name ?? jewelry.client?.name ?? "Logo";
  return { name, logoUrl: jewelry.customerLogo.url };
}

const chipLabels = ["Weight", "Color", "Clarity"];

// A jewelry item's public digital certificate (spec 001 §7.1): the fields its template shows
// (domain public-certificate.ts), its stones, metal, logo, video and QR code; mobile first.
export function renderJewelryCertificatePage(
  jewelry: Jewelry,
  pageUrl: string,
  lab: LabProfile | null,
  siteLink: string | null = null,
): Promise<string> {
  const stones = jewelryCertificateStones(jewelry);
  return renderCertificateDocument(
    {
      record: jewelry,
      logo: logoOf(jewelry),
      eyebrow: "Jewelry",
      headline: jewelryHeadline(jewelry),
      chips: (stones[0]?.details ?? []).filter((fact) => chipLabels.includes(fact.label)),
      videoUrl: jewelry.certificateVideo?.url ?? null,
      panels: [
        factsSection("Jewelry Details", "jewelry-title", jewelryGeneralDetails(jewelry)),
        ...stones.map((stone, index) => factsSection(stone.title, `stone-${index + 1}-title`, stone.details)),
      ],
      asterisked: stones.some((stone) => hasAsterisk(stone.details)),
      siteLink,
    },
    pageUrl,
    lab,
  );
}
