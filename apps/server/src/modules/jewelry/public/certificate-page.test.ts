import { type JewelrySaveInput, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { jewelryCertificateStones, jewelryGeneralDetails } from "@loupe/domain/jewelry/public-certificate";
import { jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { notFoundText } from "../../../public/certificate-layout";
import { expectInertFileResponse } from "../../../testing/expect-inert-file";
import { mainStone } from "../../../testing/jewelry-fixtures";
import { recordedViews } from "../../../testing/recorded-events";
import { insertJewelryRecords } from "../../../testing/seed-jewelry";
import { storeTestFile } from "../../../testing/stored-file";
import { testSuite } from "../../../testing/test-suite";
import { companies } from "../../companies/ports";
import { jewelry } from "../schema";

const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";

const graded = mainStone({
  measurements: "6.41 x 6.43 x 3.97 mm",
  table: 57,
  depth: 61.5,
  color2: { template: "Standard", value: "H", asterisks: "" },
  clarity2: { value: "SI1", asterisks: "" },
});
// Every field filled, so the template alone decides what shows.
const everything = (input: Partial<JewelrySaveInput> = {}): JewelrySaveInput => ({
  templateId: 1,
  jewelryType: "Ring",
  certificateNumber: "JW700123",
  clientSku: "RING-1",
  metal: "18K White Gold",
  measurement: "Size 6",
  description: "Halo engagement ring.",
  mainStone: graded,
  hasSideStones: true,
  sideStone: { ...graded, weight: "0.40 ctw" },
  isMultipleCenterStones: true,
  centerStones: [graded, { ...graded, weight: "0.98" }],
  ...input,
});

const insert = async (input: Partial<JewelrySaveInput> = {}) =>
  (await insertJewelryRecords(suite.context.services.db, [everything(input)]))[0] as string;

const page = (key: string, headers: Record<string, string> = {}) =>
  suite.context.request({ url: `/c/jewelry/${encodeURIComponent(key)}`, headers });
const titles = (body: string) => [...body.matchAll(/<h2 id="[^"]*">([^<]*)<\/h2>/g)].map((match) => match[1]);
const labels = (body: string) => [...body.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);

describe("the public jewelry certificate", () => {
  it.each(jewelryTemplates.map((template) => template.id))(
    "shows exactly the fields template %i shows in the editor",
    async (templateId) => {
      await insert({ templateId });
      const { statusCode, body } = await page("JW700123");
      expect(statusCode).toBe(200);
      const record = jewelrySaveSchema.parse(everything({ templateId }));
      const stones = jewelryCertificateStones(record);
      expect(titles(body)).toEqual([
        "Jewelry Details",
        ...stones.map((stone) => stone.title),
        "Description",
        "Verify This Certificate",
        "Check another report",
      ]);
      expect(labels(body)).toEqual([
        ...jewelryGeneralDetails(record).map((detail) => detail.label),
        ...stones.flatMap((stone) => stone.details.map((detail) => detail.label)),
      ]);
    },
  );

  it("shows the stones, metal and grades as graded", async () => {
    await insert({ templateId: 4, certificateComments: "Laser inscribed." });
    const { body } = await page("JW700123");
    expect(body).toContain("<strong>JW700123</strong>");
    expect(body).toContain('<p class="headline">18K White Gold Ring</p>');
    expect(titles(body)).toEqual([
      "Jewelry Details",
      "Center Stone 1",
      "Center Stone 2",
      "Description",
      "Certificate Comments",
      "Verify This Certificate",
      "Check another report",
    ]);
    for (const [label, value] of [
      ["Metal", "18K White Gold"],
      ["Weight", "0.98ct"],
      ["Color", "F"],
      ["Clarity", "VS1*"],
      ["Table", "57%"],
      ["Depth", "61.5%"],
    ]) {
      expect(body).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
    }
    // Metal Only: no stone at all, whatever is stored.
    await insert({ templateId: 19, certificateNumber: "JW-METAL" });
    expect(titles((await page("JW-METAL")).body)).toEqual([
      "Jewelry Details",
      "Description",
      "Verify This Certificate",
      "Check another report",
    ]);
  });

  it("is found by number whatever the case, or by the client SKU of a record without one", async () => {
    await insert();
    await insert({ certificateNumber: "", clientSku: "AUR-55/B" });
    const byNumber = await page("jw700123");
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.body).toContain('href="https://certs.example.test/c/jewelry/JW700123"');
    const bySku = await page("aur-55/b");
    expect(bySku.statusCode).toBe(200);
    expect(bySku.body).toContain("SKU <strong>AUR-55/B</strong>");
    // A SKU of a record that has a certificate number does not open it.
    expect((await page("RING-1")).statusCode).toBe(404);
  });

  it("answers an unknown number, or a diamond's, with the friendly 404 page and counts no view", async () => {
    const response = await page("NOPE-1");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(notFoundText);
    await suite.context.services.db.execute(
      `insert into diamonds (id, template_id, certificate_number) values ('${uuidv7()}', 6, 'DIA-9')`,
    );
    expect((await page("DIA-9")).statusCode).toBe(404);
    expect(await recordedViews(suite.context.services.db)).toHaveLength(0);
  });

  it("escapes every stored text", async () => {
    const clientId = uuidv7();
    await suite.context.services.db
      .insert(companies)
      .values({ id: clientId, kind: "client", name: `Bad "Co" <b>` });
    await insert({
      certificateNumber: "<i>X1</i>",
      clientId,
      metal: `Gold" onmouseover="alert(1)`,
      certificateComments: "a & b",
      mainStone: { ...graded, shape: "<img src=x onerror=alert(1)>" },
    });
    // The form strips markup from descriptions; one stored before that must still be escaped.
    await suite.context.services.db.update(jewelry).set({ description: "<script>alert('x')</script>" });
    const { body, statusCode } = await page("<i>X1</i>");
    expect(statusCode).toBe(200);
    expect(body).not.toMatch(/<script|<i>X1|" onmouseover=|<img src=x/);
    expect(body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(body).toContain("a &amp; b");
    expect(body).toContain("Bad &quot;Co&quot; &lt;b&gt;");
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("shows the customer logo, the video and a QR code, and serves those files inert", async () => {
    const logo = await storeTestFile(suite.context, "logo.png", "image/png");
    const video = await storeTestFile(suite.context, "ring.mp4", "video/mp4");
    const privateFile = await storeTestFile(suite.context, "invoice.pdf", "application/pdf");
    const customerId = uuidv7();
    await suite.context.services.db
      .insert(companies)
      .values({ id: customerId, kind: "customer", name: "Blue Nile" });
    await insert({ customerId, customerLogoFileId: logo, certificateVideoFileId: video });
    const { body } = await page("JW700123");
    expect(body).toContain(`<img src="/c/media/${logo}" alt="Blue Nile">`);
    expect(body).toMatch(new RegExp(`<video controls playsinline [^>]*src="/c/media/${video}"`));
    expect(body).toMatch(/<svg role="img" aria-label="QR code linking to this certificate"[^>]*viewBox/);
    for (const id of [logo, video]) {
      const file = await suite.context.request({ url: `/c/media/${id}` });
      expect(file.statusCode).toBe(200);
      expectInertFileResponse(file, id);
    }
    expect((await suite.context.request({ url: `/c/media/${privateFile}` })).statusCode).toBe(404);
  });

  it("is mobile first and needs no script", async () => {
    await insert();
    const { body } = await page("JW700123");
    expect(body).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    );
    expect(body).not.toMatch(/<script|<style| style=/);
  });

  it("records each view as jewelry, but not HEAD requests; no country header is trusted unless configured", async () => {
    const id = await insert();
    await page("JW700123", { "user-agent": iphone, "cf-ipcountry": "us" });
    await suite.context.app.inject({ method: "HEAD", url: "/c/jewelry/JW700123" });
    const views = await recordedViews(suite.context.services.db, id);
    expect(
      views.map(({ pageKind, deviceClass, platform, country }) => ({
        pageKind,
        deviceClass,
        platform,
        country,
      })),
    ).toEqual([{ pageKind: "jewelry", deviceClass: "mobile", platform: "ios", country: null }]);
  });
});
