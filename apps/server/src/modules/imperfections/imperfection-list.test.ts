import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testSuite } from "../../testing/test-suite";
import { client, placed } from "./imperfection-test-helpers";
import { diamondImperfections } from "./schema";

const suite = testSuite();
const api = () => client(suite.context, suite.cookie);

type Listed = { items: { name: string }[]; total: number; nextCursor: string | null };
const list = async (query = "") => (await api().expectOk("GET", `/api/imperfections?${query}`)) as Listed;
const names = (page: Listed) => page.items.map((item) => item.name);

// Seven maps of one user, one a day from 1 March 2026, and one of another user's.
const maps = [
  { name: "Oval cloud", shape: "Oval", labels: ["cloud"] },
  { name: "Round feather", shape: "Round", labels: ["feather", "cloud"] },
  { name: "Pear nick", shape: "Pear", labels: ["nick"] },
  { name: "round PINPOINT", shape: "Round", labels: ["pinpoint"] },
  { name: "Heart 100% clean", shape: "Heart", labels: [] },
  { name: "Oval_chip", shape: "Oval", labels: ["chip", "nick"] },
  { name: "Emerald knot", shape: "Emerald", labels: ["knot"] },
] as const;

beforeEach(async () => {
  const db = suite.context.database.db;
  for (const [day, map] of maps.entries()) {
    const created = await api().createMap({
      name: map.name,
      shape: map.shape,
      design: { canvas_data: map.labels.map((label, index) => placed(label, 10 * index, 20)) },
    });
    await db
      .update(diamondImperfections)
      .set({ created: new Date(Date.UTC(2026, 2, 1 + day, 12)) })
      .where(eq(diamondImperfections.id, created.id));
  }
  await db.update(diamondImperfections).set({ printed: true }).where(sql`name in ('Pear nick', 'Oval_chip')`);
  await client(suite.context, (await suite.context.signInAsNew()).cookie).createMap({
    name: "Oval cloud too",
  });
});

describe("the imperfections list", () => {
  it("shows the user's own maps newest first, paged on the server with an exact total", async () => {
    const first = await list("limit=3");
    expect(names(first)).toEqual(["Emerald knot", "Oval_chip", "Heart 100% clean"]);
    expect(first.total).toBe(7);
    const second = await list(`limit=3&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(["round PINPOINT", "Pear nick", "Round feather"]);
    const third = await list(`limit=3&cursor=${second.nextCursor}`);
    expect(names(third)).toEqual(["Oval cloud"]);
    expect(third.nextCursor).toBeNull();
  });

  it("filters by name, dates, shapes, characteristics and status, and counts what it filters", async () => {
    const cases: [string, string[]][] = [
      ["search=round", ["round PINPOINT", "Round feather"]],
      ["search=100%25", ["Heart 100% clean"]],
      ["search=l_c", ["Oval_chip"]],
      ["createdFrom=2026-03-03T00:00:00Z&createdTo=2026-03-05T00:00:00Z", ["round PINPOINT", "Pear nick"]],
      ["shapes=Oval,Heart", ["Oval_chip", "Heart 100% clean", "Oval cloud"]],
      ["imperfections=nick,knot", ["Emerald knot", "Oval_chip", "Pear nick"]],
      ["imperfections=cloud&shapes=Round", ["Round feather"]],
      ["status=done", ["Oval_chip", "Pear nick"]],
      ["status=draft&search=oval", ["Oval cloud"]],
      ["status=draft", ["Emerald knot", "Heart 100% clean", "round PINPOINT", "Round feather", "Oval cloud"]],
    ];
    for (const [query, expected] of cases) {
      const page = await list(query);
      expect({ query, names: names(page), total: page.total }).toEqual({
        query,
        names: expected,
        total: expected.length,
      });
    }
  });

  it("refuses filters it does not know with 400", async () => {
    for (const query of [
      "shapes=Trillion",
      "imperfections=smudge",
      "status=printed",
      "createdFrom=yesterday",
      "createdFrom=2026-03-05T00:00:00Z&createdTo=2026-03-01T00:00:00Z",
      "sort=name:asc",
      "cursor=not-a-cursor",
    ]) {
      const response = await api().send("GET", `/api/imperfections?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
