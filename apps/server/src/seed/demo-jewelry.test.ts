import { jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jewelrySaveOf } from "../modules/jewelry/jewelry-rows";
import { jewelry, jewelrySkuDefaults } from "../modules/jewelry/schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  expect(await seedDemoData(context.database.db)).not.toBeNull();
});
afterAll(() => context.close());

describe("the demo jewelry", () => {
  it("covers every template, with order lines of 2 to 4 certificates", async () => {
    const rows = await context.database.db.select().from(jewelry);
    expect(new Set(rows.map((row) => row.templateId))).toEqual(
      new Set(jewelryTemplates.map((template) => template.id)),
    );
    const lines = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.orderNumber}-${row.lineNumber}`;
      lines.set(key, (lines.get(key) ?? 0) + 1);
    }
    const sizes = [...lines.values()];
    expect(sizes.filter((size) => size >= 2 && size <= 4).length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBe(4);
    // Every record reads back through the form's schema and is in one number namespace.
    for (const row of rows) expect(() => jewelrySaveOf(row)).not.toThrow();
    expect(new Set(rows.map((row) => row.certificateNumber)).size).toBe(rows.length);
  });

  it("has shipped and unshipped items with QA status and prices, incomplete ones and two center stones", async () => {
    // The items waiting in the dashboard's queue (demo-newly-added.ts) have no prices yet.
    const rows = (await context.database.db.select().from(jewelry)).filter((row) => !row.newlyAdded);
    const shipped = rows.filter((row) => row.hasBeenShipped);
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((row) => row.shippedOn && row.processedBy)).toBe(true);
    // The shipping log shows no shipment in the future, nor one before its intake.
    expect(
      shipped.filter((row) => !row.shippedOn || row.shippedOn > new Date() || row.shippedOn < row.created),
    ).toEqual([]);
    expect(rows.some((row) => !row.hasBeenShipped)).toBe(true);
    expect(new Set(rows.map((row) => row.qaStatus))).toEqual(new Set(["", "Passed", "Failed", "Skipped"]));
    expect(rows.every((row) => row.retailPrice && row.totalCertPrice && row.totalCertCost)).toBe(true);
    // The certificate cost report (/billing) has a real total to show.
    const billed = rows.filter((row) => row.qaStatus === "Passed" && row.certificateNumber);
    expect(billed.length).toBeGreaterThanOrEqual(30);
    expect(new Set(billed.map((row) => row.totalCertPrice)).size).toBeGreaterThan(1);
    expect(new Set(rows.filter((row) => row.incomplete).map((row) => row.templateId))).toEqual(
      new Set([3, 11]),
    );
    expect(rows.filter((row) => !row.incomplete).length).toBeGreaterThan(rows.length / 2);
    const twoCenters = rows.filter((row) => row.isMultipleCenterStones && row.centerStones.length === 2);
    expect(new Set(twoCenters.map((row) => row.templateId))).toEqual(new Set([4, 13]));
  });

  it("has unshipped items to scan into a shipping log: one by tracking number, an order-line of two", async () => {
    // e2e/src/shipping-scan.spec.ts scans these.
    const rows = await context.database.db.select().from(jewelry);
    const unshipped = rows.filter((row) => !row.hasBeenShipped);
    expect(
      unshipped
        .filter((row) => row.trackingNumber === "1Z999AA110000000")
        .map((row) => row.certificateNumber),
    ).toEqual(["JW5200100"]);
    const line = rows.filter((row) => row.orderNumber === "A4100" && row.lineNumber === 3);
    expect(
      line
        .filter((row) => !row.hasBeenShipped)
        .map((row) => row.certificateNumber)
        .sort(),
    ).toEqual(["JW5200108", "JW5200110"]);
    expect(line.filter((row) => row.hasBeenShipped).map((row) => row.certificateNumber)).toEqual([
      "JW5200109",
    ]);
  });

  it("defaults some client SKUs, each the SKU of demo jewelry with its template", async () => {
    const defaults = await context.database.db.select().from(jewelrySkuDefaults);
    expect(defaults.length).toBeGreaterThanOrEqual(3);
    const rows = await context.database.db.select().from(jewelry);
    for (const entry of defaults) {
      const items = rows.filter((row) => row.clientSku === entry.clientSku);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((row) => row.templateId === entry.templateId)).toBe(true);
    }
  });
});
