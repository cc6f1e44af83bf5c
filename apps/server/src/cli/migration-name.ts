import { parseArgs } from "node:util";

export const migrationNameUsage = `Usage: npm run db:generate -- --name <what_it_adds>

Writes the next SQL migration from the schemas (src/db/*-schema.ts, src/modules/*/schema.ts) as
NNNN_<what_it_adds>.sql: lower-case words joined by underscores, such as activity_log_subjects.`;

// The name drizzle-kit gives the migration (its --name): read from the command line, required,
// and in the form the committed migrations use.
export function readMigrationName(args: string[]): { name: string } | { error: string } {
  const { values } = parseArgs({ args, options: { name: { type: "string" } }, allowPositionals: false });
  if (!values.name) return { error: "The migration needs a name." };
  if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(values.name))
    return { error: `"${values.name}" is not a migration name: use lower-case words joined by underscores.` };
  return { name: values.name };
}
