import { spawnSync } from "node:child_process";
import { migrationNameUsage, readMigrationName } from "./migration-name";

// npm run db:generate -- --name <what_it_adds>: drizzle-kit generate, which never runs unnamed.
let read: ReturnType<typeof readMigrationName>;
try {
  read = readMigrationName(process.argv.slice(2));
} catch (error) {
  read = { error: error instanceof Error ? error.message : String(error) };
}
if ("error" in read) {
  process.stderr.write(`${read.error}\n\n${migrationNameUsage}\n`);
  process.exit(2);
}
const run = spawnSync("drizzle-kit", ["generate", "--name", read.name], { stdio: "inherit" });
process.exit(run.status ?? 1);
