import { gradingFieldLabels, visibleGradingFields } from "@loupe/domain/diamonds/diamond-fields";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "../../../db/files-schema";
import { notFoundText } from "../../../public/certificate-layout";
import { recordedViews } from "../../../testing/recorded-events";
import { createTestContext, type TestContext } from "../../../testing/test-app";
import { companies } from "../../companies/ports";
import { diamonds } from "../schema";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({
    PUBLIC_BASE_URL: "https://certs.example.test",
    COUNTRY_HEADERS: "CF-IPCountry,x-country-code",
  });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";
const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

async function insertDiamond(values: Partial<typeof diamonds.$inferInsert> = {}) {
  const id = uuidv7();
  await context.services.db.insert(diamonds).values({
    id,
    templateId: 1,
    certificateNumber: "LG700123",
    clientSku: "SKU-1",
    shape: "Round Brilliant",
    weight: 1.01,
    cut: "Excellent",
    polish: "Very Good",
    symmetry: "Excellent",
    fluorescence: "None",
    girdle: "M",
    measurements: "6.41 x 6.45 x 3.98 mm",
    tablePercent: 57,
    depthPercent: 61.8,
    colorValue: "G",
    colorAsterisks: "*",
    clarityValue: "VS1",
    clarityAsterisks: "**",
    description: "A bright round stone.",
    certificateComments: "",
    manufacturedAs: "Lab Grown",
    ...values,
  });
  return id;
}

async function insertClient(name: string, withLogo: boolean) {
  const logoFileId = withLogo ? uuidv7() : null;
  if (logoFileId) {
    await context.services.db.insert(storedFiles).values({
      id: logoFileId,
      storageKey: `uploads/${logoFileId}`,
      name: "logo.png",
      contentType: "image/png",
      size: 10,
    });
  }
  const id = uuidv7();
  await context.services.db.insert(companies).values({ id, kind: "client", name, logoFileId });
  return { id, logoFileId };
}

const page = (key: string, headers: Record<string, string> = {}) =>
  context.request({ url: `/c/diamond/${encodeURIComponent(key)}`, headers });
const labels = (body: string) => [...body.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);

