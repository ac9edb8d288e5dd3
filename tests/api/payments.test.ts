// Membership purchase on every driver: the server decides the amount (docs/product.md D1), a paid order is
// invoiced exactly once however many confirmations arrive (D2), and invoices are private (D6).
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invoices,
  outgoingEmails,
  paymentOrders,
  providerEvents,
  users,
} from "../../src/server/db/schema.ts";
import { LOCAL_WEBHOOK_SECRET, WEBHOOK_NOT_AN_EVENT } from "../../src/server/services/payments.ts";
import { paymentSignature, webhookSignature } from "../../src/server/payments/signatures.ts";
import { createRazorpayProvider, LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { apiCaller, json, planIdsByName, signInAdmin, signUpMember, testApp } from "../helpers/app.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { razorpayEnv, startRazorpayStub, type RazorpayStub } from "../stubs/razorpay-stub.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";

afterAll(closeDatabaseHelpers);
let counter = 0;

forEachDatabase("membership purchase", (ctx) => {
  const { call } = ctx;
  let premiumId: string;
  beforeAll(async () => {
    premiumId = (await planIdsByName(ctx.api)).Premium!;
  });
  const member = () => signUpMember(ctx.api, "buyer");
  async function order(token: string, body: Record<string, unknown> = {}) {
    const response = await call("POST", "/payment/order", token, {
      amount: 1,
      billingFrequency: "yearly",
      subscriptionId: premiumId,
      billing: RAJASTHAN_BILLING,
      ...body,
    });
    return {
      response,
      body: (await response.json()) as { order: { id: string; amount: number }; keyId: string },
    };
  }
  const pay = (orderId: string, paymentId = `pay_${(counter += 1)}`, secret = LOCAL_KEY_SECRET) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, secret),
    orderOptions: { amount: 1, currency: "INR" },
  });

  it("charges the plan's yearly price from the database, whatever the request says (D1)", async () => {
    const { token } = await member();
    const { response, body } = await order(token, { amount: 1 });
    expect(response.status).toBe(201);
    expect(body.order).toMatchObject({
      amount: 999_900,
      currency: "INR",
      id: expect.stringMatching(/^order_local_/),
    });
    expect(body).toMatchObject({
      keyId: "rzp_test_local",
      checkout: "local",
      subscription: { name: "Premium", price: "9,999" },
    });
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, body.order.id));
    expect(row).toMatchObject({ amountPaise: 999_900, status: "created", billingFrequency: "yearly" });
    // The specification's other path for the same call.
    const twin = await call("POST", "/subscription/order", token, {
      subscriptionId: premiumId,
      billingFrequency: "yearly",
    });
    expect(twin.status).toBe(201);
  });

  it("hands a member their open order again instead of making another, and limits new ones", async () => {
    const { token, id } = await member();
    const first = await order(token);
    const again = await Promise.all(Array.from({ length: 20 }, () => order(token)));
    expect(new Set(again.map((one) => one.body.order.id))).toEqual(new Set([first.body.order.id]));
    const rows = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, id));
    expect(rows).toHaveLength(1);

    // A failed attempt leaves the order payable: still the same one.
    await call("POST", "/payment/local-checkout", token, {
      razorpay_order_id: first.body.order.id,
      outcome: "failure",
    });
    expect((await order(token)).body.order.id).toBe(first.body.order.id);

    // Once paid, the next purchase is a new order; new orders are limited to 20 an hour per
    // member (the first one above counts).
    expect((await call("POST", "/payment/verification", token, pay(first.body.order.id))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // An order older than a day is no longer handed out: each of these needs a new one.
      await ctx.db
        .update(paymentOrders)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(and(eq(paymentOrders.userId, id), eq(paymentOrders.status, "created")));
      statuses.push((await order(token)).response.status);
    }
    expect(statuses).toEqual([...Array(19).fill(201), 429]);
  });

  it("refuses an unknown plan, another member's id, monthly billing and visitors", async () => {
    const { token } = await member();
    const other = await member();
    expect(
      (await order(token, { subscriptionId: "00000000-0000-4000-8000-000000000000" })).response.status,
    ).toBe(400);
    expect((await order(token, { userId: other.id })).response.status).toBe(403);
    expect((await order(token, { billingFrequency: "monthly" })).response.status).toBe(400);
    expect((await call("POST", "/payment/order", undefined, { subscriptionId: premiumId })).status).toBe(401);
  });

  it("turns a verified payment into one invoice, and a replay returns the same invoice", async () => {
    const { token, id, email } = await member();
    const { body } = await order(token);
    const payment = pay(body.order.id);
    const first = await call("POST", "/payment/verification", token, payment);
    expect(first.status).toBe(200);
    const { invoice } = (await first.json()) as {
      invoice: Record<string, unknown> & { _id: string; purchaseDate: string; nextBillingDate: string };
    };
    expect(invoice).toMatchObject({
      userId: { _id: id, email },
      subscriptionId: { _id: premiumId, name: "Premium" },
      amount: 9999,
      amountPaise: 999_900,
      billingFrequency: "yearly",
      paymentId: payment.razorpay_payment_id,
    });
    const purchased = new Date(invoice.purchaseDate);
    const next = new Date(invoice.nextBillingDate);
    expect(next.getUTCFullYear() - purchased.getUTCFullYear()).toBe(1);
    expect(next.getUTCMonth()).toBe(purchased.getUTCMonth());

    const replay = await call("POST", "/payment/verification", token, payment);
    expect(((await replay.json()) as { invoice: { _id: string } }).invoice._id).toBe(invoice._id);
    const count = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.userId, id));
    expect(count[0]!.n).toBe(1);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    for (const forged of [
      pay(body.order.id, "pay_x", "not the secret"),
      { ...pay(body.order.id), razorpay_payment_id: "pay_other" },
      { ...pay(body.order.id), razorpay_signature: "0".repeat(64) },
    ]) {
      const response = await call("POST", "/payment/verification", token, forged);
      expect(response.status).toBe(400);
      expect((await json(response)).err).toBe("The payment could not be verified.");
    }
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, body.order.id));
    expect(row?.status).toBe("created");
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toEqual([]);
  });

  it("makes one invoice from 50 concurrent verifications of one payment", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const payment = pay(body.order.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", "/payment/verification", token, payment)),
    );
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { invoice: { _id: string } }).invoice._id),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(ids).size).toBe(1);
    const rows = await ctx.db.select().from(invoices).where(eq(invoices.userId, id));
    expect(rows).toHaveLength(1);
  });

  const webhook = (
    event: string,
    orderId: string,
    paymentId: string,
    eventId: string,
    secret = LOCAL_WEBHOOK_SECRET,
  ) => {
    const raw = JSON.stringify({
      entity: "event",
      event,
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, error_description: "Card declined" } },
      },
    });
    return ctx.api.app.request("/api/v1/payment/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": eventId,
        "x-razorpay-signature": webhookSignature(raw, secret),
      },
      body: raw,
    });
  };

  it("is confirmed by the webhook alone, once, however often the event is delivered (D2)", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const eventId = `evt_${(counter += 1)}`;
    const first = await webhook("payment.captured", body.order.id, "pay_hook", eventId);
    expect(await first.json()).toEqual({ status: "paid" });
    const again = await webhook("payment.captured", body.order.id, "pay_hook", eventId);
    expect(await again.json()).toEqual({ status: "duplicate" });
    const other = await webhook("order.paid", body.order.id, "pay_hook", `evt_${(counter += 1)}`);
    expect(await other.json()).toEqual({ status: "paid" });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);
    // The webhook announced the invoice (the browser may never come back): one e-mail.
    const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const invoiceMails = () =>
      ctx.db
        .select()
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.to, owner!.email), eq(outgoingEmails.template, "membership-invoice")));
    expect(await invoiceMails()).toHaveLength(1);
    // The browser comes back later: the same invoice, and asking for the e-mail adds none.
    const late = await call("POST", "/payment/verification", token, pay(body.order.id, "pay_hook"));
    expect(late.status).toBe(200);
    const { invoice } = (await late.json()) as { invoice: { _id: string } };
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);
    const asked = await call("POST", "/payment/sendSubscriptionEmail", token, { invoiceId: invoice._id });
    expect(asked.status).toBe(202);
    expect(await invoiceMails()).toHaveLength(1);
  });

  it("makes one invoice when the webhook and the verification race", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call("POST", "/payment/verification", token, pay(body.order.id, "pay_race")),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        webhook("payment.captured", body.order.id, "pay_race", `evt_race_${counter}_${i}`),
      ),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);
  });

  it("refuses a webhook with a wrong signature, and records a failed payment without an invoice", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const forged = await webhook(
      "payment.captured",
      body.order.id,
      "pay_forged",
      `evt_${(counter += 1)}`,
      "guessed",
    );
    expect(forged.status).toBe(401);
    const failed = await webhook("payment.failed", body.order.id, "pay_failed", `evt_${(counter += 1)}`);
    expect(await failed.json()).toEqual({ status: "failed" });
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, body.order.id));
    expect(row).toMatchObject({ status: "failed", failureReason: "Card declined" });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toEqual([]);
    // The person tries again in the checkout and pays: the order is paid after all.
    const retried = await webhook(
      "payment.captured",
      body.order.id,
      "pay_second_try",
      `evt_${(counter += 1)}`,
    );
    expect(await retried.json()).toEqual({ status: "paid" });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);
  });

  it("answers a signed body that is not a storable event 400, keeping nothing (found by the attack corpus)", async () => {
    const kept = async () => (await ctx.db.select({ id: providerEvents.id }).from(providerEvents)).length;
    const before = await kept();
    const bodies = [
      "null",
      "[]",
      "42",
      '"payment.captured"',
      '{"event":"payment.captured\\u0000","payload":{}}',
      '{"event":"payment.captured","payload":{"\\u0000":1}}',
      `{"event":"payment.captured","payload":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    ];
    for (const raw of bodies) {
      const response = await ctx.api.app.request("/api/v1/payment/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-event-id": `evt_bad_${(counter += 1)}`,
          "x-razorpay-signature": webhookSignature(raw, LOCAL_WEBHOOK_SECRET),
        },
        body: raw,
      });
      expect(response.status, raw.slice(0, 60)).toBe(400);
      expect(await response.json()).toEqual({ err: WEBHOOK_NOT_AN_EVENT });
    }
    expect(await kept()).toBe(before);
  });

  it("keeps invoices private: a member reads their own, newest first; others get 403; an admin may", async () => {
    const me = await member();
    const other = await member();
    for (let i = 0; i < 2; i += 1) {
      const { body } = await order(me.token);
      await call("POST", "/payment/verification", me.token, pay(body.order.id));
    }
    const mine = await call("GET", `/invoice/getall/${me.id}`, me.token);
    const { invoices: list } = (await mine.json()) as {
      invoices: { number: number; userId: { email: string } }[];
    };
    expect(list).toHaveLength(2);
    expect(list[0]!.number).toBeGreaterThan(list[1]!.number);
    expect(list.every((invoice) => invoice.userId.email === me.email)).toBe(true);

    expect((await call("GET", `/invoice/getall/${me.id}`, other.token)).status).toBe(403);
    expect((await call("GET", `/invoice/getall/${me.id}`)).status).toBe(401);
    const { body } = await order(me.token);
    const stolen = await call("POST", "/payment/verification", other.token, pay(body.order.id));
    expect(stolen.status).toBe(404);

    const admin = await signInAdmin(ctx.api, ctx.db);
    expect((await call("GET", `/invoice/getall/${me.id}`, admin.token)).status).toBe(200);
  });

  it("queues the invoice e-mail for the invoice's owner only", async () => {
    const me = await member();
    const other = await member();
    const { body } = await order(me.token);
    const verified = await call("POST", "/payment/verification", me.token, pay(body.order.id));
    const { invoice } = (await verified.json()) as { invoice: { _id: string; serial: string } };
    expect(
      (await call("POST", "/payment/sendSubscriptionEmail", other.token, { invoiceId: invoice._id })).status,
    ).toBe(403);
    const sent = await call("POST", "/payment/sendSubscriptionEmail", me.token, { invoiceId: invoice._id });
    expect(sent.status).toBe(202);
    // Asking again (a double click, a replayed call) sends no second e-mail.
    const again = await call("POST", "/payment/sendSubscriptionEmail", me.token, { invoiceId: invoice._id });
    expect(again.status).toBe(202);
    const mails = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.to, me.email), ne(outgoingEmails.template, "email-confirmation")));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Nova Experience tax invoice ${invoice.serial}`]);
    // The e-mail links to the printable invoice itself.
    expect(mails.find((mail) => mail.template === "membership-invoice")?.textBody).toContain(
      `/invoice?id=${invoice._id}`,
    );
  });

  // The local test checkout (no Razorpay keys): the browser's test dialog calls it.
  const localCheckout = (token: string | undefined, body: unknown) =>
    call("POST", "/payment/local-checkout", token, body);
  type Signed = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  const orderRow = async (providerOrderId: string) =>
    (await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0];

  it("local checkout: a success is signed like Razorpay, pays nothing by itself, and verifies into one invoice", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const answer = await localCheckout(token, { razorpay_order_id: body.order.id, outcome: "success" });
    expect(answer.status).toBe(200);
    const signed = (await answer.json()) as Signed;
    expect(signed).toEqual({
      razorpay_order_id: body.order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_local_[0-9a-f]{16}$/),
      razorpay_signature: paymentSignature(body.order.id, signed.razorpay_payment_id, LOCAL_KEY_SECRET),
    });
    // Until the browser verifies (or the reconciler finds it), the order is unpaid.
    expect((await orderRow(body.order.id))?.status).toBe("created");
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toEqual([]);

    const verified = await call("POST", "/payment/verification", token, { ...signed, orderOptions: {} });
    expect(verified.status).toBe(200);
    const { invoice } = (await verified.json()) as { invoice: { paymentId: string } };
    expect(invoice.paymentId).toBe(signed.razorpay_payment_id);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);

    for (const outcome of ["success", "failure"]) {
      const replay = await localCheckout(token, { razorpay_order_id: body.order.id, outcome });
      expect(replay.status).toBe(409);
      expect(await replay.json()).toEqual({ err: "This order is already paid." });
    }
    expect((await orderRow(body.order.id))?.status).toBe("paid");
  });

  it("local checkout: a failure answers like Razorpay's payment.failed, marks the order failed, and a retry still pays", async () => {
    const { token, id } = await member();
    const { body } = await order(token);
    const answer = await localCheckout(token, { razorpay_order_id: body.order.id, outcome: "failure" });
    expect(answer.status).toBe(200);
    const declined = "Your payment was declined in the local test checkout. No money moved.";
    expect(await answer.json()).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: declined,
        reason: "payment_failed",
        metadata: { order_id: body.order.id, payment_id: expect.stringMatching(/^pay_local_/) },
      },
    });
    expect(await orderRow(body.order.id)).toMatchObject({ status: "failed", failureReason: declined });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toEqual([]);

    const retry = await localCheckout(token, { razorpay_order_id: body.order.id, outcome: "success" });
    const signed = (await retry.json()) as Signed;
    const verified = await call("POST", "/payment/verification", token, signed);
    expect(verified.status).toBe(200);
    expect(await orderRow(body.order.id)).toMatchObject({
      status: "paid",
      providerPaymentId: signed.razorpay_payment_id,
    });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(1);
  });

  it("local checkout: refuses another member's or an unknown order (404), visitors (401) and bad bodies (400)", async () => {
    const me = await member();
    const other = await member();
    const { body } = await order(me.token);
    const stolen = await localCheckout(other.token, { razorpay_order_id: body.order.id, outcome: "success" });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ err: "We could not find this payment's order." });
    const unknown = await localCheckout(me.token, {
      razorpay_order_id: "order_local_nope",
      outcome: "success",
    });
    expect(unknown.status).toBe(404);
    expect(
      (await localCheckout(undefined, { razorpay_order_id: body.order.id, outcome: "success" })).status,
    ).toBe(401);

    for (const bad of [
      {},
      { razorpay_order_id: body.order.id },
      { razorpay_order_id: body.order.id, outcome: "maybe" },
      { razorpay_order_id: "", outcome: "success" },
      { razorpay_order_id: body.order.id, outcome: "success", amount: 1 },
      [],
    ]) {
      const response = await localCheckout(me.token, bad);
      expect(response.status).toBe(400);
      expect(typeof (await json(response)).err).toBe("string");
    }
    // None of that paid or failed anything.
    expect((await orderRow(body.order.id))?.status).toBe("created");
  });

  it("local checkout: is not there (404) when Razorpay is configured", async () => {
    const stub = await startRazorpayStub();
    try {
      const razorpay = testApp(ctx.db, razorpayEnv(stub));
      const { token } = await signUpMember(razorpay, "razorpay");
      const created = await apiCaller(razorpay)("POST", "/payment/order", token, {
        subscriptionId: premiumId,
        billing: RAJASTHAN_BILLING,
      });
      const { order: remote } = (await created.json()) as { order: { id: string } };
      expect(stub.orders.has(remote.id)).toBe(true);
      // Neither Razorpay's order nor one left from the local provider can be paid locally.
      const local = await order(token);
      for (const orderId of [remote.id, local.body.order.id]) {
        const answer = await apiCaller(razorpay)("POST", "/payment/local-checkout", token, {
          razorpay_order_id: orderId,
          outcome: "success",
        });
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({
          err: "The local test checkout is not available: payments go through Razorpay.",
        });
      }
      expect(stub.orders.get(remote.id)?.payments).toEqual([]);
    } finally {
      await stub.close();
    }
  });
});

