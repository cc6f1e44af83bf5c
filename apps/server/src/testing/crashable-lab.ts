import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { onPostgres, postgresUrlOf } from "./postgres-server";
import { type RunningServer, startServer } from "./spawn-server";
import { testDriver } from "./test-database";

// A real server (spawned as `npm start` runs it) on the test run's database kind — a PGlite data
// directory, or an empty database on the PostgreSQL server — that a test can kill -9, start again
// on the same data, and look into directly while it is stopped.

// A body sent as it is (a multipart upload), not as JSON.
export class RawBody {
  constructor(
    readonly payload: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

export type CrashableLab = {
  server: () => RunningServer;
  // Calls the running server as the signed-in demo administrator.
  call: (method: string, url: string, body?: unknown) => Promise<Response>;
  crash: () => Promise<void>;
  start: () => Promise<void>;
  // Stops the server gracefully, runs `look` on its database opened directly, and leaves it stopped.
  inspect: <T>(look: (database: DatabaseHandle) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

export async function openCrashableLab(environment: Record<string, string> = {}): Promise<CrashableLab> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-crash-"));
  const databaseName = `loupe_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
  let databaseUrl = "";
  if (testDriver === "postgres") {
    await onPostgres(`CREATE DATABASE ${databaseName}`);
    databaseUrl = postgresUrlOf(databaseName);
  }
  const env = { ...environment, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

  let server: RunningServer | undefined;
  let credentials: { email: string; password: string } | undefined;
  let cookie = "";
  const running = () => {
    if (!server) throw new Error("The server is not running");
    return server;
  };
  const start = async () => {
    server = await startServer(env, { dataDirectory, credentials });
    credentials = { email: server.adminEmail, password: server.adminPassword };
    const signedIn = await fetch(`${server.baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseURL },
      body: JSON.stringify(credentials),
    });
    if (!signedIn.ok) throw new Error(`Sign-in failed after the start: ${signedIn.status}`);
    cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
  };
  const stopWith = async (signal: NodeJS.Signals) => {
    await running().kill(signal);
    server = undefined;
  };
  await start();

  return {
    server: running,
    call: (method, url, body) => {
      const { baseURL } = running();
      const raw = body instanceof RawBody ? body : undefined;
      return fetch(`${baseURL}${url}`, {
        method,
        headers: {
          cookie,
          origin: baseURL,
          ...(raw?.headers ?? (body === undefined ? {} : { "content-type": "application/json" })),
        },
        body: raw ? raw.payload : body === undefined ? undefined : JSON.stringify(body),
      });
    },
    crash: () => stopWith("SIGKILL"),
    start,
    inspect: async (look) => {
      if (server) await stopWith("SIGTERM");
      const database = databaseUrl
        ? openPostgres(databaseUrl)
        : openPglite(await createPglite(path.join(dataDirectory, "db")));
      try {
        return await look(database);
      } finally {
        await database.close();
      }
    },
    dispose: async () => {
      if (server) await stopWith("SIGTERM");
      if (databaseUrl) await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
