import { describe, expect, it } from "vitest";
import { imperfectionApiQuery, imperfectionUrlFilters, readList } from "./imperfection-filters";

describe("imperfection list filters in the URL", () => {
  it("read multi-selects as comma lists of known options, in the options' order", () => {
    expect(readList(["Asscher", "Oval", "Round"], "Round,Blob,Asscher,Round")).toBe("Asscher,Round");
    expect(readList(["Asscher"], "")).toBeNull();
    const filters = imperfectionUrlFilters.read(
      new URLSearchParams("shapes=Oval,Nope&imperfections=nick,cloud&status=done&start=2026-03-01&end=bad"),
    );
    expect(filters).toEqual({
      search: "",
      start: "2026-03-01",
      end: null,
      shapes: "Oval",
      imperfections: "cloud,nick",
      status: "done",
    });
  });

  it("make the API query with the page, the filters and the date range as instants", () => {
    const query = imperfectionApiQuery(
      new URLSearchParams(
        "search=oval&shapes=Oval,Round&status=draft&start=2026-03-01&end=2026-03-02&limit=500",
      ),
    );
    expect(query).toMatchObject({ search: "oval", shapes: "Oval,Round", status: "draft", limit: "500" });
    expect(Date.parse(query.createdTo ?? "") - Date.parse(query.createdFrom ?? "")).toBe(2 * 86_400_000);
    expect(imperfectionApiQuery(new URLSearchParams("status=both"))).toEqual({
      limit: "250",
      sort: "created:desc",
    });
  });
});
