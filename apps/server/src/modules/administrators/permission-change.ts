import { type Permission, permissionLabels } from "@loupe/domain/permissions";

const listed = (permissions: readonly Permission[]) =>
  permissions.map((permission) => permissionLabels[permission]).join(", ");

// The activity-log words for what an edit granted and took away; null when nothing changed.
export function describePermissionChange(
  before: readonly Permission[],
  after: readonly Permission[],
): string | null {
  const granted = after.filter((permission) => !before.includes(permission));
  const removed = before.filter((permission) => !after.includes(permission));
  const parts = [
    ...(granted.length ? [`granted ${listed(granted)}`] : []),
    ...(removed.length ? [`removed ${listed(removed)}`] : []),
  ];
  return parts.length ? parts.join("; ") : null;
}

export const describePermissions = (permissions: readonly Permission[]) =>
  permissions.length ? `with permissions: ${listed(permissions)}` : "with no permissions";
