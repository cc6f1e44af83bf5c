import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jewelryInput, mainStone } from "../../testing/jewelry-fixtures";
import { testSuite } from "../../testing/test-suite";
import { joinedJewelry, selectJewelry } from "./jewelry-rows";
import { jewelry } from "./schema";

// Every read of a jewelry record is one JSON text a row (certificates/certificate-json-rows.ts):
// stones (jsonb), prices (numeric), dates and empty references must read as Drizzle maps them.
const suite = testSuite();

describe("reading jewelry as JSON rows", () => {
  it("reads every column exactly as Drizzle maps it", async () => {
    const saves = [
      {
        ...jewelryInput({ certificateNumber: "JW-1", retailPrice: 1250.5, lineNumber: 3, orderNumber: "A1" }),
        // Alone on its line: the order-line rule's inscription, confirmed.
        orderLine: { members: [], keepInscription: false },
      },
      jewelryInput({
        certificateNumber: "JW-2",
        templateId: 4,
        isMultipleCenterStones: true,
        centerStones: [mainStone({ type: "Ruby" }), mainStone({ type: "Sapphire", weight: "0.5" })],
        description: 'quoted "text" ✓\nsecond line',
      }),
    ];
    for (const save of saves) {
      const response = await suite.context.request({
        method: "POST",
        url: "/api/jewelry?digitalCertificate=false",
        payload: save,
        cookie: suite.cookie,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { db } = suite.context.database;
    const mapped = await db.select().from(jewelry);
    expect(mapped).toHaveLength(2);
    for (const row of mapped) {
      const [found] = await selectJewelry(db, eq(jewelry.id, row.id));
      const read = joinedJewelry(found?.json ?? "null");
      expect(read.row).toEqual(row);
      expect(read).toMatchObject({ client: null, customer: null, video: null, logo: null });
    }
  });
});
