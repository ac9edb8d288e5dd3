// The admin lists' benchmark (scripts/bench/admin-lists.ts) still runs and measures what it
// says: a small fill on the embedded database, every list and request, sane figures.
import { describe, expect, it } from "vitest";
import { measureAdminLists } from "../../scripts/bench/admin-lists.ts";

describe("npm run bench: admin lists", () => {
  it("fills every table, measures every list's requests and the CSV downloads", async () => {
    const result = await measureAdminLists({ pglite: true, rows: 300, requests: 5 });
    if ("skipped" in result) throw new Error(result.skipped);
    expect(result.rowsPerTable).toBe(300);
    expect(new Set(result.figures.map((figure) => figure.list))).toEqual(
      new Set(["users", "invoices", "enquiries", "inquiries"]),
    );
    for (const figure of result.figures) {
      // Each request was made and timed.
      expect(figure.p50, figure.path).toBeGreaterThan(0);
      if (figure.request === "first page" || figure.request.startsWith("deep page")) {
        expect(figure.rows, figure.path).toBe(20);
        expect(figure.total, figure.path).toBeGreaterThanOrEqual(300);
      }
      // The member searched for has an invoice, an enquiry and an inquiry.
      if (figure.request === "search an e-mail") expect(figure.total, figure.path).toBeGreaterThanOrEqual(1);
    }
    expect(result.exports.map((e) => e.list)).toEqual(["users", "invoices", "enquiries", "inquiries"]);
    expect(result.exports.every((e) => e.bytes > 300 * 20)).toBe(true);
  }, 300_000);
});
