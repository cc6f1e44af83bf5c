import { keySearchMode } from "@loupe/domain/certificates/key-search";
import type { JewelrySearchType } from "@loupe/domain/jewelry/jewelry-list";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { insertClients } from "../../testing/companies";
import { listTestSuite } from "../../testing/list-test-suite";
import { jewelry } from "./schema";

// 130 records whose every listed field varies on its own cycle, so each search type, each filter
// and their combinations select different sets; the expected sets are computed here, in plain
// code, from the same rows.

const clientA = uuidv7();
const clientB = uuidv7();
const base = Date.parse("2026-01-01T00:00:00.000Z");
const hour = 3_600_000;

type Seeded = {
  id: string;
  created: number;
  templateId: 1 | 5 | 14;
  jewelryType: string;
  clientId: string | null;
  certificateNumber: string;
  clientSku: string;
  itemNumber: string;
  purchaseOrder: string;
  trackingNumber: string;
  orderNumber: string;
  lineNumber: number | null;
  qaStatus: string;
  isStolen: boolean;
};

const seeded: Seeded[] = Array.from({ length: 130 }, (_, i) => ({
  id: uuidv7(),
  created: base + i * 12 * hour,
  templateId: ([1, 5, 14] as const)[i % 3] ?? 1,
  jewelryType: ["Ring", "Pendant", "Bracelet", "Earring"][i % 4] ?? "Ring",
  clientId: [clientA, clientA, clientB, clientB, null][i % 5] ?? null,
  certificateNumber: i % 10 === 9 ? "" : `JW${1000 + i}`,
  clientSku: `SKU-${i}`,
  itemNumber: `IT${i % 7}X${i}`,
  purchaseOrder: `PO${i % 6}`,
  trackingNumber: `1Z${(i * 37) % 1000}`,
  orderNumber: i % 4 === 0 ? "PO-7" : `A${100 + (i % 5)}`,
  lineNumber: i % 7 === 6 ? null : i % 3,
  qaStatus: ["Passed", "", "Failed", "Passed", "Skipped", "Passed"][i % 6] ?? "",
  isStolen: i % 11 === 3,
}));

const { suite, readPage } = listTestSuite<{ id: string }>("/api/jewelry", async (db) => {
  await insertClients(db, { Aurora: clientA, Borealis: clientB });
  await db.insert(jewelry).values(seeded.map((row) => ({ ...row, created: new Date(row.created) })));
});

type Filter = {
  searchType?: JewelrySearchType;
  search?: string;
  templateId?: number;
  jewelryType?: string;
  clientId?: string;
  createdFrom?: string;
  createdTo?: string;
  qaStatus?: "Passed" | "Failed" | "Skipped" | "none";
  stolen?: "yes" | "no";
};

// The list's rules, read from the spec and the domain, written out plainly.
function keyMatches(value: string, term: string) {
  return keySearchMode(term) === "partial" ? value.includes(term) : value.startsWith(term);
}

function searchMatches(row: Seeded, type: JewelrySearchType, term: string) {
  if (type !== "orderNumber") return keyMatches(row[type], term);
  if (keyMatches(row.orderNumber, term)) return true;
  const line = /^(.+)-(\d{1,6})$/.exec(term);
  return Boolean(line && row.orderNumber === line[1] && row.lineNumber === Number(line[2]));
}

function matching(filter: Filter): Seeded[] {
  return seeded.filter(
    (row) =>
      (!filter.search || searchMatches(row, filter.searchType ?? "certificateNumber", filter.search)) &&
      (!filter.templateId || row.templateId === filter.templateId) &&
      (!filter.jewelryType || row.jewelryType === filter.jewelryType) &&
      (!filter.clientId || row.clientId === filter.clientId) &&
      (!filter.createdFrom || row.created >= Date.parse(filter.createdFrom)) &&
      (!filter.createdTo || row.created < Date.parse(filter.createdTo)) &&
      (!filter.qaStatus || row.qaStatus === (filter.qaStatus === "none" ? "" : filter.qaStatus)) &&
      (!filter.stolen || row.isStolen === (filter.stolen === "yes")),
  );
}

function expected(filter: Filter): string[] {
  return matching(filter)
    .sort((a, b) => b.created - a.created)
    .map((row) => row.id);
}

// The sorts every certificate list offers (issue #21), on the value each sorts by; equal values
// follow the id, as the keyset pages do.
type Sort = `${"created" | "certificateNumber" | "template"}:${"asc" | "desc"}`;
const sortKey = (row: Seeded, field: string) =>
  field === "certificateNumber" ? row.certificateNumber : field === "template" ? row.templateId : row.created;
