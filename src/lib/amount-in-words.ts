// Amounts in words, as Indian tax invoices customarily carry them: Indian numbering (thousand,
// lakh, crore), "Rupees ... Only", paise after "and". Runs anywhere (invoice page and PDF).

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0-99: "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return TENS[Math.floor(n / 10)]! + (unit ? `-${ONES[unit]}` : "");
}

/** 1-999: "Nine Hundred Ninety-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/**
 * A positive whole number in Indian words: 1,23,45,678 is "One Crore Twenty-Three Lakh
 * Forty-Five Thousand Six Hundred Seventy-Eight". Above 99 crore the count of crores is
 * itself said the Indian way ("One Lakh Crore").
 */
function indianWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${indianWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * "Rupees Nine Thousand Nine Hundred Ninety-Nine Only" for 999900 paise; "Rupees Eight
 * Thousand Four Hundred Seventy-Three and Seventy-Three Paise Only" for 847373; "Rupees Zero
 * Only" for 0. Paise must be a non-negative safe integer (a credit note states a positive
 * amount too).
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative integer, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees ? indianWords(rupees) : "Zero";
  return rest ? `Rupees ${rupeeWords} and ${belowHundred(rest)} Paise Only` : `Rupees ${rupeeWords} Only`;
}
