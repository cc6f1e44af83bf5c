import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, diamonds } from "../db/schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { readXlsx } from "./read-xlsx";

let context: TestContext;
let cookie: string;
let administratorId: string;
const clientId = uuidv7();
const customerId = uuidv7();

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_BASE_URL: "https://loupe.example" });
  const signedIn = await context.signInAsNew();
  cookie = signedIn.cookie;
  administratorId = signedIn.id;
  await context.database.db.insert(companies).values([
    { id: clientId, kind: "client", name: "Aurora/Fine" },
    { id: customerId, kind: "customer", name: "Blue Nile" },
  ]);
  await context.database.db.insert(diamonds).values(
    Array.from({ length: 30 }, (_, index) => ({
      id: uuidv7(),
      templateId: 6,
      certificateNumber: `LG${1000 + index}`,
      clientId: index < 20 ? clientId : null,
      customerId: index >= 25 ? customerId : null,
      createdBy: administratorId,
      created: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
});
afterAll(() => context.close());

const download = (url: string, withCookie = true) =>
  context.request({ url, ...(withCookie ? { cookie } : {}) });

describe("SKU report exports", () => {
  it("stream an administrator's posts as '{name} SKUS.xlsx' with Serial and Created", async () => {
    const administrator = (await download(`/api/administrators/${administratorId}`)).json();
    const response = await download(`/api/administrators/${administratorId}/skus.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    const name = `${administrator.fullName} SKUS`;
    expect(response.headers["content-disposition"]).toContain(`filename="${name}.xlsx"`);
    expect(response.headers["x-total-count"]).toBe("30");
    const sheet = (await readXlsx(response.rawPayload)).getWorksheet(name);
    expect(sheet?.getRow(1).values).toEqual([undefined, "Serial", "Price (USD)", "Type", "Created", "URL"]);
    expect(sheet?.rowCount).toBe(31);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      "LG1029",
      undefined,
      "Diamond",
      "01/30/2026",
      "https://loupe.example/c/diamond/LG1029",
    ]);
  });

  it("stream a client's and a customer's certificates with the company columns", async () => {
    const client = await download(`/api/clients/${clientId}/skus.xlsx`);
    expect(client.statusCode, client.body).toBe(200);
    expect(client.headers["content-disposition"]).toContain("filename*=UTF-8''Aurora%2FFine%20SKUS.xlsx");
    const sheet = (await readXlsx(client.rawPayload)).worksheets[0];
    expect(sheet?.name).toBe("Aurora-Fine SKUS");
    expect(sheet?.getRow(1).values).toEqual([undefined, "DIS Certificate", "Price", "Type", "URL"]);
    expect(sheet?.rowCount).toBe(21);
    const customer = await download(`/api/customers/${customerId}/skus.xlsx`);
    expect((await readXlsx(customer.rawPayload)).getWorksheet("Blue Nile SKUS")?.rowCount).toBe(6);
  });

  it("answer 404 for another kind's id, 400 for a malformed id and 401 without a session", async () => {
    expect((await download(`/api/customers/${clientId}/skus.xlsx`)).statusCode).toBe(404);
    expect((await download(`/api/administrators/${uuidv7()}/skus.xlsx`)).statusCode).toBe(404);
    expect((await download("/api/clients/nope/skus.xlsx")).statusCode).toBe(400);
    expect((await download(`/api/clients/${clientId}/skus.xlsx`, false)).statusCode).toBe(401);
  });
});
