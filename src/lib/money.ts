// Money is integer paise everywhere (docs/product.md D4); it becomes rupees only for people to read.

const RUPEES = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const RUPEES_EXACT = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹9,999 for whole rupees, ₹833.25 otherwise. */
export function formatRupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return paise % 100 === 0 ? RUPEES.format(paise / 100) : RUPEES_EXACT.format(paise / 100);
}

/** Rupees as a number with two decimals, for API fields the specification gives in rupees. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The display string of a rupee amount without the symbol: "4,999". */
export function formatRupeeDigits(paise: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(paise / 100);
}

const DIGITS_EXACT = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Tax documents show paise always, with Indian grouping: "₹1,23,456.00". */
export function formatRupeesExact(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return RUPEES_EXACT.format(paise / 100);
}

/** The same without the sign, for a table column headed "(₹)": "1,23,456.00". */
export function formatRupeeDigitsExact(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return DIGITS_EXACT.format(paise / 100);
}
