// The lists the member's pages share (the dashboard and /invoice) in English: what a list shows
// while it failed to load (the admin panel's lists too), and the invoice table (docs/product.md
// A2: its caption, columns and dates are the specification's).
import type { PaymentDocumentKind } from "../../schemas/invoice.ts";
import type { Words } from "../words.ts";

const en = {
  states: {
    /** "Your invoices could not be loaded: <the reason>". */
    failed: "{what} could not be loaded: {message}",
    retry: "Try again",
  },
  invoiceTable: {
    caption: "A list of your recent invoices.",
    columns: {
      email: "Email",
      planName: "Plan Name",
      planType: "Plan Type",
      purchasedAt: "Purchased At",
      planExpire: "Plan Expire",
    },
    /** The last column's heading, heard only. */
    invoice: "Invoice",
    new: "New",
    refunded: "Refunded",
    view: "View",
    viewInvoice: "View invoice {serial}",
    /** Under an advance a booking's tax invoice deducted (at delivery, or for a cancellation): a link to it. */
    deductedOn: "Deducted on tax invoice {serial}",
    /** Beside the link: which document it is and what was paid, "Receipt voucher RV/26-27/000001 · ₹45,000.00". */
    document: "{title} {serial} · {amount}",
    titles: {
      invoice: "Tax invoice",
      "receipt-voucher": "Receipt voucher",
      "payment-receipt": "Payment receipt",
    } satisfies Record<PaymentDocumentKind, string>,
    /** A payment refunded in part. */
    partRefunded: "Refunded {amount}",
    /** By billing frequency; one not named here shows as the API gives it, capitalised. */
    planTypes: { yearly: "Yearly", advance: "Advance", balance: "Balance" } as Record<string, string>,
  },
};

export default en;
export type ListWords = Words<typeof en>;
export type ListStateWords = ListWords["states"];
export type InvoiceTableWords = ListWords["invoiceTable"];
