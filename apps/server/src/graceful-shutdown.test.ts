import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { hashToken } from "./auth/tokens";
import { parseConfig } from "./config";
import { sessions } from "./db/accounts-schema";
import { openConfiguredDatabase } from "./db/open-configured";
import { type RunningServer, startServer } from "./testing/spawn-server";

// The production bundle, spawned as `npm start` runs it, stopped by SIGTERM with a request in
// flight: a sign-in whose body is still arriving when the signal comes.

type Answer = { status: number; cookie: string };

function beginSignIn(server: RunningServer, agent: http.Agent, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  const request = http.request(`${server.baseURL}/api/auth/login`, {
    method: "POST",
    agent,
    headers: {
      origin: server.baseURL,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, cookie: String(response.headers["set-cookie"] ?? "") }),
      );
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 300) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function connects(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function reopen(dataDirectory: string) {
  return openConfiguredDatabase(parseConfig({ LOUPE_DATA_DIR: dataDirectory }));
}

// Each test starts a server (seeding the demo takes seconds on a busy machine) and reopens its
// database after.
describe.runIf(process.env.LOUPE_TEST_DRIVER !== "postgres")("SIGTERM", { timeout: 120_000 }, () => {
  const dataDirectory = () => fs.mkdtempSync(path.join(os.tmpdir(), "loupe-shutdown-"));
  const agents: http.Agent[] = [];
  const servers: RunningServer[] = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    for (const server of servers.splice(0)) await server.stop();
  });

  it("finishes the request in flight, closes idle keep-alive connections, exits 0 and leaves the database whole", async () => {
    const server = await startServer({ LOG_LEVEL: "info" }, { dataDirectory: dataDirectory() });
    servers.push(server);
    // Keep-alive connections the server must not wait on: one left idle before the signal, and the
    // sign-in's own once it is answered. Either held open would run into the grace period (exit 1).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    agents.push(agent);
    const idle = await new Promise<number>((resolve, reject) =>
      http
        .get(`${server.baseURL}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        })
        .on("error", reject),
    );
    expect(idle).toBe(200);

    const signIn = beginSignIn(server, agent, server.adminEmail, server.adminPassword);
    await until(() => server.output().includes('"url":"/api/auth/login"'), "the sign-in to reach the server");
    const exitCode = server.kill("SIGTERM");
    await until(() => server.output().includes("shutting down"), "the server to start shutting down");
    await until(async () => !(await connects(server.baseURL)), "the server to stop taking connections");

    signIn.finish();
    const answer = await signIn.answer;
    expect(answer.status).toBe(200);
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');
    expect(fs.existsSync(path.join(server.dataDirectory, "loupe.lock"))).toBe(false);

    // The session the answered sign-in started was written before the database closed.
    const token = answer.cookie.match(/loupe_session=([^;]+)/)?.[1] ?? "";
    const database = await reopen(server.dataDirectory);
    try {
      const stored = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(stored).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it("exits 1 with the reason when a request outlasts the grace period, and the database opens again", async () => {
    const server = await startServer(
      { LOG_LEVEL: "info", LOUPE_DEMO: "0", SHUTDOWN_GRACE_SECONDS: "1" },
      { dataDirectory: dataDirectory(), credentials: { email: "nobody@lab.test", password: "not used" } },
    );
    servers.push(server);
    const agent = new http.Agent();
    agents.push(agent);
    const signIn = beginSignIn(server, agent, "nobody@lab.test", "a body that never ends");
    signIn.answer.catch(() => undefined);
    await until(() => server.output().includes('"url":"/api/auth/login"'), "the sign-in to reach the server");
    expect(await server.kill("SIGTERM")).toBe(1);
    expect(server.output()).toContain("shutdown did not finish within the grace period");
    const database = await reopen(server.dataDirectory);
    await database.close();
  });
});
