import type { SessionUser } from "@loupe/domain/auth";
import { diamondListQuerySchema, diamondSaveSchema } from "@loupe/domain/diamonds/diamond";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { listCertificates } from "../certificates/certificate-reads";
import { companies } from "../companies/ports";
import { countDiamondRows } from "./count-diamond-rows";
import { diamondKind } from "./diamond-kind";
import { diamonds } from "./schema";
import { insertDiamonds } from "./service";

// diamond_counts (migration 0003) and diamond_month_counts (0004) against the rows themselves:
// after any sequence of writes the triggers must leave every counter equal to count(*), and the
// list's total must equal count(*) for any filter, whether it comes from counters or counting.

let context: TestContext;
let actor: SessionUser;
const clientIds = [uuidv7(), uuidv7(), uuidv7()];
let sequence = 0;

beforeAll(async () => {
  context = await createTestContext();
  const administrator = await context.createAdministrator();
  actor = { ...administrator, permissions: ["super_admin"] };
});
afterAll(() => context.close());

const shapes = ["Round", "Oval", "Pear", ""] as const;
const origins = ["Lab Grown", "Natural Stone", ""] as const;
// Instants around the edges of UTC months, where a diamond moves from one month's cell to the next.
const instants = [
  "2025-12-31T23:59:59.999Z",
  "2026-01-01T00:00:00.000Z",
  "2026-01-15T12:00:00.000Z",
  "2026-01-31T23:59:59.999Z",
  "2026-02-01T00:00:00.000Z",
  "2026-03-01T00:00:00.000Z",
  "2026-03-20T08:30:00.000Z",
  "2026-04-01T00:00:00.001Z",
] as const;

type Props = {
  templateId: 1 | 2 | 3 | 4 | 5 | 6;
  client: number; // an index into clientIds; past the end: no client
  shape: (typeof shapes)[number];
  origin: (typeof origins)[number];
  imperfection: boolean;
  created: (typeof instants)[number];
};

const templateArbitrary = fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<Props["templateId"]>;
const propsArbitrary: fc.Arbitrary<Props> = fc.record({
  templateId: templateArbitrary,
  client: fc.nat(clientIds.length),
  shape: fc.constantFrom(...shapes),
  origin: fc.constantFrom(...origins),
  imperfection: fc.boolean(),
  created: fc.constantFrom(...instants),
});
const rowsArbitrary = fc.array(propsArbitrary, { minLength: 1, maxLength: 4 });

type Command =
  | { kind: "insert"; rows: Props[] }
  | { kind: "import"; rows: Props[] }
  | { kind: "rolled back"; rows: Props[] }
  | { kind: "update"; every: number; patch: Partial<Props> }
  | { kind: "delete"; every: number }
  | { kind: "delete client"; client: number }
  | { kind: "truncate" };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("insert" as const), rows: rowsArbitrary }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("import" as const), rows: rowsArbitrary }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("rolled back" as const), rows: rowsArbitrary }), weight: 1 },
  {
    // An empty patch still updates every chosen row (its version): nothing may move.
    arbitrary: fc.record({
      kind: fc.constant("update" as const),
      every: fc.integer({ min: 1, max: 4 }),
      patch: fc.record(
        {
          templateId: templateArbitrary,
          client: fc.nat(clientIds.length),
          shape: fc.constantFrom(...shapes),
          origin: fc.constantFrom(...origins),
          imperfection: fc.boolean(),
          created: fc.constantFrom(...instants),
        },
        { requiredKeys: [] },
      ),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("delete" as const), every: fc.integer({ min: 1, max: 5 }) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("delete client" as const),
      client: fc.nat(clientIds.length - 1),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: "truncate" as const }), weight: 1 },
);

const clientOf = (index: number) => clientIds[index] ?? null;

function rowOf(props: Props) {
  sequence += 1;
  return {
    id: uuidv7(),
    templateId: props.templateId,
    certificateNumber: `PC${sequence}`,
    clientSku: `SKU-${sequence}`,
    shape: props.shape,
    manufacturedAs: props.origin,
    clientId: clientOf(props.client),
    imperfectionUrl: props.imperfection ? `/imperfections/${sequence}` : "",
    created: new Date(props.created),
  };
}

function saveOf(props: Props) {
  const row = rowOf(props);
  return diamondSaveSchema.parse(
    diamondInput({
      templateId: row.templateId,
      certificateNumber: row.certificateNumber,
      clientSku: row.clientSku,
      shape: row.shape,
      manufacturedAs: row.manufacturedAs,
      clientId: row.clientId,
      imperfectionUrl: row.imperfectionUrl,
    }),
  );
}

