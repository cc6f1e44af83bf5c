import { openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import pg from "pg";
import { seedAdministrators } from "./seed-administrators";
import { seedDiamonds } from "./seed-diamonds";
import { seedJewelry } from "./seed-jewelry";

// A PostgreSQL database with N diamonds and M jewelry that stays, for EXPLAIN work and repeated runs:
//   npx tsx bench/src/seed-database.ts <database> [diamonds = 1000000] [jewelry = 0]
//   npx tsx bench/src/seed-database.ts <database> --drop
// It refuses a database that already exists. BENCH_DATABASE_URL names the server (any database).

const [name, argument = "1000000", jewelryArgument = "0"] = process.argv.slice(2);
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("usage: seed-database.ts <database (lower case, digits, _)> [diamonds [jewelry] | --drop]");
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  if (argument === "--drop") {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    console.log(`Dropped ${name}.`);
  } else {
    const total = Number(argument.replace(/[_,]/g, ""));
    if (!Number.isInteger(total) || total < 0) throw new Error("diamonds must be a whole number");
    const jewelryTotal = Number(jewelryArgument.replace(/[_,]/g, ""));
    if (!Number.isInteger(jewelryTotal) || jewelryTotal < 0)
      throw new Error("jewelry must be a whole number");
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await seedAdministrators(handle.db, 0);
    await handle.close();
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    const started = performance.now();
    try {
      const seed = await seedDiamonds({ query: (text) => session.query(text) }, total, {
        log: (line) => console.log(line),
        maintenanceWorkMem: "256MB",
      });
      console.log(
        `Seeded ${total.toLocaleString("en-US")} diamonds in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
      console.log(
        `URL: ${url}\nlargest client: ${seed.largestClientId}\nnewest: ${seed.newest.toISOString()}`,
      );
      if (jewelryTotal > 0) {
        const jewelry = await seedJewelry({ query: (text) => session.query(text) }, jewelryTotal, {
          log: (line) => console.log(line),
          maintenanceWorkMem: "256MB",
          companies: { clients: seed.clients, customers: seed.customers },
        });
        console.log(`jewelry sample: ${JSON.stringify(jewelry.sample)}`);
      }
    } finally {
      await session.end();
    }
  }
} finally {
  await admin.end();
}
