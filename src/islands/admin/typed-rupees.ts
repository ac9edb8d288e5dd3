// Amounts as an operator types them in the admin panel (quotes, bank transfers, refunds). A module
// of its own, not src/lib/money.ts: money.ts is in the chunk the member's pages share, and this is
// the panel's alone (the /invoice page went over its size budget when it was there).

/** "1,50,000.5" → 15000050 paise; NaN when it is not an amount. */
export function rupeesToPaise(text: string): number {
  const cleaned = text.replaceAll(",", "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}
