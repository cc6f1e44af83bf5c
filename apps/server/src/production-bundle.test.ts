import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./testing/spawn-server";

// `npm start` runs dist/main.js, a bundle one folder away from the sources it was built from: the
// files the server reads at run time must still be found (src/server-root.ts). A fresh data
// directory: the migrations run and the demo (its lab logo read from src/seed) is seeded.

type Listed = { items: Array<Record<string, unknown>> };

describe.runIf(process.env.LOUPE_TEST_DRIVER !== "postgres")("the production bundle", () => {
  let server: RunningServer;
  let cookie: string;
  const get = (path: string) => fetch(`${server.baseURL}${path}`, { headers: { cookie } });

  beforeAll(async () => {
    server = await startServer();
    const response = await fetch(`${server.baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseURL },
      body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
    });
    expect(response.status).toBe(200);
    cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  }, 120_000);
  afterAll(() => server?.stop());

  it("serves a public certificate page with its stylesheet", async () => {
    const diamonds = (await (await get("/api/diamonds?limit=100")).json()) as Listed;
    const published = diamonds.items.find((item) => typeof item.publicPath === "string");
    expect(published).toBeDefined();
    const page = await get(String(published?.publicPath));
    expect(page.status).toBe(200);
    const stylesheet = (await page.text()).match(/\/c\/assets\/certificate\.css\?v=\w+/)?.[0];
    expect(stylesheet).toBeDefined();
    const css = await get(String(stylesheet));
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toContain("{");
  });

  it("draws a grading report PDF", async () => {
    const maps = (await (await get("/api/imperfections?limit=100")).json()) as Listed;
    const withDiamond = maps.items.find((item) => item.diamond);
    expect(withDiamond).toBeDefined();
    const pdf = await get(`/pamphlet/${String(withDiamond?.id)}.pdf`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
