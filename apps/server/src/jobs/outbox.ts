import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../db/client";
import { outbox } from "../db/outbox-schema";

// Calls to outside systems (mail, spreadsheet sync, barcode pushes) are written to the outbox in
// the transaction of the change that needs them, then delivered here with retries, so a slow or
// failing system never loses work nor blocks a user's save.

// What became of a message the worker gave up on: its last error and how often it was tried.
export type GivenUp = { error: string; attempts: number };

// What a handler knows of the delivery besides the payload. A message may reach its handler more
// than once (a server that stopped mid-delivery, a lease that ran out): the handler sends
// messageId as the receiving side's idempotency key, so the receiver can tell a repeat.
export type Delivery = { messageId: string };

// Delivers one message; throws to be tried again later. A kind that must react when the worker
// gives up on a message (the barcode push copies its video to the rejected list) adds givenUp,
// which writes in the transaction that marks the message failed (withGivenUp).
export type OutboxHandler = ((payload: unknown, delivery: Delivery) => Promise<void>) & {
  givenUp?: (tx: Executor, payload: unknown, failure: GivenUp) => Promise<void>;
};
export const maxAttempts = 10;

// How often and how soon a failed message is tried again: 5 s, doubling, at most 1 h between
// tries, 10 tries (OUTBOX_MAX_ATTEMPTS and OUTBOX_FIRST_RETRY_SECONDS change it; a slow outside
// system may want more tries, a test fewer and sooner).
export type RetryPolicy = { maxAttempts: number; firstRetryMs: number; leaseMs: number };
export const defaultRetryPolicy: RetryPolicy = { maxAttempts, firstRetryMs: 5_000, leaseMs: 300_000 };

export function withGivenUp(
  deliver: (payload: unknown, delivery: Delivery) => Promise<void>,
  givenUp: NonNullable<OutboxHandler["givenUp"]>,
): OutboxHandler {
  return Object.assign((payload: unknown, delivery: Delivery) => deliver(payload, delivery), { givenUp });
}

// Several servers share one outbox: a round claims its messages (FOR UPDATE SKIP LOCKED, so two
// rounds never take the same one) by moving their next attempt a lease ahead and counting the
// attempt. A server that stops mid-delivery leaves its claim to run out; the message is then due
// again, its attempt counted, so one that stops every server that tries it ends failed.
export const claimBatchSize = 10;
export const stoppedMidDelivery = "The server stopped during this delivery.";

// Thrown by a handler when there is nothing it could ever deliver (trying again would not help):
// the message is finished and the reason logged once, instead of retried until it fails.
export class NothingToDeliver extends Error {}

export function retryDelayMs(attempts: number, firstRetryMs = defaultRetryPolicy.firstRetryMs): number {
  return Math.min(firstRetryMs * 2 ** (attempts - 1), 3_600_000);
}

export async function enqueue(db: Executor, kind: string, payload: unknown): Promise<string> {
  const [id] = await enqueueAll(db, [{ kind, payload }]);
  return id as string;
}

