import { newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { Executor } from "../../db/client";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";
import { readDashboardCounts } from "./service";

// The dashboard's figures come from rows the database keeps (migration 0010); after any writes,
// by anyone, committed or rolled back, they must equal a count of the rows themselves.
const suite = testSuite();

async function countedFromRows(db: Executor) {
  const result = (await db.execute(sql`
    select
      (select count(*) from diamonds)::integer as diamonds,
      (select count(*) from jewelry)::integer as jewelry,
      (select count(*) from companies where kind = 'client')::integer as clients,
      (select count(*) from companies where kind = 'client' and ad_portal_access)::integer
        as "clientsWithAdPortalAccess",
      ((select count(*) from diamonds where not newly_added and certificate_number <> '')
        + (select count(*) from jewelry where not newly_added and certificate_number <> ''))::integer
        as "digitalCertificates",
      ((select count(*) from diamonds where newly_added)
        + (select count(*) from jewelry where newly_added))::integer as "newlyAdded",
      (select count(*) from diamond_imperfections where owner_id is not null)::integer as imperfections
  `)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0];
}

type Certificate = { newlyAdded: boolean; numbered: boolean };
type Command =
  | { kind: "insert"; table: "diamonds" | "jewelry"; rows: Certificate[]; rolledBack: boolean }
  | { kind: "update"; table: "diamonds" | "jewelry"; every: number; patch: Partial<Certificate> }
  | { kind: "delete"; table: "diamonds" | "jewelry" | "companies"; every: number }
  | { kind: "company"; rows: { client: boolean; portal: boolean }[] }
  | { kind: "portal"; every: number; portal: boolean; client: boolean };

const certificateArbitrary = fc.record({ newlyAdded: fc.boolean(), numbered: fc.boolean() });
const tableArbitrary = fc.constantFrom("diamonds" as const, "jewelry" as const);
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant("insert" as const),
    table: tableArbitrary,
    rows: fc.array(certificateArbitrary, { minLength: 1, maxLength: 4 }),
    rolledBack: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("update" as const),
    table: tableArbitrary,
    every: fc.integer({ min: 1, max: 3 }),
    patch: fc.record({ newlyAdded: fc.boolean(), numbered: fc.boolean() }, { requiredKeys: [] }),
  }),
  fc.record({
    kind: fc.constant("delete" as const),
    table: fc.constantFrom("diamonds" as const, "jewelry" as const, "companies" as const),
    every: fc.integer({ min: 2, max: 4 }),
  }),
  fc.record({
    kind: fc.constant("company" as const),
    rows: fc.array(fc.record({ client: fc.boolean(), portal: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant("portal" as const),
    every: fc.integer({ min: 1, max: 3 }),
    portal: fc.boolean(),
    client: fc.boolean(),
  }),
);

let sequence = 0;
const tables = { diamonds, jewelry } as const;
const certificateRow = (row: Certificate) => ({
  id: uuidv7(),
  templateId: 1,
  certificateNumber: row.numbered ? `DC${++sequence}` : "",
  newlyAdded: row.newlyAdded,
});
// Every n-th row (by id): a statement that touches several rows at once.
const everyNth = (every: number) => sql`mod(abs(hashtext(id::text)), ${every}) = 0`;

async function run(db: Executor, command: Command): Promise<void> {
  switch (command.kind) {
    case "insert": {
      const write = (tx: Executor) =>
        tx.insert(tables[command.table]).values(command.rows.map(certificateRow));
      if (!command.rolledBack) return void (await write(db));
      await db
        .transaction(async (tx) => {
          await write(tx);
          throw new Error("roll back");
        })
        .catch(() => undefined);
      return;
    }
    case "update": {
      const { newlyAdded, numbered } = command.patch;
      if (newlyAdded === undefined && numbered === undefined) return;
      const set = {
        ...(newlyAdded === undefined ? {} : { newlyAdded }),
        // '' frees the number; a fresh one per row keeps numbers unique.
        ...(numbered === undefined
          ? {}
          : { certificateNumber: numbered ? sql`'DU' || replace(id::text, '-', '')` : "" }),
      };
      await db.update(tables[command.table]).set(set).where(everyNth(command.every));
      return;
    }
    case "delete": {
      const table = command.table === "companies" ? companies : tables[command.table];
      await db.delete(table).where(everyNth(command.every));
      return;
    }
    case "company":
      await db.insert(companies).values(
        command.rows.map((row) => ({
          id: uuidv7(),
          kind: row.client ? ("client" as const) : ("customer" as const),
          name: `Company ${++sequence}`,
          adPortalAccess: row.portal,
        })),
      );
      return;
    case "portal":
      await db
        .update(companies)
        .set({ adPortalAccess: command.portal, kind: command.client ? "client" : "customer" })
        .where(everyNth(command.every));
      return;
  }
}

describe("dashboard counts", () => {
  it("equal count(*) after any random writes (property)", async () => {
    const { db } = suite.context.database;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const command of commands) await run(db, command);
        expect(await readDashboardCounts(db)).toEqual(await countedFromRows(db));
      }),
      { numRuns: 25 },
    );
    // And after the rows are emptied at once (TRUNCATE clears each table's counters).
    await db.execute(sql`truncate diamonds, jewelry, companies cascade`);
    expect(await readDashboardCounts(db)).toEqual(await countedFromRows(db));
  });

  it("answers the cards over the API, and the counters move with intake and completion", async () => {
    const get = async () => {
      const response = await suite.context.request({ url: "/api/dashboard", cookie: suite.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await get()).toEqual({
      jewelry: 0,
      diamonds: 0,
      imperfections: 0,
      clients: 0,
      clientsWithAdPortalAccess: 0,
      digitalCertificates: 0,
      newlyAdded: 0,
    });
    const clientId = uuidv7();
    await suite.context.database.db
      .insert(companies)
      .values({ id: clientId, kind: "client", name: "Aurora", adPortalAccess: true });
    const intake = await suite.context.request({
      method: "POST",
      url: "/api/intake",
      payload: { type: "diamond", mode: "multiple", certificates: "DB1, DB2" },
      cookie: suite.cookie,
    });
    expect(intake.statusCode).toBe(200);
    expect(await get()).toMatchObject({ diamonds: 2, newlyAdded: 2, digitalCertificates: 0, clients: 1 });
    const [item] = (
      await suite.context.request({ url: "/api/intake/newly-added", cookie: suite.cookie })
    ).json().items;
    const set = await suite.context.request({
      method: "PATCH",
      url: `/api/intake/newly-added/diamond/${item.id}`,
      payload: { clientId, version: item.version },
      cookie: suite.cookie,
    });
    const completed = await suite.context.request({
      method: "POST",
      url: "/api/intake/complete",
      payload: { items: [{ type: "diamond", id: item.id, version: set.json().version }] },
      cookie: suite.cookie,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await get()).toMatchObject({
      diamonds: 2,
      newlyAdded: 1,
      digitalCertificates: 1,
      clientsWithAdPortalAccess: 1,
    });
  });

  it("counts every user's imperfection maps on the Imperfections card", async () => {
    const card = async () =>
      (await suite.context.request({ url: "/api/dashboard", cookie: suite.cookie })).json().imperfections;
    const map = {
      shape: "Round",
      displayImperfectionIcons: true,
      design: { canvas_data: [newDesignSymbol("cloud")] },
    };
    const other = (await suite.context.signInAsNew()).cookie;
    const ids: string[] = [];
    for (const [index, cookie] of [suite.cookie, suite.cookie, other].entries()) {
      const payload = { ...map, name: `Plot ${index}` };
      const response = await suite.context.request({
        method: "POST",
        url: "/api/imperfections",
        payload,
        cookie,
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    expect(await card()).toBe(3);
    const removed = await suite.context.request({
      method: "DELETE",
      url: `/api/imperfections/${ids[2]}`,
      cookie: other,
    });
    expect(removed.statusCode).toBe(204);
    expect(await card()).toBe(2);
    expect(await readDashboardCounts(suite.context.database.db)).toEqual(
      await countedFromRows(suite.context.database.db),
    );
  });

  it("needs a session", async () => {
    expect((await suite.context.request({ url: "/api/dashboard" })).statusCode).toBe(401);
  });
});
