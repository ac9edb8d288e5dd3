// Money that arrives late, twice at once or out of order is never misread (docs/product.md D22,
// D24), on every driver: a refund the provider reports before the payment it returns is kept
// and applied when the payment arrives, whichever path records it; a member's concurrent
// clicks make one provider order; and a tax document's number and date advance together, even
// when the later payment took the number first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ORDER_IN_PROGRESS } from "../../src/schemas/membership.ts";
import { creditNotes, invoices, paymentOrders, plans, providerEvents } from "../../src/server/db/schema.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature, webhookSignature } from "../../src/server/payments/signatures.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/services/payments.ts";
import { takeSerial } from "../../src/server/services/tax-documents.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { json, paidOrderAt, planIdsByName, signUpMember } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

let counter = 0;

forEachDatabase("money out of order", (ctx) => {
  const { call } = ctx;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    planIds = await planIdsByName(ctx.api);
  });

  async function ordered(label: string) {
    const member = await signUpMember(ctx.api, label);
    const response = await call("POST", "/payment/order", member.token, {
      subscriptionId: planIds.Premium,
      billing: RAJASTHAN_BILLING,
    });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: string } };
    return { ...member, orderId: order.id, paymentId: `pay_ooo_${(counter += 1)}` };
  }

  /** A signed webhook delivery, as the provider sends it. */
  function webhook(event: string, payload: object) {
    const raw = JSON.stringify({ entity: "event", event, payload });
    return ctx.api.app.request("/api/v1/payment/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": `evt_ooo_${(counter += 1)}`,
        "x-razorpay-signature": webhookSignature(raw, LOCAL_WEBHOOK_SECRET),
      },
      body: raw,
    });
  }

  const refundOf = (paymentId: string, amount = 999_900) =>
    webhook("refund.processed", {
      refund: {
        entity: { id: `rfnd_${paymentId}`, payment_id: paymentId, amount, notes: { reason: "Returned" } },
      },
    });

  const invoiceOf = async (orderId: string) => {
    const [order] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderId));
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    return invoice;
  };

  it.each(["the webhook", "the checkout's verification"] as const)(
    "keeps a refund reported before its payment, and applies it when %s records the payment",
    async (path) => {
      const buyer = await ordered("refund-first");
      expect(await json(await refundOf(buyer.paymentId))).toEqual({ status: "held" });
      expect(await invoiceOf(buyer.orderId)).toBeUndefined();

      if (path === "the webhook") {
        const paid = await webhook("payment.captured", {
          payment: { entity: { id: buyer.paymentId, order_id: buyer.orderId } },
        });
        expect(await json(paid)).toEqual({ status: "paid" });
      } else {
        const verified = await call("POST", "/payment/verification", buyer.token, {
          razorpay_order_id: buyer.orderId,
          razorpay_payment_id: buyer.paymentId,
          razorpay_signature: paymentSignature(buyer.orderId, buyer.paymentId, LOCAL_KEY_SECRET),
        });
        expect(verified.status).toBe(200);
      }
      // The money came back: the invoice is refunded with its credit note, and no year was bought.
      const invoice = (await invoiceOf(buyer.orderId))!;
      expect(invoice.status).toBe("refunded");
      const notes = await ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.reason).toBe("Returned");
      const membership = await json(await call("GET", "/subscription/current", buyer.token));
      expect(membership.membership).toBeNull();
      // Applied once: nothing is left waiting, and a redelivered refund changes nothing.
      const waiting = await ctx.db
        .select({ processedAt: providerEvents.processedAt })
        .from(providerEvents)
        .where(eq(providerEvents.id, `evt_ooo_${counter - 1}`));
      expect(waiting.every((event) => event.processedAt !== null)).toBe(true);
      await refundOf(buyer.paymentId);
      expect(
        await ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)),
      ).toHaveLength(1);
    },
  );

  it("keeps a part refund reported before its payment for the operators, and the payment stands", async () => {
    const buyer = await ordered("part-refund-first");
    expect(await json(await refundOf(buyer.paymentId, 100_000))).toEqual({ status: "held" });
    await webhook("payment.captured", {
      payment: { entity: { id: buyer.paymentId, order_id: buyer.orderId } },
    });
    expect((await invoiceOf(buyer.orderId))!.status).toBe("paid");
  });

  it("makes one order with the provider for ten clicks at once", async () => {
    const member = await signUpMember(ctx.api, "clicks");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", "/payment/order", member.token, {
          subscriptionId: planIds.Premium,
          billing: RAJASTHAN_BILLING,
        }),
      ),
    );
    const bodies = await Promise.all(
      answers.map((answer) => answer.json() as Promise<Record<string, unknown>>),
    );
    const rows = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id));
    expect(rows).toHaveLength(1);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 409) expect(bodies[i]).toEqual({ err: ORDER_IN_PROGRESS });
      else {
        expect(answer.status).toBe(201);
        expect(bodies[i]!.order).toMatchObject({ id: rows[0]!.providerOrderId });
      }
    }
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    // A click after the order is made is handed the same one.
    const later = await call("POST", "/payment/order", member.token, { subscriptionId: planIds.Premium });
    expect(((await later.json()) as { order: { id: string } }).order.id).toBe(rows[0]!.providerOrderId);
  });

  it("dates a document no earlier than the one numbered before it (a payment at 23:59 that waited behind one at 00:00)", async () => {
    // Through the serial directly: the later moment takes its number first.
    const midnight = new Date("2061-06-01T18:30:00Z"); // 00:00 on 2 June in India
    const first = await ctx.db.transaction((tx) => takeSerial(tx, "NE", midnight));
    const second = await ctx.db.transaction((tx) =>
      takeSerial(tx, "NE", new Date(midnight.getTime() - 60_000)),
    );
    expect([first.serial, second.serial]).toEqual(["NE/61-62/000001", "NE/61-62/000002"]);
    expect(second.issuedAt.getTime()).toBe(midnight.getTime());

    // And on the invoices themselves: number, stored date and the document's date agree.
    const member = await signUpMember(ctx.api, "midnight");
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, planIds.Essentials!));
    const issue = (paidAt: Date) => paidOrderAt(ctx.db, member, plan!, paidAt);
    const later = await issue(new Date("2062-06-01T18:30:05Z"));
    const earlier = await issue(new Date("2062-06-01T18:29:55Z"));
    expect([later.serial, earlier.serial]).toEqual(["NE/62-63/000001", "NE/62-63/000002"]);
    expect(earlier.purchasedAt.getTime()).toBeGreaterThanOrEqual(later.purchasedAt.getTime());
    expect(Date.parse(earlier.document!.issuedAt)).toBe(earlier.purchasedAt.getTime());
  });
});
