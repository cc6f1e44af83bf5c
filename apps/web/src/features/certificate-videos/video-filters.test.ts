import { describe, expect, it } from "vitest";
import { videoApiQuery, videoUrlFilters } from "./video-filters";

const client = "01900000-0000-7000-8000-000000000001";

describe("the videos table's filters in the URL", () => {
  it("read a search, a day range and a client's id, and drop what is not one", () => {
    expect(
      videoUrlFilters.read(new URLSearchParams(`search=LG1&start=2026-03-01&end=bad&client=${client}`)),
    ).toEqual({ search: "LG1", start: "2026-03-01", end: null, client });
    expect(videoUrlFilters.read(new URLSearchParams("client=acme")).client).toBeNull();
  });

  it("make the API query with the page, the sort, the filters and the days as instants", () => {
    const query = videoApiQuery(
      new URLSearchParams(
        `search=%20ord7%20&client=${client}&start=2026-03-01&end=2026-03-02&limit=250&sort=client:asc`,
      ),
    );
    expect(query).toMatchObject({ search: "ord7", clientId: client, limit: "250", sort: "client:asc" });
    expect(Date.parse(query.createdTo ?? "") - Date.parse(query.createdFrom ?? "")).toBe(2 * 86_400_000);
    // A page size or sort the table does not offer falls back to its defaults: 100, newest first.
    expect(videoApiQuery(new URLSearchParams("limit=37&sort=size:asc"))).toEqual({
      limit: "100",
      sort: "created:desc",
    });
  });
});
