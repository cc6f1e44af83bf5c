import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { indexProbe } from "../certificates/key-search";
import { diamonds } from "./schema";

describe("the trigram index probe of a search term", () => {
  it("drops a leading word set off by a separator when a digit and 4 characters remain", () => {
    expect(indexProbe("SKU-9876")).toBe("-9876");
    expect(indexProbe("sku 12-3")).toBe(" 12-3");
    expect(indexProbe("Été-2024")).toBe("-2024");
  });

  it("keeps the whole term otherwise", () => {
    // Letters run straight into digits.
    expect(indexProbe("LG1234")).toBe("LG1234");
    // Too little would remain.
    expect(indexProbe("AB-25")).toBe("AB-25");
    // No digit would remain.
    expect(indexProbe("SKU-ABCD")).toBe("SKU-ABCD");
    expect(indexProbe("9876-SKU")).toBe("9876-SKU");
    expect(indexProbe("ROUND")).toBe("ROUND");
  });
});

let context: TestContext;
let cookie: string;

const stones: [certificateNumber: string, clientSku: string][] = [
  ["LG2001", "SKU-9876"],
  ["LG2002", "sku-98765"],
  ["LG2003", "XSKU-9876"],
  ["LG2004", "ABC-9876"],
  ["LGSKU-9876X", ""],
  ["LG2006", "SKU 9876"],
  ["LG2007", "SKU-987"],
];

beforeAll(async () => {
  context = await createTestContext();
  cookie = (await context.signInAsNew()).cookie;
  await context.database.db.insert(diamonds).values(
    stones.map(([certificateNumber, clientSku], index) => ({
      id: uuidv7(),
      templateId: 1,
      certificateNumber,
      clientSku,
      created: new Date(Date.UTC(2026, 4, 1 + index)),
    })),
  );
});
afterAll(() => context.close());

async function found(search: string) {
  const response = await context.request({
    url: `/api/diamonds?search=${encodeURIComponent(search)}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { items: { certificateNumber: string }[]; total: number };
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.certificateNumber).sort();
}

describe("a search probed with part of its term", () => {
  it("finds exactly the stones that contain the whole term, whatever the case", async () => {
    expect(await found("SKU-9876")).toEqual(["LG2001", "LG2002", "LG2003", "LGSKU-9876X"]);
    expect(await found("sku-9876")).toEqual(["LG2001", "LG2002", "LG2003", "LGSKU-9876X"]);
    expect(await found("SKU 9876")).toEqual(["LG2006"]);
    expect(await found("ABC-9876")).toEqual(["LG2004"]);
  });

  it("treats LIKE's wildcards in the term as plain characters", async () => {
    expect(await found("SKU-98_6")).toEqual([]);
    expect(await found("SKU-98%")).toEqual([]);
  });
});
