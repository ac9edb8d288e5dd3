// The payment provider behind POST /payment/order: Razorpay with keys, the local test
// provider without (decision 0009). Both sign payments the same way (HMAC-SHA256 of
// "order_id|payment_id" with the key secret), so one verification path serves both; and both
// answer the reconciler's question "which payments does this order have?".
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { localPayments, paymentOrders } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ConfigError, type Env } from "../env.ts";

export const LOCAL_KEY_ID = "rzp_test_local";
export const LOCAL_KEY_SECRET = "local_test_secret";

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A payment's status as Razorpay names it. */
export const PROVIDER_PAYMENT_STATUSES = ["created", "authorized", "captured", "refunded", "failed"] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** Why a failed payment failed, in the provider's words. */
  errorDescription?: string;
}

/** A refund the provider made (or had made before, for the same idempotency key). */
export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

export interface PaymentProvider {
  readonly name: "razorpay" | "local";
  /** Public key id the checkout needs. */
  readonly keyId: string;
  /** Creates the provider's order for `amountPaise`; `receipt` is our order id. */
  createOrder(input: { amountPaise: number; currency: "INR"; receipt: string }): Promise<ProviderOrder>;
  /** Every payment attempted on the provider's order, newest first; throws when it cannot tell. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds a captured payment. The same `idempotencyKey` never refunds twice: a repeat
   * answers the refund made the first time. Throws when the provider refuses or cannot answer.
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
}

/**
 * Orders created here; the local checkout (no money moves) records its payments in the
 * `local_payments` table, the provider's books, and signs them with the secret.
 */
export function createLocalProvider(db: Database): PaymentProvider {
  return {
    name: "local",
    keyId: LOCAL_KEY_ID,
    async createOrder({ amountPaise, currency }) {
      return { id: `order_local_${randomBytes(9).toString("base64url")}`, amount: amountPaise, currency };
    },
    async fetchOrderPayments(providerOrderId) {
      const rows = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.providerOrderId, providerOrderId))
        .orderBy(desc(localPayments.createdAt), desc(localPayments.id));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        ...(row.errorDescription ? { errorDescription: row.errorDescription } : {}),
      }));
    },
    async refundPayment({ paymentId, amountPaise, idempotencyKey }) {
      // The refund's id is made from the key, so a repeat finds the refund it made.
      const refundId = `rfnd_local_${idempotencyKey.replaceAll("-", "").slice(0, 16)}`;
      const [payment] = await db
        .select({
          status: localPayments.status,
          refundId: localPayments.refundId,
          refundedPaise: localPayments.refundedPaise,
          amountPaise: paymentOrders.amountPaise,
        })
        .from(localPayments)
        .innerJoin(
          paymentOrders,
          and(
            eq(paymentOrders.provider, "local"),
            eq(paymentOrders.providerOrderId, localPayments.providerOrderId),
          ),
        )
        .where(eq(localPayments.id, paymentId));
      if (!payment) throw new Error(`The local provider has no payment ${paymentId}`);
      if (payment.refundId === refundId) return { id: refundId, amountPaise };
      if (payment.status === "refunded") throw new Error("The payment has been fully refunded already");
      if (payment.status !== "captured") throw new Error("The payment has not been captured");
      // Parts, as Razorpay allows them, never beyond the payment: "refunded" once all of it is.
      const refundedPaise = payment.refundedPaise + amountPaise;
      if (refundedPaise > payment.amountPaise)
        throw new Error("The refund is more than is left of the payment");
      const [made] = await db
        .update(localPayments)
        .set({
          status: refundedPaise === payment.amountPaise ? "refunded" : "captured",
          refundId,
          refundedPaise,
        })
        .where(
          and(
            eq(localPayments.id, paymentId),
            eq(localPayments.status, "captured"),
            eq(localPayments.refundedPaise, payment.refundedPaise),
          ),
        )
        .returning({ id: localPayments.id });
      if (!made) throw new Error("Another refund of the payment was made meanwhile");
      return { id: refundId, amountPaise };
    },
  };
}

export const RAZORPAY_API_URL = "https://api.razorpay.com";

/**
 * How long one call to Razorpay may take. Razorpay answers in well under a second; the
 * limit stays below the 10 s a synchronous Netlify Function may run, so that a hanging
 * Razorpay gets the buyer our clear 503 rather than the platform's bare timeout.
 */
export const RAZORPAY_TIMEOUT_MS = 8000;

type RazorpayError = { error?: { description?: unknown } };

