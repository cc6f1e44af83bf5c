import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openPglite, openPostgres } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { onPostgres, postgresUrlOf } from "./postgres-server";
import { buildServerBundle } from "./server-bundle";
import { pgliteTemplatePath } from "./template-path";

declare module "vitest" {
  export interface ProvidedContext {
    // The migrated database every PostgreSQL test file's own database is copied from.
    postgresTemplate: string;
  }
}

// The tests that spawn a real server or a command-line program run the production bundle: it is
// built first. Migrating takes seconds: do it once per run and let every test file copy the
// migrated database (PGlite: its data directory; PostgreSQL: CREATE DATABASE … TEMPLATE, a file
// copy).
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  buildServerBundle();
  if (project.config.env.LOUPE_TEST_DRIVER === "postgres") return postgresTemplate(project);
  const client = await createPglite(undefined);
  const handle = openPglite(client);
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir("none");
  await fs.mkdir(path.dirname(pgliteTemplatePath), { recursive: true });
  await fs.writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return undefined;
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = `loupe_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  const handle = openPostgres(postgresUrlOf(name));
  await migrateDatabase(handle);
  await handle.close();
  project.provide("postgresTemplate", name);
  return async () => {
    await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
