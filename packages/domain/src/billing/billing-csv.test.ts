import { describe, expect, it } from "vitest";
import {
  type BillingCsvRecord,
  billingCsvFileName,
  billingCsvHeader,
  billingCsvRow,
  csvCell,
  csvLine,
  orderLine,
} from "./billing-csv";

const record: BillingCsvRecord = {
  created: new Date("2026-03-09T03:30:00.000Z"),
  venue: "Harbor, Lane & Co",
  purchaseOrder: "PO-77",
  orderNumber: "A1001",
  lineNumber: 2,
  jewelryType: "Ring",
  certificateNumber: "JW100200",
  clientSku: "SKU-9",
  retailPrice: 1234.5,
  totalCertPrice: 45,
};

describe("the certificate cost report's rows", () => {
  it("writes the spec's header", () => {
    expect(csvLine(billingCsvHeader)).toBe(
      "Date,Venue,PO,Order,Item Type,Certificate,SKU,Retail Price,Total Cert Price\r\n",
    );
  });

  it("writes the New York date, the venue without commas, order-line and dollar prices", () => {
    // 03:30 UTC on 9 March is still 8 March in New York.
    expect(billingCsvRow(record)).toEqual([
      "03/08/2026",
      "Harbor  Lane & Co",
      "PO-77",
      "A1001-2",
      "Ring",
      "JW100200",
      "SKU-9",
      "$1234.50",
      "$45.00",
    ]);
  });

  it("leaves missing prices and orders empty", () => {
    const row = billingCsvRow({ ...record, orderNumber: "", retailPrice: null, totalCertPrice: null });
    expect(row.slice(3, 4)).toEqual([""]);
    expect(row.slice(7)).toEqual(["", ""]);
    expect(orderLine("A7", null)).toBe("A7");
  });

  it("names the file after New York's day", () => {
    expect(billingCsvFileName(new Date("2026-11-28T03:00:00.000Z"))).toBe(
      "Certificate Cost Report 11-27-2026.csv",
    );
  });
});

describe("a CSV cell", () => {
  it("neutralises every formula start with an apostrophe", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("A-1=2")).toBe("A-1=2");
  });

  it("quotes per RFC 4180 only what needs it, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell('=1,"2"')).toBe('"\'=1,""2"""');
    expect(csvLine(["a,b", "", "c"])).toBe('"a,b",,c\r\n');
  });

  it("neutralises a hostile record's cells end to end", () => {
    const row = billingCsvRow({
      ...record,
      venue: "=cmd|' /C calc'!A0",
      clientSku: "@x",
      purchaseOrder: "+PO",
    });
    expect(csvLine(row)).toBe(
      "03/08/2026,'=cmd|' /C calc'!A0,'+PO,A1001-2,Ring,JW100200,'@x,$1234.50,$45.00\r\n",
    );
  });
});
