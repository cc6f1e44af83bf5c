import type { ActivityChange, ActivityEntry } from "@loupe/domain/activity";
import type { SessionUser } from "@loupe/domain/auth";
import type { Permission } from "@loupe/domain/permissions";
import type { administrators } from "../../db/accounts-schema";
import { describePermissionChange } from "./permission-change";

type Row = typeof administrators.$inferSelect;

// An administrator's edit is one record written, so one entry (its changes list every field
// before → after). Its action is 'permission-change' when the permissions are all it changed,
// otherwise 'update'; its sentence names each part: 'Ann updated administrator Bo; changed the
// permissions of Bo: granted …; marked Bo as needing approval'.
export function administratorUpdateEntry(
  actor: SessionUser,
  before: Row,
  after: Row,
  changes: ActivityChange[],
): Omit<ActivityEntry, "changes"> {
  const name = after.fullName;
  const permissionChange = describePermissionChange(
    before.permissions as Permission[],
    after.permissions as Permission[],
  );
  const approvalChanged = before.needsApproval !== after.needsApproval;
  const others = changes.filter(
    (change) => change.field !== "permissions" && change.field !== "needsApproval",
  );
  const clauses = [
    ...(others.length > 0 || (!permissionChange && !approvalChanged)
      ? [`updated administrator ${name}`]
      : []),
    ...(permissionChange ? [`changed the permissions of ${name}: ${permissionChange}`] : []),
    ...(approvalChanged
      ? [`marked ${name} as ${after.needsApproval ? "needing" : "no longer needing"} approval`]
      : []),
  ];
  const onlyPermissions = permissionChange !== null && clauses.length === 1;
  return {
    action: onlyPermissions ? "permission-change" : "update",
    entityType: "administrator",
    entityId: after.id,
    subject: name,
    summary: `${actor.fullName} ${clauses.join("; ")}`,
  };
}
