// The purchase's calls (docs/product.md A7), in the order the payment flow makes them; the
// member's membership and invoices, which the dashboard reads first, are in member-reads.ts.
import { apiRequest } from "../../client/api.ts";
import type { BillingBody, BillingDraft } from "../../schemas/billing-rules.ts";
import type {
  CheckoutFailure,
  CheckoutSuccess,
  Invoice,
  InvoiceDocuments,
  OrderAnswer,
} from "../../schemas/invoice.ts";
import type { BookingTaxInvoice, CancellationView, InquiryBooking } from "../../schemas/quote.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";

/** A plan as GET /subscription gives it (the fields the summary shows). */
export interface PlanRecord {
  _id: string;
  slug: string;
  name: string;
  description: string;
  yearlyPricePaise: number;
  monthlyPricePaise: number;
}

export async function fetchPlans(): Promise<PlanRecord[]> {
  const { subscriptions } = await apiRequest<{ subscriptions: PlanRecord[] }>("/subscription", {
    auth: false,
  });
  return subscriptions;
}

/** Step 1: the order, with whom the tax invoice is for (D19). The server charges the plan's yearly price whatever `amount` says (D1). */
export function createOrder(plan: PlanRecord, userId: string, billing: BillingBody): Promise<OrderAnswer> {
  return apiRequest<OrderAnswer>("/payment/order", {
    method: "POST",
    body: {
      amount: plan.yearlyPricePaise,
      billingFrequency: "yearly",
      subscriptionId: plan._id,
      userId,
      billing,
    },
  });
}

/** The billing details the member gave last time, to fill the form again (null the first time). */
export async function fetchBilling(): Promise<BillingDraft | null> {
  const { billing } = await apiRequest<{
    billing: { name: string; stateCode: string; gstin?: string; address?: string } | null;
  }>("/payment/billing");
  return billing
    ? {
        name: billing.name,
        stateCode: billing.stateCode,
        gstin: billing.gstin ?? "",
        address: billing.address ?? "",
      }
    : null;
}

/** The local test checkout's two buttons: a signed payment, or Razorpay's failure shape. */
export function localCheckout(
  orderId: string,
  outcome: "success" | "failure",
): Promise<CheckoutSuccess | CheckoutFailure> {
  return apiRequest<CheckoutSuccess | CheckoutFailure>("/payment/local-checkout", {
    method: "POST",
    body: { razorpay_order_id: orderId, outcome },
  });
}

/** Step 3: the server checks the signature and answers the invoice (the same one on a replay). */
export async function verifyPayment(payment: CheckoutSuccess, orderOptions: unknown): Promise<Invoice> {
  const { invoice } = await apiRequest<{ invoice: Invoice }>("/payment/verification", {
    method: "POST",
    body: { ...payment, orderOptions },
    // Verification must not be cut short by a slow moment: the payment has happened.
    timeoutMs: 45_000,
  });
  return invoice;
}

/** Step 5: the invoice e-mail. */
export async function requestInvoiceEmail(invoiceId: string): Promise<void> {
  await apiRequest("/payment/sendSubscriptionEmail", { method: "POST", body: { invoiceId } });
}

/** One invoice as issued (the GST tax invoice) and its credit note, for the printable page. */
export function fetchInvoiceDocuments(invoiceId: string): Promise<InvoiceDocuments> {
  return apiRequest<InvoiceDocuments>(`/invoice/document/${encodeURIComponent(invoiceId)}`);
}

/** A booking's tax invoice for its full value as issued (D24; decision 0033), for the printable page. */
export function fetchBookingTaxInvoice(
  inquiryId: string,
): Promise<{ taxInvoice: BookingTaxInvoice; document: TaxDocument; creditNotes: TaxDocument[] }> {
  return apiRequest(`/inquiry/${encodeURIComponent(inquiryId)}/tax-invoice`);
}

/** Where a member's inquiry stands: timeline, quote, what is paid (D21). */
export async function fetchBooking(inquiryId: string): Promise<InquiryBooking> {
  const { booking } = await apiRequest<{ booking: InquiryBooking }>(
    `/inquiry/${encodeURIComponent(inquiryId)}/booking`,
  );
  return booking;
}

/** The order for the deposit on a quote; the amount is the server's (D1, D21). */
export function createDepositOrder(
  inquiryId: string,
  quoteId: string,
  billing: BillingBody,
): Promise<OrderAnswer> {
  return apiRequest<OrderAnswer>(`/inquiry/${encodeURIComponent(inquiryId)}/deposit`, {
    method: "POST",
    body: { quoteId, billing },
  });
}

/** The order for the balance of a confirmed booking; the amount is the server's (D22). */
export function createBalanceOrder(inquiryId: string): Promise<OrderAnswer> {
  return apiRequest<OrderAnswer>(`/inquiry/${encodeURIComponent(inquiryId)}/balance`, {
    method: "POST",
    body: {},
  });
}

/** What cancelling the booking today gives back under the refund policy (D23); nothing changes. */
export async function fetchCancellation(inquiryId: string): Promise<CancellationView> {
  return (
    await apiRequest<{ cancellation: CancellationView }>(
      `/inquiry/${encodeURIComponent(inquiryId)}/cancellation`,
    )
  ).cancellation;
}

/** The member confirms the cancellation (D23). */
export async function requestCancellation(inquiryId: string): Promise<CancellationView> {
  return (
    await apiRequest<{ cancellation: CancellationView }>(
      `/inquiry/${encodeURIComponent(inquiryId)}/cancellation`,
      {
        method: "POST",
        body: {},
      },
    )
  ).cancellation;
}
