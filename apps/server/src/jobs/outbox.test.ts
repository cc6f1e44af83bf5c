import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/outbox-schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import {
  defaultRetryPolicy,
  enqueue,
  enqueueAll,
  type GivenUp,
  maxAttempts,
  NothingToDeliver,
  OutboxWorker,
  retryDelayMs,
  stoppedMidDelivery,
  withGivenUp,
} from "./outbox";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const log = pino({ level: "silent" });

describe("the outbox worker", () => {
  it("delivers due messages once and marks them done", async () => {
    const delivered: unknown[] = [];
    const worker = new OutboxWorker(
      context.database.db,
      { ping: async (payload) => void delivered.push(payload) },
      log,
      60_000,
    );
    await enqueue(context.database.db, "ping", { n: 1 });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(delivered).toEqual([{ n: 1 }]);
    const [row] = await context.database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "done", attempts: 1, lastError: null });
  });

  it("hands each handler its message's id, to send as the receiver's idempotency key", async () => {
    const seen: string[] = [];
    const worker = new OutboxWorker(
      context.database.db,
      { ping: async (_payload, { messageId }) => void seen.push(messageId) },
      log,
      60_000,
    );
    const ids = [
      await enqueue(context.database.db, "ping", {}),
      await enqueue(context.database.db, "ping", {}),
    ];
    await worker.runOnce();
    expect(seen).toEqual(ids);
  });

  it("retries failures with growing delays, keeps the error visible, and gives up after the last attempt", async () => {
    let calls = 0;
    const worker = new OutboxWorker(
      context.database.db,
      {
        flaky: async () => {
          calls++;
          throw new Error("card printer offline");
        },
      },
      log,
      60_000,
    );
    await enqueue(context.database.db, "flaky", {});
    let clock = Date.now();
    await worker.runOnce(() => new Date(clock));
    let [row] = await context.database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "card printer offline" });
    expect(row?.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(1));
    // Not due yet: nothing happens.
    expect(await worker.runOnce(() => new Date(clock + 1_000))).toBe(0);
    for (let attempt = 2; attempt <= maxAttempts; attempt++) {
      clock += retryDelayMs(attempt - 1);
      await worker.runOnce(() => new Date(clock));
    }
    [row] = await context.database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "failed", attempts: maxAttempts });
    expect(calls).toBe(maxAttempts);
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  // Runs every attempt of the queue's only message, each when it is due.
  async function runEveryAttempt(worker: OutboxWorker) {
    let clock = Date.now();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      await worker.runOnce(() => new Date(clock));
      clock += retryDelayMs(attempt);
    }
  }

  it("tells a kind once that it gave up on a message, in the transaction that marks it failed", async () => {
    const seen: { payload: unknown; failure: GivenUp; status: string | undefined }[] = [];
    const flaky = withGivenUp(
      async () => {
        throw new Error("barcode service offline");
      },
      async (tx, payload, failure) => {
        const [row] = await tx.select({ status: outbox.status }).from(outbox);
        seen.push({ payload, failure, status: row?.status });
      },
    );
    const worker = new OutboxWorker(context.database.db, { flaky }, log, 60_000);
    await enqueue(context.database.db, "flaky", { videoId: "v1" });
    await worker.runOnce();
    expect(seen).toEqual([]);
    await runEveryAttempt(worker);
    expect(seen).toEqual([
      {
        payload: { videoId: "v1" },
        failure: { error: "barcode service offline", attempts: maxAttempts },
        status: "failed",
      },
    ]);
    // Failed messages are not due again: no second call.
    await worker.runOnce(() => new Date(Date.now() + 86_400_000));
    expect(seen).toHaveLength(1);
  });

  it("follows the configured tries and first wait (OUTBOX_MAX_ATTEMPTS, OUTBOX_FIRST_RETRY_SECONDS)", async () => {
    const given: GivenUp[] = [];
    const flaky = withGivenUp(
      async () => {
        throw new Error("offline");
      },
      async (_tx, _payload, failure) => void given.push(failure),
    );
    const worker = new OutboxWorker(context.database.db, { flaky }, log, 60_000, {
      maxAttempts: 2,
      firstRetryMs: 100,
      leaseMs: 1_000,
    });
    await enqueue(context.database.db, "flaky", {});
    const clock = Date.now();
    await worker.runOnce(() => new Date(clock));
    const [row] = await context.database.db.select().from(outbox);
    expect(row?.nextAttemptAt.getTime()).toBe(clock + 100);
    await worker.runOnce(() => new Date(clock + 100));
    expect(given).toEqual([{ error: "offline", attempts: 2 }]);
    expect((await context.database.db.select().from(outbox))[0]?.status).toBe("failed");
  });

  it("still marks a message failed when its kind's give-up write fails, keeping none of that write", async () => {
    const flaky = withGivenUp(
      async () => {
        throw new Error("barcode service offline");
      },
      async (tx) => {
        await enqueue(tx, "written-on-give-up", {});
        throw new Error("the rejected list refused the row");
      },
    );
    const worker = new OutboxWorker(context.database.db, { flaky }, log, 60_000);
    await enqueue(context.database.db, "flaky", {});
    await runEveryAttempt(worker);
    const rows = await context.database.db.select().from(outbox);
    expect(rows.map((row) => [row.kind, row.status, row.attempts, row.lastError])).toEqual([
      ["flaky", "failed", maxAttempts, "barcode service offline"],
    ]);
  });

  it("tells a user waiting on a message the polling round delivered first that it went through", async () => {
    const delivered: unknown[] = [];
    const worker = new OutboxWorker(
      context.database.db,
      {
        ping: async (payload) => void delivered.push(payload),
        broken: async () => {
          throw new Error("sheet offline");
        },
      },
      log,
      60_000,
    );
    const id = await enqueue(context.database.db, "ping", { n: 3 });
    await worker.runOnce();
    expect(await worker.deliverNow(id)).toEqual({ delivered: true, error: null });
    expect(delivered).toEqual([{ n: 3 }]);
    // One the round gave up on is reported with its last error.
    const failing = await enqueue(context.database.db, "broken", {});
    await context.database.db
      .update(outbox)
      .set({ status: "failed", lastError: "sheet offline" })
      .where(eq(outbox.id, failing));
    expect(await worker.deliverNow(failing)).toEqual({ delivered: false, error: "sheet offline" });
  });

  it("fails a message whose kind has no handler instead of dropping it", async () => {
    const worker = new OutboxWorker(context.database.db, {}, log, 60_000);
    await enqueue(context.database.db, "unknown", {});
    await worker.runOnce();
    const [row] = await context.database.db.select().from(outbox);
    expect(row?.lastError).toBe("No handler for outbox kind unknown");
  });

  it("finishes a message its handler has nothing to deliver for, logging why once", async () => {
    const logged: { msg: string; reason?: string }[] = [];
    const recording = pino(
      { level: "info" },
      { write: (line: string) => void logged.push(JSON.parse(line)) },
    );
    let calls = 0;
    const worker = new OutboxWorker(
      context.database.db,
      {
        keyless: async () => {
          calls++;
          throw new NothingToDeliver("no key to file it under");
        },
      },
      recording,
      60_000,
    );
    const id = await enqueue(context.database.db, "keyless", {});
    let clock = Date.now();
    expect(await worker.deliverNow(id, () => new Date(clock))).toEqual({
      delivered: false,
      error: "no key to file it under",
    });
    for (let round = 0; round < 3; round++) {
      clock += retryDelayMs(maxAttempts);
      await worker.runOnce(() => new Date(clock));
    }
    const [row] = await context.database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect(calls).toBe(1);
    expect(logged).toEqual([
      expect.objectContaining({ msg: "outbox message skipped", reason: "no key to file it under" }),
    ]);
  });

  it("runs on its own once started, and wakes up on demand", async () => {
    const delivered: unknown[] = [];
    const worker = new OutboxWorker(
      context.database.db,
      { ping: async (payload) => void delivered.push(payload) },
      log,
      60_000,
    );
    worker.start();
    try {
      await enqueue(context.database.db, "ping", { n: 2 });
      worker.wake();
      await expect.poll(() => delivered.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  describe("several servers on one outbox", () => {
    it("delivers every message once when two workers run their rounds at the same time", async () => {
      const received: string[] = [];
      const handler = async (_payload: unknown, { messageId }: { messageId: string }) => {
        received.push(messageId);
        await new Promise((resolve) => setTimeout(resolve, 1));
      };
      const ids = await enqueueAll(
        context.database.db,
        Array.from({ length: 60 }, (_, n) => ({ kind: "ping", payload: { n } })),
      );
      const workers = [0, 1].map(() => new OutboxWorker(context.database.db, { ping: handler }, log, 60_000));
      const attempted = await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(attempted.reduce((sum, count) => sum + count, 0)).toBe(60);
      expect([...received].sort()).toEqual([...ids].sort());
      const rows = await context.database.db.select().from(outbox);
      expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
    });

    it("leaves a message its server stopped delivering to come due again after the lease, the same id sent", async () => {
      const received: string[] = [];
      const clock = Date.now();
      // The first server takes the message and never finishes (it was stopped mid-delivery).
      const stopped = new OutboxWorker(
        context.database.db,
        { ping: () => new Promise<void>(() => {}) },
        log,
        60_000,
      );
      const id = await enqueue(context.database.db, "ping", {});
      void stopped.runOnce(() => new Date(clock));
      await expect.poll(async () => (await context.database.db.select().from(outbox))[0]?.attempts).toBe(1);
      const other = new OutboxWorker(
        context.database.db,
        { ping: async (_payload, { messageId }) => void received.push(messageId) },
        log,
        60_000,
      );
      // Claimed: neither a round nor a user's Create Digital Certificate takes it meanwhile.
      expect(await other.runOnce(() => new Date(clock + defaultRetryPolicy.leaseMs - 1))).toBe(0);
      expect(await other.deliverNow(id, () => new Date(clock + 1), 200)).toEqual({
        delivered: false,
        error: "The message was not delivered yet.",
      });
      expect(await other.runOnce(() => new Date(clock + defaultRetryPolicy.leaseMs))).toBe(1);
      expect(received).toEqual([id]);
      expect((await context.database.db.select().from(outbox))[0]).toMatchObject({
        status: "done",
        attempts: 2,
      });
    });

    it("fails a message whose last attempt's server stopped, rather than trying it forever", async () => {
      const calls: string[] = [];
      const worker = new OutboxWorker(
        context.database.db,
        { ping: async (_payload, { messageId }) => void calls.push(messageId) },
        log,
        60_000,
        { maxAttempts: 2, firstRetryMs: 100, leaseMs: 1_000 },
      );
      const id = await enqueue(context.database.db, "ping", {});
      // Two claims whose servers stopped: the attempts are spent.
      await context.database.db.update(outbox).set({ attempts: 2 }).where(eq(outbox.id, id));
      expect(await worker.runOnce()).toBe(1);
      expect(calls).toEqual([]);
      expect((await context.database.db.select().from(outbox))[0]).toMatchObject({
        status: "failed",
        attempts: 3,
        lastError: stoppedMidDelivery,
      });
    });
  });
});
