import type { Company } from "@loupe/domain/companies";
import { formatDate } from "@loupe/domain/formatting";

type PortalFields = Pick<Company, "portalStatus" | "invitationSentAt" | "emailVerifiedAt">;

// Where a company stands with the ad portal (spec 002 §4), in words.
export function portalStatusText(company: PortalFields | null): string {
  if (!company || company.portalStatus === "not_invited") return "Not invited";
  if (company.portalStatus === "invited") {
    const sent = company.invitationSentAt ? ` on ${formatDate(company.invitationSentAt)}` : "";
    return `Invitation sent${sent}, e-mail not verified`;
  }
  return company.emailVerifiedAt ? `Verified on ${formatDate(company.emailVerifiedAt)}` : "Verified";
}

// A period the server put at the end of its detail would be doubled by credentialsFailure's text.
export const withoutFinalPeriod = (text: string) => text.replace(/\.\s*$/, "");