describe("the public diamond certificate", () => {
  it.each([1, 2, 3, 4, 5, 6] as DiamondTemplateId[])(
    "shows exactly the grading fields template %i shows",
    async (templateId) => {
      await insertDiamond({ templateId });
      const response = await page("LG700123");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      const expected = visibleGradingFields(templateId).map((field) => gradingFieldLabels[field]);
      expect(labels(response.body).sort()).toEqual([...expected, "Measurements", "Origin"].sort());
    },
  );

  it("formats the grades, weight and percentages, and shows the title and number", async () => {
    await insertDiamond({ certificateComments: "Laser inscribed." });
    const { body } = await page("LG700123");
    expect(body).toContain('<h1 id="certificate-title">Digital Certificate</h1>');
    expect(body).toContain("<strong>LG700123</strong>");
    for (const [label, value] of [
      ["Weight", "1.01ct"],
      ["Color", "G*"],
      ["Clarity", "VS1**"],
      ["Table", "57%"],
      ["Depth", "61.8%"],
      ["Measurements", "6.41 x 6.45 x 3.98 mm"],
      ["Origin", "Lab Grown"],
    ]) {
      expect(body).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
    }
    expect(body).toContain("A bright round stone.");
    expect(body).toContain("Certificate Comments");
    expect(body).toContain("Laser inscribed.");
    expect(body).not.toContain("<video");
  });

  it("leaves out empty comments and names the hue of a fancy color", async () => {
    await insertDiamond({ colorTemplate: "Pink", colorValue: "Fancy Vivid", colorAsterisks: "" });
    const { body } = await page("LG700123");
    expect(body).not.toContain("Certificate Comments");
    expect(body).toContain("<dt>Color</dt><dd>Fancy Vivid (Pink)</dd>");
  });

  it("is found by certificate number whatever the case", async () => {
    await insertDiamond();
    const response = await page("lg700123");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<strong>LG700123</strong>");
    // The QR code and canonical link name the record's own address.
    expect(response.body).toContain('href="https://certs.example.test/c/diamond/LG700123"');
  });

  it("falls back to the client SKU of a record without a certificate number", async () => {
    await insertDiamond({ certificateNumber: "", clientSku: "AUR-55/B" });
    await insertDiamond({ certificateNumber: "OTHER-1", clientSku: "SKU-TAKEN" });
    const response = await page("aur-55/b");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("SKU <strong>AUR-55/B</strong>");
    expect(response.body).toContain("https://certs.example.test/c/diamond/AUR-55%2FB");
    // A SKU of a record that has a certificate number does not open it.
    expect((await page("SKU-TAKEN")).statusCode).toBe(404);
  });

  it("answers an unknown key with a friendly 404 page", async () => {
    const response = await page("NOPE-1");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain(notFoundText);
    expect(response.body).toContain("/c/assets/certificate.css");
    expect((await page("x".repeat(99))).statusCode).toBe(404);
    expect(await recordedViews(context.services.db)).toHaveLength(0);
  });

  it("escapes every value", async () => {
    const client = await insertClient(`Bad "Client" <b>`, false);
    await insertDiamond({
      certificateNumber: "<i>X1</i>",
      shape: `Round" onmouseover="alert(1)`,
      description: "<script>alert('x')</script>",
      certificateComments: "a & b",
      clientId: client.id,
    });
    const { body, statusCode } = await page("<i>X1</i>");
    expect(statusCode).toBe(200);
    expect(body).not.toContain("<script>");
    expect(body).not.toContain("<i>X1");
    expect(body).not.toContain('" onmouseover=');
    expect(body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(body).toContain("a &amp; b");
    expect(body).toContain("Bad &quot;Client&quot; &lt;b&gt;");
  });

  it("shows the client's logo, the certificate video and a QR code", async () => {
    const client = await insertClient("Aurora Fine Jewelry", true);
    const videoFileId = uuidv7();
    await context.services.db.insert(storedFiles).values({
      id: videoFileId,
      storageKey: `uploads/${videoFileId}`,
      name: "stone.mp4",
      contentType: "video/mp4",
      size: 100,
    });
    await insertDiamond({ clientId: client.id, certificateVideoFileId: videoFileId });
    const { body } = await page("LG700123");
    expect(body).toContain(`<img src="/c/media/${client.logoFileId}" alt="Aurora Fine Jewelry">`);
    expect(body).toMatch(new RegExp(`<video controls playsinline [^>]*src="/c/media/${videoFileId}"`));
    expect(body).toMatch(/<svg role="img" aria-label="QR code linking to this certificate"[^>]*viewBox/);
  });

  it("works under the app's content security policy, with its styles served from the app", async () => {
    await insertDiamond();
    const response = await page("LG700123");
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(response.body).not.toMatch(/<script|<style| style=/);
    const stylesheet = response.body.match(/href="(\/c\/assets\/certificate\.css\?v=\w+)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await context.request({ url: stylesheet ?? "" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    expect(css.body).toContain(".facts");
  });

  it("records each view with its client, device class and country, but not HEAD requests", async () => {
    const client = await insertClient("Views Client", false);
    const id = await insertDiamond({ clientId: client.id });
    await page("LG700123", { "user-agent": iphone, "cf-ipcountry": "us" });
    await page("lg700123", { "user-agent": desktop, "cf-ipcountry": "XX", "x-country-code": "IL" });
    await page("LG700123", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await page("LG700123", { "user-agent": "" });
    await context.app.inject({
      method: "HEAD",
      url: "/c/diamond/LG700123",
      headers: { "user-agent": iphone },
    });
    const views = await recordedViews(context.services.db, id);
    expect(new Set(views.map((view) => view.clientId))).toEqual(new Set([client.id]));
    expect(
      views.map(({ pageKind, deviceClass, platform, country }) => ({
        pageKind,
        deviceClass,
        platform,
        country,
      })),
    ).toEqual([
      { pageKind: "diamond", deviceClass: "mobile", platform: "ios", country: "US" },
      { pageKind: "diamond", deviceClass: "desktop", platform: "desktop", country: "IL" },
      { pageKind: "diamond", deviceClass: "bot", platform: null, country: null },
      { pageKind: "diamond", deviceClass: "unknown", platform: "other", country: null },
    ]);
  });

  it("still shows the page when the view cannot be recorded", async () => {
    await insertDiamond();
    await context.services.db.execute("alter table public_page_views rename to public_page_views_away");
    try {
      const response = await page("LG700123", { "user-agent": iphone });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Digital Certificate");
    } finally {
      await context.services.db.execute("alter table public_page_views_away rename to public_page_views");
    }
  });
});