// Every n-th diamond by id, so a command touches a different share of the table each time.
async function everyNth(every: number): Promise<string[]> {
  const rows = await context.database.db.select({ id: diamonds.id }).from(diamonds).orderBy(diamonds.id);
  return rows.filter((_, index) => index % every === 0).map((row) => row.id);
}

async function run(command: Command): Promise<void> {
  const { db } = context.database;
  switch (command.kind) {
    case "insert":
      await db.insert(diamonds).values(command.rows.map(rowOf));
      return;
    case "import":
      await db.transaction((tx) => insertDiamonds(tx, command.rows.map(saveOf), actor));
      return;
    case "rolled back":
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(diamonds).values(command.rows.map(rowOf));
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      return;
    case "update": {
      const { patch } = command;
      const ids = await everyNth(command.every);
      if (ids.length === 0) return;
      await db
        .update(diamonds)
        .set({
          version: sql`${diamonds.version} + 1`,
          ...(patch.templateId === undefined ? {} : { templateId: patch.templateId }),
          ...(patch.client === undefined ? {} : { clientId: clientOf(patch.client) }),
          ...(patch.shape === undefined ? {} : { shape: patch.shape }),
          ...(patch.origin === undefined ? {} : { manufacturedAs: patch.origin }),
          ...(patch.imperfection === undefined
            ? {}
            : { imperfectionUrl: patch.imperfection ? "/imperfections/updated" : "" }),
          ...(patch.created === undefined ? {} : { created: new Date(patch.created) }),
        })
        .where(inArray(diamonds.id, ids));
      return;
    }
    case "delete": {
      const ids = await everyNth(command.every);
      if (ids.length > 0) await db.delete(diamonds).where(inArray(diamonds.id, ids));
      return;
    }
    case "delete client":
      // The foreign key sets client_id to null: an UPDATE the database runs, which counts too.
      await db.delete(companies).where(eq(companies.id, clientIds[command.client] ?? ""));
      // Back again (without its diamonds) so later commands may name it.
      await restoreClients();
      return;
    case "truncate":
      await db.execute(sql`truncate diamonds cascade`);
      return;
  }
}

async function restoreClients(): Promise<void> {
  await context.database.db
    .insert(companies)
    .values(clientIds.map((id, index) => ({ id, kind: "client" as const, name: `Client ${index}` })))
    .onConflictDoNothing();
}

type CountRow = { dimension: string; value: string; n: number };

// The counters, and the same figures counted from the rows with SQL written independently.
async function kept(): Promise<CountRow[]> {
  const result = (await context.database.db.execute(
    sql`select dimension, value, n::integer as n from diamond_counts where n <> 0 order by 1, 2`,
  )) as unknown as { rows: CountRow[] };
  return result.rows;
}

async function counted(): Promise<CountRow[]> {
  const result = (await context.database.db.execute(sql`
    select dimension, value, n::integer as n from (
      select 'all' as dimension, '' as value, count(*) as n from diamonds having count(*) > 0
      union all select 'template', template_id::text, count(*) from diamonds group by 2
      union all select 'client', coalesce(client_id::text, ''), count(*) from diamonds group by 2
      union all select 'shape', shape, count(*) from diamonds group by 2
      union all select 'origin', manufactured_as, count(*) from diamonds group by 2
      union all select 'imperfections',
        case when imperfection_id is null and imperfection_url = '' then 'without' else 'with' end,
        count(*) from diamonds group by 2
    ) as figures order by 1, 2`)) as unknown as { rows: CountRow[] };
  return result.rows;
}

type MonthCountRow = { client: string; template: number; origin: string; month: string; n: number };

async function keptMonths(): Promise<MonthCountRow[]> {
  const result = (await context.database.db.execute(sql`
    select client, template_id::integer as template, origin, to_char(month at time zone 'UTC', 'YYYY-MM') as month,
      n::integer as n
    from diamond_month_counts where n <> 0 order by 1, 2, 3, 4`)) as unknown as { rows: MonthCountRow[] };
  return result.rows;
}

