// Quotes and deposits on inquiries (docs/product.md D21) as the API gives them, and their words. No zod: the
// dashboard and the admin panel import this (quote-requests.ts holds the request schemas).
import type { InquiryKind, InquiryStatus } from "./admin.ts";

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
  totalPaise: number;
  depositPercent: number;
  depositPaise: number;
  /** The last calendar day (India) it can be paid, YYYY-MM-DD. */
  validUntil: string;
  note: string;
  state: QuoteState;
  createdAt: string;
  paidAt: string | null;
  /** The tax invoice of the advance, once paid. */
  invoice: { _id: string; serial: string } | null;
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
  paid: { invoiceId: string; serial: string; amountPaise: number; paidAt: string } | null;
  /** What remains to pay of the quote's total once the deposit is paid. */
  remainingPaise: number | null;
}

export const QUOTE_MESSAGES = {
  lines: "Please add at least one line, at most 20.",
  lineDescription: "Please describe each line (2 to 200 characters, one line).",
  lineAmount: "Please give each line an amount from ₹1 to ₹1,00,00,000.",
  total: "A quote's total can be at most ₹2,00,00,000.",
  depositMinimum: "The deposit must be at least ₹1: raise the amounts or the deposit's share.",
  depositPercent: (min: number, max: number) =>
    `The deposit must be from ${min}% to ${max}% for this kind of inquiry.`,
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
} as const;

/** The longest a quote can stay open, in days from the day it is sent. */
export const QUOTE_VALID_DAYS_MAX = 180;
/** A new quote's default validity, in days. */
export const QUOTE_VALID_DAYS_DEFAULT = 14;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_NOTE_MAX = 1000;
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
