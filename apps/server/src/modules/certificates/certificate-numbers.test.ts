import { messages } from "@loupe/domain/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../db/errors";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { existingCertificateNumbers, isCertificateNumberTaken } from "./certificate-numbers";
import { certificateNumbers } from "./schema";

// A second certificate type beside diamonds, attached to the registry as jewelry's migration will
// attach its table: numbers are one namespace across both.

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.database.db.execute(
    sql`create table rings (id uuid primary key, certificate_number text not null default '')`,
  );
  await context.database.db.execute(sql`select certificate_numbers_attach('rings', 'ring')`);
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const db = () => context.database.db;
const ringId = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const insertRing = (id: string, number: string) =>
  db().execute(sql`insert into rings (id, certificate_number) values (${id}, ${number})`);
const registry = async () =>
  (await db().select().from(certificateNumbers)).map((row) => `${row.kind}:${row.number}`).sort();
const createDiamond = (certificateNumber: string) =>
  context.request({
    method: "POST",
    url: "/api/diamonds",
    payload: diamondInput({ certificateNumber }),
    cookie,
  });

async function refused(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isUniqueViolation(error);
}

describe("the certificate number registry", () => {
  it("registers the numbers a table already holds when it is attached", async () => {
    await db().execute(sql`create table bracelets (id uuid primary key, certificate_number text not null)`);
    await db().execute(sql`insert into bracelets values (${ringId(90)}, 'b-1'), (${ringId(91)}, '')`);
    await db().execute(sql`select certificate_numbers_attach('bracelets', 'bracelet')`);
    expect(await registry()).toEqual(["bracelet:B-1"]);
    await db().execute(sql`drop table bracelets`);
    await db().delete(certificateNumbers);
  });

  it("follows inserts, number changes and deletes, upper-cased, and ignores empty numbers", async () => {
    await insertRing(ringId(1), "ab-1");
    await insertRing(ringId(2), "");
    expect(await registry()).toEqual(["ring:AB-1"]);
    await db().execute(sql`update rings set certificate_number = 'AB-1' where id = ${ringId(1)}`);
    expect(await registry()).toEqual(["ring:AB-1"]);
    await db().execute(sql`update rings set certificate_number = 'ab-2' where id = ${ringId(1)}`);
    await db().execute(sql`update rings set certificate_number = 'ab-3' where id = ${ringId(2)}`);
    expect(await registry()).toEqual(["ring:AB-2", "ring:AB-3"]);
    await db().execute(sql`update rings set certificate_number = '' where id = ${ringId(2)}`);
    await db().execute(sql`delete from rings where id = ${ringId(1)}`);
    expect(await registry()).toEqual([]);
  });

  it("lets a number freed by one record be taken by a record of the other type", async () => {
    await insertRing(ringId(1), "FREE-1");
    await db().execute(sql`delete from rings`);
    expect((await createDiamond("free-1")).statusCode).toBe(201);
    expect(await registry()).toEqual(["diamond:FREE-1"]);
  });

  it("refuses in the database a ring number a diamond holds, in any case", async () => {
    expect((await createDiamond("LG-77")).statusCode).toBe(201);
    expect(await refused(insertRing(ringId(1), "lg-77"))).toBe(true);
    expect(await refused(db().execute(sql`update diamonds set certificate_number = 'x'`))).toBe(false);
    expect(await refused(insertRing(ringId(1), "LG-77"))).toBe(false);
  });

  it("refuses a diamond a number a ring holds, with the diamond's own message", async () => {
    await insertRing(ringId(1), "RING-5");
    const response = await createDiamond("ring-5");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      // The number as stored: compacted and upper-cased.
      detail: messages.certificateNumberTaken("RING-5"),
      errors: [{ field: "certificateNumber", message: messages.certificateNumberTakenField }],
    });
    // Even past the service's own check: the trigger refuses the row itself.
    const id = ringId(50);
    const raw = db().execute(
      sql`insert into diamonds (id, template_id, certificate_number) values (${id}, 1, 'Ring-5')`,
    );
    expect(await refused(raw)).toBe(true);
  });

  it("lets exactly one of two racing writers of one number win", async () => {
    const results = await Promise.allSettled([
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into rings (id, certificate_number) values (${ringId(1)}, 'RACE')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
      createDiamond("race").then((response) => {
        if (response.statusCode !== 201) throw new Error(response.body);
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await registry()).filter((entry) => entry.endsWith(":RACE"))).toHaveLength(1);
  });

  it("reads taken numbers of every type, and tells a record its own number is not taken", async () => {
    await insertRing(ringId(1), "R-1");
    const diamond = (await createDiamond("D-1")).json().diamond;
    expect(await existingCertificateNumbers(db(), ["r-1", " d-1 ", "x-1", ""])).toEqual(
      new Set(["R-1", "D-1"]),
    );
    expect(await isCertificateNumberTaken(db(), "d-1")).toBe(true);
    expect(await isCertificateNumberTaken(db(), "d-1", { kind: "diamond", recordId: diamond.id })).toBe(
      false,
    );
    expect(await isCertificateNumberTaken(db(), "r-1", { kind: "diamond", recordId: diamond.id })).toBe(true);
  });

  it("clears only the truncated table's numbers", async () => {
    await insertRing(ringId(1), "R-1");
    expect((await createDiamond("D-1")).statusCode).toBe(201);
    await db().execute(sql`truncate rings`);
    expect(await registry()).toEqual(["diamond:D-1"]);
    await db().execute(sql`truncate diamonds cascade`);
    expect(await registry()).toEqual([]);
  });
});
