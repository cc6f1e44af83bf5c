import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe("diamonds in SKU reports and post counts", () => {
  it("count for their client, their customer and the administrator who created them", async () => {
    const clientId = uuidv7();
    const customerId = uuidv7();
    await context.database.db.insert(companies).values([
      { id: clientId, kind: "client", name: "Aurora" },
      { id: customerId, kind: "customer", name: "Harbor" },
    ]);
    const staff = await context.signInAsNew();
    const save = (payload: object) =>
      context.request({ method: "POST", url: "/api/diamonds", payload, cookie: staff.cookie });
    await save(diamondInput({ certificateNumber: "LG1", clientId, customerId }));
    await save(diamondInput({ certificateNumber: "", clientSku: "SKU-2", clientId }));

    const client = await context.request({ url: `/api/clients/${clientId}`, cookie: staff.cookie });
    expect(client.json().totalSkus).toBe(2);
    const customer = await context.request({ url: `/api/customers/${customerId}`, cookie: staff.cookie });
    expect(customer.json().totalSkus).toBe(1);
    const report = await context.request({ url: `/api/clients/${clientId}/skus`, cookie: staff.cookie });
    expect(report.json().items.map((row: { serial: string; url: string }) => [row.serial, row.url])).toEqual([
      ["SKU-2", "/c/diamond/SKU-2"],
      ["LG1", "/c/diamond/LG1"],
    ]);
    const administrator = await context.request({
      url: `/api/administrators/${staff.id}`,
      cookie: staff.cookie,
    });
    expect(administrator.json().posts).toBe(2);
  });
});
