import { createHash } from "node:crypto";
import fs from "node:fs";
import { html, type SafeHtml } from "./html";

// The shared frame of the public certificate pages. Styles come from a file this server serves
// (under the CSP's style-src 'self'); the pages need no script at all.
export const certificateStyles = fs.readFileSync(new URL("./certificate.css", import.meta.url), "utf8");
export const certificateStylesPath = "/c/assets/certificate.css";
const stylesVersion = createHash("sha256").update(certificateStyles).digest("hex").slice(0, 12);

export type PageHead = {
  title: string;
  description?: string;
  canonicalUrl?: string;
};

export function certificatePage(head: PageHead, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${head.title}</title>
${head.description ? html`<meta name="description" content="${head.description}">` : ""}
${
  head.canonicalUrl
    ? html`<link rel="canonical" href="${head.canonicalUrl}">
<meta property="og:type" content="website">
<meta property="og:title" content="${head.title}">
<meta property="og:url" content="${head.canonicalUrl}">`
    : ""
}
<meta name="theme-color" content="#f4f1ec">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${certificateStylesPath}?v=${stylesVersion}">
</head>
<body>
<div class="page">
${content}
</div>
</body>
</html>
`.value;
}

export const notFoundText = "Oops! The page you are looking for does not exist, or you do not have access";

export function certificateNotFoundPage(): string {
  return certificatePage(
    { title: "Certificate not found" },
    html`<main class="sheet missing">
<p class="eyebrow">Digital Certificate</p>
<h1>Certificate not found</h1>
<p class="text">${notFoundText}</p>
</main>`,
  );
}
