import { formatDate } from "@loupe/domain/formatting";
import { asteriskNote, publicCertificateTexts as texts } from "@loupe/domain/settings/public-texts";
import { certificatePage } from "./certificate-layout";
import { type CertificateFact, textSection, verifySection, videoFigure } from "./certificate-parts";
import { html, type SafeHtml } from "./html";
import type { LabProfile } from "./lab-profile";
import { checkAnotherForm, labHeader, siteLinkParagraph } from "./page-chrome";

// A whole certificate page, in the same order for every type: the issuing lab; the report's
// number and issue date; what it is and its grades, and whom it was issued for; the video; the
// type's own fact panels; what an asterisk means; the texts; the QR code; another report's check.

type Company = { name: string; logoUrl: string | null };

export type CertificateDocument = {
  record: {
    certificateNumber: string;
    clientSku: string;
    description: string;
    certificateComments: string;
    created: Date | string;
  };
  // The company the item is shown under (its client, or a jewelry item's customer logo).
  logo: Company | null;
  eyebrow: string;
  headline: string;
  chips: readonly CertificateFact[];
  videoUrl: string | null;
  panels: readonly (SafeHtml | string)[];
  // Whether a grade the page shows carries an asterisk (hasAsterisk).
  asterisked: boolean;
  // The recorded link to the client's website (page-chrome.ts siteLinkParagraph), when it has one.
  siteLink?: string | null;
};

export const hasAsterisk = (facts: readonly CertificateFact[]) =>
  facts.some((fact) => fact.value.includes("*"));

// The certificate's own reference: its number, or the client SKU of a record without one.
function certificateReference(record: CertificateDocument["record"]): CertificateFact {
  return record.certificateNumber
    ? { label: "Certificate No.", value: record.certificateNumber }
    : { label: "SKU", value: record.clientSku };
}

const isoDate = (value: Date | string) => {
  const date = new Date(value);
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export function issuedFor(company: Company | null): SafeHtml | string {
  if (!company) return "";
  return html`<p class="client"><span>${texts.issuedFor}</span> ${
    company.logoUrl
      ? html`<img src="${company.logoUrl}" alt="${company.name}">`
      : html`<strong class="client-name">${company.name}</strong>`
  }</p>`;
}

function hero(page: CertificateDocument, reference: CertificateFact): SafeHtml {
  const { chips, headline, record } = page;
  return html`<section class="hero" aria-labelledby="certificate-title">
<p class="eyebrow">${page.eyebrow}</p>
<h1 id="certificate-title">Digital Certificate</h1>
<p class="number">${reference.label} <strong>${reference.value}</strong></p>
<p class="issued">Issued <time datetime="${isoDate(record.created)}">${formatDate(record.created)}</time></p>
${headline ? html`<p class="headline">${headline}</p>` : ""}
${
  chips.length
    ? html`<ul class="chips" aria-label="Grades">${chips.map(
        (chip) => html`<li><span>${chip.label}</span> ${chip.value}</li>`,
      )}</ul>`
    : ""
}
${issuedFor(page.logo)}
${siteLinkParagraph(page.siteLink ?? null)}
</section>`;
}

export async function renderCertificateDocument(
  page: CertificateDocument,
  pageUrl: string,
  lab: LabProfile | null,
): Promise<string> {
  const { record, headline, chips } = page;
  const reference = certificateReference(record);
  const content = html`${labHeader(lab)}
<main class="sheet">
${hero(page, reference)}
${page.videoUrl ? videoFigure({ url: page.videoUrl, label: "Certificate video" }) : ""}
${page.panels}
${page.asterisked ? html`<p class="note">${asteriskNote(lab?.name ?? "")}</p>` : ""}
${textSection("Description", "description-title", record.description)}
${textSection("Certificate Comments", "comments-title", record.certificateComments)}
${await verifySection(pageUrl)}
<section class="panel">${checkAnotherForm()}</section>
</main>
${lab ? html`<footer class="foot">${texts.issuedBy} ${lab.name}</footer>` : ""}`;
  return certificatePage(
    {
      title: `Digital Certificate ${reference.value}`,
      description: [headline, ...chips.map((chip) => `${chip.label} ${chip.value}`)]
        .filter(Boolean)
        .join(", "),
      canonicalUrl: pageUrl,
      script: page.videoUrl !== null,
    },
    content,
  );
}
