import { asc, eq, inArray } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notFound } from "../http/problem";
import { createTestContext, type TestContext } from "../testing/test-app";
import { administrators } from "./accounts-schema";
import { activityLog } from "./activity-schema";
import type { Executor } from "./client";
import { createRecord, createRecords } from "./create-record";
import { deleteRecord, deleteRecords } from "./delete-record";
import { lockedBulkUpdate } from "./locked-bulk-update";

// The record helpers write a record and its one entry together, in the caller's transaction.

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const actor = { id: null, fullName: "Test Runner" };
const db = () => context.database.db;
const entries = () =>
  db()
    .select({ action: activityLog.action, subject: activityLog.subject, changes: activityLog.changes })
    .from(activityLog)
    .orderBy(asc(activityLog.id));
const values = (fullName: string) => ({
  id: uuidv7(),
  fullName,
  email: `${fullName.toLowerCase().replace(/\W/g, "")}@lab.test`,
  passwordHash: "hash-before",
});
const entryOf = (
  action: "create" | "update" | "delete" | "import",
  row: { id: string; fullName: string },
) => ({
  action,
  entityType: "administrator",
  entityId: row.id,
  subject: row.fullName,
  summary: `${action} ${row.fullName}`,
});
class RolledBack extends Error {}
// Runs a write, then fails: the transaction rolls back after the write and its entry.
async function rolledBack(write: (tx: Executor) => Promise<unknown>) {
  await expect(
    db().transaction(async (tx) => {
      await write(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe("createRecord and createRecords", () => {
  it("insert the records and one entry each, made from what was written", async () => {
    const ann = await db().transaction((tx) =>
      createRecord(tx, actor, {
        table: administrators,
        values: values("Ann Lee"),
        activity: (row) => entryOf("create", row),
      }),
    );
    expect(ann.version).toBe(1);
    await db().transaction((tx) =>
      createRecords(tx, actor, {
        table: administrators,
        values: [values("Bo Park"), values("Cy Ng")],
        activity: (row) => entryOf("import", { id: String(row.id), fullName: row.fullName }),
      }),
    );
    expect(await db().$count(administrators)).toBe(3);
    expect((await entries()).map(({ action, subject }) => [action, subject])).toEqual([
      ["create", "Ann Lee"],
      ["import", "Bo Park"],
      ["import", "Cy Ng"],
    ]);
  });

  it("leave neither record nor entry when the transaction rolls back after them", async () => {
    await rolledBack((tx) =>
      createRecords(tx, actor, {
        table: administrators,
        values: [values("Bo Park"), values("Cy Ng")],
        activity: (row) => entryOf("import", { id: String(row.id), fullName: row.fullName }),
      }),
    );
    expect(await db().$count(administrators)).toBe(0);
    expect(await entries()).toEqual([]);
  });
});

describe("deleteRecord", () => {
  it("deletes and writes one entry naming the subject that is gone; nothing found writes nothing", async () => {
    const row = values("Ann Lee");
    await db().insert(administrators).values(row);
    const remove = (id: string, missing?: () => ReturnType<typeof notFound>) =>
      db().transaction((tx) =>
        deleteRecord(tx, actor, {
          table: administrators,
          where: eq(administrators.id, id),
          ...(missing ? { missing } : {}),
          activity: (deleted) => entryOf("delete", deleted),
        }),
      );
    expect((await remove(row.id))?.fullName).toBe("Ann Lee");
    expect(await remove(row.id)).toBeNull();
    await expect(remove(row.id, () => notFound("gone"))).rejects.toMatchObject({ status: 404 });
    expect((await entries()).map(({ action, subject }) => [action, subject])).toEqual([
      ["delete", "Ann Lee"],
    ]);
  });
});

describe("deleteRecords", () => {
  it("deletes every record found in one statement with one entry each; none found writes nothing", async () => {
    const rows = [values("Ann Lee"), values("Bo Park"), values("Cy Ng")];
    await db().insert(administrators).values(rows);
    const remove = (ids: string[]) =>
      db().transaction((tx) =>
        deleteRecords(tx, actor, {
          table: administrators,
          where: inArray(administrators.id, ids),
          activity: (deleted) => entryOf("delete", deleted),
        }),
      );
    const gone = await remove([rows[0]?.id ?? "", rows[2]?.id ?? ""]);
    expect(gone.map((row) => row.fullName).sort()).toEqual(["Ann Lee", "Cy Ng"]);
    expect(await remove([rows[0]?.id ?? ""])).toEqual([]);
    expect((await entries()).map(({ action, subject }) => [action, subject]).sort()).toEqual([
      ["delete", "Ann Lee"],
      ["delete", "Cy Ng"],
    ]);
    expect((await db().select().from(administrators)).map((row) => row.fullName)).toEqual(["Bo Park"]);
  });
});

describe("lockedBulkUpdate", () => {
  const seed = async () => {
    const rows = [values("Ann Lee"), values("Bo Park"), values("Cy Ng")];
    await db().insert(administrators).values(rows);
    return rows.map((row) => row.id);
  };
  const update = (tx: Executor, ids: string[], phone: string) =>
    lockedBulkUpdate(tx, actor, {
      table: administrators,
      where: inArray(administrators.id, ids),
      set: () => ({ phone, passwordHash: `hash-${phone}`, updatedAt: new Date() }),
      activity: (after) => entryOf("update", after),
    });

  it("writes one entry per record, in id order, with its changed fields but never a secret", async () => {
    const ids = await seed();
    const written = await db().transaction((tx) => update(tx, [...ids].reverse(), "2125550100"));
    expect(written.map(({ after }) => after.id)).toEqual([...ids].sort());
    expect(written.every(({ before, after }) => before.phone === "" && after.phone === "2125550100")).toBe(
      true,
    );
    expect(await entries()).toEqual(
      ["Ann Lee", "Bo Park", "Cy Ng"].map((subject) => ({
        action: "update",
        subject,
        changes: [{ field: "phone", before: "", after: "2125550100" }],
      })),
    );
  });

  it("refuses through `check` or `missing` and writes nothing; rolled back after its entries, leaves none", async () => {
    const ids = await seed();
    await expect(
      db().transaction((tx) =>
        lockedBulkUpdate(tx, actor, {
          table: administrators,
          where: inArray(administrators.id, ids),
          check: (rows) => {
            if (rows.length > 2) throw notFound("too many");
          },
          set: () => ({ phone: "1" }),
          activity: (after) => entryOf("update", after),
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      db().transaction((tx) =>
        lockedBulkUpdate(tx, actor, {
          table: administrators,
          where: eq(administrators.id, uuidv7()),
          missing: () => notFound("gone"),
          set: () => ({ phone: "1" }),
          activity: (after) => entryOf("update", after),
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    await rolledBack((tx) => update(tx, ids, "2125550100"));
    expect(await entries()).toEqual([]);
    const phones = await db().select({ phone: administrators.phone }).from(administrators);
    expect(phones.map(({ phone }) => phone)).toEqual(["", "", ""]);
  });

  it("lets two bulk updates over the same records in opposite orders both finish (no deadlock)", async () => {
    const ids = await seed();
    await Promise.all(
      Array.from({ length: 6 }, (_, round) =>
        db().transaction((tx) => update(tx, round % 2 ? ids : [...ids].reverse(), `21255501${round}0`)),
      ),
    );
    expect(await db().$count(activityLog)).toBe(18);
  });
});
