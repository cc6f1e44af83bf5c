import type { Permission } from "@loupe/domain/permissions";
import { hashPassword } from "@loupe/server/auth/password";
import { openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { type JewelrySeed, seedJewelry } from "./seed-jewelry";
import { signInAs } from "./sign-in";

// A bench of one area's routes over `total` seeded jewelry on PostgreSQL (billing, the shipping
// log and orders, the shipping scan): a database of its own (loupe_bench_<label>_<pid>, dropped
// afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN), migrated, one signed-in reader holding
// `permissions`, the jewelry seeded, `prepare` run on the seeded database, then the real server
// started on it and `measure` given its address and the reader's cookie.
export async function benchOnJewelry<Prepared>(options: {
  postgresUrl: string;
  label: string;
  reader: { fullName: string; permissions: Permission[] };
  total: number;
  prepare: (session: pg.Client, seed: JewelrySeed) => Promise<Prepared>;
  measure: (context: {
    baseURL: string;
    cookie: string;
    seed: JewelrySeed;
    prepared: Prepared;
  }) => Promise<void>;
}) {
  const credentials = { email: `bench-${options.label}@bench.loupe`, password: "benchmark password" };
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  const name = `loupe_bench_${options.label}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: options.reader.fullName,
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      permissions: options.reader.permissions,
    });
    await handle.close();
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    console.log(`PostgreSQL: seeding ${options.total.toLocaleString("en-US")} jewelry…`);
    const started = performance.now();
    let seed: JewelrySeed;
    let prepared: Prepared;
    try {
      seed = await seedJewelry(session, options.total, {
        log: (line) => console.log(line),
        maintenanceWorkMem: "256MB",
      });
      prepared = await options.prepare(session, seed);
    } finally {
      await session.end();
    }
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url.toString() }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      await options.measure({ baseURL: server.baseURL, cookie, seed, prepared });
    } finally {
      await server.stop();
    }
  } catch (error) {
    // Shown before the drop below ends the sessions still open (their errors would hide this one).
    console.error(error);
    throw error;
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
