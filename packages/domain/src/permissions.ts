// What a staff account may do beyond the basics (spec 002 'Administrators'). Plain data, no zod:
// the shell checks permissions on every screen, including ones that load no schema.

export const permissions = ["super_admin", "view_activity_log", "edit_attributes", "view_billing"] as const;
export type Permission = (typeof permissions)[number];

export const permissionLabels: Record<Permission, string> = {
  super_admin: "Super administrator",
  view_activity_log: "View activity log",
  edit_attributes: "Edit attributes",
  view_billing: "View billing and order prices",
};

export function hasPermission(
  user: { permissions: readonly Permission[] } | null,
  permission: Permission,
): boolean {
  return user?.permissions.includes(permission) ?? false;
}
