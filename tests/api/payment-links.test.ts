// Payment links (docs/product.md D22; decision 0033), on PGlite, pg and Neon: an operator makes a
// link for what a booking asks next; anyone holding it sees the reference, the amount and the
// business (nothing about the customer) and pays that amount once, without signing in, through
// the one payment path; the documents are the customer's. Expired, cancelled and stale links are
// refused, a link paid twice gives one payment, and a link cannot pay another order.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatIsoDay } from "../../src/lib/dates.ts";
import {
  PAYMENT_LINK_MESSAGES,
  type InquiryBooking,
  type PublicPaymentLink,
} from "../../src/schemas/quote.ts";
import { LOCAL_BANK } from "../../src/server/env.ts";
import {
  inquiries,
  invoices,
  outgoingEmails,
  paymentLinks,
  paymentOrders,
} from "../../src/server/db/schema.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, EVENT_QUOTE_TOTAL_PAISE } from "../fixtures/quotes.ts";
import { answerOf as body, signInAdmin } from "../helpers/app.ts";
import { quotedEvent } from "../helpers/bookings.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

let payments = 0;
const BALANCE_PAISE = EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE;

forEachDatabase("payment links", (ctx) => {
  const { call } = ctx;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Link Admin")).token;
  });

  /** A member's event inquiry, quoted by the admin. */
  async function quotedInquiry(label = "link") {
    const { member, ...booking } = await quotedEvent(ctx.api, adminToken, label);
    return { ...member, ...booking };
  }

  async function makeLink(inquiryId: string) {
    const { link } = await body<{ link: { _id: string; url: string; amountPaise: number; purpose: string } }>(
      await call("POST", `/inquiry/admin/${inquiryId}/payment-links`, adminToken, {}),
      201,
    );
    const url = new URL(link.url);
    expect(url.pathname).toBe("/pay");
    return { ...link, token: url.hash.replace("#link=", "") };
  }

  /** Opens the link's order, as its page does. */
  const openOrder = async (token: string) =>
    body<{ order: { id: string; amount: number } }>(
      await call("POST", `/pay/${token}/order`, undefined, {}),
      201,
    );

  /** Pays an order of the link as its checkout would, without signing in. */
  function verify(token: string, orderId: string, paymentId = `pay_link_${(payments += 1)}`) {
    return call("POST", `/pay/${token}/verification`, undefined, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(orderId, paymentId, LOCAL_KEY_SECRET),
    });
  }

  /** Opens the link's order and pays it. */
  async function payLink(token: string) {
    const ordered = await openOrder(token);
    return { ordered, verified: await verify(token, ordered.order.id) };
  }

  const booking = async (token: string, inquiryId: string) =>
    (await body<{ booking: InquiryBooking }>(await call("GET", `/inquiry/${inquiryId}/booking`, token), 200))
      .booking;

  it("anyone holding the link sees what is paid and nothing of the customer, and pays the deposit once", async () => {
    const member = await quotedInquiry();
    const link = await makeLink(member.inquiryId);
    expect(link).toMatchObject({ purpose: "deposit", amountPaise: EVENT_QUOTE_DEPOSIT_PAISE });

    const seen = await call("GET", `/pay/${link.token}`);
    const text = await seen.text();
    expect(seen.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      link: {
        reference: member.reference,
        purpose: "deposit",
        amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
        business: "Nova Experience",
        state: "payable",
        expiresAt: expect.any(String),
        // ₹75,000 is within what one card or UPI payment carries: no bank details.
        bankTransfer: null,
      },
    });
    for (const secret of [member.email, member.id, member.inquiryId, member.quote._id]) {
      expect(text).not.toContain(secret);
    }
    // The payer cannot choose the amount.
    await body(await call("POST", `/pay/${link.token}/order`, undefined, { amount: 100 }), 400);

    // Two tabs: the same order; two payments verified at once: one document.
    const first = await body<{ order: { id: string; amount: number } }>(
      await call("POST", `/pay/${link.token}/order`, undefined, {}),
      201,
    );
    expect(first.order.amount).toBe(EVENT_QUOTE_DEPOSIT_PAISE);
    // Both tabs have the order open before either pays (one opened after the payment is told
    // the link is paid: below).
    const [a, b] = await Promise.all([openOrder(link.token), openOrder(link.token)]);
    expect(a.order.id).toBe(first.order.id);
    expect(b.order.id).toBe(first.order.id);
    const verified = await Promise.all([verify(link.token, a.order.id), verify(link.token, b.order.id)]);
    const answers = await Promise.all(
      verified.map((response) => body<{ link: { state: string } }>(response, 200)),
    );
    expect(answers.map((answer) => answer.link.state)).toEqual(["paid", "paid"]);
    const documents = await ctx.db
      .select({ serial: invoices.serial, userId: invoices.userId })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
      .where(eq(paymentOrders.providerOrderId, first.order.id));
    expect(documents).toHaveLength(1);
    // The customer's document, whoever paid: a receipt voucher, e-mailed to the account.
    expect(documents[0]!.userId).toBe(member.id);
    expect(documents[0]!.serial).toMatch(/^RV\//);
    const [row] = await ctx.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, member.inquiryId));
    expect(row!.status).toBe("confirmed");
    await ctx.api.settled();
    const mails = await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, member.email));
    expect(mails.some((mail) => mail.subject.includes(documents[0]!.serial))).toBe(true);

    // Paid: it cannot be paid again.
    const again = await body<{ err: string }>(
      await call("POST", `/pay/${link.token}/order`, undefined, {}),
      409,
    );
    expect(again.err).toBe(PAYMENT_LINK_MESSAGES.paid);
    expect((await booking(member.token, member.inquiryId)).payments).toHaveLength(1);
  });

  it("a balance link is the balance; expired, cancelled and stale links are refused; a link pays only its own order", async () => {
    const member = await quotedInquiry("link-balance");
    await payLink((await makeLink(member.inquiryId)).token);
    const balance = await makeLink(member.inquiryId);
    expect(balance).toMatchObject({ purpose: "balance", amountPaise: BALANCE_PAISE });
    // ₹1,75,000 is more: whoever holds the link sees where a transfer goes, as the member does.
    const large = await body<{ link: PublicPaymentLink }>(await call("GET", `/pay/${balance.token}`), 200);
    expect(large.link.bankTransfer).toEqual({
      ...LOCAL_BANK,
      reference: member.reference,
      amountPaise: BALANCE_PAISE,
    });
    expect(large.link.bankTransfer).toEqual((await booking(member.token, member.inquiryId)).bankTransfer);

    // Expired (seven days passed, as time would).
    const expiring = await makeLink(member.inquiryId);
    await ctx.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expiring._id));
    // An expired link asks for nothing: no bank details either.
    expect(
      (await body<{ link: PublicPaymentLink }>(await call("GET", `/pay/${expiring.token}`), 200)).link,
    ).toMatchObject({ state: "expired", bankTransfer: null });
    expect(
      (await body<{ err: string }>(await call("POST", `/pay/${expiring.token}/order`, undefined, {}), 409))
        .err,
    ).toBe(PAYMENT_LINK_MESSAGES.expired);

    // Cancelled by an operator, and listed so.
    const cancelled = await makeLink(member.inquiryId);
    await body(
      await call(
        "POST",
        `/inquiry/admin/${member.inquiryId}/payment-links/${cancelled._id}/cancel`,
        adminToken,
      ),
      200,
    );
    expect(
      (await body<{ err: string }>(await call("POST", `/pay/${cancelled.token}/order`, undefined, {}), 409))
        .err,
    ).toBe(PAYMENT_LINK_MESSAGES.cancelled);
    const listed = await body<{ links: { _id: string; state: string; url?: string }[] }>(
      await call("GET", `/inquiry/admin/${member.inquiryId}/payment-links`, adminToken),
      200,
    );
    expect(listed.links.find((l) => l._id === cancelled._id)?.state).toBe("cancelled");
    expect(listed.links.find((l) => l._id === expiring._id)?.state).toBe("expired");
    // The addresses are never listed again: the server keeps their hashes.
    expect(listed.links.every((l) => l.url === undefined)).toBe(true);

    // A link cannot verify another order (the member's own deposit order, say).
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/pay/${balance.token}/order`, undefined, {}),
      201,
    );
    const foreign = "order_not_this_links";
    const wrong = await call("POST", `/pay/${balance.token}/verification`, undefined, {
      razorpay_order_id: foreign,
      razorpay_payment_id: "pay_x",
      razorpay_signature: paymentSignature(foreign, "pay_x", LOCAL_KEY_SECRET),
    });
    expect(wrong.status).toBe(404);
    // A forged signature is refused and pays nothing.
    const forged = await call("POST", `/pay/${balance.token}/verification`, undefined, {
      razorpay_order_id: ordered.order.id,
      razorpay_payment_id: "pay_forged",
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.status).toBe(400);

    // Stale: a bank transfer changes what remains, so a link made before cannot pay the old amount.
    const stale = await makeLink(member.inquiryId);
    await body(
      await call("POST", `/inquiry/admin/${member.inquiryId}/bank-transfer`, adminToken, {
        amountPaise: 100_000,
        utr: `LINKUTR${Date.now().toString(36).toUpperCase()}`,
        receivedOn: formatIsoDay(new Date()),
      }),
      201,
    );
    expect(
      (await body<{ err: string }>(await call("POST", `/pay/${stale.token}/order`, undefined, {}), 409)).err,
    ).toBe(PAYMENT_LINK_MESSAGES.stale);
    // The balance link whose order was made earlier may still be paid: the money lands as an
    // advance on the booking (more than remains now), and nothing is lost.
    const late = await call("POST", `/pay/${balance.token}/verification`, undefined, {
      razorpay_order_id: ordered.order.id,
      razorpay_payment_id: "pay_late_balance",
      razorpay_signature: paymentSignature(ordered.order.id, "pay_late_balance", LOCAL_KEY_SECRET),
    });
    expect((await body<{ link: { state: string } }>(late, 200)).link.state).toBe("paid");
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.payments.map((p) => p.amountPaise)).toEqual([
      EVENT_QUOTE_DEPOSIT_PAISE,
      100_000,
      BALANCE_PAISE,
    ]);
    expect(seen.payments.at(-1)!.documentKind).toBe("receipt-voucher");
  });

  it("two links, and the member's own checkout, share one order for the balance: it is paid once", async () => {
    const member = await quotedInquiry("link-twice");
    await payLink((await makeLink(member.inquiryId)).token);
    const [first, second] = [await makeLink(member.inquiryId), await makeLink(member.inquiryId)];
    const a = await openOrder(first.token);
    const b = await openOrder(second.token);
    const own = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
      201,
    );
    expect(b.order.id).toBe(a.order.id);
    expect(own.order.id).toBe(a.order.id);
    // Paid through the first link; the second link's checkout of the same order adds nothing.
    await body(await verify(first.token, a.order.id, "pay_twice_1"), 200);
    const again = await body<{ link: PublicPaymentLink }>(
      await verify(second.token, b.order.id, "pay_twice_1"),
      200,
    );
    expect(again.link.state).toBe("paid");
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.payments.map((p) => p.amountPaise)).toEqual([EVENT_QUOTE_DEPOSIT_PAISE, BALANCE_PAISE]);
    expect(seen.balance).toMatchObject({ amountPaise: 0, state: "paid" });
  });

  it("a booking cancelled ends its links: an order opened before is not handed out again, and the page says why", async () => {
    const member = await quotedInquiry("link-cancelled");
    const deposit = await makeLink(member.inquiryId);
    const spare = await makeLink(member.inquiryId);
    await payLink(deposit.token);
    // The deposit is paid: the other deposit link no longer asks anything.
    expect(
      (await body<{ link: PublicPaymentLink }>(await call("GET", `/pay/${spare.token}`), 200)).link,
    ).toMatchObject({ state: "stale", bankTransfer: null });
    expect(
      (await body<{ err: string }>(await call("POST", `/pay/${spare.token}/order`, undefined, {}), 409)).err,
    ).toBe(PAYMENT_LINK_MESSAGES.stale);

    const balance = await makeLink(member.inquiryId);
    await openOrder(balance.token);
    await body(await call("POST", `/inquiry/${member.inquiryId}/cancellation`, member.token, {}), 201);
    expect(
      (await body<{ link: PublicPaymentLink }>(await call("GET", `/pay/${balance.token}`), 200)).link,
    ).toMatchObject({ state: "cancelled", bankTransfer: null });
    expect(
      (await body<{ err: string }>(await call("POST", `/pay/${balance.token}/order`, undefined, {}), 409))
        .err,
    ).toBe(PAYMENT_LINK_MESSAGES.cancelled);
    const listed = await body<{ links: { _id: string; state: string }[] }>(
      await call("GET", `/inquiry/admin/${member.inquiryId}/payment-links`, adminToken),
      200,
    );
    expect(Object.fromEntries(listed.links.map((link) => [link._id, link.state]))).toEqual({
      [deposit._id]: "paid",
      [spare._id]: "cancelled",
      [balance._id]: "cancelled",
    });
  });

  it("unknown and malformed tokens get the same words; a closed inquiry gets no link", async () => {
    for (const token of ["x".repeat(43), "short", "no%20spaces%20here%20at%20all%20ok"]) {
      const response = await call("GET", `/pay/${token}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.json()).toMatchObject({ err: PAYMENT_LINK_MESSAGES.notFound });
    }
    const member = await quotedInquiry("link-closed");
    await body(
      await call("PATCH", `/inquiry/admin/${member.inquiryId}`, adminToken, {
        status: "lost",
        note: "Went elsewhere",
      }),
      200,
    );
    expect(
      (
        await body<{ err: string }>(
          await call("POST", `/inquiry/admin/${member.inquiryId}/payment-links`, adminToken, {}),
          409,
        )
      ).err,
    ).toBe(PAYMENT_LINK_MESSAGES.nothingToPay);
  });
});
