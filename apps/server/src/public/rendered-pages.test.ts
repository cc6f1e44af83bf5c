import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeNoticesOf } from "../db/change-notices";
import type { DatabaseHandle } from "../db/client";
import { untilChangeNoticesListen } from "../testing/change-notices";
import { openTestDatabase } from "../testing/test-database";
import type { PublicPage } from "./public-page";
import { renderedPage } from "./rendered-pages";

// What a kept page costs (decision 0034): its version is read only when a change notice has come
// since it was last verified, and it is rendered only when that version differs.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await untilChangeNoticesListen(handle.db);
});
afterAll(() => handle.close());

function countingPage(key: string) {
  const calls = { version: 0, find: 0, render: 0 };
  let version = "1";
  const page: PublicPage = {
    kind: "diamond",
    version: async () => {
      calls.version++;
      return version;
    },
    find: async () => {
      calls.find++;
      return { id: key, clientId: null, clientWebsite: null, canonicalPath: null, render: async () => "" };
    },
  };
  const request = () =>
    renderedPage({
      db: handle.db,
      page,
      key,
      url: `/c/diamond/${key}`,
      render: async () => {
        calls.render++;
        return `<p>${key} at version ${version}</p>`;
      },
    });
  return { calls, request, changeVersion: (next: string) => (version = next) };
}

const announceChange = () => handle.db.execute(sql`update companies set name = name where false`);

describe("a kept page", () => {
  it("is sent without reading its version while no change is announced", async () => {
    const { calls, request } = countingPage("KP-1");
    const first = await request();
    expect(first?.html).toBe("<p>KP-1 at version 1</p>");
    expect(calls).toEqual({ version: 1, find: 1, render: 1 });
    for (let again = 0; again < 5; again++) expect(await request()).toBe(first);
    expect(calls).toEqual({ version: 1, find: 1, render: 1 });
  });

  it("has its version read again after a change is announced, and is rendered anew only when it differs", async () => {
    const { calls, request, changeVersion } = countingPage("KP-2");
    const first = await request();
    await announceChange();
    expect(await request()).toBe(first);
    expect(calls).toEqual({ version: 2, find: 1, render: 1 });
    changeVersion("2");
    await announceChange();
    expect((await request())?.html).toBe("<p>KP-2 at version 2</p>");
    expect(calls).toEqual({ version: 3, find: 2, render: 2 });
    expect((await request())?.html).toBe("<p>KP-2 at version 2</p>");
    expect(calls).toEqual({ version: 3, find: 2, render: 2 });
  });

  it("has its version read for every request while nothing listens", async () => {
    const { calls, request } = countingPage("KP-3");
    await changeNoticesOf(handle.db)?.close();
    await request();
    await request();
    expect(calls).toEqual({ version: 2, find: 1, render: 1 });
  });
});
