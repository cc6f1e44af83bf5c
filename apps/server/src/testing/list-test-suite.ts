import { beforeAll, expect } from "vitest";
import type { Database } from "../db/client";
import { testSuite } from "./test-suite";

// A list page as the tests read it: the items as each test file types them, and the paging.
export type ListPage<Item> = {
  items: Item[];
  total: number;
  offset: number;
  nextCursor: string | null;
  prevCursor: string | null;
};

// A list's test file: one app and signed-in member for all its tests, the records they read
// written once before them (`seed`), and a page of the list at `path` read as that member.
export function listTestSuite<Item>(path: string, seed: (db: Database) => Promise<unknown>) {
  const suite = testSuite({}, { reset: false });
  beforeAll(() => seed(suite.context.database.db));
  const readPage = async (query: string | URLSearchParams) => {
    const response = await suite.context.request({ url: `${path}?${query}`, cookie: suite.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListPage<Item>;
  };
  return { suite, readPage };
}
