import fs from "node:fs";
import path from "node:path";

// PGlite is one process over a folder of files: a second process opening it would corrupt it.
// The lock file holds the owner's pid; a lock whose process is gone is taken over.

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirectoryBusyError extends Error {}

export function lockDataDirectory(dataDirectory: string): () => void {
  fs.mkdirSync(dataDirectory, { recursive: true });
  const lockPath = path.join(dataDirectory, "loupe.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirectoryBusyError(
          `Another Loupe process (pid ${owner}) is using the embedded database in ${dataDirectory}. ` +
            "Stop it first (or point DATABASE_URL at a PostgreSQL server to run several processes).",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryBusyError(`Could not lock ${lockPath}.`);
}
