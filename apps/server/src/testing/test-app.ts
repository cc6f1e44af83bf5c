import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Permission } from "@loupe/domain/permissions";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { uuidv7 } from "uuidv7";
import { buildApp } from "../app";
import { hashPassword } from "../auth/password";
import { sessionCookieName } from "../auth/request-guard";
import { buildServices } from "../build-services";
import { parseConfig } from "../config";
import { administrators } from "../db/accounts-schema";
import type { DatabaseHandle } from "../db/client";
import type { Integrations } from "../integrations/build-integrations";
import { createLogger } from "../logger";
import type { Mailer, MailMessage } from "../mail/mailer";
import type { AreaModule } from "../modules/area-module";
import { flushPageEvents } from "../public/page-views";
import type { AppServices } from "../services";
import { openTestDatabase, truncateAll } from "./test-database";

export const testOrigin = "http://localhost:80";
export const testPassword = "correct horse battery";

// Stands in for the mail server inside API tests: it keeps what was sent so a test can read the
// link. The real SMTP path is tested against a real SMTP server in mail/mailer.test.ts.
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  url: string;
  payload?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: AppServices;
  mailer: RecordingMailer;
  request: (options: RequestOptions) => Promise<LightMyRequestResponse>;
  createAdministrator: (overrides?: {
    fullName?: string;
    email?: string;
    permissions?: Permission[];
    password?: string;
  }) => Promise<{ id: string; email: string; fullName: string }>;
  signIn: (email: string, password?: string) => Promise<string>;
  signInAsNew: (permissions?: Permission[]) => Promise<{ cookie: string; id: string; email: string }>;
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

let passwordHash: Promise<string> | undefined;

export async function createTestContext(
  environment: Record<string, string> = {},
  options: { mailer?: Mailer; integrations?: Integrations; modules?: readonly AreaModule[] } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDirectory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-test-"));
  const config = parseConfig({
    LOUPE_DATA_DIR: dataDirectory,
    LOUPE_DEMO: "0",
    PORT: "80",
    CHECK_RESPONSES: "1",
    ...environment,
  });
  const log = createLogger(process.env.TEST_LOG ?? "silent");
  const mailer = new RecordingMailer();
  // The same wiring as main.ts; only the outside world is replaced, and the worker waits for runOnce.
  const services = buildServices(config, database.db, log, {
    mailer: options.mailer ?? mailer,
    ...(options.integrations ? { integrations: options.integrations } : {}),
    storageDirectory: path.join(dataDirectory, "files"),
    outboxPollMs: 60_000,
  });
  const app = await buildApp(services, {
    logger: log,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  await app.ready();

  const request = ({ method = "GET", url, payload, cookie, headers = {} }: RequestOptions) =>
    app.inject({
      method,
      url,
      payload: payload as string | object | undefined,
      headers: {
        ...(method === "GET" ? {} : { origin: testOrigin }),
        ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
        ...headers,
      },
    });

  const createAdministrator: TestContext["createAdministrator"] = async (overrides = {}) => {
    const id = uuidv7();
    const email = overrides.email ?? `staff-${id.slice(-8)}@lab.test`;
    const fullName = overrides.fullName ?? `Staff ${id.slice(-4)}`;
    passwordHash ??= hashPassword(testPassword);
    const hash = overrides.password ? hashPassword(overrides.password) : passwordHash;
    await database.db.insert(administrators).values({
      id,
      fullName,
      email,
      passwordHash: await hash,
      permissions: overrides.permissions ?? ["super_admin"],
    });
    return { id, email, fullName };
  };

  const signIn = async (email: string, password = testPassword) => {
    const response = await request({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const cookie = response.cookies.find((item) => item.name === sessionCookieName);
    if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
    return cookie.value;
  };

  return {
    app,
    database,
    services,
    mailer,
    request,
    createAdministrator,
    signIn,
    signInAsNew: async (permissions = ["super_admin"]) => {
      const administrator = await createAdministrator({ permissions });
      return { cookie: await signIn(administrator.email), id: administrator.id, email: administrator.email };
    },
    reset: async () => {
      mailer.sent.length = 0;
      // The last test's views still held are written before the tables are emptied, not after.
      await flushPageEvents(services.db);
      await truncateAll(database);
    },
    close: async () => {
      await app.close();
      await services.outboxWorker.stop();
      await database.close();
      await fs.rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