const order = <Value extends string | number>(a: Value, b: Value) => (a < b ? -1 : a > b ? 1 : 0);

function sortedIds(filter: Filter, sort: Sort): string[] {
  const [field = "", direction] = sort.split(":");
  const ascending = matching(filter)
    .sort((a, b) => order(sortKey(a, field), sortKey(b, field)) || order(a.id, b.id))
    .map((row) => row.id);
  return direction === "desc" ? ascending.reverse() : ascending;
}

async function page(
  filter: Filter & { sort?: Sort; limit?: number; cursor?: string; direction?: "next" | "prev" },
) {
  const query = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return readPage(query);
}

// Every page of a filter, forwards, checking the total on each.
async function walk(filter: Filter & { sort?: Sort }, limit = 50) {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  do {
    const found = await page({ ...filter, limit, cursor });
    ids.push(...found.items.map((item) => item.id));
    totals.push(found.total);
    cursor = found.nextCursor ?? undefined;
  } while (cursor);
  return { ids, totals };
}

async function expectListed(filter: Filter, limit = 50) {
  const want = expected(filter);
  const { ids, totals } = await walk(filter, limit);
  expect({ filter, ids }).toEqual({ filter, ids: want });
  expect(new Set(totals)).toEqual(new Set([want.length]));
  return want.length;
}

const day = (n: number) => new Date(base + n * 24 * hour).toISOString();

