import { and, arrayContains, asc, eq } from "drizzle-orm";
import { administrators } from "../db/accounts-schema";
import type { Executor } from "../db/client";
import { enqueueAll } from "../jobs/outbox";
import type { MailMessage } from "./mailer";

// Queues one mail to every super administrator whose account is enabled, in the caller's
// transaction: the notice goes out once the change it tells of commits, and never without it.
export async function queueMailToSuperAdministrators(
  tx: Executor,
  mail: Omit<MailMessage, "to">,
): Promise<void> {
  const recipients = await tx
    .select({ email: administrators.email })
    .from(administrators)
    .where(
      and(arrayContains(administrators.permissions, ["super_admin"]), eq(administrators.disabled, false)),
    )
    .orderBy(asc(administrators.email));
  await enqueueAll(
    tx,
    recipients.map(({ email }) => ({ kind: "mail", payload: { ...mail, to: email } satisfies MailMessage })),
  );
}
