import { type ActivityChange, changedFields } from "@loupe/domain/activity";

// A secret's value never enters the log, not even hashed: a password or token hash column is
// left out of an entry's changes (the entry's action and message say what happened).
const secret = (field: string) => /Hash$/.test(field);

// The fields an update wrote whose values differ before → after, secrets left out.
export function loggedChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  written: readonly string[],
): ActivityChange[] {
  return changedFields(
    before,
    after,
    written.filter((field) => !secret(field)),
  );
}
