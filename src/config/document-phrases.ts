// Phrases a tax document carries as issued that hold a value, defined once: the server writes
// them into documents, and a page in another language reads them back to say them its way
// (lib/tax-document-facts.ts asIssued). Kept apart from config/gst.ts so that a page reading
// them loads nothing more.

/**
 * How a payment by bank transfer came, as its document says: "Bank transfer, received 29
 * November 2026" (documents issued before wrote the day "November 29, 2026"; the pattern reads both).
 */
export const bankTransferReceived = (day: string) => `Bank transfer, received ${day}`;
export const BANK_TRANSFER_RECEIVED = /^Bank transfer, received (.+)$/;

/**
 * The reasons the server itself gives a refund, printed on its credit note or refund voucher: a
 * cancellation's refund by the policy, and a refund made in Razorpay's dashboard without one. A
 * reason an operator typed stays as typed.
 */
export const SERVER_REFUND_REASONS = {
  cancellation: "Cancelled by the customer, under the refund policy",
  provider: "Refunded through Razorpay",
} as const;

/**
 * The lines and notes the server writes into a document with values in them, one template each:
 * the server fills them (i18n/words.ts fill), and a page or PDF in another language reads the
 * values back (lib/tax-document-facts.ts asIssued) to say the phrase its way. The document keeps
 * the English as issued. Read in this order: where two could match, the longer comes first.
 */
export const ISSUED_PHRASES = {
  /** A cancelled booking's note on the tax invoice for what its cancellation kept. */
  cancelled:
    "Booking {reference} (quote {version}): {subject}, cancelled on {date}, {days} days before. {rule}",
  /** A booking's note on its tax invoices. */
  booking: "Booking {reference} (quote {version}): {subject}.",
  /**
   * A member's discount on a booking, in its invoice's notes, named as the quote names it
   * (schemas/quote.ts discountLabel, which a page loads without these phrases; a test holds the
   * two to the same words).
   */
  discount: "Member discount ({plan}, {percent}%): {amount} off the quoted {quoted}, applied to each line.",
  /** A deposit's line on its receipt voucher: "Event management, advance on EVT-… (quote 1): Wedding event". */
  advance: "{service} on {reference} (quote {version}): {subject}",
  /** A payment after the booking's tax invoice, on its payment receipt. */
  payment: "Payment on booking {reference}: {subject}",
  /** What a cancellation kept, on its tax invoice. */
  charge: "Cancellation charge under the refund policy, booking {reference}: {subject}",
  /** A membership's line on its invoice. */
  membership: "{plan} membership (yearly), {from} to {to}",
  /** A refund's line on its credit note or refund voucher: the last part, then any other. */
  lastPart: "Last part refunded of {number}",
  part: "Part refunded of {number}",
  /** A balance reversed with its payment. */
  balance: "Balance charged on invoice {number}",
  /** A quote's line with the member's discount taken off. */
  less: "{line} (less {percent}%)",
} as const;

export type IssuedPhrase = keyof typeof ISSUED_PHRASES;

/**
 * What an inquiry is about, as documents and English e-mails say it when it is not one of the
 * forms' own kinds of occasion: "Trip to Goa", "Puja event", "Naming ceremony catering".
 */
export const SUBJECT_PHRASES = {
  trip: "Trip to {destination}",
  event: "{occasion} event",
  catering: "{occasion} catering",
} as const;

/**
 * What an inquiry is about in English, from its kind and answers: "Wedding event", "Private
 * party catering", "Trip to Goa"; an erased inquiry keeps no answers: "Trip", "Event".
 */
export function englishSubject(kind: string, details: Readonly<Record<string, unknown>>): string {
  if (kind === "travel")
    return details.travelDestination
      ? SUBJECT_PHRASES.trip.replace("{destination}", String(details.travelDestination))
      : "Trip";
  const kindWord = kind === "catering" ? "catering" : "event";
  const type = String(details.eventType ?? "");
  const other = String(details.otherEventType ?? "");
  const label = type === "other" && other ? other : type.replace(/([A-Z])/g, " $1").toLowerCase();
  const said = label ? SUBJECT_PHRASES[kindWord].replace("{occasion}", label) : kindWord;
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}
