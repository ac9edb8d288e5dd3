import { describe, expect, it } from "vitest";
import { monthlyPricePaise, PLANS } from "../../src/config/plans.ts";
import { formatRupees } from "../../src/lib/money.ts";

describe("money", () => {
  it("shows paise as rupees with Indian grouping", () => {
    expect(formatRupees(9_999_00)).toBe("₹9,999");
    expect(formatRupees(1_25_00_000_00)).toBe("₹1,25,00,000");
    expect(formatRupees(833_25)).toBe("₹833.25");
    expect(formatRupees(416_50)).toBe("₹416.50");
  });

  it("refuses fractional paise instead of rounding money silently", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe("plan catalogue", () => {
  it("holds the specification's three yearly plans and their monthly equivalents", () => {
    expect(PLANS.map((plan) => [plan.name, plan.yearlyPricePaise, plan.priceUSD])).toEqual([
      ["Essentials", 499_900, 69],
      ["Premium", 999_900, 139],
      ["Elite", 1_999_900, 279],
    ]);
    // docs/product.md B9: monthly 416.58, 833.25, 1666.58.
    expect(PLANS.map((plan) => monthlyPricePaise(plan.yearlyPricePaise))).toEqual([41_658, 83_325, 166_658]);
    expect(PLANS.filter((plan) => plan.highlighted).map((plan) => plan.name)).toEqual(["Premium"]);
  });
});
