import type { Mailer, MailMessage } from "../mail/mailer";
import type { OutboxHandler } from "./outbox";

// The kinds the infrastructure delivers itself; areas add theirs through their modules.
export function infrastructureOutboxHandlers(mailer: Mailer): Record<string, OutboxHandler> {
  return { mail: (payload, { messageId }) => mailer.send(payload as MailMessage, messageId) };
}
