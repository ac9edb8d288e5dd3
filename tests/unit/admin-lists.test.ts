// The admin lists' pieces that need no database: CSV cells, the admin date format, and the
// shared constants the routes and the database both rely on.
import { describe, expect, it } from "vitest";
import { formatAdminDateTime, formatIsoDay } from "../../src/lib/dates.ts";
import { csvCell, csvRow } from "../../src/server/csv.ts";
import { containsPattern } from "../../src/server/services/search.ts";
import { parseCsv } from "../helpers/csv.ts";

describe("CSV cells", () => {
  it("quotes what needs quoting and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Rao, Ravi")).toBe('"Rao, Ravi"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it.each(["=1+1", "+91 98200 12345", "-2", "@SUM(A1)", "\t=1", "\r=1"])(
    "neutralises %j, which a spreadsheet would run as a formula",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
      expect(parseCsv(csvRow([value]))).toEqual([[`'${value}`]]);
    },
  );

  it("leaves ordinary text, rupees and dates alone, and round-trips through a reader", () => {
    const cells = ["₹9,999", "Nov 22 26 14:05", "Kavya Menon", 'a"b,c\r\nd', "", "9876543210"];
    expect(parseCsv(csvRow(cells) + csvRow(cells))).toEqual([cells, cells]);
  });
});

describe("admin dates", () => {
  it("read en-US with a two-digit year and 24-hour time, commas removed, in India's time", () => {
    expect(formatAdminDateTime("2026-11-22T08:35:00Z")).toBe("Nov 22 26 14:05");
    // 18:35 UTC is 00:05 the next day in India, and midnight is 00, never 24.
    expect(formatAdminDateTime(new Date("2026-11-21T18:35:00Z"))).toBe("Nov 22 26 00:05");
    expect(formatAdminDateTime("2027-01-05T05:00:00Z")).toBe("Jan 05 27 10:30");
    expect(formatIsoDay(new Date("2026-11-21T18:35:00Z"))).toBe("2026-11-22");
    expect(() => formatAdminDateTime("not a date")).toThrow(RangeError);
  });
});

describe("admin constants", () => {
  it("search for %, _ and \\ as they are", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
