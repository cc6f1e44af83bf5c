import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untilChangeNoticesListen } from "../testing/change-notices";
import { openTestDatabase, testDriver } from "../testing/test-database";
import { type ChangeNotices, changeNoticesOf, listenerApplicationName } from "./change-notices";
import type { DatabaseHandle } from "./client";

// The count of changes announced by the tables public pages read (migration 0039), as each server
// hears them (decision 0034). The writes come through the pool: other connections than the
// listener's, as another server's would.
let handle: DatabaseHandle;
let notices: ChangeNotices;
const execute = (query: string) => handle.db.execute(sql.raw(query));

beforeAll(async () => {
  handle = await openTestDatabase();
  const found = changeNoticesOf(handle.db);
  if (!found) throw new Error("an opened database has change notices");
  notices = found;
  await untilChangeNoticesListen(handle.db);
});
afterAll(() => handle.close());

describe("change notices", () => {
  it("count every change committed before they are asked, statement after statement", async () => {
    let before = await notices.counted();
    for (let change = 0; change < 200; change++) {
      await execute(`update lab_settings set accreditation = 'round ${change}'`);
      const after = await notices.counted();
      expect(after, `change ${change}`).not.toBe(before);
      before = after;
    }
  });

  it("count a change to each table a public page reads, and not a page view", async () => {
    const writes = [
      "update diamonds set clarity_value = clarity_value where false",
      "update jewelry set metal = metal where false",
      "update companies set name = name where false",
      "update stored_files set name = name where false",
      "update diamond_imperfections set name = name where false",
      "update lab_settings set name = name where false",
    ];
    for (const write of writes) {
      const before = await notices.counted();
      await execute(write);
      expect(await notices.counted(), write).not.toBe(before);
    }
    const before = await notices.counted();
    await execute("delete from public_page_views");
    await execute("delete from public_page_clicks");
    expect(await notices.counted()).toBe(before);
  });

  it("answer one count to the calls that arrive together, and a later one to a call after a change", async () => {
    const together = await Promise.all([notices.counted(), notices.counted(), notices.counted()]);
    expect(new Set(together).size).toBe(1);
    await execute("update companies set name = name where false");
    expect(await notices.counted()).not.toBe(together[0]);
  });

  it.runIf(testDriver === "postgres")(
    "say nothing while the listening connection is lost, and count anew once it is back",
    async () => {
      const before = await notices.counted();
      await execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = '${listenerApplicationName}' and datname = current_database()`,
      );
      await expect.poll(() => notices.counted(), { timeout: 5_000 }).toBeNull();
      // A change while nobody listens is never heard; the count the listener starts again with
      // differs from every count before, so no page verified then is taken as current.
      await execute("update companies set name = name where false");
      await untilChangeNoticesListen(handle.db);
      expect(await notices.counted()).not.toBe(before);
    },
  );

  it("say nothing once closed", async () => {
    await notices.close();
    expect(await notices.counted()).toBeNull();
  });
});
