import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirectoryBusyError, lockDataDirectory } from "./data-directory-lock";

const temporaryDirectory = () => fs.mkdtempSync(path.join(os.tmpdir(), "loupe-lock-"));

describe("the data directory lock", () => {
  it("refuses a second holder while the first is alive", async () => {
    const directory = temporaryDirectory();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(directory, "loupe.lock"), String(other.pid));
      expect(() => lockDataDirectory(directory)).toThrow(DataDirectoryBusyError);
      expect(() => lockDataDirectory(directory)).toThrow(
        /Another Loupe process \(pid \d+\) is using the embedded database/,
      );
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose process is gone, and releases it", () => {
    const directory = temporaryDirectory();
    fs.writeFileSync(path.join(directory, "loupe.lock"), "999999");
    const unlock = lockDataDirectory(directory);
    expect(fs.readFileSync(path.join(directory, "loupe.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(directory, "loupe.lock"))).toBe(false);
  });
});
