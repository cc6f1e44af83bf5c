import { describe, expect, it } from "vitest";
import { ordersReportQuerySchema } from "./orders-report-query";

describe("the orders report's query", () => {
  it("defaults to newest first, the jewelry list's page size, searching the order number", () => {
    expect(ordersReportQuerySchema.parse({})).toEqual({
      limit: 50,
      direction: "next",
      sort: "created:desc",
      searchType: "orderNumber",
    });
  });

  it("compacts the search, takes only its four keys and refuses a backwards range", () => {
    expect(ordersReportQuerySchema.parse({ search: " jw 1", searchType: "certificateNumber" }).search).toBe(
      "JW1",
    );
    for (const searchType of ["orderNumber", "purchaseOrder", "clientSku", "certificateNumber"])
      expect(ordersReportQuerySchema.safeParse({ searchType }).success).toBe(true);
    expect(ordersReportQuerySchema.safeParse({ searchType: "trackingNumber" }).success).toBe(false);
    expect(
      ordersReportQuerySchema.safeParse({
        createdFrom: "2026-02-01T00:00:00Z",
        createdTo: "2026-01-01T00:00:00Z",
      }).error?.issues[0]?.message,
    ).toBe("End date cannot be before start date.");
  });
});
