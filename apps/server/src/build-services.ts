import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { buildIntegrations, type Integrations } from "./integrations/build-integrations";
import { OutboxWorker } from "./jobs/outbox";
import { infrastructureOutboxHandlers } from "./jobs/outbox-handlers";
import { createOutboxDirectoryMailer, createSmtpMailer, type Mailer } from "./mail/mailer";
import { collectOutboxHandlers } from "./modules/area-module";
import { areaModules } from "./modules/registry";
import type { AppServices } from "./services";
import { openConfiguredStorage } from "./storage/configured-storage";

// What a test replaces; everything else is built exactly as for production.
export type ServiceOverrides = {
  mailer?: Mailer;
  integrations?: Integrations;
  storageDirectory?: string;
  outboxPollMs?: number;
};

export function buildServices(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppServices {
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxDirectoryMailer(path.join(config.LOUPE_DATA_DIR, "outbox"), config.MAIL_FROM, log));
  const integrations = overrides.integrations ?? buildIntegrations(config);
  const handlers = collectOutboxHandlers(
    areaModules,
    { db, mailer, integrations, config },
    infrastructureOutboxHandlers(mailer),
  );
  return {
    config,
    db,
    mailer,
    outboxWorker: new OutboxWorker(
      db,
      handlers,
      log,
      overrides.outboxPollMs ?? config.OUTBOX_POLL_SECONDS * 1000,
      {
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        firstRetryMs: config.OUTBOX_FIRST_RETRY_SECONDS * 1000,
        leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
      },
    ),
    sessionPolicy: { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS },
    certificateSources: areaModules.flatMap((module) =>
      module.certificateSource ? [module.certificateSource] : [],
    ),
    storage: openConfiguredStorage(config, overrides.storageDirectory),
    integrations,
    expiredRecordCleanups: areaModules.flatMap(({ removeExpiredRecords }) =>
      removeExpiredRecords ? [(db: Database, now: Date) => removeExpiredRecords(db, now, config)] : [],
    ),
  };
}