describe("the jewelry list", () => {
  it("pages newest first both ways with an exact total", async () => {
    const first = await page({ limit: 50 });
    expect(first).toMatchObject({ total: 130, offset: 0, prevCursor: null });
    expect(first.items.map((item) => item.id)).toEqual(expected({}).slice(0, 50));
    const second = await page({ limit: 50, cursor: first.nextCursor ?? "" });
    expect(second).toMatchObject({ total: 130, offset: 50 });
    const third = await page({ limit: 50, cursor: second.nextCursor ?? "" });
    expect(third).toMatchObject({ total: 130, offset: 100, nextCursor: null });
    expect(third.items.map((item) => item.id)).toEqual(expected({}).slice(100));
    const back = await page({ limit: 50, cursor: third.prevCursor ?? "", direction: "prev" });
    expect(back.items.map((item) => item.id)).toEqual(second.items.map((item) => item.id));
    expect(back.offset).toBe(50);
    const start = await page({ limit: 50, cursor: back.prevCursor ?? "", direction: "prev" });
    expect(start.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(start).toMatchObject({ offset: 0, prevCursor: null });
  });

  it("answers list rows as the table shows them", async () => {
    const [newest, next] = (await page({ limit: 2 })).items;
    // The newest has no certificate number (its public page goes by SKU) and no client.
    expect(newest).toEqual({
      id: seeded[129]?.id,
      created: new Date(base + 129 * 12 * hour).toISOString(),
      client: null,
      customer: null,
      orderNumber: "A104",
      lineNumber: 0,
      certificateNumber: "",
      clientSku: "SKU-129",
      template: { id: 1, name: "Everything Round Center + Side Stones" },
      jewelryType: "Pendant",
      publicPath: "/c/jewelry/SKU-129",
      incomplete: false,
      cardCertPrinted: false,
      cardPrintedAt: null,
      cardPrintedBy: "",
    });
    expect(next).toMatchObject({
      client: { id: clientB, name: "Borealis" },
      certificateNumber: "JW1128",
      orderNumber: "PO-7",
      lineNumber: 2,
      template: { id: 14 },
      jewelryType: "Ring",
      publicPath: "/c/jewelry/JW1128",
    });
  });

  it.each<[JewelrySearchType, string]>([
    ["certificateNumber", "JW10"],
    ["certificateNumber", "j"],
    ["certificateNumber", "112"],
    ["clientSku", "sku-1"],
    ["clientSku", "-12"],
    ["itemNumber", "3X1"],
    ["itemNumber", "X1"],
    ["purchaseOrder", "PO3"],
    ["trackingNumber", "1Z3"],
    ["orderNumber", "A101"],
    ["orderNumber", "a101-2"],
    ["orderNumber", "PO-7"],
    ["orderNumber", "PO-7-1"],
    ["orderNumber", "A10"],
  ])("searches by %s for %s", async (searchType, term) => {
    const search = term.toUpperCase();
    const count = await expectListed({ searchType, search }, 25);
    if (term !== "X1") expect(count).toBeGreaterThan(0);
    // The text is upper-cased and compacted by the query schema: typed in lower case, it finds the same.
    const typed = await page({ searchType, search: ` ${term.toLowerCase()} ` });
    expect(typed.total).toBe(count);
  });

  it("searches by certificate number when no search type is given", async () => {
    expect(await expectListed({ search: "JW11" })).toBe(
      expected({ searchType: "certificateNumber", search: "JW11" }).length,
    );
  });

  it.each<[string, Filter]>([
    ["template", { templateId: 5 }],
    ["style", { jewelryType: "Ring" }],
    ["client", { clientId: clientA }],
    ["start date", { createdFrom: day(20) }],
    ["end date", { createdTo: day(20) }],
    ["date range", { createdFrom: day(10), createdTo: day(31) }],
    ["template and style", { templateId: 14, jewelryType: "Bracelet" }],
    ["client and template", { clientId: clientB, templateId: 1 }],
    [
      "client, style and dates",
      { clientId: clientA, jewelryType: "Pendant", createdFrom: day(5), createdTo: day(50) },
    ],
    [
      "every filter",
      { clientId: clientA, templateId: 5, jewelryType: "Ring", createdFrom: day(0), createdTo: day(60) },
    ],
    ["search and a filter", { searchType: "orderNumber", search: "A10", templateId: 14 }],
    [
      "search and every filter",
      {
        searchType: "clientSku",
        search: "SKU-1",
        clientId: clientB,
        templateId: 1,
        createdFrom: day(1),
        createdTo: day(64),
      },
    ],
    ["QA status Passed", { qaStatus: "Passed" }],
    ["QA status Failed", { qaStatus: "Failed" }],
    ["no QA status", { qaStatus: "none" }],
    ["stolen", { stolen: "yes" }],
    ["not stolen", { stolen: "no" }],
    ["QA status, stolen and client", { qaStatus: "Passed", stolen: "no", clientId: clientA }],
    [
      "QA status, search and dates",
      { qaStatus: "Skipped", search: "JW1", createdFrom: day(3), createdTo: day(40) },
    ],
    ["nothing matching", { jewelryType: "Brooch" }],
  ])("filters by %s with an exact total", async (_name, filter) => {
    const count = await expectListed(filter, 10);
    if (filter.jewelryType !== "Brooch") expect(count).toBeGreaterThan(0);
  });

  it("refuses a QA status or stolen filter it does not know, saying which", async () => {
    for (const [field, query] of [
      ["qaStatus", "qaStatus=Maybe"],
      ["stolen", "stolen=perhaps"],
    ]) {
      const response = await suite.context.request({ url: `/api/jewelry?${query}`, cookie: suite.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
        `querystring.${field}`,
      ]);
    }
  });
});

describe("the jewelry list's sorts, as the diamond list's", () => {
  const sorts: Sort[] = [
    "certificateNumber:asc",
    "certificateNumber:desc",
    "template:asc",
    "template:desc",
    "created:asc",
  ];

  it.each(sorts)("sorts by %s across pages, forwards and back, with an exact total", async (sort) => {
    const want = sortedIds({}, sort);
    const { ids, totals } = await walk({ sort }, 17);
    expect(ids).toEqual(want);
    expect(new Set(totals)).toEqual(new Set([130]));
    // From the last page back to the first, each page as it was read forwards.
    let found = await page({ sort, limit: 17 });
    while (found.nextCursor) found = await page({ sort, limit: 17, cursor: found.nextCursor });
    const back: string[] = found.items.map((item) => item.id);
    while (found.prevCursor) {
      found = await page({ sort, limit: 17, cursor: found.prevCursor, direction: "prev" });
      back.unshift(...found.items.map((item) => item.id));
    }
    expect(found.offset).toBe(0);
    expect(back).toEqual(want);
  });

  it.each<[Sort, Filter]>([
    ["certificateNumber:asc", { templateId: 5 }],
    ["template:desc", { clientId: clientA, jewelryType: "Ring" }],
    ["template:asc", { searchType: "certificateNumber", search: "JW11" }],
    ["certificateNumber:desc", { searchType: "orderNumber", search: "A10" }],
  ])("sorts by %s within filter %o", async (sort, filter) => {
    const want = sortedIds(filter, sort);
    expect(want.length).toBeGreaterThan(5);
    const { ids, totals } = await walk({ ...filter, sort }, 5);
    expect(ids).toEqual(want);
    expect(new Set(totals)).toEqual(new Set([want.length]));
  });

  it("refuses a sort the list does not offer", async () => {
    for (const sort of ["weight:asc", "certificateNumber:sideways"]) {
      const response = await suite.context.request({
        url: `/api/jewelry?sort=${sort}`,
        cookie: suite.cookie,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