async function countedMonths(): Promise<MonthCountRow[]> {
  const result = (await context.database.db.execute(sql`
    select coalesce(client_id::text, '') as client, template_id::integer as template, manufactured_as as origin,
      to_char(created at time zone 'UTC', 'YYYY-MM') as month, count(*)::integer as n
    from diamonds group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as { rows: MonthCountRow[] };
  return result.rows;
}

async function negativeCounters(): Promise<number> {
  const result = (await context.database.db.execute(
    sql`select (select count(*) from diamond_counts where n < 0) + (select count(*) from diamond_month_counts where n < 0)
      as negative`,
  )) as unknown as { rows: { negative: number | string }[] };
  return Number(result.rows[0]?.negative ?? -1);
}

// Filters the list offers: mostly none or one (kept counts), some combined or searched (counted).
const filterArbitrary = fc.oneof(
  fc.constant({}),
  fc.record({ templateId: fc.constantFrom("1", "2", "3", "4", "5", "6") }),
  fc.record({
    clientId: fc.oneof(
      fc.constantFrom(...clientIds),
      fc.constantFrom(...clientIds).map((id) => id.toUpperCase()),
      fc.uuid({ version: 7 }),
    ),
  }),
  fc.record({ shape: fc.constantFrom("Round", "Oval", "Pear", "Heart") }),
  fc.record({ origin: fc.constantFrom("Lab Grown", "Natural Stone", "Natural") }),
  fc.record({ imperfections: fc.constantFrom("with", "without") }),
  fc.record({ search: fc.constantFrom("PC1", "pc", "S", "SKU-2", "_", "%") }),
  fc.record(
    {
      templateId: fc.constantFrom("1", "3"),
      clientId: fc.constantFrom(...clientIds),
      shape: fc.constantFrom("Round", ""),
      origin: fc.constantFrom("Lab Grown", "Natural"),
      imperfections: fc.constantFrom("with", "without"),
      createdFrom: fc.constant(new Date(Date.now() - 3_600_000).toISOString()),
    },
    { requiredKeys: [] },
  ),
  // What diamond_month_counts answers: dates on and between month edges, in other time zones too.
  fc.record(
    {
      templateId: fc.constantFrom("1", "3"),
      clientId: fc.constantFrom(...clientIds, ...clientIds.map((id) => id.toUpperCase())),
      origin: fc.constantFrom("Lab Grown", "Natural Stone", "Natural"),
      createdFrom: fc.constantFrom(...instants, "2026-01-01T00:00:00.000+05:00", "2025-11-01T00:00:00.000Z"),
      createdTo: fc.constantFrom(...instants, "2026-03-01T00:00:00.000-05:00", "2026-06-01T00:00:00.000Z"),
    },
    { requiredKeys: [] },
  ),
);

describe("kept diamond counts", () => {
  it("equal count(*) for every value after any sequence of writes, and so does the list's total", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(filterArbitrary, { minLength: 3, maxLength: 6 }),
        async (commands, filters) => {
          await run({ kind: "truncate" });
          await restoreClients();
          expect(await kept()).toEqual([]);
          for (const command of commands) {
            await run(command);
            expect(await kept(), command.kind).toEqual(await counted());
            expect(await keptMonths(), command.kind).toEqual(await countedMonths());
          }
          expect(await negativeCounters()).toBe(0);
          for (const filter of filters) {
            const query = diamondListQuerySchema.parse({ ...filter, limit: 2 });
            const page = await listCertificates(context.database.db, diamondKind, query);
            expect(page.total, JSON.stringify(filter)).toBe(
              await countDiamondRows(context.database.db, query),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("stay exact when many writers insert, update and delete at once", async () => {
    const { db } = context.database;
    await run({ kind: "truncate" });
    await restoreClients();
    const props: Props = {
      templateId: 3,
      client: 0,
      shape: "Oval",
      origin: "Lab Grown",
      imperfection: true,
      created: "2026-01-15T12:00:00.000Z",
    };
    await db
      .insert(diamonds)
      .values(
        Array.from({ length: 20 }, (_, index) =>
          rowOf({ ...props, client: index % 4, created: instants[index % instants.length] ?? props.created }),
        ),
      );
    // Twelve one-statement transactions at once, as the app writes (a pool of connections on
    // PostgreSQL; PGlite takes them in turn). Deletes and updates overlap on purpose, so
    // PostgreSQL may end one of them as a deadlock victim; a rolled-back writer must leave the
    // counts exact too.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        db.transaction(async (tx) => {
          if (index % 3 === 0)
            await tx.insert(diamonds).values([rowOf(props), rowOf({ ...props, client: 3 })]);
          else if (index % 3 === 1)
            await tx
              .delete(diamonds)
              .where(eq(diamonds.clientId, clientIds[Math.floor(index / 3) % clientIds.length] ?? ""));
          else
            await tx
              .update(diamonds)
              .set({
                shape: `Shape ${index}`,
                created: new Date(instants[index % instants.length] ?? props.created),
              })
              .where(eq(diamonds.templateId, 3));
        }),
      ),
    );
    const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(failures.map(sqlState)).toEqual(failures.map(() => "40P01"));
    expect(failures.length).toBeLessThan(outcomes.length / 2);
    expect(await kept()).toEqual(await counted());
    expect(await keptMonths()).toEqual(await countedMonths());
  });
});

// The SQLSTATE of a driver error, which Drizzle may wrap in its own error as the cause.
function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && typeof current.code === "string") return current.code;
  }
  return undefined;
}
