import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, openPglite, openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { measureBaseline } from "./baseline";
import { type LoadResult, load } from "./load";
import { benchCredentials, seedAdministrators } from "./seed-administrators";

const administratorsToSeed = Number(process.env.BENCH_ADMINISTRATORS ?? 1_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseURL },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

async function measure(server: RunningServer): Promise<LoadResult[]> {
  const cookie = await signIn(server);
  const api = `${server.baseURL}/api`;
  type Cursors = { nextCursor: string | null; prevCursor: string | null };
  const getPage = async (query: string) =>
    (await (await fetch(`${api}/administrators?${query}`, { headers: { cookie } })).json()) as Cursors;
  let deep = await getPage("limit=50&sort=created:desc");
  for (let hop = 0; hop < 10 && deep.nextCursor; hop++) {
    deep = await getPage(`limit=50&sort=created:desc&cursor=${deep.nextCursor}`);
  }
  return [
    await load("session check", `${api}/auth/session`, cookie),
    await load("administrators, first page (5)", `${api}/administrators`, cookie),
    await load("administrators, 50 by created", `${api}/administrators?limit=50&sort=created:desc`, cookie),
    await load(
      "administrators, page 11 by cursor",
      `${api}/administrators?limit=50&sort=created:desc&cursor=${deep.prevCursor}`,
      cookie,
    ),
    await load("administrators, search 'berg 1'", `${api}/administrators?search=berg%201&limit=50`, cookie),
  ];
}

async function benchPglite(): Promise<LoadResult[]> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-bench-"));
  const handle = openPglite(await createPglite(path.join(dataDirectory, "db")));
  await migrateDatabase(handle);
  await seedAdministrators(handle.db, administratorsToSeed);
  await handle.close();
  const server = await startServer({ LOG_LEVEL: "error" }, { dataDirectory, credentials: benchCredentials });
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<LoadResult[] | null> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${postgresUrl} does not answer: skipped.`);
    return null;
  }
  const name = `loupe_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await seedAdministrators(handle.db, administratorsToSeed);
    await handle.close();
    const server = await startServer(
      { LOG_LEVEL: "error", DATABASE_URL: url.toString() },
      { credentials: benchCredentials },
    );
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function print(driver: string, results: LoadResult[]) {
  console.log(
    `\n${driver} — ${administratorsToSeed + 1} administrators, 8 connections, 2,000 requests each, ${os.cpus().length} cores`,
  );
  console.table(
    results.map((result) => ({
      endpoint: result.name,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "non-2xx": result.errors,
    })),
  );
}

print("This machine", [await measureBaseline()]);
const postgres = await benchPostgres();
if (postgres) print("PostgreSQL", postgres);
print("PGlite (embedded)", await benchPglite());