// Several messages in one statement (a save that changes several records); answers their ids.
export async function enqueueAll(
  db: Executor,
  messages: { kind: string; payload: unknown }[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  // Due from now by this process's clock, the one runOnce compares with: the column's default,
  // the database's now() rounded to the millisecond, could lie half a millisecond ahead of it and
  // leave a message queued just before a round for the round after.
  const queuedAt = new Date();
  const rows = messages.map((message) => ({ id: uuidv7(), nextAttemptAt: queuedAt, ...message }));
  await db.insert(outbox).values(rows);
  return rows.map((row) => row.id);
}

type Message = typeof outbox.$inferSelect;
const outcomePollMs = 100;
const outcomeWaitMs = 15_000;

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private started = false;
  // A wake that arrives during a round must cause another round: that round may have read the
  // queue before the new message was committed.
  private wakeRequested = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, OutboxHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly retry: RetryPolicy = defaultRetryPolicy,
  ) {}

  start(): void {
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
  }

  // Asks for a delivery round soon, e.g. right after a request enqueued a mail.
  wake(): void {
    if (!this.started) return;
    this.wakeRequested = true;
    if (!this.running) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    this.wakeRequested = false;
    try {
      await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, "outbox round failed");
    }
    if (this.started) this.schedule(this.wakeRequested ? 0 : this.pollMs);
  }

  // Delivers every due message once; returns how many were attempted.
  runOnce(now = () => new Date()): Promise<number> {
    this.running ??= this.deliverDue(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue(now: () => Date): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await this.claimDue(now);
      for (const message of claimed) await this.deliver(message, now);
      attempted += claimed.length;
      if (claimed.length < claimBatchSize) return attempted;
    }
  }

  private async claimDue(now: () => Date): Promise<Message[]> {
    const at = now();
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, at)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(claimBatchSize)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + this.retry.leaseMs),
      })
      .where(inArray(outbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id.localeCompare(b.id));
  }

  // Delivers one message right away, for a user who waits to hear whether it went through
  // (Create Digital Certificate). Claimed like a round's, so no round (on any server) takes it.
  async deliverNow(
    id: string,
    now = () => new Date(),
    waitMs = outcomeWaitMs,
  ): Promise<{ delivered: boolean; error: string | null }> {
    const at = now();
    const [claimed] = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + this.retry.leaseMs),
      })
      .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, at)))
      .returning();
    // A round (here or on another server) got there first: answer what became of it.
    if (!claimed) return this.outcome(id, waitMs);
    const error = await this.deliver(claimed, now);
    return { delivered: error === null, error };
  }

  // What became of a message another round holds: waits (a short while) for that round to finish.
  private async outcome(id: string, waitMs: number): Promise<{ delivered: boolean; error: string | null }> {
    for (let waited = 0; ; waited += outcomePollMs) {
      const [message] = await this.db
        .select({ status: outbox.status, lastError: outbox.lastError, nextAttemptAt: outbox.nextAttemptAt })
        .from(outbox)
        .where(eq(outbox.id, id));
      if (message?.status === "done") return { delivered: true, error: null };
      if (!message || message.status === "failed" || message.lastError !== null || waited >= waitMs)
        return { delivered: false, error: message?.lastError ?? "The message was not delivered yet." };
      await new Promise((resolve) => setTimeout(resolve, outcomePollMs));
    }
  }

  // Answers null when delivered, else why not (the error, or why there was nothing to deliver).
  // `message` is claimed: its attempts count this one.
  private async deliver(message: Message, now: () => Date): Promise<string | null> {
    const handler = this.handlers[message.kind];
    try {
      if (!handler) throw new Error(`No handler for outbox kind ${message.kind}`);
      if (message.attempts > this.retry.maxAttempts) throw new Error(stoppedMidDelivery);
      await handler(message.payload, { messageId: message.id });
      await this.db
        .update(outbox)
        .set({ status: "done", completedAt: now(), lastError: null })
        .where(eq(outbox.id, message.id));
      return null;
    } catch (error) {
      if (error instanceof NothingToDeliver) return this.skip(message, error.message, now);
      const attempts = message.attempts;
      const failed = attempts >= this.retry.maxAttempts;
      const lastError = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, kind: message.kind, id: message.id, attempts }, "outbox delivery failed");
      const record = async (db: Executor) => {
        await db
          .update(outbox)
          .set({
            attempts,
            status: failed ? "failed" : "pending",
            lastError,
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts, this.retry.firstRetryMs)),
          })
          .where(eq(outbox.id, message.id));
      };
      const givenUp = failed ? handler?.givenUp : undefined;
      if (givenUp) await this.giveUp(message, record, givenUp, { error: lastError, attempts });
      else await record(this.db);
      return lastError;
    }
  }

  // Marks the message failed with what its kind writes on giving up, in one transaction; when that
  // write fails, the message is still marked failed (and the reason logged), so it is not retried
  // forever.
  private async giveUp(
    message: Message,
    record: (db: Executor) => Promise<void>,
    givenUp: NonNullable<OutboxHandler["givenUp"]>,
    failure: GivenUp,
  ): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await record(tx);
        await givenUp(tx, message.payload, failure);
      });
    } catch (error) {
      this.log.error({ err: error, kind: message.kind, id: message.id }, "outbox give-up step failed");
      await record(this.db);
    }
  }

  private async skip(message: Message, reason: string, now: () => Date): Promise<string> {
    this.log.info({ kind: message.kind, id: message.id, reason }, "outbox message skipped");
    await this.db
      .update(outbox)
      .set({ status: "done", completedAt: now(), lastError: null })
      .where(eq(outbox.id, message.id));
    return reason;
  }
}
