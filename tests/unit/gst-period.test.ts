// A GST return's period (src/lib/gst-period.ts; decision 0042): months and financial-year quarters,
// their bounds in India's calendar, GSTR-1's fp, and the choices the accounts page offers.
import { describe, expect, it } from "vitest";
import { gstPeriodChoices, inPeriod, parseGstPeriod } from "../../src/lib/gst-period.ts";

describe("a GST period", () => {
  it("reads a month with its bounds at midnight in India", () => {
    expect(parseGstPeriod("2026-11")).toEqual({
      key: "2026-11",
      fp: "112026",
      firstDay: "2026-11-01",
      lastDay: "2026-11-30",
      from: "2026-10-31T18:30:00.000Z",
      until: "2026-11-30T18:30:00.000Z",
      label: "November 2026",
    });
    expect(parseGstPeriod("2028-02")?.lastDay).toBe("2028-02-29");
  });

  it("reads a financial year's quarter, filed for its last month", () => {
    expect(parseGstPeriod("Q1-26-27")).toMatchObject({
      firstDay: "2026-04-01",
      lastDay: "2026-06-30",
      fp: "062026",
    });
    expect(parseGstPeriod("Q3-26-27")).toMatchObject({
      firstDay: "2026-10-01",
      lastDay: "2026-12-31",
      fp: "122026",
      label: "Q3 2026-27 (Oct-Dec 2026)",
    });
    expect(parseGstPeriod("Q4-26-27")).toMatchObject({
      firstDay: "2027-01-01",
      lastDay: "2027-03-31",
      fp: "032027",
    });
    expect(parseGstPeriod("Q4-99-00")).toMatchObject({ firstDay: "2100-01-01" });
  });

  it("refuses what names no period", () => {
    for (const key of ["2026-13", "2026-00", "26-11", "Q5-26-27", "Q3-26-28", "Q3-2026", "", "2026-11 "]) {
      expect(parseGstPeriod(key), key).toBeUndefined();
    }
  });

  it("holds a moment to the period of its day in India", () => {
    const november = parseGstPeriod("2026-11")!;
    // 1 December 00:10 in India is still 30 November in UTC: December's.
    expect(inPeriod(november, "2026-11-30T18:40:00.000Z")).toBe(false);
    expect(inPeriod(november, "2026-10-31T18:30:00.000Z")).toBe(true);
    expect(inPeriod(november, "2026-10-31T18:29:59.999Z")).toBe(false);
  });

  it("offers this month first, eleven before it, then this quarter and three before it", () => {
    const keys = gstPeriodChoices(new Date("2027-01-15T06:00:00Z")).map((period) => period.key);
    expect(keys.slice(0, 3)).toEqual(["2027-01", "2026-12", "2026-11"]);
    expect(keys).toHaveLength(16);
    expect(keys.slice(12)).toEqual(["Q4-26-27", "Q3-26-27", "Q2-26-27", "Q1-26-27"]);
  });
});
