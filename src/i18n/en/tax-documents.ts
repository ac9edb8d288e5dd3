// The words of a GST tax document in English (docs/product.md D19): what each kind calls its
// parts and the facts beside the buyer. The PDF (src/server/documents/pdf.ts), the e-mails and
// the printable page read them through src/lib/tax-document-words.ts; the PDF in the buyer's
// language takes these or the Hindi ones (src/server/documents/pdf.ts).
import type { SERVER_REFUND_REASONS } from "../../config/document-phrases.ts";
import type { AmountWords } from "../../lib/amount-in-words.ts";
import { TAX_DOCUMENT_TITLES, type TaxDocumentKind } from "../../schemas/tax-document.ts";
import type { Words } from "../words.ts";

const en = {
  titles: TAX_DOCUMENT_TITLES,
  originalForRecipient: "Original for recipient",
  /** What each kind of document calls its parts (the page, the PDF and the e-mails read it). */
  kinds: {
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
  } as const satisfies Record<TaxDocumentKind, Record<string, string>>,
  /** The GSTIN line of a buyer without one. */
  unregistered: "Unregistered",
  dateOfSupply: "Date of supply",
  addressOfDelivery: "Address of delivery",
  againstReceiptVoucher: "Against receipt voucher",
  againstInvoice: "Against invoice",
  againstTaxInvoice: "Against tax invoice",
  /** The document a fact names: "NE/26-27/000001 dated 22 November 2026". */
  numberDated: "{number} dated {date}",
  placeOfSupply: "Place of supply",
  reverseCharge: "Reverse charge",
  no: "No",
  lessAdvance: "Less advance, {number} of {date}",
  /** An advance part of which a refund voucher gave back: what stands of it. */
  lessAdvanceRefunded: "Less advance, {number} of {date}, less {refunds}",
  gstAlreadyPaid: "GST already paid on it",
  balancePaid: "Balance paid with this invoice",
  balanceDue: "Balance due",
  gstOnBalance: "GST on the balance",
  amountInWords: "Amount in words",
  notes: "Notes",
  // The printable page's own words (the PDF lays its table out with its own).
  sellerTax: "GSTIN {gstin} · State {state}",
  buyerState: "State: {state}",
  buyerGstin: "GSTIN: {gstin}",
  /** The table's caption, heard only: "The lines of tax invoice NE/26-27/000001". */
  linesCaption: "The lines of {document} {number}",
  description: "Description",
  sac: "SAC",
  taxableValue: "Taxable value",
  total: "Total",
  amount: "Amount",
  taxAt: "{tax} @ {rate}%",
  /** The PDF's own: a tax's rate column, its footer's two lines. */
  rate: "Rate",
  noSignature: "This is a computer-generated {document} and needs no signature.",
  pageOf: "Page {page} of {pages}",
  /** The stamp under the title (shown in capitals). */
  status: { paid: "paid", refunded: "refunded" },
  /**
   * The fixed phrases documents carry as issued (their notes, how a refund went back), said in
   * the page's language; the document itself keeps the English. Empty in English.
   */
  asIssued: {} as Record<string, string>,
  /**
   * The phrases the server writes with values in them (config/document-phrases.ts ISSUED_PHRASES:
   * a deposit's line, a booking's note...), each as written and as said in the page's language
   * with the same values, in the order they are read; empty in English, where the document's own
   * words show (so that an English page carries none of it).
   */
  issued: [] as readonly { written: string; said: string }[],
  /**
   * Values in those phrases said the page's way, by the value's name: a service's label (GST_SERVICES),
   * a subject from the forms' own kinds of occasion ("Wedding event"), a rule of the refund policy.
   * Empty in English.
   */
  issuedValues: {} as Partial<Record<"service" | "subject" | "rule", Readonly<Record<string, string>>>>,
  /** A subject from its template (config/document-phrases.ts SUBJECT_PHRASES), as written and as said; empty in English. */
  subjects: [] as readonly { written: string; said: string }[],
  /**
   * The reasons the server gives a refund (config/document-phrases.ts SERVER_REFUND_REASONS), by
   * name; empty in English, where the document's own words show.
   */
  refundReasons: {} as Partial<Record<keyof typeof SERVER_REFUND_REASONS, string>>,
  /**
   * The amount in words in the page's language (lib/amount-in-words.ts); null in English, which
   * that module says itself.
   */
  amountWords: null as AmountWords | null,
  /** "Bank transfer, received {date}" as issued, said with the day in the page's language; null in English. */
  bankTransferReceived: null as string | null,
  /** The states by GST code, in the page's language; empty: the names as documents give them. */
  stateNames: {} as Record<string, string>,
};

export default en;
export type TaxDocumentWords = Words<typeof en>;
