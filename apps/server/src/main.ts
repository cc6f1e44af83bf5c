import type { Logger } from "pino";
import { buildApp } from "./app";
import { openBackupChannel } from "./backup/backup-channel";
import { buildServices } from "./build-services";
import { type Config, parseConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { openConfiguredDatabase } from "./db/open-configured";
import { removeExpiredRecords } from "./jobs/housekeeping";
import { createLogger } from "./logger";
import { seedDemoData } from "./seed/demo-data";
import { exitOnShutdownSignals } from "./shutdown";
import { checkConfiguredStorage } from "./storage/configured-storage";

async function main() {
  const config = parseConfig(process.env);
  const log = createLogger(config.LOG_LEVEL);
  await checkConfiguredStorage(config);
  const database = await openConfiguredDatabase(config);
  const services = buildServices(config, database.db, log);
  if (config.LOUPE_DEMO) {
    const demo = await seedDemoData(database.db, services.storage);
    if (demo) {
      process.stdout.write(
        `\nDemo data created. Sign in with\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n(shown only this once)\n\n`,
      );
    }
  }
  const app = await buildApp(services, { logger: log });
  services.outboxWorker.start();
  const backupChannel = await openEmbeddedBackupChannel(config, database, log);
  const housekeeping = () =>
    removeExpiredRecords(database.db, services.sessionPolicy, services.expiredRecordCleanups).catch(
      (error: unknown) => log.error({ err: error }, "housekeeping failed"),
    );
  let housekeepingRound = housekeeping();
  const housekeepingTimer = setInterval(() => {
    housekeepingRound = housekeeping();
  }, 3_600_000);

  exitOnShutdownSignals({
    log,
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    close: async () => {
      clearInterval(housekeepingTimer);
      // Stops listening, closes idle keep-alive connections and waits for the requests in flight.
      await app.close();
      await backupChannel?.close();
      await services.outboxWorker.stop();
      await housekeepingRound;
      services.mailer.close?.();
      await database.close();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Loupe is running on ${config.publicBaseUrl} (${database.driver})`);
}

// `npm run backup` reaches the embedded database through the server that holds it (decision 0028).
// Without the channel the server still runs; a backup then needs it stopped.
async function openEmbeddedBackupChannel(config: Config, database: DatabaseHandle, log: Logger) {
  if (database.driver !== "pglite") return null;
  try {
    return await openBackupChannel(config.LOUPE_DATA_DIR, { db: database.db, pglite: database.pglite }, log);
  } catch (error) {
    log.warn({ err: error }, "the backup channel could not open; a backup needs the server stopped");
    return null;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
