import { publicCertificateTexts as texts } from "@loupe/domain/settings/public-texts";
import { LRUCache } from "lru-cache";
import QRCode from "qrcode";
import { html, type SafeHtml, trustedHtml } from "./html";

// The panels every certificate type's public page is built from (diamonds, jewelry): facts, texts
// and the QR code (certificate-document.ts puts them together). Every value is escaped by the
// html tag.

export type CertificateFact = { label: string; value: string };

// Drawing a QR code is half a page's CPU (bench/results/load.md), and the drawing is a function of
// the address alone: drawn codes are kept by address, the most recent 16 MB of them.
const drawnCodes = new LRUCache<string, string>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (svg) => svg.length,
});

async function qrCodeSvg(url: string, label: string): Promise<SafeHtml> {
  let svg = drawnCodes.get(url);
  if (!svg) {
    svg = await drawQrCode(url);
    drawnCodes.set(url, svg);
  }
  // The library's own markup (paths of a URL we built); only the accessible name is added.
  return trustedHtml(svg.replace("<svg ", html`<svg role="img" aria-label="${label}" `.value));
}

function drawQrCode(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#1b1e22", light: "#ffffff" },
  });
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

// The page's own QR code: a certificate's verifies it; a list's shares the list.
const verifyTexts = {
  certificate: { title: "Verify This Certificate", qrLabel: "QR code linking to this certificate" },
  list: { title: "Share This List", qrLabel: "QR code linking to this list" },
};

export async function verifySection(
  pageUrl: string,
  of: keyof typeof verifyTexts = "certificate",
): Promise<SafeHtml> {
  const texts = verifyTexts[of];
  return section(
    texts.title,
    "verify-title",
    html`<div class="verify"><div class="qr">${await qrCodeSvg(pageUrl, texts.qrLabel)}</div>
<p>Scan the code or visit<br><a href="${pageUrl}">${pageUrl}</a></p></div>`,
  );
}

// A video that cannot be played is hidden and its note shown (certificate.js); a page with several
// gives each its own note id. A poster (the list page's thumbnails) lets a phone load nothing more
// until the visitor presses play.
export function videoFigure(video: {
  url: string;
  label: string;
  poster?: string | null;
  noteId?: string;
}): SafeHtml {
  const noteId = video.noteId ?? "video-failed";
  return html`<figure class="video"><video controls playsinline preload="${video.poster ? "none" : "metadata"}"${
    video.poster ? html` poster="${video.poster}"` : ""
  } src="${video.url}" aria-label="${video.label}" data-fallback="${noteId}">Your browser cannot play this video.</video><p class="video-failed" id="${noteId}" role="status" hidden>${texts.videoFailed}</p></figure>`;
}
