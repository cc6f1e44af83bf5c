import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jewelry } from "../modules/jewelry/schema";
import { insertPublicDiamond, insertPublicRing, savePublicTestLab } from "../testing/public-records";
import { testSuite } from "../testing/test-suite";

// The 'check another report' field of every public page, and its target /c/check (issue 21):
// a number of either type opens its page; any other, or a queued one, gets the 404 page, byte
// for byte (docs/design.md).
const suite = testSuite();
const get = (url: string) => suite.context.request({ url });
const insertDiamond = (values: Parameters<typeof insertPublicDiamond>[1] = {}) =>
  insertPublicDiamond(suite.context.database.db, values);
const insertRing = (number: string) => insertPublicRing(suite.context.database.db, number, "1");
const saveLab = () => savePublicTestLab(suite);

describe("checking another report", () => {
  const check = (number: string) => get(`/c/check?number=${encodeURIComponent(number)}`);

  it("is a form on every certificate page and on the 404 page", async () => {
    await insertDiamond();
    for (const url of ["/c/diamond/LG700123", "/c/diamond/NOPE"]) {
      const { body } = await get(url);
      expect(body).toContain('<form class="check" action="/c/check" method="get" role="search"');
      expect(body).toContain('<input id="check-number" name="number" type="text" required maxlength="100"');
    }
  });

  it("sends a number, in any case and of either type, to its page", async () => {
    await insertDiamond();
    await insertRing("JW700123");
    const diamond = await check(" lg700123 ");
    expect(diamond.statusCode).toBe(303);
    expect(diamond.headers.location).toBe("/c/diamond/LG700123");
    expect((await check("jw700123")).headers.location).toBe("/c/jewelry/JW700123");
  });

  it("answers an unknown, blank or queued number with the 404 page, byte for byte", async () => {
    await saveLab();
    await insertDiamond({ certificateNumber: "LG-QUEUED", newlyAdded: true });
    const ids = await insertRing("JW-QUEUED");
    await suite.context.database.db
      .update(jewelry)
      .set({ newlyAdded: true })
      .where(eq(jewelry.id, ids[0] as string));
    const unknown = await get("/c/diamond/NOBODY-HAS-THIS");
    expect(unknown.statusCode).toBe(404);
    for (const number of ["NOBODY-HAS-THIS", "", "LG-QUEUED", "JW-QUEUED", "x".repeat(101)]) {
      const answer = await check(number);
      expect({ number, status: answer.statusCode, body: answer.body }).toEqual({
        number,
        status: 404,
        body: unknown.body,
      });
    }
    for (const queued of ["/c/diamond/LG-QUEUED", "/c/jewelry/JW-QUEUED"])
      expect((await get(queued)).body).toBe(unknown.body);
  });
});