function razorpayFailure(status: number, body: RazorpayError | undefined, fallback: string): Error {
  const description = body?.error?.description;
  return new Error(
    `Razorpay answered ${status}: ${typeof description === "string" ? description : fallback}`,
  );
}

function isPaymentStatus(value: unknown): value is ProviderPaymentStatus {
  return PROVIDER_PAYMENT_STATUSES.includes(value as ProviderPaymentStatus);
}

/**
 * Razorpay's Orders API over fetch (POST /v1/orders, GET /v1/orders/:id/payments, basic auth
 * with the key id and secret), not the `razorpay` SDK, whose host is hard-coded (decision
 * 0009). `apiUrl` points it at a local stand-in in tests; production refuses that (env.ts).
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  apiUrl?: string;
  timeoutMs?: number;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const url = (path: string) => new URL(path, options.apiUrl ?? RAZORPAY_API_URL);
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? RAZORPAY_TIMEOUT_MS);
  return {
    name: "razorpay",
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const response = await fetch(url("/v1/orders"), {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify({ amount: amountPaise, currency, receipt }),
        signal: signal(),
      });
      const body = (await response.json().catch(() => undefined)) as
        ({ id?: unknown; amount?: unknown; currency?: unknown } & RazorpayError) | undefined;
      if (!response.ok || typeof body?.id !== "string") {
        throw razorpayFailure(response.status, body, "no order");
      }
      return { id: body.id, amount: Number(body.amount), currency: String(body.currency) };
    },
    async fetchOrderPayments(providerOrderId) {
      const response = await fetch(url(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`), {
        headers: { Authorization: auth },
        signal: signal(),
      });
      // { entity: "collection", count, items: [{ id, status, error_description, ... }] }
      const body = (await response.json().catch(() => undefined)) as
        ({ items?: unknown } & RazorpayError) | undefined;
      if (!response.ok || !Array.isArray(body?.items)) {
        throw razorpayFailure(response.status, body, "no list of payments");
      }
      return body.items.map((item: { id?: unknown; status?: unknown; error_description?: unknown }) => {
        if (typeof item?.id !== "string" || !isPaymentStatus(item.status)) {
          throw new Error(`Razorpay answered a payment of order ${providerOrderId} that is not understood`);
        }
        return {
          id: item.id,
          status: item.status,
          ...(typeof item.error_description === "string" ? { errorDescription: item.error_description } : {}),
        };
      });
    },
    async refundPayment({ paymentId, amountPaise, idempotencyKey, notes }) {
      // POST /v1/payments/:id/refund, idempotent with X-Refund-Idempotency: a retry with the
      // same key and body answers the same refund, never a second one.
      const response = await fetch(url(`/v1/payments/${encodeURIComponent(paymentId)}/refund`), {
        method: "POST",
        headers: {
          Authorization: auth,
          "Content-Type": "application/json",
          "X-Refund-Idempotency": idempotencyKey,
        },
        body: JSON.stringify({ amount: amountPaise, speed: "normal", notes }),
        signal: signal(),
      });
      const body = (await response.json().catch(() => undefined)) as
        ({ id?: unknown; amount?: unknown } & RazorpayError) | undefined;
      if (!response.ok || typeof body?.id !== "string") {
        throw razorpayFailure(response.status, body, "no refund");
      }
      return { id: body.id, amountPaise: Number(body.amount) };
    },
  };
}

export interface PaymentSetup {
  provider: PaymentProvider;
  /** Signs and verifies payment signatures (RAZORPAY_KEY_SECRET, or the local secret). */
  keySecret: string;
}

/**
 * The configured provider; `db` holds the local provider's books when it is the one. In
 * production only Razorpay itself: env.ts already refuses anything else, and this refuses it
 * again (decision 0020), so that no path ever lets an order be "paid" with no money moving.
 */
export function createPayments(
  env: Pick<
    Env,
    "isProduction" | "providers" | "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_API_URL"
  >,
  db: Database,
): PaymentSetup {
  if (env.isProduction) {
    if (env.providers.payments !== "razorpay" || !env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
      throw new ConfigError("Refusing the local test checkout in production: Razorpay's keys are required");
    }
    if (env.RAZORPAY_API_URL) {
      throw new ConfigError("Refusing RAZORPAY_API_URL in production: payments go to Razorpay itself");
    }
  }
  if (env.providers.payments === "razorpay" && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return {
      provider: createRazorpayProvider({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        apiUrl: env.RAZORPAY_API_URL,
      }),
      keySecret: env.RAZORPAY_KEY_SECRET,
    };
  }
  return { provider: createLocalProvider(db), keySecret: env.RAZORPAY_KEY_SECRET ?? LOCAL_KEY_SECRET };
}
