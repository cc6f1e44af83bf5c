import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../backup/create-backup";
import { formatBytes } from "../backup/progress";
import { parseConfig } from "../config";
import { errorMessage } from "./error-message";

const usage = `Usage: npm run backup -- --out <file.tar.gz>

Writes one archive of the database and every stored file, while the server runs or not
(README, "Backup and restore"). With DATABASE_URL set it runs pg_dump, which must be of the
server's major version or newer.`;

async function main() {
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", default: false } },
  });
  if (values.help || !values.out) {
    process.stderr.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  // npm runs the script in apps/server; a relative --out is where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const summary = await createBackup(parseConfig(process.env), out, (message) =>
    process.stderr.write(`${message}\n`),
  );
  process.stdout.write(
    `Backup written: ${summary.file} (database ${formatBytes(summary.databaseBytes)}, ${summary.files} files ` +
      `of ${formatBytes(summary.fileBytes)}).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${errorMessage(error)}\n`);
  process.exit(1);
});
