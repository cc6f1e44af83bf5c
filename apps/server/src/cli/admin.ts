import { parseArgs } from "node:util";
import { parseConfig } from "../config";
import { rebuildKeptCounts } from "../db/kept-counts";
import { openConfiguredDatabase } from "../db/open-configured";
import { createSuperAdministrator } from "./create-super-administrator";
import { readPassword } from "./read-password";

const usage = `Usage: npm run admin -- create --email <e-mail> --name <full name> [--phone <digits>] [--password-stdin]
       npm run admin -- rebuild-counts

create: a super administrator. The password is asked for (hidden), or read from standard input
with --password-stdin.
rebuild-counts: recounts every kept count from the rows (db/kept-counts.ts); a restore does it.
With the embedded database, stop the server first.`;

async function rebuildCounts() {
  const database = await openConfiguredDatabase(parseConfig(process.env));
  try {
    await rebuildKeptCounts(database.db, (entry) =>
      process.stdout.write(`Rebuilt ${entry.tables.join(", ")} from ${entry.from.join(", ")}.\n`),
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      phone: { type: "string", default: "" },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (positionals[0] === "rebuild-counts" && !values.help) return rebuildCounts();
  if (values.help || positionals[0] !== "create" || !values.email || !values.name) {
    process.stderr.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const password = await readPassword(values["password-stdin"]);
  const database = await openConfiguredDatabase(parseConfig(process.env));
  try {
    const created = await createSuperAdministrator(database.db, {
      email: values.email,
      fullName: values.name,
      phone: values.phone,
      password,
    });
    process.stdout.write(`Created super administrator ${created.fullName} <${created.email}>.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
