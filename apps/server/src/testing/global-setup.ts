import fs from "node:fs/promises";
import path from "node:path";
import { createPglite, openPglite } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { pgliteTemplatePath } from "./template-path";

// PGlite takes seconds to start and migrate: do it once per run and let every test file clone
// the migrated data directory.
export default async function setup(): Promise<void> {
  if (process.env.LOUPE_TEST_DRIVER === "postgres") return;
  const client = await createPglite(undefined);
  const handle = openPglite(client);
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir("none");
  await fs.mkdir(path.dirname(pgliteTemplatePath), { recursive: true });
  await fs.writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
