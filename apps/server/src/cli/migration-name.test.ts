import { describe, expect, it } from "vitest";
import { readMigrationName } from "./migration-name";

describe("the migration name db:generate requires", () => {
  it("is taken from --name", () => {
    expect(readMigrationName(["--name", "activity_log_subjects"])).toEqual({ name: "activity_log_subjects" });
    expect(readMigrationName(["--name=area_scopes2"])).toEqual({ name: "area_scopes2" });
  });

  it("is refused when missing or not lower-case words joined by underscores", () => {
    expect(readMigrationName([])).toEqual({ error: "The migration needs a name." });
    for (const name of ["Activity", "activity-log", "activity log", "_log", "log_", "2_logs"])
      expect(readMigrationName(["--name", name])).toEqual({
        error: `"${name}" is not a migration name: use lower-case words joined by underscores.`,
      });
  });
});
