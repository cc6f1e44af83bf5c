import { openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import pg from "pg";

export type BenchDatabase = { url: string; handle: ReturnType<typeof openPostgres> };

// A bench's database of its own on the PostgreSQL server (loupe_bench_<label>_<pid>), migrated and
// handed to `work` with an open handle, then dropped (BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN;
// drop it by hand afterwards).
export async function withBenchDatabase(
  postgresUrl: string,
  label: string,
  work: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `loupe_bench_${label}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    try {
      await migrateDatabase(handle);
      await work({ url: url.toString(), handle });
    } finally {
      await handle.close();
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
