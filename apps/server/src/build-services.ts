import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { buildIntegrations } from "./integrations/build-integrations";
import { OutboxWorker } from "./jobs/outbox";
import { outboxHandlers } from "./jobs/outbox-handlers";
import { createOutboxDirectoryMailer, createSmtpMailer } from "./mail/mailer";
import { diamondCertificateSource } from "./modules/diamonds/certificate-source";
import type { AppServices } from "./services";
import { createDiskStorage } from "./storage/disk-storage";

export function buildServices(config: Config, db: Database, log: FastifyBaseLogger): AppServices {
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxDirectoryMailer(path.join(config.LOUPE_DATA_DIR, "outbox"), config.MAIL_FROM, log);
  const integrations = buildIntegrations(config);
  const outboxWorker = new OutboxWorker(
    db,
    outboxHandlers(db, mailer, integrations, config),
    log,
    config.OUTBOX_POLL_SECONDS * 1000,
  );
  return {
    config,
    db,
    mailer,
    outboxWorker,
    sessionPolicy: { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS },
    certificateSources: [diamondCertificateSource],
    storage: createDiskStorage(path.join(config.LOUPE_DATA_DIR, "files")),
    integrations,
  };
}
