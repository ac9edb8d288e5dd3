// A quoted inquiry's quote on the member's dashboard, in English (docs/product.md D21, D22,
// D23): its lines, the deposit, the payments and their documents, the balance, the bank
// transfer and the cancellation. They load with the quote's panel (inquiry-progress.tsx), one
// language at a time.
import { BALANCE_PAID, CANCELLATION_MESSAGES, QUOTE_MESSAGES } from "../../schemas/quote.ts";
import type { TaxDocumentKind } from "../../schemas/tax-document.ts";
import type { Words } from "../words.ts";
import bank from "./bank-transfer.ts";
import billing from "./billing.ts";

const en = {
  /** The invoice details asked before the deposit is paid. */
  billing,
  heading: "Quote {version} for {reference}",
  caption: "What the quote is for",
  item: "Item",
  amount: "Amount",
  discount: "Member discount ({plan}, {percent}%)",
  total: "Total (GST included)",
  deposit: "Deposit to confirm",
  payBy: "Pay by",
  balanceDueBy: "Balance due by",
  refundPolicy: "Refund policy for this booking",
  readRefundPolicy: "Read the refund policy",
  /** Why a quote cannot be paid (the API's own words). */
  notPayable: QUOTE_MESSAGES.notPayable,
  /** A payment's document as its link says it: "Receipt voucher RV/26-27/000001". */
  documentTitles: {
    invoice: "Tax invoice",
    "receipt-voucher": "Receipt voucher",
    "refund-voucher": "Refund voucher",
    "credit-note": "Credit note",
    "payment-receipt": "Payment receipt",
  } satisfies Record<TaxDocumentKind, string>,
  document: "{title} {serial}",
  depositPaid: "Deposit of {amount} paid on {date}.",
  payments: "Payments and their documents",
  byBankTransfer: ", bank transfer",
  refunded: ", refunded",
  /** Under a payment, the document of what was given back: "Credit note CN/26-27/000003: ₹50,000.00 refunded". */
  reversal: "{document}: {amount} refunded",
  remaining: "Remaining to pay:",
  overdueSince: ", overdue since {date}.",
  dueBy: ", due by {date}.",
  asPolicySays: ", as the refund policy says.",
  paidInFull: "Paid in full. Thank you.",
  /** More was paid than the total (an old checkout paid late): the operators refund it. */
  overpaid: "{amount} was paid beyond the total: we will refund it to you.",
  /** After the link to the booking's tax invoice. */
  deliveryInvoice: "for the booking's full value, {amount}, issued when the service was delivered on {date}.",
  cancellationInvoice:
    "for the {amount} the cancellation kept under the refund policy, issued on {date}; what you paid before is deducted from it.",
  remainsAgainst: " What remains is paid against it: each payment gets a receipt.",
  cancelledBefore: "Cancelled {days} days before.",
  refundedWithin: "{amount} refunded: it reaches your account within {days} business days.",
  willBeRefunded: "{amount} will be refunded within {days} business days of the refund.",
  nothingBack: "Under the refund policy nothing comes back.",
  cancel: "Cancel this booking",
  cancelHeading: "Cancel {reference}?",
  /** {refund} is shown in bold. */
  cancelTerms: "Cancelling today, {days} days before, you get back {refund} of the {paid} you paid{within}.",
  cancelWithin: ", within {days} business days of the refund",
  policy: "The refund policy: {rule}",
  confirmCancel: "Confirm the cancellation",
  keep: "Keep the booking",
  cancelFailed: "We could not cancel just now. Nothing changed; please try again.",
  cancellationReceived: CANCELLATION_MESSAGES.received,
  /** The failure toast's title. */
  error: "Error",
  bank,
  /** The checkout's description of each payment. */
  balanceOn: "Balance on {reference}",
  depositOn: "Deposit on {reference}",
  balancePaid: BALANCE_PAID,
  depositPaidToast: "Deposit paid: your booking is confirmed.",
  payBalance: "Pay balance {amount}",
  acceptAndPay: "Accept and pay deposit",
  payDeposit: "Pay deposit {amount}",
  /**
   * The refund policy's words for what applies (src/config/cancellation.ts), which the API
   * gives in English, by their English: none in English, each in Hindi.
   */
  rules: {} as Record<string, string>,
};

export default en;
export type QuoteWords = Words<typeof en>;
