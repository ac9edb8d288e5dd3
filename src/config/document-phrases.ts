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
