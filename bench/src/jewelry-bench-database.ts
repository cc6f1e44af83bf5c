import type { Permission } from "@loupe/domain/permissions";
import { hashPassword } from "@loupe/server/auth/password";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { withBenchDatabase } from "./bench-database";
import { type JewelrySeed, seedJewelry } from "./seed-jewelry";
import { signInAs } from "./sign-in";

// A bench of one area's routes over `total` seeded jewelry on PostgreSQL (billing, the shipping
// log and orders, the shipping scan): a database of its own (bench-database.ts), one signed-in
// reader holding `permissions`, the jewelry seeded, `prepare` run on the seeded database, then the
// real server started on it and `measure` given its address and the reader's cookie.
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
  await withBenchDatabase(options.postgresUrl, options.label, async ({ url, handle }) => {
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: options.reader.fullName,
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      permissions: options.reader.permissions,
    });
    const session = new pg.Client({ connectionString: url });
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
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      await options.measure({ baseURL: server.baseURL, cookie, seed, prepared });
    } finally {
      await server.stop();
    }
  });
}
