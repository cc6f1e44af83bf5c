import { describe, expect, it } from "vitest";
import {
  type AnalyticsFilters,
  analyticsApiQuery,
  analyticsFiltersToParams,
  chooseAnalytics,
  readAnalyticsFilters,
} from "./analytics-filters";

const client = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
const record = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c";
const read = (query: string) => readAnalyticsFilters(new URLSearchParams(query));

describe("the analytics filters in the URL", () => {
  it("read nothing but the whole year without a client", () => {
    expect(read("year=2025&month=3&page=2")).toEqual({
      clientId: null,
      year: null,
      month: "ALL",
      recordId: null,
      page: 0,
    });
  });

  it("read a client's year, month, certificate and page, and drop what is not one", () => {
    expect(read(`client=${client}&year=2025&month=3&record=${record}&page=2`)).toEqual({
      clientId: client,
      year: 2025,
      month: 3,
      recordId: record,
      page: 2,
    });
    expect(read(`client=${client}&year=99&month=13&record=abc&page=-1`)).toEqual({
      clientId: client,
      year: null,
      month: "ALL",
      recordId: null,
      page: 0,
    });
  });

  it("write back only what is not the default", () => {
    const filters: AnalyticsFilters = { clientId: client, year: null, month: "ALL", recordId: null, page: 0 };
    expect(analyticsFiltersToParams(filters).toString()).toBe(`client=${client}`);
    const chosen = { ...filters, year: 2025, month: 11, recordId: record, page: 1 };
    expect(read(analyticsFiltersToParams(chosen).toString())).toEqual(chosen);
  });
});

describe("a new choice", () => {
  const current: AnalyticsFilters = { clientId: client, year: 2025, month: 4, recordId: record, page: 3 };

  it("of client starts over", () => {
    expect(chooseAnalytics(current, { clientId: record })).toEqual({
      clientId: record,
      year: null,
      month: "ALL",
      recordId: null,
      page: 0,
    });
    expect(chooseAnalytics(current, { clientId: null }).clientId).toBeNull();
  });

  it("of year, month or certificate goes back to the first page and keeps the rest", () => {
    expect(chooseAnalytics(current, { month: "ALL" })).toEqual({ ...current, month: "ALL", page: 0 });
    expect(chooseAnalytics(current, { year: 2024 })).toEqual({ ...current, year: 2024, page: 0 });
    expect(chooseAnalytics(current, { recordId: null })).toEqual({ ...current, recordId: null, page: 0 });
  });

  it("of page keeps the rest", () => {
    expect(chooseAnalytics(current, { page: 4 })).toEqual({ ...current, page: 4 });
  });
});

describe("the API query", () => {
  it("is none before a client is chosen", () => {
    expect(analyticsApiQuery(read(""))).toBeNull();
  });

  it("asks for 50 certificates a page from the page's offset", () => {
    expect(analyticsApiQuery(read(`client=${client}`))).toEqual({
      clientId: client,
      month: "ALL",
      limit: "50",
      offset: "0",
    });
    expect(analyticsApiQuery(read(`client=${client}&year=2025&month=2&record=${record}&page=2`))).toEqual({
      clientId: client,
      year: "2025",
      month: "2",
      recordId: record,
      limit: "50",
      offset: "100",
    });
  });
});
