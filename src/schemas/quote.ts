// Quotes and deposits on inquiries (docs/product.md D21) as the API gives them, and their words. No zod: the
// dashboard and the admin panel import this (quote-requests.ts holds the request schemas).
import type { CancellationTerms } from "../config/cancellation.ts";
import { BALANCE_DUE_DAYS_BEFORE } from "../config/inquiry.ts";
import { addIsoDays } from "../lib/dates.ts";
import type { InquiryKind, InquiryStatus } from "./admin.ts";
import type { PaymentDocumentKind } from "./invoice.ts";

export interface QuoteLine {
  description: string;
  /** GST included (D19). */
  amountPaise: number;
}

/**
 * "expired": open, but its last day has passed; it can no longer be paid. "refunded": its
 * deposit was paid and then refunded (the booking is off).
 */
export type QuoteState = "open" | "expired" | "superseded" | "paid" | "refunded";

export interface QuoteView {
  _id: string;
  inquiryId: string;
  version: number;
  lines: QuoteLine[];
  /** The member's booking discount taken off the lines' sum (D22); null without one. */
  discount: QuoteDiscount | null;
  /** What is to be paid: the lines' sum less the discount. */
  totalPaise: number;
  depositPercent: number;
  depositPaise: number;
  /** The last calendar day (India) it can be paid, YYYY-MM-DD. */
  validUntil: string;
  /** The day the balance is due (YYYY-MM-DD, D22); null on quotes made before balances. */
  balanceDueOn: string | null;
  note: string;
  /**
   * Where an event is held (its state's GST code): its place of supply for a buyer without a
   * GSTIN (decision 0046). Null for catering and travel, and on older event quotes.
   */
  eventStateCode: string | null;
  /** Where the service is delivered: the documents' address of delivery (Rule 46(f)); null when not given. */
  venue: string | null;
  state: QuoteState;
  createdAt: string;
  paidAt: string | null;
  /** The tax invoice of the advance, once paid. */
  invoice: { _id: string; serial: string } | null;
}

/** A member's booking discount on a quote: the plan it came from, its percentage, the amount. */
export interface QuoteDiscount {
  plan: string;
  percent: number;
  amountPaise: number;
}

/** "Member discount (Premium, 10%)": the discount's line as the quote, the e-mail and the invoice say it. */
export function discountLabel(discount: Pick<QuoteDiscount, "plan" | "percent">): string {
  return `Member discount (${discount.plan}, ${discount.percent}%)`;
}

/** A status the inquiry reached, and when (the first time). */
export interface TimelineStep {
  status: InquiryStatus;
  at: string;
}

/** GET /inquiry/{id}/booking: where a member's inquiry stands, its quote and what is paid. */
export interface InquiryBooking {
  _id: string;
  reference: string;
  kind: InquiryKind;
  status: InquiryStatus;
  createdAt: string;
  timeline: TimelineStep[];
  /** The quote to show: the one that can be paid (or has been); null before any. */
  quote: QuoteView | null;
  /** The first payment (the deposit) and its document. */
  paid: { invoiceId: string; serial: string; amountPaise: number; paidAt: string } | null;
  /** What remains to pay of the quote's total once the deposit is paid. */
  remainingPaise: number | null;
  /**
   * On a confirmed booking, what was paid beyond the quote's total (an order opened before the
   * quote changed, paid late): owed back to the customer, 0 when nothing is; null unconfirmed.
   */
  overpaidPaise: number | null;
  /** Every payment on the quote shown, the oldest first, with its GST document (D22, D24). */
  payments: BookingPayment[];
  /** The rest of a confirmed booking: how much and by when; else null. */
  balance: BookingBalance | null;
  /**
   * The next amount to pay (the deposit, then the balance) when it is above what one card or UPI
   * payment usually carries: the business's account, and the reference to quote. Else null.
   */
  bankTransfer: BankTransferDetails | null;
  /** The member's cancellation by the policy, once asked (D23); else null. */
  cancellation: CancellationView | null;
  /**
   * The booking's tax invoice for its full value (D24), once issued: with the payment that
   * completed the total, or by an operator when the service was delivered. Else null.
   */
  taxInvoice: BookingTaxInvoice | null;
}

