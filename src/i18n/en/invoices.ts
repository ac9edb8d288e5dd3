// /invoice in English (docs/product.md A2, D19): the member's invoices, and one payment's
// documents, printable and as PDFs. The table's words are the specification's (lists.ts).
import lists from "./lists.ts";
import taxDocuments from "./tax-documents.ts";
import type { Words } from "../words.ts";

const en = {
  title: "Invoices",
  description: "Your Nova Experience membership invoices.",
  heading: "Invoices",
  /** While the saved session is checked (SessionGate). */
  gateLoading: "Loading",
  loading: "Loading your invoices",
  failed: "Your invoices could not be loaded: {message}",
  retry: "Try again",
  none: "You have no invoices yet. They appear here once you buy a membership.",
  seePlans: "See the membership plans",
  table: lists.invoiceTable,
  /** /invoice?id=… and /invoice?booking=…: one document. */
  printable: {
    loading: "Loading the invoice",
    failed: "This invoice could not be loaded: {message}",
    retry: "Try again",
    allInvoices: "All invoices",
    back: "← All invoices",
    print: "Print",
    downloadPdf: "Download PDF",
    /** {document}: the reversing document's name, "credit note" or "refund voucher". */
    downloadCreditNote: "Download {document} PDF",
    reversingNames: { "credit-note": "credit note", "refund-voucher": "refund voucher" },
    downloadFailed: "The PDF could not be downloaded. Please try again.",
    /** The failure toast's title. */
    error: "Error",
    /** The page's heading over each kind of document. */
    headings: {
      invoice: "Invoice",
      "receipt-voucher": "Receipt voucher",
      "refund-voucher": "Refund voucher",
      "credit-note": "Credit note",
      "payment-receipt": "Payment receipt",
    },
    /** Over a refunded payment's document; {document}: "Credit note CN/26-27/000003". */
    refunded: "Refunded in full. {document}, below, reverses it.",
    partRefunded: "{amount} of this payment was refunded. {document}, below, reverses that part.",
    /** The same, refunded in several parts: {count} refunds, each with its document below. */
    refundedInParts: "Refunded in full, in {count} refunds. Each has its document below.",
    partRefundedInParts:
      "{amount} of this payment was refunded, in {count} refunds. Each has its document below.",
  },
  document: taxDocuments,
};

export default en;
export type InvoicesWords = Words<typeof en>;
