import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/password";
import { administrators } from "../db/accounts-schema";
import { createPglite, openPglite } from "../db/client";
import { serverRoot } from "../server-root";

const run = promisify(execFile);

function admin(args: string[], dataDirectory: string, input: string) {
  const child = run(process.execPath, ["dist/admin.js", ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOUPE_DATA_DIR: dataDirectory, DATABASE_URL: "", INIT_CWD: "" },
  });
  child.child.stdin?.end(input);
  return child;
}

describe.runIf(process.env.LOUPE_TEST_DRIVER !== "postgres")("npm run admin -- create", () => {
  it("creates a super administrator from a password on standard input", async () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-cli-"));
    const { stdout } = await admin(
      ["create", "--email", "Head@Lab.test", "--name", "Head Grader", "--password-stdin"],
      dataDirectory,
      "a long enough password\n",
    );
    expect(stdout).toContain("Created super administrator Head Grader <head@lab.test>.");

    const failure = await admin(
      ["create", "--email", "x@lab.test", "--name", "X", "--password-stdin"],
      dataDirectory,
      "short\n",
    ).catch((error: { stderr: string; code: number }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain("Password must be at least 10 characters.");

    const database = openPglite(await createPglite(path.join(dataDirectory, "db")));
    const rows = await database.db.select().from(administrators);
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.permissions).toEqual([
      "super_admin",
      "view_activity_log",
      "edit_attributes",
      "view_billing",
    ]);
    expect(await verifyPassword(rows[0]?.passwordHash ?? "", "a long enough password")).toBe(true);
  }, 60_000);
});
