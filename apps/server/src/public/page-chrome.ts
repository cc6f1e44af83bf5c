import { publicCertificateTexts as texts } from "@loupe/domain/settings/public-texts";
import { html, type SafeHtml } from "./html";
import type { LabProfile } from "./lab-profile";

// What heads and closes every public page, a certificate or the 404: the issuing lab (anchors:
// GIA Report Check, IGI verify) and a field to check another report by its number.

export const checkReportPath = "/c/check";
// Longer keys cannot be a certificate number or a SKU (the forms cap them at 40 and 60).
export const maxKeyLength = 100;

// The lab's logo, name and accreditation; the name is text beside the logo, so the logo is
// decorative to a screen reader.
export function labHeader(lab: LabProfile | null): SafeHtml | string {
  if (!lab) return "";
  return html`<header class="lab">${
    lab.logoUrl ? html`<img class="lab-logo" src="${lab.logoUrl}" alt="" width="48" height="48">` : ""
  }<div class="lab-text"><p class="lab-name">${lab.name}</p>${
    lab.accreditation ? html`<p class="lab-accreditation">${lab.accreditation}</p>` : ""
  }</div></header>`;
}

// The link to the client's website: the server's recorded redirect (/c/{kind}/{key}/visit), never
// the website itself, so each click is counted; the address comes from the stored client.
export function siteLinkParagraph(siteLink: string | null): SafeHtml | string {
  if (!siteLink) return "";
  return html`<p class="site-link"><a href="${siteLink}" rel="nofollow noopener">${texts.visitClientSite}</a></p>`;
}

// A plain GET form: it works without script, and the server sends it to that number's page.
export function checkAnotherForm(): SafeHtml {
  return html`<form class="check" action="${checkReportPath}" method="get" role="search" aria-labelledby="check-title">
<h2 id="check-title">${texts.checkAnotherTitle}</h2>
<label for="check-number">${texts.checkAnotherLabel}</label>
<div class="check-row"><input id="check-number" name="number" type="text" required maxlength="${maxKeyLength}" autocomplete="off" autocapitalize="characters" spellcheck="false" enterkeyhint="go"><button type="submit">${texts.checkAnotherButton}</button></div>
</form>`;
}
