import { gradeText, weightText } from "@loupe/domain/certificates/card-text";
import { publicMediaPath } from "@loupe/domain/diamonds/diamond";
import { type GradingField, gradingFieldLabels, isFieldVisible } from "@loupe/domain/diamonds/diamond-fields";
import { formatDate } from "@loupe/domain/formatting";
import QRCode from "qrcode";
import { certificatePage } from "../../../public/certificate-layout";
import { html, type SafeHtml, trustedHtml } from "../../../public/html";
import type { DiamondCertificate } from "./certificate-query";

export type DiamondDetail = { label: string; value: string };

const percentText = (value: number | null) => (value === null ? "" : `${value}%`);

function colorText(color: DiamondCertificate["color"]): string {
  const grade = gradeText(color);
  // A fancy grade ("Fancy Vivid") means little without its hue.
  return grade && color.template !== "Standard" ? `${grade} (${color.template})` : grade;
}

// The rows of Grading Details: exactly the grading fields the record's template shows (as the
// form does), then measurements and origin, which every template has. Empty values are left out.
export function diamondDetails(diamond: DiamondCertificate): DiamondDetail[] {
  const grading: [GradingField, string][] = [
    ["shape", diamond.shape],
    ["weight", weightText(diamond.weight)],
    ["color", colorText(diamond.color)],
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

function eyebrow(manufacturedAs: string): string {
  if (manufacturedAs === "Lab Grown") return "Lab Grown Diamond";
  if (manufacturedAs === "Natural Stone") return "Natural Diamond";
  return "Diamond";
}

function brand(client: DiamondCertificate["client"]): SafeHtml | string {
  if (!client) return "";
  return html`<header class="brand">${
    client.logoFileId
      ? html`<img src="${publicMediaPath(client.logoFileId)}" alt="${client.name}">`
      : html`<span class="brand-name">${client.name}</span>`
  }</header>`;
}

function section(title: string, id: string, body: SafeHtml): SafeHtml {
  return html`<section class="panel" aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
${body}
</section>`;
}

export async function renderDiamondCertificatePage(
  diamond: DiamondCertificate,
  pageUrl: string,
): Promise<string> {
  const reference = diamond.certificateNumber
    ? { label: "Certificate No.", value: diamond.certificateNumber }
    : { label: "SKU", value: diamond.clientSku };
  const weight = weightText(diamond.weight);
  const headline = [weight, diamond.shape].filter(Boolean).join(" ");
  const chips = [
    { label: "Color", value: colorText(diamond.color) },
    { label: "Clarity", value: gradeText(diamond.clarity) },
  ].filter((chip) => chip.value);
  const details = diamondDetails(diamond);
  const title = `Digital Certificate ${reference.value}`;

  const content = html`${brand(diamond.client)}
<main class="sheet">
<section class="hero" aria-labelledby="certificate-title">
<p class="eyebrow">${eyebrow(diamond.manufacturedAs)}</p>
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
</section>
${
  diamond.video
    ? html`<figure class="video"><video controls playsinline preload="metadata" src="${publicMediaPath(
        diamond.video.fileId,
      )}" aria-label="Certificate video">Your browser cannot play this video.</video></figure>`
    : ""
}
${
  details.length
    ? section(
        "Grading Details",
        "grading-title",
        html`<dl class="facts">${details.map(
          (detail) => html`<div><dt>${detail.label}</dt><dd>${detail.value}</dd></div>`,
        )}</dl>`,
      )
    : ""
}
${diamond.description.trim() ? section("Description", "description-title", html`<p class="text">${diamond.description}</p>`) : ""}
${
  diamond.certificateComments.trim()
    ? section(
        "Certificate Comments",
        "comments-title",
        html`<p class="text">${diamond.certificateComments}</p>`,
      )
    : ""
}
${section(
  "Verify This Certificate",
  "verify-title",
  html`<div class="verify"><div class="qr">${await qrCodeSvg(pageUrl)}</div>
<p>Scan the code or visit<br><a href="${pageUrl}">${pageUrl}</a></p></div>`,
)}
</main>
<footer class="foot">Issued ${formatDate(diamond.created)}${diamond.client ? html` for ${diamond.client.name}` : ""}</footer>`;

  return certificatePage(
    {
      title,
      description: [headline, ...chips.map((chip) => `${chip.label} ${chip.value}`)]
        .filter(Boolean)
        .join(", "),
      canonicalUrl: pageUrl,
    },
    content,
  );
}
