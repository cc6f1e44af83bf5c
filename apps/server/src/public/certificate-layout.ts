import { assetUrl, certificateScript, certificateStyles } from "./certificate-assets";
import { html, type SafeHtml } from "./html";
import type { LabProfile } from "./lab-profile";
import { checkAnotherForm, labHeader } from "./page-chrome";

// The shared frame of the public certificate pages. Styles come from a file this server serves
// (under the CSP's style-src 'self'); only a page with a video loads the one script, from here too.

export type PageHead = {
  title: string;
  description?: string;
  canonicalUrl?: string;
  // The video's fallback (certificate.js).
  script?: boolean;
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
<link rel="stylesheet" href="${assetUrl(certificateStyles)}">
${head.script ? html`<script src="${assetUrl(certificateScript)}" defer></script>` : ""}
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

// The same page for every number nobody may see (unknown, or queued: docs/design.md), so a queued
// number answers byte for byte what an unknown one does.
export function certificateNotFoundPage(lab: LabProfile | null): string {
  return certificatePage(
    { title: "Certificate not found" },
    html`${labHeader(lab)}
<main class="sheet missing">
<p class="eyebrow">Digital Certificate</p>
<h1>Certificate not found</h1>
<p class="text">${notFoundText}</p>
${checkAnotherForm()}
</main>`,
  );
}
