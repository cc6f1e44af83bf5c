import path from "node:path";
import { parseArgs } from "node:util";
import { formatBytes } from "../backup/progress";
import { restoreBackup } from "../backup/restore-backup";
import { parseConfig } from "../config";
import { errorMessage } from "./error-message";

const usage = `Usage: npm run restore -- <backup.tar.gz>

Restores a backup into an EMPTY data directory (LOUPE_DATA_DIR) or an EMPTY PostgreSQL database
(DATABASE_URL) and an empty file storage, then rebuilds every kept count. Refuses anything not
empty; on a failure it removes what it wrote. The server must not be running.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", default: false } },
  });
  const [archive] = positionals;
  if (values.help || !archive || positionals.length !== 1) {
    process.stderr.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const summary = await restoreBackup(parseConfig(process.env), file, (message) =>
    process.stderr.write(`${message}\n`),
  );
  process.stdout.write(
    `Restore complete: ${summary.files} files (${formatBytes(summary.fileBytes)}), ` +
      `${summary.keptCounts} kept count tables rebuilt.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Restore failed: ${errorMessage(error)}\n`);
  process.exit(1);
});
