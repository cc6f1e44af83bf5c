import { formatDate } from "@loupe/domain/formatting";
import QRCode from "qrcode";
import { certificatePage } from "./certificate-layout";
import { html, type SafeHtml, trustedHtml } from "./html";

// The pieces every certificate type's public page is built from (diamonds, jewelry): the brand,
// the hero, the video, a panel of facts, the texts, the QR code and the footer. Every value is
// escaped by the html tag.

export type CertificateFact = { label: string; value: string };

async function qrCodeSvg(url: string): Promise<SafeHtml> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#1b1e22", light: "#ffffff" },
  });
  // The library's own markup (paths of a URL we built); only the accessible name is added.
  return trustedHtml(
    svg.replace("<svg ", '<svg role="img" aria-label="QR code linking to this certificate" '),
  );
}

// The company the certificate is issued for: its logo (a public media path) or its name.
function brand(company: { name: string; logoUrl: string | null } | null): SafeHtml | string {
  if (!company) return "";
  return html`<header class="brand">${
    company.logoUrl
      ? html`<img src="${company.logoUrl}" alt="${company.name}">`
      : html`<span class="brand-name">${company.name}</span>`
  }</header>`;
}

function section(title: string, id: string, body: SafeHtml): SafeHtml {
  return html`<section class="panel" aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
${body}
</section>`;
}

export function factsSection(
  title: string,
  id: string,
  facts: readonly CertificateFact[],
): SafeHtml | string {
  if (facts.length === 0) return "";
  return section(
    title,
    id,
    html`<dl class="facts">${facts.map((fact) => html`<div><dt>${fact.label}</dt><dd>${fact.value}</dd></div>`)}</dl>`,
  );
}

function textSection(title: string, id: string, text: string): SafeHtml | string {
  return text.trim() ? section(title, id, html`<p class="text">${text}</p>`) : "";
}

type CertificateHero = {
  eyebrow: string;
  reference: CertificateFact;
  headline: string;
  chips: readonly CertificateFact[];
};

function hero({ eyebrow, reference, headline, chips }: CertificateHero): SafeHtml {
  return html`<section class="hero" aria-labelledby="certificate-title">
<p class="eyebrow">${eyebrow}</p>
<h1 id="certificate-title">Digital Certificate</h1>
<p class="number">${reference.label} <strong>${reference.value}</strong></p>
${headline ? html`<p class="headline">${headline}</p>` : ""}
${
  chips.length
    ? html`<ul class="chips" aria-label="Grades">${chips.map(
        (chip) => html`<li><span>${chip.label}</span> ${chip.value}</li>`,
      )}</ul>`
    : ""
}
</section>`;
}

function videoFigure(videoUrl: string | null): SafeHtml | string {
  if (!videoUrl) return "";
  return html`<figure class="video"><video controls playsinline preload="metadata" src="${videoUrl}" aria-label="Certificate video">Your browser cannot play this video.</video></figure>`;
}

async function verifySection(pageUrl: string): Promise<SafeHtml> {
  return section(
    "Verify This Certificate",
    "verify-title",
    html`<div class="verify"><div class="qr">${await qrCodeSvg(pageUrl)}</div>
<p>Scan the code or visit<br><a href="${pageUrl}">${pageUrl}</a></p></div>`,
  );
}

function issuedFooter(created: Date | string, client: { name: string } | null): SafeHtml {
  return html`<footer class="foot">Issued ${formatDate(created)}${
    client ? html` for ${client.name}` : ""
  }</footer>`;
}

// The certificate's own reference: its number, or the client SKU of a record without one.
function certificateReference(record: { certificateNumber: string; clientSku: string }): CertificateFact {
  return record.certificateNumber
    ? { label: "Certificate No.", value: record.certificateNumber }
    : { label: "SKU", value: record.clientSku };
}

// A whole certificate page: the brand, the hero, the video, the type's own fact panels, the
// texts, the QR code and the footer, in that order, for every type.
export type CertificateDocument = {
  record: {
    certificateNumber: string;
    clientSku: string;
    description: string;
    certificateComments: string;
    created: Date | string;
  };
  logo: { name: string; logoUrl: string | null } | null;
  client: { name: string } | null;
  eyebrow: string;
  headline: string;
  chips: readonly CertificateFact[];
  videoUrl: string | null;
  panels: readonly (SafeHtml | string)[];
};

export async function renderCertificateDocument(page: CertificateDocument, pageUrl: string): Promise<string> {
  const { record, headline, chips } = page;
  const reference = certificateReference(record);
  const content = html`${brand(page.logo)}
<main class="sheet">
${hero({ eyebrow: page.eyebrow, reference, headline, chips })}
${videoFigure(page.videoUrl)}
${page.panels}
${textSection("Description", "description-title", record.description)}
${textSection("Certificate Comments", "comments-title", record.certificateComments)}
${await verifySection(pageUrl)}
</main>
${issuedFooter(record.created, page.client)}`;
  return certificatePage(
    {
      title: `Digital Certificate ${reference.value}`,
      description: [headline, ...chips.map((chip) => `${chip.label} ${chip.value}`)]
        .filter(Boolean)
        .join(", "),
      canonicalUrl: pageUrl,
    },
    content,
  );
}
