import type { AnalyticsPlatform } from "@loupe/domain/analytics/platform";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import { and, eq, inArray } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { publicPageClicks, publicPageViews } from "../db/page-views-schema";
import { diamonds } from "../modules/diamonds/schema";
import { jewelry } from "../modules/jewelry/schema";
import { qrLists } from "../modules/qr-lists/schema";

// A year of plausible views of the demo clients' public pages and clicks to their websites
// (issue 25), written as events like the pages write them, so the kept figures come from the same
// triggers: more on phones than desktops, more at weekends and towards now, a handful of countries
// and some unknown, crawlers recorded but not counted. Seeded random, so every fresh start is alike.

type DemoRecord = { kind: PublicPageKind; id: string; clientId: string };
type Weighted<Value> = readonly (readonly [Value, number])[];

const platforms: Weighted<AnalyticsPlatform | null> = [
  ["ios", 42],
  ["android", 31],
  ["desktop", 22],
  ["other", 2],
  // A crawler: recorded, never counted.
  [null, 3],
];
const countries: Weighted<string | null> = [
  ["US", 38],
  ["IL", 9],
  ["GB", 8],
  ["CA", 6],
  ["DE", 5],
  ["AE", 5],
  ["IN", 5],
  ["HK", 4],
  ["FR", 4],
  ["AU", 3],
  ["JP", 3],
  ["BR", 2],
  [null, 8],
];
const deviceClass = { ios: "mobile", android: "mobile", desktop: "desktop", other: "unknown" } as const;

// mulberry32: a small seeded generator.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<Value>(next: () => number, choices: Weighted<Value>): Value {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = next() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [Value, number])[0];
}

async function demoRecords(tx: Executor, clientIds: string[]): Promise<DemoRecord[]> {
  if (clientIds.length === 0) return [];
  // A queued (newly added) certificate has no public page yet.
  const [stones, items, lists] = await Promise.all([
    tx
      .select({ id: diamonds.id, clientId: diamonds.clientId })
      .from(diamonds)
      .where(and(inArray(diamonds.clientId, clientIds), eq(diamonds.newlyAdded, false))),
    tx
      .select({ id: jewelry.id, clientId: jewelry.clientId })
      .from(jewelry)
      .where(and(inArray(jewelry.clientId, clientIds), eq(jewelry.newlyAdded, false))),
    tx
      .select({ id: qrLists.id, clientId: qrLists.clientId })
      .from(qrLists)
      .where(inArray(qrLists.clientId, clientIds)),
  ]);
  const records: DemoRecord[] = [];
  for (const [kind, rows] of [
    ["diamond", stones],
    ["jewelry", items],
    ["list", lists],
  ] as const) {
    for (const row of rows) if (row.clientId) records.push({ kind, id: row.id, clientId: row.clientId });
  }
  return records;
}

const dayMs = 24 * 60 * 60 * 1000;

export async function seedDemoAnalytics(tx: Executor, clientIds: string[], now = new Date()): Promise<void> {
  const records = await demoRecords(tx, clientIds);
  const next = random(25);
  const views: (typeof publicPageViews.$inferInsert)[] = [];
  const clicks: (typeof publicPageClicks.$inferInsert)[] = [];
  records.forEach((record, index) => {
    // Some certificates are shared far more than others.
    const popularity = 0.4 + next() * 2.2 + (index % 5 === 0 ? 2 : 0);
    for (let day = 364; day >= 0; day -= 1) {
      const start = now.getTime() - day * dayMs;
      const weekend = [0, 6].includes(new Date(start).getUTCDay()) ? 1.6 : 1;
      const growth = 0.5 + (364 - day) / 364;
      const expected = popularity * weekend * growth * 0.35;
      const count = Math.floor(expected + next() * expected);
      for (let view = 0; view < count; view += 1) {
        // Within the day before now, never in the future.
        const at = new Date(start - next() * dayMs);
        const platform = pick(next, platforms);
        const event = {
          pageKind: record.kind,
          recordId: record.id,
          clientId: record.clientId,
          deviceClass: platform === null ? ("bot" as const) : deviceClass[platform],
          platform,
          country: pick(next, countries),
        };
        views.push({ id: uuidv7(), ...event, viewedAt: at });
        // About one view in twelve goes on to the client's website.
        if (platform !== null && next() < 0.08) {
          clicks.push({
            id: uuidv7(),
            ...event,
            clickedAt: new Date(at.getTime() + 20_000 + next() * 90_000),
          });
        }
      }
    }
  });
  for (let start = 0; start < views.length; start += 2000) {
    await tx.insert(publicPageViews).values(views.slice(start, start + 2000));
  }
  for (let start = 0; start < clicks.length; start += 2000) {
    await tx.insert(publicPageClicks).values(clicks.slice(start, start + 2000));
  }
}
