import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";
import { demoLab } from "./demo-lab";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  expect(await seedDemoData(context.database.db, context.services.storage)).not.toBeNull();
});
afterAll(() => context.close());

describe("the demo lab", () => {
  it("heads every public certificate with its name, accreditation and a logo anyone can load", async () => {
    const { cookie } = await context.signInAsNew();
    const settings = (await context.request({ url: "/api/settings/lab", cookie })).json();
    expect(settings).toMatchObject({ ...demoLab, version: 1 });
    const logo = await context.request({ url: `/c/media/${settings.logoFileId}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    const missing = await context.request({ url: "/c/diamond/NO-SUCH-NUMBER" });
    expect(missing.body).toContain(`<p class="lab-name">${demoLab.name}</p>`);
  });
});
