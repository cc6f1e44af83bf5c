import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { changeNoticesOf } from "../db/change-notices";
import { storedFiles } from "../db/files-schema";
import { labSettings, labSettingsId } from "../db/lab-settings-schema";
import { companies } from "../modules/companies/ports";
import { diamonds } from "../modules/diamonds/schema";
import { client as imperfectionsClient } from "../modules/imperfections/imperfection-test-helpers";
import { diamondImperfections } from "../modules/imperfections/schema";
import { jewelry } from "../modules/jewelry/schema";
import { untilChangeNoticesListen } from "../testing/change-notices";
import { insertPublicDiamond, insertPublicRing, savePublicTestLab } from "../testing/public-records";
import { storeTestFile } from "../testing/stored-file";
import { testSuite } from "../testing/test-suite";

// A public page is kept rendered under the version of every row it shows (rendered-pages.ts,
// decision 0031), and sent without reading that version while no change notice has come since
// (decision 0034). Every change below is written straight to the database, as another server would
// write it: nothing in this server's code hears of it, yet the very next request must show it.
// First with the notices (a table without its trigger leaves a page as it was), then with nothing
// listening (a source missing from a version leaves it as it was).
const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });
const db = () => suite.context.database.db;

describe.each([
  { told: "by change notices", number: "LG880011", ring: "JW880011", listening: true },
  {
    told: "by their rows' versions, nothing listening",
    number: "LG880012",
    ring: "JW880012",
    listening: false,
  },
])("pages kept rendered, told $told", ({ number, ring: ringNumber, listening }) => {
  const page = async () => {
    const answer = await suite.context.request({ url: `/c/diamond/${number}` });
    return { status: answer.statusCode, body: answer.body, etag: String(answer.headers.etag) };
  };

  beforeAll(async () => {
    if (listening) await untilChangeNoticesListen(db());
    else await changeNoticesOf(db())?.close();
  });

  it("shows the next request every change to the rows the page reads, whoever wrote it", async () => {
    await savePublicTestLab(suite);
    const clientId = uuidv7();
    await db().insert(companies).values({ id: clientId, kind: "client", name: "Aurora Fine Jewels" });
    const video = await storeTestFile(suite.context, "stone.mp4", "video/mp4");
    const id = uuidv7();
    await insertPublicDiamond(db(), {
      id,
      certificateNumber: number,
      clientId,
      certificateVideoFileId: video,
    });

    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body).toContain("Aurora Fine Jewels");
    // Unchanged: the same page under the same tag.
    expect((await page()).etag).toBe(first.etag);

    // The record itself.
    await db().update(diamonds).set({ colorValue: "D" }).where(eq(diamonds.id, id));
    const recolored = await page();
    expect(recolored.body).toMatch(/>D</);
    expect(recolored.etag).not.toBe(first.etag);

    // Its client's name, then its client's website (the page's link to it).
    await db().update(companies).set({ name: "Borealis Gems" }).where(eq(companies.id, clientId));
    expect((await page()).body).toContain("Borealis Gems");
    expect((await page()).body).not.toContain(`/c/diamond/${number}/visit`);
    await db()
      .update(companies)
      .set({ website: "https://borealis.example.com/" })
      .where(eq(companies.id, clientId));
    expect((await page()).body).toContain(`/c/diamond/${number}/visit`);

    // Its video's file going away.
    expect((await page()).body).toContain('data-fallback="video-failed"');
    await db().update(diamonds).set({ certificateVideoFileId: null }).where(eq(diamonds.id, id));
    await db().delete(storedFiles).where(eq(storedFiles.id, video));
    expect((await page()).body).not.toContain('data-fallback="video-failed"');

    // The lab's profile.
    await db()
      .update(labSettings)
      .set({ name: `Northern Diamond Lab ${number}` })
      .where(eq(labSettings.id, labSettingsId));
    expect((await page()).body).toContain(`Northern Diamond Lab ${number}`);

    // Its printed plot's map.
    const maps = imperfectionsClient(suite.context, suite.cookie);
    const map = await maps.createMap();
    await maps.uploadProportions(map.id);
    await maps.connect(map.id, id);
    await maps.expectOk("POST", `/api/imperfections/${map.id}/print`);
    expect((await page()).body).toContain("Clarity Characteristics");
    await db()
      .update(diamondImperfections)
      .set({ printed: false })
      .where(eq(diamondImperfections.id, map.id));
    expect((await page()).body).not.toContain("Clarity Characteristics");

    // Back in the newly added queue: no longer public.
    await db().update(diamonds).set({ newlyAdded: true }).where(eq(diamonds.id, id));
    expect((await page()).status).toBe(404);
  });

  it("shows the next request every change to a jewelry item's rows, its client and its customer", async () => {
    await insertPublicRing(db(), ringNumber, "1.20");
    const [ring] = await db()
      .select({ id: jewelry.id })
      .from(jewelry)
      .where(eq(jewelry.certificateNumber, ringNumber));
    const ringPage = async () => (await suite.context.request({ url: `/c/jewelry/${ringNumber}` })).body;
    expect(await ringPage()).toContain("18K White Gold");

    await db()
      .update(jewelry)
      .set({ metal: "Platinum" })
      .where(eq(jewelry.id, ring?.id ?? ""));
    expect(await ringPage()).toContain("Platinum");

    const clientId = uuidv7();
    await db().insert(companies).values({ id: clientId, kind: "client", name: "Cassiopeia" });
    await db()
      .update(jewelry)
      .set({ clientId })
      .where(eq(jewelry.id, ring?.id ?? ""));
    expect(await ringPage()).toContain("Cassiopeia");
    await db().update(companies).set({ name: "Draco Diamonds" }).where(eq(companies.id, clientId));
    expect(await ringPage()).toContain("Draco Diamonds");

    // The customer's name shows beside its logo: the customer's row is a source too.
    const customerId = uuidv7();
    await db().insert(companies).values({ id: customerId, kind: "customer", name: "Eridanus" });
    const logo = await storeTestFile(suite.context, "logo.png", "image/png");
    await db()
      .update(jewelry)
      .set({ customerId, customerLogoFileId: logo })
      .where(eq(jewelry.id, ring?.id ?? ""));
    expect(await ringPage()).toContain("Eridanus");
    await db().update(companies).set({ name: "Fornax Fine" }).where(eq(companies.id, customerId));
    expect(await ringPage()).toContain("Fornax Fine");
  });
});