/**
 * A booking's tax invoice, as the booking view names it: for its full value (decision 0033), or,
 * when a cancellation kept money and nothing had invoiced it, for what was kept (decision 0048).
 */
export interface BookingTaxInvoice {
  serial: string;
  issuedAt: string;
  /** Issued by an operator at delivery: the day the service was delivered (YYYY-MM-DD); else null. */
  deliveredOn: string | null;
  /** Issued for what the cancellation kept under the refund policy (decision 0048). */
  forCancellation: boolean;
  /** The invoice's full value: the paid quote's total, or what the cancellation kept. */
  amountPaise: number;
  /** What it left to pay when it was issued (0 when it came with the last payment). */
  duePaise: number;
  /**
   * The payment whose document it is (its page: /invoice?id=…); null when an operator issued it
   * at delivery or a cancellation did (its page: /invoice?booking=<the inquiry's id>).
   */
  documentId: string | null;
}

/** The bank details shown with a large amount: the account, the reference to quote, the amount. */
export interface BankTransferDetails extends BankDetails {
  /** The inquiry's reference, to quote with the transfer. */
  reference: string;
  amountPaise: number;
}

/** One payment on a booking: its document (receipt voucher, tax invoice or payment receipt) and how it came. */
export interface BookingPayment {
  documentId: string;
  serial: string;
  documentKind: PaymentDocumentKind;
  amountPaise: number;
  paidAt: string;
  method: "online" | "bank-transfer";
  refunded: boolean;
  /** What was given back of it: all of it when refunded, a part after a cancellation (D23). */
  refundedPaise: number;
  /**
   * The documents of what was given back, one per refund, the oldest first (shown with the
   * payment's own, at /invoice?id=documentId).
   */
  reversals: {
    serial: string;
    documentKind: "credit-note" | "refund-voucher";
    /** What the document gives back, GST included. */
    amountPaise: number;
  }[];
}

/** Where a bank transfer goes (configured: BANK_* variables). */
export interface BankDetails {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
}

export interface BookingBalance {
  /** What remains of the total (0 once paid in full). */
  amountPaise: number;
  /** YYYY-MM-DD; null on quotes made before balances were asked. */
  dueOn: string | null;
  state: "due" | "overdue" | "paid";
}

