import type { SessionPolicy } from "./auth/sessions";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Integrations } from "./integrations/build-integrations";
import type { ExpiredRecordCleanup } from "./jobs/housekeeping";
import type { OutboxWorker } from "./jobs/outbox";
import type { Mailer } from "./mail/mailer";
import type { CertificateSource } from "./modules/certificates/certificate-sources";
import type { Storage } from "./storage/storage";

// Everything a route needs, built once at start (main.ts) or per test (testing/test-app.ts).
export type AppServices = {
  config: Config;
  db: Database;
  mailer: Mailer;
  outboxWorker: OutboxWorker;
  sessionPolicy: SessionPolicy;
  certificateSources: CertificateSource[];
  storage: Storage;
  integrations: Integrations;
  // The areas' own cleanups, run by the hourly housekeeping.
  expiredRecordCleanups: ExpiredRecordCleanup[];
};
