import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/hi/tax-documents.ts";
import { amountInWords } from "../../src/lib/amount-in-words.ts";
import { formatRupeeDigitsExact, formatRupeesExact } from "../../src/lib/money.ts";

describe("amountInWords", () => {
  it("says the plan prices the way an Indian invoice does", () => {
    expect(amountInWords(4_999_00)).toBe("Rupees Four Thousand Nine Hundred Ninety-Nine Only");
    expect(amountInWords(9_999_00)).toBe("Rupees Nine Thousand Nine Hundred Ninety-Nine Only");
    expect(amountInWords(19_999_00)).toBe("Rupees Nineteen Thousand Nine Hundred Ninety-Nine Only");
  });

  it("says paise after the rupees", () => {
    expect(amountInWords(8_473_73)).toBe(
      "Rupees Eight Thousand Four Hundred Seventy-Three and Paise Seventy-Three Only",
    );
    expect(amountInWords(762_05)).toBe("Rupees Seven Hundred Sixty-Two and Paise Five Only");
    expect(amountInWords(45)).toBe("Rupees Zero and Paise Forty-Five Only");
    // Not "Five Hundred and Twenty-One Paise", which an outside test read as ₹1,57,521.
    expect(amountInWords(157_500_21)).toBe(
      "Rupees One Lakh Fifty-Seven Thousand Five Hundred and Paise Twenty-One Only",
    );
    expect(amountInWords(0)).toBe("Rupees Zero Only");
  });

  it("counts in thousands, lakhs and crores", () => {
    expect(amountInWords(1_000_00)).toBe("Rupees One Thousand Only");
    expect(amountInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(amountInWords(1_23_456_00)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only",
    );
    expect(amountInWords(10_00_000_00)).toBe("Rupees Ten Lakh Only");
    expect(amountInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
    expect(amountInWords(12_34_56_789_50)).toBe(
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Paise Fifty Only",
    );
    expect(amountInWords(2_05_00_10_011_00)).toBe("Rupees Two Hundred Five Crore Ten Thousand Eleven Only");
    expect(amountInWords(20_50_00_10_011_00)).toBe(
      "Rupees Two Thousand Fifty Crore Ten Thousand Eleven Only",
    );
    expect(amountInWords(1_00_000_00_00_000_00)).toBe("Rupees One Lakh Crore Only");
  });

  it("refuses what is not a non-negative integer of paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe("amountInWords in Hindi", () => {
  const hindi = (paise: number) => amountInWords(paise, hi.amountWords);

  it("says each number to 99 by its own word, and the units the Indian way", () => {
    expect(hi.amountWords.upTo99).toHaveLength(100);
    expect(new Set(hi.amountWords.upTo99).size).toBe(100);
    expect(hindi(9_999_00)).toBe("नौ हज़ार नौ सौ निन्यानवे रुपये मात्र");
    expect(hindi(8_473_73)).toBe("आठ हज़ार चार सौ तिहत्तर रुपये और तिहत्तर पैसे मात्र");
    expect(hindi(12_90_554_50)).toBe("बारह लाख नब्बे हज़ार पाँच सौ चौवन रुपये और पचास पैसे मात्र");
    expect(hindi(1_00_00_000_00)).toBe("एक करोड़ रुपये मात्र");
    expect(hindi(2_05_00_10_011_00)).toBe("दो सौ पाँच करोड़ दस हज़ार ग्यारह रुपये मात्र");
    expect(hindi(45)).toBe("शून्य रुपये और पैंतालीस पैसे मात्र");
    expect(hindi(0)).toBe("शून्य रुपये मात्र");
  });
});

describe("exact rupee formatting for documents", () => {
  it("always shows paise, with Indian grouping", () => {
    expect(formatRupeesExact(9_999_00)).toBe("₹9,999.00");
    expect(formatRupeesExact(1_23_456_00)).toBe("₹1,23,456.00");
    expect(formatRupeesExact(762_64)).toBe("₹762.64");
    expect(formatRupeeDigitsExact(1_23_45_678_90)).toBe("1,23,45,678.90");
    expect(() => formatRupeesExact(0.5)).toThrow(RangeError);
  });
});