export const QUOTE_MESSAGES = {
  lines: "Please add at least one line, at most 20.",
  lineDescription: "Please describe each line (2 to 200 characters, one line).",
  lineAmount: "Please give each line an amount from ₹1 to ₹1,00,00,000.",
  total: "A quote's total can be at most ₹2,00,00,000.",
  depositMinimum: "The deposit must be at least ₹1: raise the amounts or the deposit's share.",
  depositPercent: (min: number, max: number) =>
    `The deposit must be from ${min}% to ${max}% for this kind of inquiry.`,
  /** Before the inquiry's kind is known: any share at all. */
  depositShare: "The deposit must be a whole percentage from 1% to 100%.",
  validUntil: "Please choose a last day to pay, from today to 180 days ahead.",
  note: "Please keep the note under 1,000 characters.",
  confirmed: "This inquiry is confirmed: its deposit is paid, so its quote can no longer change.",
  closed: "This inquiry is closed: its quote can no longer be paid. Please ask us for a new one.",
  notPayable: {
    superseded: "This quote was replaced by a newer one. Please look at the latest quote.",
    expired: "This quote has expired. Please ask us for a new one.",
    paid: "The deposit on this quote is already paid.",
    refunded: "The deposit on this quote was refunded. Please ask us for a new quote.",
  },
  orderInProgress: "A payment for this quote is being prepared. Please try again in a moment.",
  quoteNotFound: "Unknown quote.",
  balanceDueOn: (earliest: string, latest: string) =>
    earliest === latest
      ? `The balance of this kind of booking is due on ${earliest}.`
      : `Please choose a balance due day from ${earliest} to ${latest}.`,
  notConfirmed: "This booking is not confirmed: there is no balance to pay.",
  balanceDueOnFormat: "Please choose the balance's due day as a date.",
  eventState: "Please choose the state where the event is held.",
  venue: "Please give the venue's address on one line, at most 200 characters.",
  venueNotTour: "A tour has no one address of delivery: leave the venue out.",
  venueNeeded:
    "Please give the venue: an invoice of ₹50,000 or more to a customer without a GSTIN names the address of delivery.",
  eventStateNotEvent: "Only an event is held in a state: leave it out for catering and travel.",
  transferAmount: "Please give the amount received, from ₹1 to ₹2,00,00,000.",
  transferTooMuch: (remaining: string) => `That is more than remains to pay on this booking (${remaining}).`,
  transferBelowDeposit: (deposit: string) =>
    `A transfer before the booking is confirmed must cover the deposit (${deposit}).`,
  utr: "Please give the transfer's UTR: 12 to 22 letters and digits, as the bank statement shows it.",
  utrTaken: "This UTR is already recorded: a transfer can be recorded once.",
  billedAlready: (name: string) =>
    `This booking's documents are made out to ${name}, as its first payment was: a booking has one buyer. Record the transfer without billing details.`,
  receivedOn: "Please give the day the money was received: not in the future, at most 180 days ago.",
  noPayableQuote: "This inquiry has no quote that can be paid: send a quote first.",
  nothingRemains: "This booking is paid in full.",
  balanceInProgress: "A payment for this balance is being prepared. Please try again in a moment.",
} as const;

export const BANK_TRANSFER_RECORDED = "Bank transfer recorded: its document is issued and e-mailed.";
export const BALANCE_PAID = "Payment received: thank you.";

/** A UTR: the bank's reference of a NEFT, RTGS or IMPS transfer; spaces are ignored, letters upper-cased. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

/** The longest a quote can stay open, in days from the day it is sent. */
export const QUOTE_VALID_DAYS_MAX = 180;
/** A new quote's default validity, in days. */
export const QUOTE_VALID_DAYS_DEFAULT = 14;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_NOTE_MAX = 1000;
/** The longest venue address a quote takes: it is printed in the documents' facts column. */
export const VENUE_MAX = 200;
export const QUOTE_LINE_MIN_PAISE = 100;
export const QUOTE_LINE_MAX_PAISE = 1_000_000_000;
/** Within the database's integer column, whatever the number of lines. */
export const QUOTE_TOTAL_MAX_PAISE = 2_000_000_000;
/** Razorpay takes no payment under ₹1. */
export const DEPOSIT_MIN_PAISE = 100;

/** The deposit on a total at a percentage, to the paisa (half a paisa rounds up). */
export function depositOf(totalPaise: number, percent: number): number {
  return Math.round((totalPaise * percent) / 100);
}

/**
 * The days the balance can be due (YYYY-MM-DD, both included): the refund policy's range
 * before the service for the kind (D22), never before the day the quote is made. A booking
 * made later than the range allows owes its balance on that day.
 */
export function balanceDueRange(
  kind: InquiryKind,
  serviceDate: string,
  today: string,
): { earliest: string; latest: string } {
  const days = BALANCE_DUE_DAYS_BEFORE[kind];
  const later = (day: string) => (day < today ? today : day);
  return {
    earliest: later(addIsoDays(serviceDate, -days.max)),
    latest: later(addIsoDays(serviceDate, -days.min)),
  };
}

/** How long a payment link can be paid, in days from when it is made (D22). */
export const PAYMENT_LINK_DAYS = 7;

