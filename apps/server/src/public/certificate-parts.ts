import QRCode from "qrcode";
import { html, type SafeHtml, trustedHtml } from "./html";

// The panels every certificate type's public page is built from (diamonds, jewelry): facts, texts
// and the QR code (certificate-document.ts puts them together). Every value is escaped by the
// html tag.

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

export function section(title: string, id: string, body: SafeHtml): SafeHtml {
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

export function textSection(title: string, id: string, text: string): SafeHtml | string {
  return text.trim() ? section(title, id, html`<p class="text">${text}</p>`) : "";
}

export async function verifySection(pageUrl: string): Promise<SafeHtml> {
  return section(
    "Verify This Certificate",
    "verify-title",
    html`<div class="verify"><div class="qr">${await qrCodeSvg(pageUrl)}</div>
<p>Scan the code or visit<br><a href="${pageUrl}">${pageUrl}</a></p></div>`,
  );
}
