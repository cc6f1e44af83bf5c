import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../db/files-schema";
import { labSettings, labSettingsId } from "../db/lab-settings-schema";
import { companies } from "../modules/companies/ports";
import { diamonds } from "../modules/diamonds/schema";
import { jewelry } from "../modules/jewelry/schema";
import { insertPublicDiamond, insertPublicRing, savePublicTestLab } from "../testing/public-records";
import { storeTestFile } from "../testing/stored-file";
import { testSuite } from "../testing/test-suite";

// A diamond's page is kept rendered under the version of every row it shows (rendered-pages.ts,
// decision 0031). Every change below is written straight to the database, as another server would
// write it: nothing tells this server, yet the very next request must show it.
const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });
const db = () => suite.context.database.db;
const number = "LG880011";
const page = async () => {
  const answer = await suite.context.request({ url: `/c/diamond/${number}` });
  return { status: answer.statusCode, body: answer.body, etag: String(answer.headers.etag) };
};

describe("pages kept rendered", () => {
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
      .set({ name: "Northern Diamond Lab" })
      .where(eq(labSettings.id, labSettingsId));
    expect((await page()).body).toContain("Northern Diamond Lab");

    // Back in the newly added queue: no longer public.
    await db().update(diamonds).set({ newlyAdded: true }).where(eq(diamonds.id, id));
    expect((await page()).status).toBe(404);
  });

  it("shows the next request every change to a jewelry item's rows, its client and its customer", async () => {
    await insertPublicRing(db(), "JW880011", "1.20");
    const [ring] = await db()
      .select({ id: jewelry.id })
      .from(jewelry)
      .where(eq(jewelry.certificateNumber, "JW880011"));
    const ringPage = async () => (await suite.context.request({ url: "/c/jewelry/JW880011" })).body;
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
