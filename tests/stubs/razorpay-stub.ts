// A local stand-in for the part of Razorpay's API the server uses (POST /v1/orders, GET
// /v1/orders/:id/payments, POST /v1/payments/:id/refund with its X-Refund-Idempotency key),
// so the real fetch client is tested over HTTP: basic auth checked
// and refused the way Razorpay refuses it, orders and payments shaped like Razorpay's
// entities. Tests add payments to an order as Razorpay Checkout would, and can make the whole
// API, or one order's payments, fail (500), hang, answer nonsense or answer slowly.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed";
  order_id: string;
  method: "card";
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface StubRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: "processed";
  speed_processed: "normal";
  created_at: number;
}

export interface StubOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  created_at: number;
  /** Newest first, as Razorpay lists them. */
  payments: StubPayment[];
}

/** ok: answers like Razorpay; fail: 500; hang: never answers; garbage: 200 with HTML; slow: ok after `slowMs`. */
export type RazorpayStubMode = "ok" | "fail" | "hang" | "garbage" | "slow";

export interface RazorpayStub {
  /** "http://127.0.0.1:PORT", for RAZORPAY_API_URL. */
  url: string;
  keyId: string;
  keySecret: string;
  orders: Map<string, StubOrder>;
  /** Refunds made, by payment id (Razorpay allows partial ones; this server makes full ones). */
  refunds: Map<string, StubRefund[]>;
  /** Every request received, whatever the answer ("GET /v1/orders/order_x/payments"). */
  requests: string[];
  /** A payment made on the order in the checkout; returns its id. */
  addPayment(orderId: string, payment: { status: "captured" | "failed"; errorDescription?: string }): string;
  /** From now on the order's payments are answered 500 (or hang, or answer nonsense). */
  failOrder(orderId: string, how?: Exclude<RazorpayStubMode, "ok" | "slow">): void;
  /** The order's payments are answered normally again. */
  healOrder(orderId: string): void;
  /** Switches every API call. */
  mode(next: RazorpayStubMode): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex").slice(0, 14)}`;
const seconds = () => Math.floor(Date.now() / 1000);

/** Razorpay's error body: { error: { code, description, source, step, reason, metadata } }. */
function errorBody(description: string, code = "BAD_REQUEST_ERROR") {
  return { error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {} } };
}

/** The app's settings that send its payments to the stand-in. */
export function razorpayEnv(stub: RazorpayStub): Record<string, string> {
  return { RAZORPAY_KEY_ID: stub.keyId, RAZORPAY_KEY_SECRET: stub.keySecret, RAZORPAY_API_URL: stub.url };
}

