// The session's current invoice (docs/product.md A3: "The session keeps one current invoice,
// which can be set or cleared"): the one a payment has just produced, persisted under
// "root" so that /invoice can point it out after the navigation.
import type { Invoice } from "../schemas/invoice.ts";
import { persistedAtom } from "./persist.ts";

function isInvoice(value: unknown): value is Invoice | null {
  if (value === null) return true;
  const invoice = value as Invoice;
  return typeof invoice === "object" && typeof invoice._id === "string" && typeof invoice.number === "number";
}

export const $invoice = persistedAtom<Invoice | null>("invoice", null, isInvoice);

export function setInvoice(invoice: Invoice): void {
  $invoice.set(invoice);
}

export function clearInvoice(): void {
  $invoice.set(null);
}
