import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client";
import { type CrashableLab, openCrashableLab, RawBody } from "./testing/crashable-lab";
import { jewelryInput } from "./testing/jewelry-fixtures";
import { multipart } from "./testing/multipart";
import { outboxMessageIdOf, startSmtpTestServer } from "./testing/smtp-test-server";

// Issue 26 "crashes lose nothing": the server is killed (SIGKILL, no shutdown) in the middle of an
// import commit, an export, order-line saves, shipping log saves and an outbox delivery, then
// started again on the same data. Each write is whole or absent, a repeated save does not double,
// the delivery happens with the same idempotency key, and the embedded database opens.
// Runs on PGlite and, in the PostgreSQL project, on PostgreSQL.

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("a server killed mid-write (kill -9) loses nothing", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let lab: CrashableLab;
  // What each part expects to find in the database at the end.
  const checks: ((database: DatabaseHandle) => Promise<void>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ holdFirstAnswer: true });
    lab = await openCrashableLab({
      SMTP_URL: smtp.url,
      OUTBOX_LEASE_SECONDS: "2",
      OUTBOX_POLL_SECONDS: "0.2",
    });
  }, 120_000);
  afterAll(async () => {
    await lab?.dispose();
    await smtp?.stop();
  }, 60_000);

  const restart = async () => {
    await lab.crash();
    await lab.start();
  };

  async function importRows(prefix: string, count: number): Promise<unknown[]> {
    const csv = [
      "CertNum,Template,Weight,Shape,Color,Clarity",
      ...Array.from({ length: count }, (_, n) => `${prefix}-${n},6,1.01,Round,G,VS1`),
    ].join("\r\n");
    const { payload, headers } = multipart(`${prefix}.csv`, csv, "text/csv");
    const preview = await lab.call("POST", "/api/diamonds/import/preview", new RawBody(payload, headers));
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { rows: { values?: unknown }[] };
    return body.rows.flatMap((row) => (row.values ? [row.values] : []));
  }

  it("keeps an import commit whole or not at all", async () => {
    // The second import is four times the first and is killed when the first had finished: about
    // a quarter of the way in, whatever this machine's speed.
    const count = 2_000;
    const first = await importRows("CRASH-A", count);
    const started = Date.now();
    expect((await lab.call("POST", "/api/diamonds/import", { rows: first })).status).toBe(200);
    const commitMs = Date.now() - started;

    const second = await importRows("CRASH-B", 4 * count);
    const commit = lab.call("POST", "/api/diamonds/import", { rows: second }).then(
      (response) => response.status,
      () => "cut off" as const,
    );
    await wait(commitMs);
    await restart();
    expect(await commit).toBe("cut off");

    const listed = (await (await lab.call("GET", "/api/diamonds")).json()) as { total: number };
    checks.push(async (database) => {
      const [counts] = await rows<{ a: number; b: number; all: number; logged: number }>(
        database,
        sql`SELECT count(*) FILTER (WHERE certificate_number LIKE 'CRASH-A-%')::int AS a,
                   count(*) FILTER (WHERE certificate_number LIKE 'CRASH-B-%')::int AS b,
                   count(*)::int AS all,
                   (SELECT count(*)::int FROM activity_log WHERE subject LIKE 'CRASH-B-%') AS logged
            FROM diamonds`,
      );
      expect(counts?.a).toBe(count);
      expect([0, 4 * count]).toContain(counts?.b);
      // Every imported row has its entry; the list's kept total is the rows' count.
      expect(counts?.logged).toBe(counts?.b);
      expect(listed.total).toBe(counts?.all);
    });
  }, 180_000);

  it("starts again after dying in the middle of an export, and exports every row", async () => {
    const download = lab.call("GET", "/api/diamonds/export.xlsx").then(
      async (response) => {
        const reader = response.body?.getReader();
        await reader?.read();
        return reader;
      },
      () => undefined,
    );
    await wait(300);
    await restart();
    await (await download)?.cancel().catch(() => undefined);
    const again = await lab.call("GET", "/api/diamonds/export.xlsx");
    expect(again.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await again.arrayBuffer());
    const listed = (await (await lab.call("GET", "/api/diamonds")).json()) as { total: number };
    // A header row, then one row a diamond.
    expect(workbook.worksheets[0]?.actualRowCount).toBe(listed.total + 1);
  }, 120_000);

  it("writes every order-line save to all its records or none", async () => {
    const line = { orderNumber: "CRASH-ORDER", lineNumber: 1 };
    const members = async (excludeId?: string) => {
      const query = new URLSearchParams({ ...line, lineNumber: String(line.lineNumber) });
      if (excludeId) query.set("excludeId", excludeId);
      const answer = (await (await lab.call("GET", `/api/jewelry/order-line?${query}`)).json()) as {
        members: { id: string; version: number }[];
      };
      return answer.members.map(({ id, version }) => ({ id, version }));
    };
    const create = async (certificateNumber: string) => {
      const input = jewelryInput({ certificateNumber, clientSku: `SKU-${certificateNumber}` });
      const body = { ...input, ...line, orderLine: { members: await members(), keepInscription: false } };
      const created = await lab.call("POST", "/api/jewelry", body);
      expect(created.status).toBe(201);
      return ((await created.json()) as { jewelry: { id: string; version: number } }).jewelry;
    };
    const first = await create("CRASH-J1");
    await create("CRASH-J2");

    let saving = true;
    let saves = 0;
    const loop = (async () => {
      for (let metal = 0; saving; metal++) {
        const others = await members(first.id);
        const version = (await members()).find((member) => member.id === first.id)?.version ?? 0;
        const input = jewelryInput({ certificateNumber: "CRASH-J1", clientSku: "SKU-CRASH-J1" });
        const response = await lab.call("PUT", `/api/jewelry/${first.id}`, {
          ...input,
          ...line,
          metal: metal % 2 ? "Platinum" : "14K Rose Gold",
          orderLine: { members: others, keepInscription: false },
          version,
        });
        if (response.status !== 200)
          throw new Error(`save answered ${response.status}: ${await response.text()}`);
        saves++;
      }
    })().catch(() => "cut off");
    await expect.poll(() => saves, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await restart();
    saving = false;
    expect(await loop).toBe("cut off");

    checks.push(async (database) => {
      const records = await rows<{ number: string; metal: string; version: number; updates: number }>(
        database,
        sql`SELECT j.certificate_number AS number, j.metal, j.version,
                   (SELECT count(*)::int FROM activity_log a
                     WHERE a.entity_id = j.id::text AND a.action = 'update') AS updates
            FROM jewelry j WHERE j.order_number = 'CRASH-ORDER' ORDER BY j.certificate_number`,
      );
      expect(records.map((record) => record.number)).toEqual(["CRASH-J1", "CRASH-J2"]);
      const [one, two] = records;
      // Both records carry the last save that happened, each with one entry per save.
      expect(one?.metal).toBe(two?.metal);
      expect(one?.updates).toBe(two?.updates);
      expect(one?.updates).toBeGreaterThanOrEqual(saves);
      expect(one?.updates).toBeLessThanOrEqual(saves + 1);
    });
  }, 180_000);

  it("keeps each shipping log save whole, and a save sent again after the crash once", async () => {
    const clients = (await (await lab.call("GET", "/api/clients?limit=1")).json()) as {
      items: { id: string }[];
    };
    const clientId = clients.items[0]?.id ?? "";
    const sent: { idempotencyKey: string; stockNumber: string; body: unknown }[] = [];
    let saving = true;
    let saved = 0;
    const loop = (async () => {
      for (let n = 0; saving; n++) {
        const stockNumber = `CRASH-S-${n}`;
        const body = {
          idempotencyKey: uuidv7(),
          processedBy: "crash test",
          itemIds: [],
          manualItems: [{ id: uuidv7(), clientId, jewelryType: "Ring", stockNumber }],
        };
        sent.push({ idempotencyKey: body.idempotencyKey, stockNumber, body });
        const response = await lab.call("POST", "/api/shipping/save", body);
        if (response.status !== 200)
          throw new Error(`save answered ${response.status}: ${await response.text()}`);
        saved++;
      }
    })().catch(() => "cut off");
    await expect.poll(() => saved, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    await restart();
    saving = false;
    expect(await loop).toBe("cut off");

    // The station sends its unanswered save again, and one answered before the crash.
    const unanswered = sent.at(-1);
    const answered = sent.at(-2);
    for (const again of [unanswered, answered]) {
      const response = await lab.call("POST", "/api/shipping/save", again?.body);
      expect(response.status).toBe(200);
    }
    checks.push(async (database) => {
      const items = await rows<{ stock: string; copies: number; created: number }>(
        database,
        sql`SELECT j.stock_number AS stock, count(*)::int AS copies,
                   (SELECT count(*)::int FROM activity_log a
                     WHERE a.action = 'create' AND a.entity_id IN
                       (SELECT id::text FROM jewelry k WHERE k.stock_number = j.stock_number)) AS created
            FROM jewelry j WHERE j.stock_number LIKE 'CRASH-S-%' GROUP BY j.stock_number`,
      );
      expect(items.map((item) => item.stock).sort()).toEqual(sent.map((item) => item.stockNumber).sort());
      expect(items.every((item) => item.copies === 1 && item.created === 1)).toBe(true);
    });
  }, 180_000);

  it("delivers an outbox message whose server died mid-delivery once more, with the same id", async () => {
    const reset = await lab.call("POST", "/api/auth/forgot-password", { email: lab.server().adminEmail });
    expect(reset.status).toBe(202);
    await smtp.firstArrived;
    await restart();
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
    await wait(500);
    const messageIds = smtp.received.map(outboxMessageIdOf);
    expect(messageIds).toHaveLength(2);
    const [messageId] = messageIds;
    expect(messageId).toBeDefined();
    expect(messageIds).toEqual([messageId, messageId]);
    checks.push(async (database) => {
      const outbox = await rows<{ id: string; status: string; attempts: number }>(
        database,
        sql`SELECT id::text, status, attempts FROM outbox WHERE kind = 'mail'`,
      );
      expect(outbox).toEqual([{ id: messageId, status: "done", attempts: 2 }]);
    });
  }, 120_000);

  it("finds all of it in the database, opened directly after the last crash", async () => {
    await lab.crash();
    await lab.start();
    await lab.inspect(async (database) => {
      for (const check of checks) await check(database);
    });
    expect(checks).toHaveLength(4);
  }, 120_000);
});
