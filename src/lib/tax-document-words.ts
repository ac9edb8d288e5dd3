// The words a tax document shows, once for the PDF (server/documents/pdf.ts) and the printable
// page (islands/membership/tax-document-sheet.tsx): what each block is called and the facts
// beside the buyer, so the page and the PDF a member keeps can never say different things.
import type { GstState, TaxDocument } from "../schemas/tax-document.ts";
import { BUSINESS_TIME_ZONE } from "./dates.ts";

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "22 November 2026", the calendar day in India. */
export function documentDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "Rajasthan (08)". */
export const stateLabel = (state: GstState) => `${state.name} (${state.code})`;

export const ORIGINAL_FOR_RECIPIENT = "Original for recipient";

/** The heading over the buyer: "BILLED TO" on an invoice, "CREDITED TO" on a credit note. */
export function buyerHeading(doc: Pick<TaxDocument, "kind">): string {
  return doc.kind === "invoice" ? "Billed to" : "Credited to";
}

/** The buyer's GSTIN, or what an unregistered buyer's line says. */
export function buyerGstin(doc: Pick<TaxDocument, "buyer">): string {
  return doc.buyer.gstin ?? "Unregistered";
}

/** Number, dates, the invoice a credit note reverses, place of supply and the payment. */
export function documentFacts(doc: TaxDocument): [label: string, value: string][] {
  const invoice = doc.kind === "invoice";
  const facts: [string, string][] = [
    [invoice ? "Invoice number" : "Credit note number", doc.number],
    [invoice ? "Invoice date" : "Credit note date", documentDate(doc.issuedAt)],
  ];
  if (doc.references) {
    facts.push([
      "Against invoice",
      `${doc.references.invoiceNumber} dated ${documentDate(doc.references.invoiceIssuedAt)}`,
    ]);
  }
  facts.push(["Place of supply", stateLabel(doc.placeOfSupply)], ["Reverse charge", "No"]);
  if (doc.payment) {
    facts.push([invoice ? "Payment reference" : "Refund reference", doc.payment.reference]);
    if (doc.payment.method) facts.push([invoice ? "Paid by" : "Refunded via", doc.payment.method]);
  }
  return facts;
}

/** "Total" on an invoice, "Total credited" on a credit note. */
export function totalLabel(doc: Pick<TaxDocument, "kind">): string {
  return doc.kind === "invoice" ? "Total" : "Total credited";
}

export const REFUND_REASON_HEADING = "Reason for this credit note";
export const AMOUNT_IN_WORDS_HEADING = "Amount in words";
export const NOTES_HEADING = "Notes";
