import { newlyAddedQuerySchema } from "@loupe/domain/intake/intake-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDashboardCounts } from "../modules/dashboard/service";
import { listNewlyAdded } from "../modules/intake/newly-added-queue";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  expect(await seedDemoData(context.database.db)).not.toBeNull();
});
afterAll(() => context.close());

describe("the demo queue of newly added items", () => {
  it("holds diamonds and jewelry, some without a client, and the dashboard counts them", async () => {
    const page = await listNewlyAdded(context.database.db, newlyAddedQuerySchema.parse({}));
    expect(page.total).toBe(7);
    expect(new Set(page.items.map((item) => item.type))).toEqual(new Set(["diamond", "jewelry"]));
    const withoutClient = page.items.filter((item) => item.client === null);
    expect(withoutClient.length).toBeGreaterThan(0);
    expect(withoutClient.length).toBeLessThan(page.items.length);
    expect(page.items.every((item) => !item.incomplete)).toBe(true);
    const counts = await readDashboardCounts(context.database.db);
    expect(counts.newlyAdded).toBe(7);
    expect(counts.clients).toBeGreaterThan(0);
    expect(counts.digitalCertificates).toBeGreaterThan(0);
  });
});
