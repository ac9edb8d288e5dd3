// The purchase's calls (spec section 7), in the order the payment flow makes them.
import { apiRequest } from "../../client/api.ts";
import type { CheckoutFailure, CheckoutSuccess, Invoice, OrderAnswer } from "../../schemas/invoice.ts";

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

/** Step 1: the order. The server charges the plan's yearly price whatever `amount` says (D1). */
export function createOrder(plan: PlanRecord, userId: string): Promise<OrderAnswer> {
  return apiRequest<OrderAnswer>("/payment/order", {
    method: "POST",
    body: {
      amount: plan.yearlyPricePaise,
      billingFrequency: "yearly",
      subscriptionId: plan._id,
      userId,
    },
  });
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

export async function fetchInvoices(userId: string): Promise<Invoice[]> {
  const { invoices } = await apiRequest<{ invoices: Invoice[] }>(`/invoice/getall/${userId}`);
  return invoices;
}
