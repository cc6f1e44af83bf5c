import { messages } from "./messages";
import { hasPermission, type Permission } from "./permissions";

// Rules on companies the form shows up front and the server enforces (no zod: light for screens).

// The spec refuses customers with certificates (002 §8); a client's certificates would lose their
// owner the same way, so both are refused. The form says so up front, the server refuses with it.
export function companyDeleteRefusal(company: {
  kind: "client" | "customer";
  totalSkus: number;
}): string | null {
  if (company.totalSkus === 0) return null;
  const refusal =
    company.kind === "customer" ? messages.customerCannotBeDeleted : messages.clientCannotBeDeleted;
  return `${refusal}: ${messages.companyHasCertificates(company.totalSkus)}`;
}

// Pinning changes every administrator's pick-lists, so it is a super administrator's setting
// (docs/design.md, deliberate departures: the spec's hard-coded list became this setting).
export const canPinCompanies = (user: { permissions: readonly Permission[] } | null) =>
  hasPermission(user, "super_admin");
