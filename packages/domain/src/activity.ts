// The activity log's vocabulary (002 §2 'Activity log'). An entry says who did what to which
// record: the action is one of these, the record is named by entity type and id, the subject is
// what staff search by (a certificate number, or the name of a company or administrator).
export const activityActions = [
  "create",
  "update",
  "delete",
  "import",
  "print",
  "connect",
  "ship",
  "complete",
  "sign-in",
  "sign-out",
  "permission-change",
  "upload",
  "password-reset",
  "portal-invite",
  "portal-verify",
  "portal-credentials",
  // A rejected video sent to the barcode service again.
  "retry",
] as const;

export type ActivityAction = (typeof activityActions)[number];

// One field an update changed, as it was and as it was written (JSON values).
export type ActivityChange = { field: string; before: unknown; after: unknown };

export type ActivityEntry = {
  action: ActivityAction;
  entityType: string;
  entityId: string;
  subject: string;
  // The readable sentence the log shows, such as 'Ann Lee updated diamond 1234567'.
  summary: string;
  changes?: ActivityChange[];
};

// Fields that every versioned write touches; they say nothing about what the user changed.
const bookkeepingFields = new Set(["updatedAt", "updatedBy", "version"]);

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

// The fields of `written` whose values differ between the row before and after an update.
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  written: readonly string[],
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of written) {
    if (bookkeepingFields.has(field)) continue;
    const was = comparable(before[field]);
    const is = comparable(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}
