// The purchase's shapes as the browser and the server share them. No zod here: the invoice
// pages import this, and zod would add 25 KB to them for nothing.
import { TAX_DOCUMENT_TITLES, type TaxDocument } from "./tax-document.ts";

export const INVOICE_STATUSES = ["paid", "refunded"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The document a payment gets (D24; decision 0033): a tax invoice (memberships, a booking's last
 * payment), a receipt voucher for an advance (CGST Rule 50), or, once a booking's tax invoice
 * was issued at delivery, a payment receipt that is no tax document (the invoice taxed it).
 */
export const PAYMENT_DOCUMENT_KINDS = ["invoice", "receipt-voucher", "payment-receipt"] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** An invoice as the API gives it (docs/product.md A3: _id, userId {email}, subscriptionId {name}, ...). */
/** How an invoice's money came: online (Razorpay's checkout, the local one, a payment link) or by bank transfer. */
export const INVOICE_PAYMENT_METHODS = ["online", "bank"] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export interface Invoice {
  _id: string;
  /** Order of creation; people see the serial. */
  number: number;
  /** The GST tax invoice's number, "NE/26-27/000123" (D19): the invoice number people see. */
  serial: string;
  /** A tax invoice, the receipt voucher of an advance on a booking (D24), or a payment receipt. */
  documentKind: PaymentDocumentKind;
  userId: { _id: string; email: string; name: string };
  /** The plan a membership invoice pays for; for an advance, what it is for (D21). */
  subscriptionId: { _id: string | null; name: string };
  /** Rupees, for the specification's readers; amountPaise is exact (D4). */
  amount: number;
  amountPaise: number;
  currency: string;
  billingFrequency: string;
  paymentId: string;
  purchaseDate: string;
  createdAt: string;
  /** The membership period it pays for: from startsAt (after purchaseDate on an early renewal) ... */
  startsAt: string;
  /** ... to nextBillingDate ("Plan Expire"). */
  nextBillingDate: string;
  status: InvoiceStatus;
  refundedAt: string | null;
  /** What was refunded of it: 0, a part (D23, in one refund or several) or all of it. */
  refundedPaise: number;
  /** How the money came; a refund goes back the same way (a bank transfer's needs its reference). */
  paidBy: InvoicePaymentMethod;
  /** The GST credit note (or refund voucher) of its latest refund; null before any. */
  creditNote: { serial: string } | null;
  /**
   * An advance on a booking: the booking's tax invoice issued apart from a payment (at delivery,
   * or for what a cancellation kept; decision 0048) that deducted it, its page
   * /invoice?booking=<inquiryId>; else null.
   */
  deductedOn: { serial: string; inquiryId: string } | null;
}

/** GET /invoice/document/:invoiceId: the invoice as issued, and a credit note per refund of it. */
export interface InvoiceDocuments {
  invoice: Invoice;
  document: TaxDocument;
  /** One per refund, the oldest first; empty before any. */
  creditNotes: TaxDocument[];
}

/** What POST /payment/order answers (D1: the amount is the server's). */
export interface OrderAnswer {
  order: { id: string; amount: number; currency: string };
  subscription: { _id: string; name: string; slug: string };
  /** The public key id the checkout needs. */
  keyId: string;
  /** Which checkout to open: Razorpay's, or the local test checkout (no keys configured). */
  checkout: "razorpay" | "local";
}

/** What a checkout hands back after a successful payment (Razorpay's handler response). */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay Checkout's payment.failed error, which the local checkout answers too. */
export interface CheckoutFailure {
  error: { code?: string; description: string; reason?: string; metadata?: Record<string, unknown> };
}

/** A tax document's number as part of a file name: "NE-26-27-000123". */
export function serialFileName(serial: string): string {
  return serial.replaceAll("/", "-");
}

/** A tax document's PDF, downloaded or attached: "Tax invoice NE-26-27-000123.pdf", "Credit note CN-26-27-000004.pdf". */
export function documentFileName(document: Pick<TaxDocument, "kind" | "number">): string {
  const title = TAX_DOCUMENT_TITLES[document.kind];
  return `${title.charAt(0)}${title.slice(1).toLowerCase()} ${serialFileName(document.number)}.pdf`;
}
