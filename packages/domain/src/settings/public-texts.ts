// Texts of the public certificate pages that the spec does not give (issue 21); plain words a
// consumer reads on a phone.

export const publicCertificateTexts = {
  checkAnotherTitle: "Check another report",
  checkAnotherLabel: "Report number",
  checkAnotherButton: "Check",
  videoFailed: "The video could not be played. The report's details below are complete.",
  issuedBy: "Issued by",
  issuedFor: "Issued for",
  visitClientSite: "Visit the company's website",
} as const;

// Shown under the grades when one carries an asterisk; the spec lists the marks (none, *, **)
// but never says what they mean, so this says it plainly and names who to ask.
export function asteriskNote(labName: string): string {
  const lab = labName.trim() || "the issuing lab";
  return `* or ** after a color or clarity grade means the grader qualified that grade. Ask ${lab} what the qualification is for this item.`;
}

// The public page of a QR list (/c/list/{id}): a client's videos, each with its certificate.
export const publicListTexts = {
  eyebrow: "Certificate Videos",
  untitled: "Our Certificate Videos",
  videoCount: (count: number) => (count === 1 ? "1 video" : `${count} videos`),
  viewCertificate: "View certificate",
  empty: "This list has no videos any more.",
} as const;