describe("Razorpay client against a local stand-in of its API", () => {
  let stub: RazorpayStub;
  beforeAll(async () => {
    stub = await startRazorpayStub({ keyId: "rzp_test_key", keySecret: "secret" });
  });
  afterAll(() => stub.close());
  const client = (keySecret = "secret") =>
    createRazorpayProvider({ keyId: "rzp_test_key", keySecret, apiUrl: stub.url });

  it("creates an order with basic auth, the amount in paise and our receipt", async () => {
    const order = await client().createOrder({
      amountPaise: 999_900,
      currency: "INR",
      receipt: "our-order-1",
    });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 999_900, currency: "INR" });
    expect(stub.orders.get(order.id)).toMatchObject({
      amount: 999_900,
      receipt: "our-order-1",
      status: "created",
    });
    expect(stub.requests.at(-1)).toBe("POST /v1/orders");

    await expect(
      client("wrong").createOrder({ amountPaise: 100, currency: "INR", receipt: "x" }),
    ).rejects.toThrow(/Razorpay answered 401: Authentication failed/);
  });

  it("lists an order's payments: none, failed and captured, newest first", async () => {
    const { id } = await client().createOrder({
      amountPaise: 999_900,
      currency: "INR",
      receipt: "our-order-2",
    });
    expect(await client().fetchOrderPayments(id)).toEqual([]);
    expect(stub.requests.at(-1)).toBe(`GET /v1/orders/${id}/payments`);

    const declined = stub.addPayment(id, {
      status: "failed",
      errorDescription: "Your payment has been cancelled.",
    });
    expect(await client().fetchOrderPayments(id)).toEqual([
      { id: declined, status: "failed", errorDescription: "Your payment has been cancelled." },
    ]);

    const paid = stub.addPayment(id, { status: "captured" });
    expect(await client().fetchOrderPayments(id)).toEqual([
      { id: paid, status: "captured" },
      { id: declined, status: "failed", errorDescription: "Your payment has been cancelled." },
    ]);
  });

  it("throws with Razorpay's own words when it refuses: wrong keys, unknown order, outage", async () => {
    const { id } = await client().createOrder({ amountPaise: 100, currency: "INR", receipt: "our-order-3" });
    await expect(client("wrong").fetchOrderPayments(id)).rejects.toThrow(
      "Razorpay answered 401: Authentication failed",
    );
    await expect(client().fetchOrderPayments("order_unknown")).rejects.toThrow(
      "Razorpay answered 400: The id provided does not exist",
    );
    stub.failOrder(id);
    await expect(client().fetchOrderPayments(id)).rejects.toThrow(/Razorpay answered 500/);
  });
});
