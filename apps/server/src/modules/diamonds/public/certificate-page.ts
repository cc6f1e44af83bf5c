import { caratText, colorGradeText, gradeText, percentText } from "@loupe/domain/certificates/card-text";
import { publicMediaPath } from "@loupe/domain/diamonds/diamond";
import { type GradingField, gradingFieldLabels, isFieldVisible } from "@loupe/domain/diamonds/diamond-fields";
import { hasAsterisk, renderCertificateDocument } from "../../../public/certificate-document";
import { factsSection } from "../../../public/certificate-parts";
import type { SafeHtml } from "../../../public/html";
import type { LabProfile } from "../../../public/lab-profile";
import type { DiamondCertificate } from "./certificate-query";

export type DiamondDetail = { label: string; value: string };

// The rows of Grading Details: exactly the grading fields the record's template shows (as the
// form does), then measurements and origin, which every template has. Empty values are left out.
function diamondDetails(diamond: DiamondCertificate): DiamondDetail[] {
  const grading: [GradingField, string][] = [
    ["shape", diamond.shape],
    ["weight", caratText(diamond.weight)],
    ["color", colorGradeText(diamond.color)],
    ["clarity", gradeText(diamond.clarity)],
    ["cut", diamond.cut],
    ["polish", diamond.polish],
    ["symmetry", diamond.symmetry],
    ["fluorescence", diamond.fluorescence],
    ["girdle", diamond.girdle],
    ["table", percentText(diamond.tablePercent)],
    ["depth", percentText(diamond.depthPercent)],
  ];
  return [
    ...grading
      .filter(([field]) => isFieldVisible(diamond.templateId, field))
      .map(([field, value]) => ({ label: gradingFieldLabels[field], value })),
    { label: "Measurements", value: diamond.measurements },
    { label: "Origin", value: diamond.manufacturedAs },
  ].filter((detail) => detail.value.trim() !== "");
}

function eyebrow(manufacturedAs: string): string {
  if (manufacturedAs === "Lab Grown") return "Lab Grown Diamond";
  if (manufacturedAs === "Natural Stone") return "Natural Diamond";
  return "Diamond";
}

export function renderDiamondCertificatePage(
  diamond: DiamondCertificate,
  pageUrl: string,
  lab: LabProfile | null,
  // The imperfection plot panel, when a printed map is connected.
  plot: SafeHtml | "" = "",
  siteLink: string | null = null,
): Promise<string> {
  const client = diamond.client && {
    name: diamond.client.name,
    logoUrl: diamond.client.logoFileId ? publicMediaPath(diamond.client.logoFileId) : null,
  };
  const chips = [
    { label: "Color", value: colorGradeText(diamond.color) },
    { label: "Clarity", value: gradeText(diamond.clarity) },
  ].filter((chip) => chip.value);
  const details = diamondDetails(diamond);
  return renderCertificateDocument(
    {
      record: diamond,
      logo: client,
      eyebrow: eyebrow(diamond.manufacturedAs),
      headline: [caratText(diamond.weight), diamond.shape].filter(Boolean).join(" "),
      chips,
      videoUrl: diamond.video ? publicMediaPath(diamond.video.fileId) : null,
      panels: [factsSection("Grading Details", "grading-title", details), plot],
      asterisked: hasAsterisk(details),
      siteLink,
    },
    pageUrl,
    lab,
  );
}