/**
 * Where a payment link stands: paid; cancelled (by an operator, or with the booking); expired
 * after PAYMENT_LINK_DAYS; stale when the booking no longer asks what it pays (paid another
 * way, a new quote, a refund that changed what remains); else payable.
 */
export const PAYMENT_LINK_STATES = ["payable", "paid", "expired", "cancelled", "stale"] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/** A payment link as the operators see it (the token itself only once, when it is made). */
export interface PaymentLinkView {
  _id: string;
  purpose: "deposit" | "balance";
  amountPaise: number;
  state: PaymentLinkState;
  expiresAt: string;
  createdAt: string;
  /** The address to send; only in the answer that made the link (the server keeps a hash). */
  url?: string;
}

/** A payment link as anyone holding it sees it: what is paid, to whom, nothing about the customer. */
export interface PublicPaymentLink {
  reference: string;
  purpose: "deposit" | "balance";
  amountPaise: number;
  business: string;
  state: PaymentLinkState;
  expiresAt: string;
  /** Where the amount can be sent by bank instead, when it is large (payable links only). */
  bankTransfer: BankTransferDetails | null;
}

export const PAYMENT_LINK_MESSAGES = {
  notFound: "This payment link is not valid. Please ask us for a new one.",
  paid: "This payment link has been paid. Thank you.",
  expired: "This payment link has expired. Please ask us for a new one.",
  cancelled: "This payment link was cancelled. Please ask us for a new one.",
  stale: "What remains to pay on this booking has changed: please ask us for a new link.",
  nothingToPay: "This inquiry has nothing to pay now: quote it first, or it is paid in full.",
  created: "Payment link made: copy it and send it.",
  cancelledNow: "The payment link is cancelled.",
  paidNow: "Payment received: thank you. The customer gets its receipt by e-mail.",
} as const;

/**
 * A booking's cancellation by the policy (D23): its terms (what it keeps and gives back, the
 * policy's words and timeline, src/config/cancellation.ts), and where it stands.
 */
export interface CancellationView extends CancellationTerms {
  serviceDate: string;
  /** preview: what cancelling today would give back; requested: the operators refund it next. */
  state: "preview" | "requested" | "refunded";
  requestedAt: string | null;
  refundedAt: string | null;
}

/** An operator's "Service delivered: issue the tax invoice" (D24; decision 0033), and its refusals. */
export const TAX_INVOICE_MESSAGES = {
  issued: "Tax invoice issued: the customer gets it by e-mail.",
  notConfirmed: "Only a confirmed booking, its deposit paid, can be invoiced at delivery.",
  already: (serial: string) => `This booking's tax invoice is already issued: ${serial}.`,
  deliveredOn:
    "Please give the day the service was delivered: not in the future, not before the quote was made.",
  deliveredOnFormat: "Please give the day the service was delivered as a date.",
  notAddingUp:
    "This booking's advances cannot be deducted on one tax invoice (they were taxed differently): please issue it by hand.",
  overpaid: (beyond: string) =>
    `More was paid than this booking's total (${beyond} beyond it): refund that to the customer first, then issue the tax invoice.`,
  none: "This booking has no tax invoice yet.",
} as const;

export const CANCELLATION_MESSAGES = {
  delivered:
    "This booking's service was delivered and invoiced: it can no longer be cancelled here. Please contact us.",
  notConfirmed: "Only a confirmed booking can be cancelled here. Please contact us.",
  already: "This booking's cancellation has already been received.",
  past: "The day of this booking has passed: it can no longer be cancelled here. Please contact us.",
  none: "This booking has not been cancelled.",
  received: "Your cancellation is received. We will refund what the policy gives back.",
  refunded: "The cancellation is refunded: the customer gets the documents by e-mail.",
  /** What is left of the payments made before the cancellation cannot carry the refund. */
  cannotCover: (toRefund: string, refundable: string) =>
    `Nothing was refunded: ${toRefund} is due back, but only ${refundable} of the payments made before the cancellation is left to refund. Refund the rest outside the panel and note it on the inquiry.`,
} as const;
