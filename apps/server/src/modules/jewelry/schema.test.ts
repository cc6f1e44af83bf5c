import type { MainStone } from "@loupe/domain/jewelry/stones";
import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../db/errors";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { certificateNumbers } from "../certificates/schema";
import { diamonds } from "../diamonds/ports";
import { jewelry, jewelrySkuDefaults } from "./schema";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const db = () => context.database.db;

async function refused(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isUniqueViolation(error);
}

describe("the jewelry table", () => {
  it("takes a row with only a template, every other column defaulted", async () => {
    const id = uuidv7();
    await db().insert(jewelry).values({ id, templateId: 14 });
    const [row] = await db().select().from(jewelry);
    expect(row).toMatchObject({
      id,
      certificateNumber: "",
      lineNumber: null,
      mainStone: {},
      sideStone: {},
      centerStones: [],
      retailPrice: null,
      coloredStone: true,
      hasBeenShipped: false,
      shippedOn: null,
      updateSpreadsheet: true,
      newlyAdded: false,
      version: 1,
    });
  });

  it("keeps money to the cent and stones as given", async () => {
    const id = uuidv7();
    const mainStone = { type: "Diamond", shape: "Round", weight: "1.01" };
    await db()
      .insert(jewelry)
      // A partial stone, as old rows may hold: the reader fills the rest from the domain's defaults.
      .values({ id, templateId: 1, retailPrice: 1250.5, mainStone: mainStone as MainStone, lineNumber: 3 });
    const [row] = await db().select().from(jewelry);
    expect(row?.retailPrice).toBe(1250.5);
    expect(row?.mainStone).toEqual(mainStone);
    expect(row?.lineNumber).toBe(3);
  });

  it("shares one namespace of certificate numbers with diamonds, upper-cased", async () => {
    const jewelryId = uuidv7();
    await db().insert(jewelry).values({ id: jewelryId, templateId: 1, certificateNumber: "JW-1" });
    expect(await db().select().from(certificateNumbers)).toEqual([
      { number: "JW-1", kind: "jewelry", recordId: jewelryId },
    ]);
    expect(
      await refused(db().insert(diamonds).values({ id: uuidv7(), templateId: 1, certificateNumber: "jw-1" })),
    ).toBe(true);
    expect(
      await refused(db().insert(jewelry).values({ id: uuidv7(), templateId: 1, certificateNumber: "JW-1" })),
    ).toBe(true);
    // Records without a number do not clash.
    await db().insert(jewelry).values({ id: uuidv7(), templateId: 1 });
    await db().insert(jewelry).values({ id: uuidv7(), templateId: 1 });
    await db().delete(jewelry).where(sql`${jewelry.id} = ${jewelryId}`);
    expect(await db().select().from(certificateNumbers)).toEqual([]);
    await db().insert(diamonds).values({ id: uuidv7(), templateId: 1, certificateNumber: "JW-1" });
  });

  it("keeps SKU defaults keyed by client SKU, modes 'color' and codes white by default", async () => {
    await db().insert(jewelrySkuDefaults).values({ clientSku: "RING-7", templateId: 5 });
    expect(await db().select().from(jewelrySkuDefaults)).toMatchObject([
      {
        clientSku: "RING-7",
        templateId: 5,
        mainStoneColorCode: "#FFFFFF",
        sideStoneColorCode: "#FFFFFF",
        mainStoneColorMode: "color",
        sideStoneColorMode: "color",
      },
    ]);
  });
});
