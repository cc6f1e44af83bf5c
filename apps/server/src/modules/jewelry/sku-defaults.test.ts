import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { testSuite } from "../../testing/test-suite";

// Saving a SKU's settings replaces what it had: the first save creates them, each later one
// updates them with its changes; simultaneous first saves all succeed.
const suite = testSuite();

const settings = (mainStoneColorCode: string) => ({
  clientSku: "SKU-7",
  templateId: 1,
  mainStoneColorCode,
  sideStoneColorCode: "#FFFFFF",
  mainStoneColorMode: "color",
  sideStoneColorMode: "color",
});
const save = (payload: object) =>
  suite.context.request({ method: "PUT", url: "/api/jewelry/sku-defaults", cookie: suite.cookie, payload });
const entries = () =>
  suite.context.database.db
    .select({ action: activityLog.action, changes: activityLog.changes })
    .from(activityLog)
    .where(eq(activityLog.entityType, "jewelry-sku-defaults"))
    .orderBy(asc(activityLog.id));

describe("SKU settings", () => {
  it("are created once, then updated with their changes, one entry each", async () => {
    expect((await save(settings("#FFFFFF"))).statusCode).toBe(200);
    expect((await save(settings("#FF0000"))).json().mainStoneColorCode).toBe("#FF0000");
    expect(await entries()).toEqual([
      { action: "create", changes: null },
      { action: "update", changes: [{ field: "mainStoneColorCode", before: "#FFFFFF", after: "#FF0000" }] },
    ]);
  });

  it("take simultaneous first saves: one creates them, the others replace them", async () => {
    const saves = await Promise.all(
      ["#000001", "#000002", "#000003", "#000004"].map((code) => save(settings(code))),
    );
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await entries()).map(({ action }) => action).sort()).toEqual([
      "create",
      "update",
      "update",
      "update",
    ]);
  });
});