export async function startRazorpayStub(
  options: { keyId?: string; keySecret?: string; slowMs?: number } = {},
): Promise<RazorpayStub> {
  const keyId = options.keyId ?? "rzp_test_stubkey";
  const keySecret = options.keySecret ?? "stub_key_secret";
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const orders = new Map<string, StubOrder>();
  const failing = new Map<string, Exclude<RazorpayStubMode, "ok" | "slow">>();
  const requests: string[] = [];
  let mode: RazorpayStubMode = "ok";
  const refunds = new Map<string, StubRefund[]>();
  /** Idempotency keys seen, with the body they came with and the refund they made. */
  const refundKeys = new Map<string, { body: string; refund: StubRefund }>();
  const findPayment = (paymentId: string): StubPayment | undefined => {
    for (const order of orders.values()) {
      const payment = order.payments.find((candidate) => candidate.id === paymentId);
      if (payment) return payment;
    }
    return undefined;
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  };

  const outage = (response: ServerResponse, how: Exclude<RazorpayStubMode, "ok" | "slow">) => {
    if (how === "hang") return; // the socket stays open until the client gives up
    if (how === "garbage") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html><body>Service Temporarily Unavailable</body></html>");
    }
    answer(
      response,
      500,
      errorBody(
        "We are facing some trouble completing your request at the moment. Please try again shortly.",
        "SERVER_ERROR",
      ),
    );
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const path = new URL(request.url ?? "/", "http://stub").pathname;
    requests.push(`${request.method} ${path}`);
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 1000));
    else if (mode !== "ok") return outage(response, mode);
    if (request.headers.authorization !== expectedAuth) {
      return answer(response, 401, errorBody("Authentication failed"));
    }

    if (request.method === "POST" && path === "/v1/orders") {
      let input: { amount?: unknown; currency?: unknown; receipt?: unknown };
      try {
        input = JSON.parse(raw) as typeof input;
      } catch {
        return answer(response, 400, errorBody("The request body is not valid JSON."));
      }
      if (!Number.isInteger(input.amount) || (input.amount as number) < 100) {
        return answer(response, 400, errorBody("The amount must be atleast INR 1.00"));
      }
      if (typeof input.currency !== "string") {
        return answer(response, 400, errorBody("The currency field is required."));
      }
      const order: StubOrder = {
        id: id("order"),
        entity: "order",
        amount: input.amount as number,
        amount_paid: 0,
        amount_due: input.amount as number,
        currency: input.currency,
        receipt: typeof input.receipt === "string" ? input.receipt : null,
        status: "created",
        attempts: 0,
        created_at: seconds(),
        payments: [],
      };
      orders.set(order.id, order);
      const { payments: _payments, ...entity } = order;
      return answer(response, 200, entity);
    }

    const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (request.method === "GET" && match) {
      const orderId = decodeURIComponent(match[1]!);
      const failure = failing.get(orderId);
      if (failure) return outage(response, failure);
      const order = orders.get(orderId);
      if (!order) return answer(response, 400, errorBody("The id provided does not exist"));
      return answer(response, 200, {
        entity: "collection",
        count: order.payments.length,
        items: order.payments,
      });
    }

    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (request.method === "POST" && refund) {
      const paymentId = decodeURIComponent(refund[1]!);
      const key = request.headers["x-refund-idempotency"];
      if (typeof key === "string") {
        if (!/^[\w-]{10,}$/.test(key)) return answer(response, 400, errorBody("Invalid idempotency key"));
        const seen = refundKeys.get(key);
        if (seen) {
          return seen.body === raw
            ? answer(response, 200, seen.refund)
            : answer(
                response,
                400,
                errorBody("Different request with the same idempotency key has already been processed."),
              );
        }
      }
      const payment = findPayment(paymentId);
      if (!payment) return answer(response, 400, errorBody("The id provided does not exist"));
      if (payment.status !== "captured") {
        return answer(response, 400, errorBody("The payment has not been captured yet."));
      }
      let input: { amount?: unknown; notes?: unknown; receipt?: unknown };
      try {
        input = (raw ? JSON.parse(raw) : {}) as typeof input;
      } catch {
        return answer(response, 400, errorBody("The request body is not valid JSON."));
      }
      const amount = input.amount === undefined ? payment.amount : input.amount;
      const done = (refunds.get(paymentId) ?? []).reduce((total, made) => total + made.amount, 0);
      if (!Number.isInteger(amount) || (amount as number) < 100) {
        return answer(response, 400, errorBody("The amount must be atleast INR 1.00"));
      }
      if (done + (amount as number) > payment.amount) {
        return answer(response, 400, errorBody("The payment has been fully refunded already"));
      }
      const made: StubRefund = {
        id: id("rfnd"),
        entity: "refund",
        amount: amount as number,
        currency: payment.currency,
        payment_id: paymentId,
        notes: (input.notes ?? {}) as Record<string, string>,
        receipt: typeof input.receipt === "string" ? input.receipt : null,
        status: "processed",
        speed_processed: "normal",
        created_at: seconds(),
      };
      refunds.set(paymentId, [...(refunds.get(paymentId) ?? []), made]);
      if (typeof key === "string") refundKeys.set(key, { body: raw, refund: made });
      return answer(response, 200, made);
    }

    return answer(response, 400, errorBody("The requested URL was not found on the server."));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, errorBody("stub error", "SERVER_ERROR"));
    });
  });
  // Node closes an idle kept-alive connection after 5 s, about when fetch's pool (4 s) lets go
  // of it: on a busy machine the client then reused a socket the stub had just closed
  // (ECONNRESET, 40 of them in one flood of payments). Razorpay keeps connections far longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    orders,
    refunds,
    requests,
    addPayment(orderId, { status, errorDescription }) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The stub has no order ${orderId}`);
      const failed = status === "failed";
      const payment: StubPayment = {
        id: id("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: order.id,
        method: "card",
        captured: !failed,
        error_code: failed ? "BAD_REQUEST_ERROR" : null,
        error_description: failed ? (errorDescription ?? "Payment failed") : null,
        error_source: failed ? "customer" : null,
        error_step: failed ? "payment_authorization" : null,
        error_reason: failed ? "payment_failed" : null,
        created_at: seconds(),
      };
      order.payments.unshift(payment);
      order.attempts += 1;
      if (failed) {
        if (order.status === "created") order.status = "attempted";
      } else {
        order.status = "paid";
        order.amount_paid = order.amount;
        order.amount_due = 0;
      }
      return payment.id;
    },
    failOrder(orderId, how = "fail") {
      failing.set(orderId, how);
    },
    healOrder(orderId) {
      failing.delete(orderId);
    },
    mode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
