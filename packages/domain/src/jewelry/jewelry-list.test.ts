import { describe, expect, it } from "vitest";
import { diamondList } from "../diamonds/diamond-list";
import { readListSort, readPageSize } from "../lists";
import { messages } from "../messages";
import {
  jewelryList,
  jewelrySearchTypeLabels,
  jewelrySearchTypes,
  orderSearchReadings,
} from "./jewelry-list";
import { jewelryListQuerySchema } from "./jewelry-list-query";

describe("the jewelry list (spec 001 §2.2, §5.2)", () => {
  it("pages 50, 100, 250 or 500 rows, 50 by default, newest first", () => {
    expect(jewelryList.pageSizes).toEqual({ options: [50, 100, 250, 500], default: 50 });
    expect(readPageSize("250", jewelryList.pageSizes)).toBe(250);
    expect(readPageSize("75", jewelryList.pageSizes)).toBe(50);
    expect(readListSort(null, jewelryList)).toEqual({ field: "created", direction: "desc" });
  });

  it("sorts as the diamond list does: Created, Certificate # and Template, either way", () => {
    expect(jewelryList.sortFields).toEqual(["created", "certificateNumber", "template"]);
    expect(jewelryList.sortFields).toEqual(diamondList.sortFields);
    expect(jewelryList.defaultSort).toEqual(diamondList.defaultSort);
    for (const sort of ["certificateNumber:asc", "certificateNumber:desc", "template:asc", "template:desc"])
      expect(jewelryListQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(readListSort("template:asc", jewelryList)).toEqual({ field: "template", direction: "asc" });
  });

  it("offers the spec's search types, Cert # by default", () => {
    expect(jewelrySearchTypes.map((type) => jewelrySearchTypeLabels[type])).toEqual([
      "Order #",
      "Cert #",
      "Client SKU",
      "Item #",
      "PO #",
      "Tracking #",
    ]);
    expect(jewelryListQuerySchema.parse({})).toEqual({
      limit: 50,
      direction: "next",
      sort: "created:desc",
      searchType: "certificateNumber",
    });
  });

  it("reads a query's filters, upper-casing the search as the keys are stored", () => {
    const query = jewelryListQuerySchema.parse({
      search: " 1z 999 aa ",
      searchType: "trackingNumber",
      jewelryType: "Ring",
      templateId: "20",
      clientId: "0190a7b4-0000-7000-8000-000000000001",
      createdFrom: "2026-01-01T05:00:00.000Z",
      createdTo: "2026-02-01T05:00:00.000Z",
      limit: "100",
    });
    expect(query).toMatchObject({
      search: "1Z999AA",
      searchType: "trackingNumber",
      templateId: 20,
      limit: 100,
    });
  });

  it.each([
    { templateId: "18" },
    { searchType: "weight" },
    { clientId: "acme" },
    { createdFrom: "yesterday" },
    { sort: "weight:asc" },
    { sort: "certificateNumber:up" },
  ])("refuses %o", (query) => {
    expect(jewelryListQuerySchema.safeParse(query).success).toBe(false);
  });

  it("reads an Order # search as an order number, and as order-line when it looks like one", () => {
    expect(orderSearchReadings("ORD7")).toEqual([{ orderNumber: "ORD7", lineNumber: null }]);
    expect(orderSearchReadings("PO-7-12")).toEqual([
      { orderNumber: "PO-7-12", lineNumber: null },
      { orderNumber: "PO-7", lineNumber: 12 },
    ]);
  });

  it("says what to do when a filter finds nothing", () => {
    expect(messages.emptyFilterResult).toBe("No Data From Filter, Try Adding From Diamond Track");
  });
});
