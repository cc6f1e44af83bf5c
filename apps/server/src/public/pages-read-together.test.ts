import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { companies } from "../modules/companies/ports";
import { insertPublicDiamond, insertPublicRing } from "../testing/public-records";
import { recordedViews } from "../testing/recorded-events";
import { testSuite } from "../testing/test-suite";

// Public pages asked for at the same moment are read together, one query per look-up for the whole
// batch (db/batched-reads.ts, decision 0031): each visitor must still get exactly the certificate
// its address names, by number, by compacted number or by SKU, with its own client's link and its
// own view counted, and an item that is not public stays a 404 beside the others.
const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });
const db = () => suite.context.database.db;

async function clientWithWebsite(name: string, website: string) {
  const id = uuidv7();
  await db().insert(companies).values({ id, kind: "client", name, website });
  return id;
}

describe("public pages read together", () => {
  it("gives every request of a batch its own certificate, link and view", async () => {
    const north = await clientWithWebsite("North Jewels", "https://north.example.com/");
    const south = await clientWithWebsite("South Gems", "https://south.example.com/");
    const ids = {
      first: uuidv7(),
      second: uuidv7(),
      olderSku: uuidv7(),
      newerSku: uuidv7(),
      queued: uuidv7(),
    };
    await insertPublicDiamond(db(), { id: ids.first, certificateNumber: "LG500001", clientId: north });
    await insertPublicDiamond(db(), { id: ids.second, certificateNumber: "LG500002", clientId: south });
    await insertPublicDiamond(db(), {
      id: ids.olderSku,
      certificateNumber: "",
      clientSku: "SKU-C1",
      created: new Date(2026, 0, 1),
    });
    await insertPublicDiamond(db(), {
      id: ids.newerSku,
      certificateNumber: "",
      clientSku: "SKU-C1",
      created: new Date(2026, 5, 1),
    });
    await insertPublicDiamond(db(), { id: ids.queued, certificateNumber: "LG500004", newlyAdded: true });
    await insertPublicRing(db(), "JW500001", "1.20");

    const addresses = [
      "/c/diamond/LG500001",
      "/c/diamond/lg%20500002",
      "/c/diamond/sku-c1",
      "/c/diamond/LG500004",
      "/c/diamond/LG599999",
      "/c/jewelry/JW500001",
      "/c/diamond/LG500002/visit",
      "/c/diamond/LG500001/visit",
    ];
    const answers = await Promise.all(addresses.map((url) => suite.context.request({ url })));
    const [first, second, bySku, queued, unknown, ring, southVisit, northVisit] = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.body,
      location: answer.headers.location,
    }));

    expect(first?.status).toBe(200);
    expect(first?.body).toContain("LG500001");
    expect(first?.body).not.toContain("LG500002");
    expect(first?.body).toContain("/c/diamond/LG500001/visit");
    expect(second?.status).toBe(200);
    expect(second?.body).toContain("LG500002");
    expect(second?.body).not.toContain("LG500001");
    expect(bySku?.status).toBe(200);
    expect(bySku?.body).toContain(`https://certs.example.test/c/diamond/SKU-C1`);
    expect(queued?.status).toBe(404);
    expect(unknown?.status).toBe(404);
    expect(ring?.status).toBe(200);
    expect(ring?.body).toContain("JW500001");
    expect(southVisit).toMatchObject({ status: 302, location: "https://south.example.com/" });
    expect(northVisit).toMatchObject({ status: 302, location: "https://north.example.com/" });

    const viewed = async (id: string) => (await recordedViews(db(), id)).length;
    expect(await viewed(ids.first)).toBe(1);
    expect(await viewed(ids.second)).toBe(1);
    // The newest record of a shared SKU is the one shown and counted.
    expect(await viewed(ids.newerSku)).toBe(1);
    expect(await viewed(ids.olderSku)).toBe(0);
    expect(await viewed(ids.queued)).toBe(0);
  });
});
