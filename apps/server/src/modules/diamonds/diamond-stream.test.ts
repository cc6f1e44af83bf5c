import { diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/files-schema";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { streamCertificates } from "../certificates/certificate-stream";
import { companies } from "../companies/ports";
import { diamondKind } from "./diamond-kind";
import { joinedDiamond, selectDiamonds } from "./diamond-rows";
import { diamonds } from "./schema";
import { getDiamond } from "./service";

// Every read of a diamond is one JSON text a row (certificates/certificate-json-rows.ts): each row
// must read exactly as Drizzle's own mapping reads it, and the export as the form does.

let context: TestContext;
const clientId = uuidv7();
const customerId = uuidv7();
const videoId = uuidv7();

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await db.insert(companies).values([
    { id: clientId, kind: "client", name: 'Aurora "North", Ltd.', logoFileId: null },
    { id: customerId, kind: "customer", name: "Borealis — Été" },
  ]);
  await db.insert(storedFiles).values({
    id: videoId,
    storageKey: `videos/${videoId}`,
    name: "spin.mp4",
    contentType: "video/mp4",
    size: 10,
  });
  await db.insert(diamonds).values(
    Array.from({ length: 7 }, (_, index) => ({
      id: uuidv7(),
      templateId: (index % 6) + 1,
      certificateNumber: `LG${index}`,
      clientSku: index === 1 ? 'a "quoted", \\ sku' : "",
      weight: index % 2 === 0 ? 1.234 : null,
      tablePercent: index === 3 ? 57.5 : null,
      depthPercent: 61.25,
      colorValue: "G",
      colorAsterisks: "**",
      description: index === 2 ? "line one\nline two ✓" : "",
      clientId: index % 2 === 0 ? clientId : null,
      customerId: index % 3 === 0 ? customerId : null,
      certificateVideoFileId: index === 4 ? videoId : null,
      updateSpreadsheet: index === 5,
      created: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, index * 7)),
    })),
  );
});
afterAll(() => context.close());

describe("reading diamonds as JSON rows", () => {
  it("reads every column exactly as Drizzle maps it", async () => {
    const { db } = context.database;
    const mapped = await db.select().from(diamonds);
    expect(mapped).toHaveLength(7);
    for (const row of mapped) {
      const [found] = await selectDiamonds(db, eq(diamonds.id, row.id));
      expect(joinedDiamond(found?.json ?? "null").row).toEqual(row);
    }
  });
});

describe("the diamonds' export stream", () => {
  it("yields every diamond exactly as getDiamond reads it, newest first, across batches", async () => {
    const streamed = [];
    for await (const batch of streamCertificates(
      context.database.db,
      diamondKind,
      diamondFilterSchema.parse({}),
      3,
    ))
      streamed.push(...batch);
    expect(streamed.map((diamond) => diamond.certificateNumber)).toEqual([
      "LG6",
      "LG5",
      "LG4",
      "LG3",
      "LG2",
      "LG1",
      "LG0",
    ]);
    for (const diamond of streamed)
      expect(diamond).toEqual(await getDiamond(context.database.db, diamond.id));
    expect(streamed.find((diamond) => diamond.certificateNumber === "LG4")?.certificateVideo?.name).toBe(
      "spin.mp4",
    );
    expect(streamed.find((diamond) => diamond.certificateNumber === "LG0")?.client?.name).toBe(
      'Aurora "North", Ltd.',
    );
  });
});
