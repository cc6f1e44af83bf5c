import { describe, expect, it } from "vitest";
import { testSuite } from "../../testing/test-suite";
import { client } from "./imperfection-test-helpers";

const suite = testSuite();
const api = () => client(suite.context, suite.cookie);
const publicPage = async (number: string) =>
  (await suite.context.request({ method: "GET", url: `/c/diamond/${number}` })).body;

describe("the plot on a diamond's public certificate", () => {
  it("appears once the connected map is printed, as vector art with its key", async () => {
    const map = await api().createMap({ name: "Public plot" });
    await api().uploadProportions(map.id);
    const diamondId = await api().createDiamond("77001");
    await api().connect(map.id, diamondId);
    expect(await publicPage("77001")).not.toContain("Clarity Characteristics");

    await api().expectOk("POST", `/api/imperfections/${map.id}/print`);
    const page = await publicPage("77001");
    expect(page).toContain('<h2 id="plot-title">Clarity Characteristics</h2>');
    expect(page).toMatch(/<div class="plot"><svg [^>]*viewBox="0 0 540 277.776"/);
    expect(page).toContain("Key to symbols");
    expect(page).not.toContain("Public plot");
  });

  it("leaves the key out when the map does not show its icons, and the plot out once the map is deleted", async () => {
    const map = await api().createMap({ displayImperfectionIcons: false });
    await api().uploadProportions(map.id);
    const diamondId = await api().createDiamond("77002");
    await api().connect(map.id, diamondId);
    await api().expectOk("POST", `/api/imperfections/${map.id}/print`);
    const page = await publicPage("77002");
    expect(page).toContain("Clarity Characteristics");
    expect(page).not.toContain("Key to symbols");

    await api().expectOk("DELETE", `/api/imperfections/${map.id}`);
    expect(await publicPage("77002")).not.toContain("Clarity Characteristics");
  });

  it("is what the diamond list's View imperfections opens, for every signed-in user", async () => {
    const map = await api().createMap({ name: "Listed plot" });
    await api().uploadProportions(map.id);
    const diamondId = await api().createDiamond("77003");
    const row = async () =>
      (await api().expectOk("GET", "/api/diamonds?search=77003")).items.find(
        (item: { id: string }) => item.id === diamondId,
      );
    expect((await row()).imperfectionUrl).toBe("");
    expect((await api().send("GET", `/api/imperfections/${map.id}/connected-image`)).statusCode).toBe(404);

    await api().connect(map.id, diamondId);
    const link = (await row()).imperfectionUrl;
    expect(link).toBe(`/api/imperfections/${map.id}/connected-image`);
    const other = await suite.context.signInAsNew();
    const image = await suite.context.request({ method: "GET", url: link, cookie: other.cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.readUInt32BE(16)).toBe(1344);
  });
});
