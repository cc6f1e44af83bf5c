import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "./db/client";
import { migrationsFolder } from "./db/migrate";
import { enqueueAll } from "./jobs/outbox";
import { demoSuperAdministratorEmail } from "./seed/demo-data";
import { diamondInput } from "./testing/diamond-fixtures";
import { multipart } from "./testing/multipart";
import { onPostgres, postgresUrlOf } from "./testing/postgres-server";
import { samplePng } from "./testing/sample-files";
import { outboxMessageIdOf, startSmtpTestServer } from "./testing/smtp-test-server";
import { type RunningServer, startServer } from "./testing/spawn-server";
import { testDriver } from "./testing/test-database";

// Two real servers (spawned as `npm start` runs them) on one empty PostgreSQL database and one
// shared data directory, started at the same moment: issue 26's "several servers, one database".
// Only on the PostgreSQL run: two processes cannot share the embedded database (by design, its
// data-directory lock).

const databaseName = `loupe_servers_${process.pid}_${randomBytes(4).toString("hex")}`;
const databaseUrl = () => postgresUrlOf(databaseName);
const onDatabase = <Row>(statement: string) => onPostgres<Row>(statement, { database: databaseName });

async function signIn(server: RunningServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseURL },
    body: JSON.stringify({ email, password }),
  });
}

const sessionCookie = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

describe.skipIf(testDriver !== "postgres")("two servers on one PostgreSQL database", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let servers: RunningServer[] = [];
  let dataDirectory: string;
  let password: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    await onPostgres(`CREATE DATABASE ${databaseName}`);
    dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-two-servers-"));
    const environment = {
      DATABASE_URL: databaseUrl(),
      SMTP_URL: smtp.url,
      OUTBOX_POLL_SECONDS: "0.1",
    };
    // Ready when each answers; which one seeds the demo data is up to the race.
    const ready = { email: demoSuperAdministratorEmail, password: "read from the output below" };
    servers = await Promise.all(
      [0, 1].map(() => startServer(environment, { dataDirectory, credentials: ready })),
    );
    const printed = servers.map((server) => server.output().match(/password:\s+(\S+)/)?.[1]);
    expect(printed.filter(Boolean)).toHaveLength(1);
    password = printed.find(Boolean) ?? "";
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.stop();
    await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }, 60_000);

  it("migrated and seeded the database once though both started together", async () => {
    const applied = await onDatabase<{ hash: string }>("SELECT hash FROM drizzle.__drizzle_migrations");
    expect(applied).toHaveLength(readMigrationFiles({ migrationsFolder }).length);
    const [demo] = await onDatabase<{ n: number }>(
      `SELECT count(*)::int AS n FROM administrators WHERE email = '${demoSuperAdministratorEmail}'`,
    );
    expect(demo?.n).toBe(1);
  });

  it("accepts on one server the session signed in on the other", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const response = await signIn(a, demoSuperAdministratorEmail, password);
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    const onB = await fetch(`${b.baseURL}/api/auth/session`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(demoSuperAdministratorEmail);
    // Signed out on B: refused on A too.
    const out = await fetch(`${b.baseURL}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: b.baseURL },
    });
    expect(out.ok).toBe(true);
    expect((await fetch(`${a.baseURL}/api/auth/session`, { headers: { cookie } })).status).toBe(401);
  });

  it("counts failed sign-ins across both servers", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const email = "nobody-here@lab.test";
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await signIn(server, email, "wrong")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(a, email, "wrong")).status).toBe(429);
  });

  it("serves from one server the file uploaded on the other, and counts a save on either", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const cookie = sessionCookie(await signIn(a, demoSuperAdministratorEmail, password));
    const { payload, headers } = multipart("stone.png", samplePng, "image/png");
    const uploaded = await fetch(`${a.baseURL}/api/files?purpose=image`, {
      method: "POST",
      headers: { ...headers, cookie, origin: a.baseURL },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const read = await fetch(`${b.baseURL}/api/files/${id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(samplePng);

    const total = async (server: RunningServer) =>
      (
        (await (await fetch(`${server.baseURL}/api/diamonds`, { headers: { cookie } })).json()) as {
          total: number;
        }
      ).total;
    const before = await total(b);
    const saved = await fetch(`${a.baseURL}/api/diamonds`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: a.baseURL },
      body: JSON.stringify(diamondInput({ certificateNumber: "TWO-SERVERS-1" })),
    });
    expect(saved.status).toBe(201);
    expect(await total(b)).toBe(before + 1);
  });

  it("delivers 1,000 queued mails once each between them", async () => {
    smtp.received.length = 0;
    const database = openPostgres(databaseUrl());
    const ids = await enqueueAll(
      database.db,
      Array.from({ length: 1000 }, (_, n) => ({
        kind: "mail",
        payload: { to: `client-${n}@lab.test`, subject: `Certificate ${n}`, text: "Ready." },
      })),
    );
    await database.close();
    await expect
      .poll(() => smtp.received.length, { timeout: 120_000, interval: 500 })
      .toBeGreaterThanOrEqual(1000);
    // Settled: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messageIds = smtp.received.map(outboxMessageIdOf);
    expect(messageIds).toHaveLength(1000);
    expect([...messageIds].sort()).toEqual([...ids].sort());
    const [outbox] = await onDatabase<{ done: number; attempts: number }>(
      "SELECT count(*) FILTER (WHERE status = 'done')::int AS done, sum(attempts)::int AS attempts FROM outbox WHERE kind = 'mail' AND payload->>'subject' LIKE 'Certificate %'",
    );
    expect(outbox).toEqual({ done: 1000, attempts: 1000 });
  }, 180_000);
});
