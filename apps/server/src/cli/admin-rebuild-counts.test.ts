import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { keptCounts } from "../db/kept-counts";
import { serverRoot } from "../server-root";

const run = promisify(execFile);

describe.runIf(process.env.LOUPE_TEST_DRIVER !== "postgres")("npm run admin -- rebuild-counts", () => {
  it("rebuilds every catalogued kept count and says which", async () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-cli-"));
    try {
      const { stdout } = await run(process.execPath, ["dist/admin.js", "rebuild-counts"], {
        cwd: serverRoot,
        env: { ...process.env, LOUPE_DATA_DIR: dataDirectory, DATABASE_URL: "", INIT_CWD: "" },
      });
      for (const entry of keptCounts) expect(stdout).toContain(`Rebuilt ${entry.tables.join(", ")}`);
    } finally {
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);
});
