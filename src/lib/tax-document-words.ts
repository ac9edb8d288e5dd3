// The words a tax document shows, once for the PDF (server/documents/pdf.ts) and the printable
// page (islands/membership/tax-document-sheet.tsx): what each block is called and the facts
// beside the buyer, so the page and the PDF a member keeps can never say different things.
import type { GstState, TaxDocument, TaxDocumentKind } from "../schemas/tax-document.ts";
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

/** What each kind of document calls its parts (one table: the page, the PDF and the e-mails read it). */
export const DOCUMENT_WORDS = {
  invoice: {
    name: "tax invoice",
    number: "Invoice number",
    date: "Invoice date",
    buyer: "Billed to",
    reference: "Payment reference",
    method: "Paid by",
    total: "Total",
    reason: "",
  },
  "receipt-voucher": {
    name: "receipt voucher",
    number: "Receipt voucher number",
    date: "Receipt voucher date",
    buyer: "Received from",
    reference: "Payment reference",
    method: "Paid by",
    total: "Advance received",
    reason: "",
  },
  "refund-voucher": {
    name: "refund voucher",
    number: "Refund voucher number",
    date: "Refund voucher date",
    buyer: "Refunded to",
    reference: "Refund reference",
    method: "Refunded via",
    total: "Total refunded",
    reason: "Reason for this refund voucher",
  },
  "credit-note": {
    name: "credit note",
    number: "Credit note number",
    date: "Credit note date",
    buyer: "Credited to",
    reference: "Refund reference",
    method: "Refunded via",
    total: "Total credited",
    reason: "Reason for this credit note",
  },
  "payment-receipt": {
    name: "payment receipt",
    number: "Receipt number",
    date: "Receipt date",
    buyer: "Received from",
    reference: "Payment reference",
    method: "Paid by",
    total: "Amount received",
    reason: "",
  },
} as const satisfies Record<TaxDocumentKind, Record<string, string>>;

/** The heading over the buyer: "BILLED TO" on an invoice, "CREDITED TO" on a credit note. */
export function buyerHeading(doc: Pick<TaxDocument, "kind">): string {
  return DOCUMENT_WORDS[doc.kind].buyer;
}

/** The buyer's GSTIN, or what an unregistered buyer's line says. */
export function buyerGstin(doc: Pick<TaxDocument, "buyer">): string {
  return doc.buyer.gstin ?? "Unregistered";
}

/** "12 December 2026" from a calendar day (YYYY-MM-DD), as the business's calendar reads it. */
export function calendarDay(day: string): string {
  return documentDate(`${day}T12:00:00+05:30`);
}

/**
 * Number, dates, the document a reversal reverses (or a payment receipt is received against),
 * place of supply and the payment. A payment receipt is no tax document: no place of supply.
 */
export function documentFacts(doc: TaxDocument): [label: string, value: string][] {
  const words = DOCUMENT_WORDS[doc.kind];
  const facts: [string, string][] = [
    [words.number, doc.number],
    [words.date, documentDate(doc.issuedAt)],
  ];
  if (doc.suppliedOn) facts.push(["Date of supply", calendarDay(doc.suppliedOn)]);
  if (doc.references) {
    facts.push([
      doc.kind === "refund-voucher" ? "Against receipt voucher" : "Against invoice",
      `${doc.references.invoiceNumber} dated ${documentDate(doc.references.invoiceIssuedAt)}`,
    ]);
  }
  if (doc.receivedAgainst) {
    facts.push([
      "Against tax invoice",
      `${doc.receivedAgainst.invoiceNumber} dated ${documentDate(doc.receivedAgainst.invoiceIssuedAt)}`,
    ]);
  }
  if (isTaxDocument(doc)) {
    facts.push(["Place of supply", stateLabel(doc.placeOfSupply)], ["Reverse charge", "No"]);
  }
  if (doc.payment) {
    facts.push([words.reference, doc.payment.reference]);
    if (doc.payment.method) facts.push([words.method, doc.payment.method]);
  }
  return facts;
}

/** "Total" on an invoice, "Total credited" on a credit note. */
export function totalLabel(doc: Pick<TaxDocument, "kind">): string {
  return DOCUMENT_WORDS[doc.kind].total;
}

/** Why a reversing document was issued: the heading over its reason. */
export function reasonHeading(doc: Pick<TaxDocument, "kind">): string {
  return DOCUMENT_WORDS[doc.kind].reason || DOCUMENT_WORDS["credit-note"].reason;
}

/** Every kind but the payment receipt, which carries no tax (its invoice did). */
export function isTaxDocument(doc: Pick<TaxDocument, "kind">): boolean {
  return doc.kind !== "payment-receipt";
}

/**
 * A booking's tax invoice with advances (D24): the rows under its total, each advance deducted
 * with the tax it already carried, then what this invoice leaves to pay and its tax: paid with
 * it when it came with the last payment, still due when an operator issued it at delivery.
 */
export function advanceRows(doc: TaxDocument): { label: string; paise: number; strong?: boolean }[] {
  if (!doc.advances || !doc.due) return [];
  const taxOf = (taxes: { amountPaise: number }[]) => taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  return [
    ...doc.advances.flatMap((advance) => [
      {
        label: `Less advance, ${advance.number} of ${documentDate(advance.issuedAt)}`,
        paise: -advance.totalPaise,
      },
      { label: "GST already paid on it", paise: taxOf(advance.taxes) },
    ]),
    {
      label: doc.payment ? "Balance paid with this invoice" : "Balance due",
      paise: doc.due.totalPaise,
      strong: true,
    },
    { label: "GST on the balance", paise: taxOf(doc.due.taxes) },
  ];
}

export const AMOUNT_IN_WORDS_HEADING = "Amount in words";
export const NOTES_HEADING = "Notes";
