import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Integrations } from "../integrations/build-integrations";
import type { Mailer, MailMessage } from "../mail/mailer";
import { diamondOutboxHandlers } from "../modules/diamonds/outbox-handlers";
import type { OutboxHandler } from "./outbox";

// Every kind of message the outbox delivers, in one place.
export function outboxHandlers(
  db: Database,
  mailer: Mailer,
  integrations: Integrations,
  config: Config,
): Record<string, OutboxHandler> {
  return {
    mail: (payload) => mailer.send(payload as MailMessage),
    ...diamondOutboxHandlers(db, integrations, { publicBaseUrl: config.publicBaseUrl }),
  };
}
