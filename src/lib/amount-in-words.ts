// Amounts in words, as Indian tax invoices customarily carry them: Indian numbering (thousand,
// lakh, crore), "Rupees ... Only", "and Paise ..." after the rupees; in another language from its words
// (src/i18n/<lang>/tax-documents.ts amountWords), which say each number to 99 whole, as Hindi
// does ("निन्यानवे"). Runs anywhere (invoice page and PDF).
import { fill } from "../i18n/words.ts";

/**
 * How a language says an amount: its numbers 0-99, the Indian units, and the sentence with the
 * rupees alone ("{rupees} रुपये मात्र") and with paise.
 */
export interface AmountWords {
  upTo99: readonly string[];
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  rupees: string;
  rupeesAndPaise: string;
}

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

const ENGLISH: AmountWords = {
  upTo99: Array.from({ length: 100 }, (_, n) =>
    n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : ""),
  ),
  hundred: "Hundred",
  thousand: "Thousand",
  lakh: "Lakh",
  crore: "Crore",
  rupees: "Rupees {rupees} Only",
  // "Paise" before the number, as on a cheque: "Five Hundred and Twenty-One Paise" read as ₹521.
  rupeesAndPaise: "Rupees {rupees} and Paise {paise} Only",
};

/**
 * A positive whole number in Indian words: 1,23,45,678 is "One Crore Twenty-Three Lakh
 * Forty-Five Thousand Six Hundred Seventy-Eight". Above 99 crore the count of crores is
 * itself said the Indian way ("One Lakh Crore").
 */
function indianWords(n: number, words: AmountWords): string {
  const say = (count: number, unit: string) => `${words.upTo99[count]} ${unit}`;
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${indianWords(crores, words)} ${words.crore}`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs) parts.push(say(lakhs, words.lakh));
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands) parts.push(say(thousands, words.thousand));
  const hundreds = Math.floor((n % 1000) / 100);
  if (hundreds) parts.push(say(hundreds, words.hundred));
  if (n % 100) parts.push(words.upTo99[n % 100]!);
  return parts.join(" ");
}

/**
 * "Rupees Nine Thousand Nine Hundred Ninety-Nine Only" for 999900 paise; "Rupees Eight
 * Thousand Four Hundred Seventy-Three and Paise Seventy-Three Only" for 847373; "Rupees Zero
 * Only" for 0; in Hindi "आठ हज़ार चार सौ तिहत्तर रुपये और तिहत्तर पैसे मात्र". Paise must be a
 * non-negative safe integer (a credit note states a positive amount too).
 */
export function amountInWords(paise: number, words: AmountWords | null = null): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative integer, got ${paise}`);
  }
  const said = words ?? ENGLISH;
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees ? indianWords(rupees, said) : said.upTo99[0]!;
  return rest
    ? fill(said.rupeesAndPaise, { rupees: rupeeWords, paise: said.upTo99[rest]! })
    : fill(said.rupees, { rupees: rupeeWords });
}
