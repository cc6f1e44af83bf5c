import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatPhone,
  formatUsd,
  showingEntries,
} from "./formatting";

describe("formatting", () => {
  it("writes dates as MM/DD/YYYY with a 12-hour time variant", () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe("01/05/2026");
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe("01/05/2026 9:07 AM");
    expect(formatDateTime(new Date(2026, 11, 31, 0, 30))).toBe("12/31/2026 12:30 AM");
    expect(formatDateTime(new Date(2026, 6, 4, 12, 0))).toBe("07/04/2026 12:00 PM");
    expect(formatDateTime(new Date(2026, 6, 4, 23, 59))).toBe("07/04/2026 11:59 PM");
  });

  it("writes US dollars", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(1234567.891)).toBe("$1,234,567.89");
    expect(formatUsd(999.999)).toBe("$1,000.00");
    expect(formatUsd(-42.5)).toBe("-$42.50");
    for (const amount of [0.05, 12, 999.5, 1000, 65432.1, 100000000])
      expect(formatUsd(amount)).toBe(
        new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount),
      );
  });

  it("writes counts with thousands separators", () => {
    for (const count of [0, 7, 999, 1000, 12345, 1000000, -2500])
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
  });

  it("masks phones as (###) ###-#### while typing", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("21")).toBe("(21");
    expect(formatPhone("21255")).toBe("(212) 55");
    expect(formatPhone("2125550123")).toBe("(212) 555-0123");
    expect(formatPhone("(212) 555-0123 ext")).toBe("(212) 555-0123");
    expect(formatPhone("212555012399")).toBe("(212) 555-0123");
  });

  it("says which entries are shown", () => {
    expect(showingEntries(0, 5, 12)).toBe("Showing 1 to 5 of 12 entries");
    expect(showingEntries(10, 2, 12)).toBe("Showing 11 to 12 of 12 entries");
    expect(showingEntries(0, 0, 0)).toBe("Showing 0 to 0 of 0 entries");
  });
});
