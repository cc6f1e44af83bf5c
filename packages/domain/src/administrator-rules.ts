import { messages } from "./messages";
import { hasPermission, type Permission } from "./permissions";

// Deletes refused whatever the dialog says: the list disables the button with this reason, the
// server refuses with it. (The last super administrator is refused by the server, which counts.)
export function administratorDeleteRefusal(
  actorId: string | undefined,
  administratorId: string,
): string | null {
  return actorId === administratorId ? messages.cannotDeleteSelf : null;
}

// Whether an administrator needs approval is a super administrator's call: the form shows the
// switch disabled with messages.onlySuperAdministratorApproves, the server refuses with it (403).
export const canSetNeedsApproval = (user: { permissions: readonly Permission[] } | null) =>
  hasPermission(user, "super_admin");
