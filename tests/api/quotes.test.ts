// From inquiry to booking (decision 0028; docs/product.md D21), on PGlite, pg and Neon: an admin
// quotes, a revision replaces the quote, the member sees the timeline and pays the deposit through
// the one payment path at the server's amount, once, whatever repeats, races or replays; the
// advance has its GST tax invoice in the same series; expired and replaced quotes cannot be paid;
// the operators' digest goes once a day.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GST_SERVICES } from "../../src/config/gst.ts";
import { formatIsoDay } from "../../src/lib/dates.ts";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import {
  QUOTE_MESSAGES,
  TAX_INVOICE_MESSAGES,
  type InquiryBooking,
  type QuoteView,
} from "../../src/schemas/quote.ts";
import {
  inquiries,
  inquiryStatusChanges,
  invoices,
  paymentOrders,
  quotes,
} from "../../src/server/db/schema.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature, webhookSignature } from "../../src/server/payments/signatures.ts";
import { runDailyJobs } from "../../src/server/services/daily.ts";
import { promiseCutoff } from "../../src/server/services/operator-digest.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/services/payments.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import {
  dayFromNow,
  EVENT_QUOTE_DEPOSIT_PAISE,
  EVENT_QUOTE_TOTAL_PAISE,
  eventQuote,
} from "../fixtures/quotes.ts";
import { answerOf as body, payInLocalCheckout, signInAdmin, signUpMember } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { emailsTo as emailsToOf } from "../helpers/outbox.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@nova.example";
let payments = 0;

forEachDatabase("quotes and deposits", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  const { call } = ctx;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Quote Admin")).token;
  });

  /** A member with an event inquiry (or another kind's). */
  async function memberWithInquiry(kind: "event" | "travel" = "event") {
    const member = await signUpMember(ctx.api, `quote-${kind}`);
    const path = kind === "event" ? "/inquiry/create_event" : "/inquiry/create_travel";
    const made = await body<{ inquiry: { id: string; reference: string } }>(
      await call("POST", path, member.token, kind === "event" ? eventInquiry() : travelInquiry()),
      201,
    );
    return { ...member, inquiryId: made.inquiry.id, reference: made.inquiry.reference };
  }

  const quote = async (inquiryId: string, input: unknown = eventQuote()) =>
    call("POST", `/inquiry/admin/${inquiryId}/quote`, adminToken, input);

  const booking = async (token: string, inquiryId: string) =>
    (await body<{ booking: InquiryBooking }>(await call("GET", `/inquiry/${inquiryId}/booking`, token), 200))
      .booking;

  const depositOrder = (token: string, inquiryId: string, quoteId: string, extra: object = {}) =>
    call("POST", `/inquiry/${inquiryId}/deposit`, token, { quoteId, billing: RAJASTHAN_BILLING, ...extra });

  /** Pays an order in the checkout's way: a signed payment, verified. */
  async function pay(token: string, providerOrderId: string) {
    const paymentId = `pay_deposit_${(payments += 1)}`;
    const verified = await call("POST", "/payment/verification", token, {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(providerOrderId, paymentId, LOCAL_KEY_SECRET),
    });
    return {
      paymentId,
      invoice: (await body<{ invoice: { _id: string; serial: string; amountPaise: number } }>(verified, 200))
        .invoice,
    };
  }

  const emailsTo = (to: string) => emailsToOf(ctx.db, to);

  it("a quote moves the inquiry to quoted, keeps its history and e-mails the account's own address", async () => {
    const member = await memberWithInquiry();
    const made = await body<{
      quote: QuoteView;
      inquiry: { status: string; quotes: QuoteView[]; history: { toStatus: string; note: string }[] };
    }>(await quote(member.inquiryId), 201);
    expect(made.quote).toMatchObject({
      version: 1,
      totalPaise: EVENT_QUOTE_TOTAL_PAISE,
      depositPercent: 30,
      depositPaise: EVENT_QUOTE_DEPOSIT_PAISE,
      state: "open",
      invoice: null,
    });
    expect(made.inquiry.status).toBe("quoted");
    expect(made.inquiry.history.at(-1)).toMatchObject({ toStatus: "quoted", note: "Quote 1 sent." });
    await ctx.api.settled();
    const [mail] = (await emailsTo(member.email)).filter((row) => row.template === "inquiry-quote");
    expect(mail!.subject).toBe(`Your quote for ${member.reference}: Wedding event`);
    expect(mail!.textBody).toContain("Deposit to confirm: ₹75,000.00 (30%)");
    expect(mail!.textBody).toContain(
      `${ctx.api.env.siteUrl}/dashboard?inquiry=${member.reference}#inquiries`,
    );
    // The e-mail typed on the inquiry form is the operators' to use, never mailed (D18).
    expect(await emailsTo(eventInquiry().email)).toEqual([]);
  });

  it("refuses a deposit outside the kind's range, a last day in the past or too far, and a member quoting", async () => {
    const event = await memberWithInquiry("event");
    const travel = await memberWithInquiry("travel");
    const low = await body<{ err: string }>(
      await quote(event.inquiryId, eventQuote({ depositPercent: 25 })),
      400,
    );
    expect(low.err).toBe(QUOTE_MESSAGES.depositPercent(30, 50));
    const high = await body<{ err: string }>(
      await quote(travel.inquiryId, eventQuote({ depositPercent: 35 })),
      400,
    );
    expect(high.err).toBe(QUOTE_MESSAGES.depositPercent(20, 30));
    // Where it is held is an event's alone (decision 0046), and a state the GST list knows.
    const travelHeld = await body<{ err: string }>(
      await quote(travel.inquiryId, eventQuote({ depositPercent: 20, eventStateCode: "08" })),
      400,
    );
    expect(travelHeld.err).toBe(QUOTE_MESSAGES.eventStateNotEvent);
    for (const eventStateCode of ["99", "8", "Rajasthan"]) {
      const unknown = await body<{ err: string }>(
        await quote(event.inquiryId, { ...eventQuote(), eventStateCode }),
        400,
      );
      expect(unknown.err).toBe(QUOTE_MESSAGES.eventState);
    }
    const travelQuote = await body<{ quote: QuoteView }>(
      await quote(travel.inquiryId, eventQuote({ depositPercent: 20 })),
      201,
    );
    expect(travelQuote.quote.eventStateCode).toBeNull();
    for (const validUntil of [dayFromNow(-1), dayFromNow(181), "2027-02-30"]) {
      const refused = await body<{ err: string }>(
        await quote(event.inquiryId, eventQuote({ validUntil })),
        400,
      );
      expect(refused.err).toBe(QUOTE_MESSAGES.validUntil);
    }
    for (const lines of [
      [],
      [{ description: "x", amountPaise: 100 }],
      [{ description: "Venue", amountPaise: 50 }],
    ]) {
      await body(await quote(event.inquiryId, eventQuote({ lines })), 400);
    }
    await body(await call("POST", `/inquiry/admin/${event.inquiryId}/quote`, event.token, eventQuote()), 403);
    const rows = await ctx.db.select().from(quotes).where(eq(quotes.inquiryId, event.inquiryId));
    expect(rows).toEqual([]);
  });

  it("a revision replaces the quote, which can no longer be paid; the member sees the latest and the timeline", async () => {
    const member = await memberWithInquiry();
    const first = (await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201)).quote;
    const second = (
      await body<{ quote: QuoteView }>(
        await quote(
          member.inquiryId,
          eventQuote({ depositPercent: 50, note: "Revised: the band is included." }),
        ),
        201,
      )
    ).quote;
    expect(second).toMatchObject({ version: 2, depositPaise: 12_500_000, state: "open" });
    const refused = await body<{ err: string }>(
      await depositOrder(member.token, member.inquiryId, first._id),
      409,
    );
    expect(refused.err).toBe(QUOTE_MESSAGES.notPayable.superseded);
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.quote).toMatchObject({ _id: second._id, version: 2, note: "Revised: the band is included." });
    expect(seen.timeline.map((step) => step.status)).toEqual(["new", "quoted"]);
    expect(seen.paid).toBeNull();
    // Never the operators' notes.
    expect(JSON.stringify(seen)).not.toContain("Quote 2 sent.");
    const admin = await body<{ inquiry: { quotes: QuoteView[] } }>(
      await call("GET", `/inquiry/admin/${member.inquiryId}`, adminToken),
      200,
    );
    expect(admin.inquiry.quotes.map((q) => [q.version, q.state])).toEqual([
      [2, "open"],
      [1, "superseded"],
    ]);
  });

  it("the deposit is the server's amount, paid once, with a GST receipt voucher for the advance", async () => {
    const member = await memberWithInquiry();
    const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    // A body naming its own amount is refused outright; nothing else decides the amount.
    await body(await depositOrder(member.token, member.inquiryId, q._id, { amount: 1 }), 400);
    const ordered = await body<{ order: { id: string; amount: number }; checkout: string }>(
      await depositOrder(member.token, member.inquiryId, q._id),
      201,
    );
    expect(ordered.order.amount).toBe(EVENT_QUOTE_DEPOSIT_PAISE);
    expect(ordered.checkout).toBe("local");
    // A second click, tab or request gets the same order.
    const again = await Promise.all([
      depositOrder(member.token, member.inquiryId, q._id),
      depositOrder(member.token, member.inquiryId, q._id),
    ]);
    for (const response of again) {
      expect((await body<{ order: { id: string } }>(response, 201)).order.id).toBe(ordered.order.id);
    }
    const { paymentId, invoice } = await pay(member.token, ordered.order.id);
    expect(invoice.amountPaise).toBe(EVENT_QUOTE_DEPOSIT_PAISE);
    expect(invoice.serial).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    // The operators' history names who confirmed it: the customer, by paying.
    const detail = await body<{
      inquiry: { history: { toStatus: string; changedBy: { _id: string } | null }[] };
    }>(await call("GET", `/inquiry/admin/${member.inquiryId}`, adminToken), 200);
    expect(detail.inquiry.history.at(-1)).toMatchObject({
      toStatus: "confirmed",
      changedBy: { _id: member.id },
    });
    const { document } = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${invoice._id}`, member.token),
      200,
    );
    // An advance before the service: a receipt voucher (CGST Rule 50), with the tax on it.
    expect(document.kind).toBe("receipt-voucher");
    expect(document.lines).toHaveLength(1);
    expect(document.lines[0]).toMatchObject({
      sac: GST_SERVICES.event.sac,
      totalPaise: EVENT_QUOTE_DEPOSIT_PAISE,
      taxes: [
        { name: "CGST", ratePercent: 9 },
        { name: "SGST", ratePercent: 9 },
      ],
    });
    expect(document.lines[0]!.description).toBe(
      `Event management, advance on ${member.reference} (quote 1): Wedding event`,
    );

    // Confirmed, with what is paid and what remains; the invoice is in the member's list.
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.status).toBe("confirmed");
    expect(seen.timeline.map((step) => step.status)).toEqual(["new", "quoted", "confirmed"]);
    expect(seen.quote).toMatchObject({
      _id: q._id,
      state: "paid",
      invoice: { _id: invoice._id, serial: invoice.serial },
    });
    expect(seen.paid).toMatchObject({ invoiceId: invoice._id, amountPaise: EVENT_QUOTE_DEPOSIT_PAISE });
    expect(seen.remainingPaise).toBe(EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE);
    const listed = await body<{
      invoices: { _id: string; subscriptionId: { _id: string | null; name: string } }[];
    }>(await call("GET", `/invoice/getall/${member.id}`, member.token), 200);
    expect(listed.invoices.find((row) => row._id === invoice._id)?.subscriptionId).toEqual({
      _id: null,
      name: document.lines[0]!.description,
    });
    // The deposit is not a membership.
    expect(await body(await call("GET", "/subscription/current", member.token), 200)).toEqual({
      membership: null,
    });

    // Replays and the webhook change nothing and send nothing more.
    await ctx.api.settled();
    const mailBefore = (await emailsTo(member.email)).length + (await emailsTo(OPERATORS)).length;
    const replay = await call("POST", "/payment/verification", member.token, {
      razorpay_order_id: ordered.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(ordered.order.id, paymentId, LOCAL_KEY_SECRET),
    });
    expect((await body<{ invoice: { _id: string } }>(replay, 200)).invoice._id).toBe(invoice._id);
    const event = JSON.stringify({
      event: "order.paid",
      payload: {
        payment: { entity: { id: paymentId, order_id: ordered.order.id } },
        order: { entity: { id: ordered.order.id } },
      },
    });
    for (const expected of ["paid", "duplicate"]) {
      const hook = await ctx.api.app.request("/api/v1/payment/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhookSignature(event, LOCAL_WEBHOOK_SECRET),
          "x-razorpay-event-id": `evt_deposit_${invoice._id}`,
        },
        body: event,
      });
      expect(await body(hook, 200)).toEqual({ status: expected });
    }
    await ctx.api.settled();
    const invoicesOfOrder = await ctx.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
      .where(eq(paymentOrders.quoteId, q._id));
    expect(invoicesOfOrder).toEqual([{ id: invoice._id }]);
    expect((await emailsTo(member.email)).length + (await emailsTo(OPERATORS)).length).toBe(mailBefore);

    // Paid: no new order, and no revision.
    const paidAgain = await body<{ err: string }>(
      await depositOrder(member.token, member.inquiryId, q._id),
      409,
    );
    expect(paidAgain.err).toBe(QUOTE_MESSAGES.notPayable.paid);
    expect((await body<{ err: string }>(await quote(member.inquiryId), 409)).err).toBe(
      QUOTE_MESSAGES.confirmed,
    );

    // The customer has the invoice, the operators the news.
    const operatorMail = (await emailsTo(OPERATORS)).filter((mail) =>
      mail.subject.startsWith("Deposit paid"),
    );
    expect(operatorMail.map((mail) => mail.subject)).toEqual([
      `Deposit paid on ${member.reference}: Wedding event`,
    ]);
    expect(operatorMail[0]!.textBody).toContain("₹1,75,000.00 of the quote remains");
    const invoiceMail = (await emailsTo(member.email)).filter((mail) =>
      mail.subject.includes(invoice.serial),
    );
    expect(invoiceMail).toHaveLength(1);
  });

  it("an expired quote cannot be paid; another member and an admin cannot order it; a visitor is asked to sign in", async () => {
    const member = await memberWithInquiry();
    const other = await signUpMember(ctx.api, "quote-other");
    const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    await body(await depositOrder(other.token, member.inquiryId, q._id), 403);
    await body(await depositOrder(adminToken, member.inquiryId, q._id), 403);
    await body(await call("GET", `/inquiry/${member.inquiryId}/booking`, other.token), 403);
    await body(
      await call("POST", `/inquiry/${member.inquiryId}/deposit`, undefined, { quoteId: q._id }),
      401,
    );
    // A quote of another inquiry is not this inquiry's.
    const elsewhere = await memberWithInquiry();
    await body(await depositOrder(member.token, elsewhere.inquiryId, q._id), 403);
    await body(await depositOrder(elsewhere.token, elsewhere.inquiryId, q._id), 404);
    // Its last day passes.
    await ctx.db
      .update(quotes)
      .set({ validUntil: dayFromNow(-1) })
      .where(eq(quotes.id, q._id));
    const expired = await body<{ err: string }>(
      await depositOrder(member.token, member.inquiryId, q._id),
      409,
    );
    expect(expired.err).toBe(QUOTE_MESSAGES.notPayable.expired);
    expect((await booking(member.token, member.inquiryId)).quote?.state).toBe("expired");
    const orders = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.quoteId, q._id));
    expect(orders).toEqual([]);
  });

  it("a payment already under way for a replaced quote is recorded once as the customer's money, confirms nothing, and the operators are told", async () => {
    const member = await memberWithInquiry();
    const { quote: first } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    const ordered = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, first._id),
      201,
    );
    // Revised to five times the price while the first checkout is still open.
    const revised = eventQuote({
      lines: eventQuote().lines.map((line) => ({ ...line, amountPaise: line.amountPaise * 5 })),
    });
    await body(await quote(member.inquiryId, revised), 201);
    const { invoice } = await pay(member.token, ordered.order.id);
    expect(invoice.amountPaise).toBe(EVENT_QUOTE_DEPOSIT_PAISE);
    // A replay is the same payment: one invoice.
    const again = await pay(member.token, ordered.order.id);
    expect(again.invoice._id).toBe(invoice._id);
    const all = await ctx.db.select().from(quotes).where(eq(quotes.inquiryId, member.inquiryId));
    expect(all.map((row) => [row.version, row.status]).sort()).toEqual([
      [1, "superseded"],
      [2, "open"],
    ]);
    const [inquiry] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, member.inquiryId));
    expect(inquiry!.status).toBe("quoted");
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.quote).toMatchObject({ version: 2, state: "open" });
    await ctx.api.settled();
    const told = (await emailsTo(OPERATORS)).find(
      (mail) => mail.template === "deposit-paid-operator" && mail.subject.includes(member.reference),
    );
    expect(told!.subject).toBe(`Payment on a replaced quote of ${member.reference}: nothing confirmed`);
    expect(told!.textBody).toContain("It paid quote 1, which quote 2 had replaced");
  });

  it("a payment on an expired quote or a closed inquiry confirms nothing and reopens nothing", async () => {
    for (const fate of ["expired", "lost"] as const) {
      const member = await memberWithInquiry();
      const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
      const ordered = await body<{ order: { id: string } }>(
        await depositOrder(member.token, member.inquiryId, q._id),
        201,
      );
      if (fate === "expired") {
        await ctx.db
          .update(quotes)
          .set({ validUntil: dayFromNow(-1) })
          .where(eq(quotes.id, q._id));
      } else {
        await body(
          await call("PATCH", `/inquiry/admin/${member.inquiryId}`, adminToken, { status: "lost", note: "" }),
          200,
        );
      }
      await pay(member.token, ordered.order.id);
      const [inquiry] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, member.inquiryId));
      expect(inquiry!.status, fate).toBe(fate === "expired" ? "quoted" : "lost");
      const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, q._id));
      expect(row!.status, fate).toBe("open");
      await ctx.api.settled();
      const told = (await emailsTo(OPERATORS)).find(
        (mail) => mail.template === "deposit-paid-operator" && mail.subject.includes(member.reference),
      );
      expect(told!.subject, fate).toBe(
        fate === "expired"
          ? `Payment on an expired quote of ${member.reference}: nothing confirmed`
          : `Payment on a closed inquiry ${member.reference}: nothing reopened`,
      );
    }
  });

  it("refuses a total beyond the integer column and a deposit under ₹1, with words", async () => {
    const member = await memberWithInquiry();
    const big = Array.from({ length: 3 }, (_, i) => ({
      description: `Line ${i + 1}`,
      amountPaise: 1_000_000_000,
    }));
    expect(
      (await body<{ err: string }>(await quote(member.inquiryId, eventQuote({ lines: big })), 400)).err,
    ).toBe(QUOTE_MESSAGES.total);
    const tiny = [{ description: "A token", amountPaise: 100 }];
    expect(
      (await body<{ err: string }>(await quote(member.inquiryId, eventQuote({ lines: tiny })), 400)).err,
    ).toBe(QUOTE_MESSAGES.depositMinimum);
    expect(await ctx.db.select().from(quotes).where(eq(quotes.inquiryId, member.inquiryId))).toEqual([]);
  });

  it("a closed inquiry's quote cannot be paid; a paid booking cannot be moved off confirmed; a refused order remembers nothing", async () => {
    const member = await memberWithInquiry();
    const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    // A refused order does not change the details remembered for the next purchase.
    await body(
      await call("POST", `/inquiry/${member.inquiryId}/deposit`, member.token, {
        quoteId: "00000000-0000-4000-8000-000000000000",
        billing: { name: "Set By A Refusal", stateCode: "07" },
      }),
      404,
    );
    expect(await body(await call("GET", "/payment/billing", member.token), 200)).toEqual({ billing: null });
    await body(
      await call("PATCH", `/inquiry/admin/${member.inquiryId}`, adminToken, { status: "lost", note: "" }),
      200,
    );
    expect(
      (await body<{ err: string }>(await depositOrder(member.token, member.inquiryId, q._id), 409)).err,
    ).toBe(QUOTE_MESSAGES.closed);
    // Quoted again, and paid: the booking stays confirmed until its deposit is refunded.
    const { quote: again } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    const ordered = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, again._id),
      201,
    );
    expect(await body(await call("GET", "/payment/billing", member.token), 200)).toEqual({
      billing: RAJASTHAN_BILLING,
    });
    const invoice = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    const moved = await call("PATCH", `/inquiry/admin/${member.inquiryId}`, adminToken, {
      status: "contacted",
      note: "",
    });
    expect((await body<{ err: string }>(moved, 409)).err).toMatch(
      /stays confirmed until that invoice is refunded/,
    );

    // Refunded: the booking is off, the quote says so, and the operators may quote again.
    await body(
      await call("POST", `/invoice/admin/${invoice._id}/refund`, adminToken, { reason: "Wedding postponed" }),
      200,
    );
    const seen = await booking(member.token, member.inquiryId);
    expect(seen.status).toBe("lost");
    expect(seen.quote).toMatchObject({ _id: again._id, state: "refunded" });
    expect(seen.paid).toBeNull();
    const [change] = await ctx.db
      .select()
      .from(inquiryStatusChanges)
      .where(
        and(eq(inquiryStatusChanges.inquiryId, member.inquiryId), eq(inquiryStatusChanges.toStatus, "lost")),
      )
      .orderBy(desc(inquiryStatusChanges.createdAt))
      .limit(1);
    // A receipt voucher is reversed by a refund voucher (Rule 51), in its own series.
    expect(change!.note).toMatch(/^Deposit refunded: refund voucher RF\//);
    // The customer is told the event policy's timeline, not a made-up one.
    await ctx.api.settled();
    const refundMail = (await emailsTo(member.email)).find((mail) => mail.template === "credit-note");
    expect(refundMail!.subject).toMatch(/^Your Nova Experience refund: refund voucher RF\//);
    expect(refundMail!.textBody).toContain("within 15-20 business days, as our refund policy says");
    await body(await quote(member.inquiryId), 201);
  });

  it("a second deposit on a booking is recorded and the operators are told to refund one", async () => {
    const member = await memberWithInquiry();
    const { quote: first } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    const one = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, first._id),
      201,
    );
    const { quote: second } = await body<{ quote: QuoteView }>(
      await quote(member.inquiryId, eventQuote({ depositPercent: 40 })),
      201,
    );
    const two = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, second._id),
      201,
    );
    await pay(member.token, two.order.id);
    // The replaced quote's checkout was still open: its payment is the customer's money too.
    await pay(member.token, one.order.id);
    await ctx.api.settled();
    const subjects = (await emailsTo(OPERATORS)).map((mail) => mail.subject);
    expect(subjects).toContain(`Deposit paid on ${member.reference}: Wedding event`);
    expect(subjects).toContain(`Second deposit on ${member.reference}: refund one of them`);
  });

  it("money paid beyond the total is shown as owed back, stops the tax invoice until refunded, and a part refund clears it", async () => {
    const member = await memberWithInquiry();
    const { quote: first } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
    // The first quote's deposit checkout is left open; the quote is revised and its deposit paid.
    const stale = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, first._id),
      201,
    );
    const { quote: second } = await body<{ quote: QuoteView }>(
      await quote(member.inquiryId, eventQuote({ depositPercent: 40 })),
      201,
    );
    const deposit = await body<{ order: { id: string } }>(
      await depositOrder(member.token, member.inquiryId, second._id),
      201,
    );
    await payInLocalCheckout(ctx.api, member.token, deposit.order.id);
    const balance = await body<{ order: { id: string; amount: number } }>(
      await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
      201,
    );
    expect(balance.order.amount).toBe(15_000_000);
    // The old checkout is paid late, then the balance: ₹75,000 more than the ₹2,50,000 total.
    await payInLocalCheckout(ctx.api, member.token, stale.order.id);
    const last = await payInLocalCheckout(ctx.api, member.token, balance.order.id);
    const overpaid = await booking(member.token, member.inquiryId);
    expect(overpaid).toMatchObject({ remainingPaise: 0, overpaidPaise: 7_500_000, taxInvoice: null });
    const delivered = await call("POST", `/inquiry/admin/${member.inquiryId}/tax-invoice`, adminToken, {
      deliveredOn: formatIsoDay(new Date()),
    });
    expect((await body<{ err: string }>(delivered, 409)).err).toBe(
      TAX_INVOICE_MESSAGES.overpaid("₹75,000.00"),
    );
    // The operator refunds the overpaid part of the last payment: nothing is owed back, and the
    // booking's tax invoice can be issued for the total, with nothing due.
    await body(
      await call("POST", `/invoice/admin/${last._id}/refund`, adminToken, {
        reason: "Paid twice: an old checkout",
        amountPaise: 7_500_000,
      }),
      200,
    );
    expect(await booking(member.token, member.inquiryId)).toMatchObject({
      remainingPaise: 0,
      overpaidPaise: 0,
    });
    const issued = await body<{ taxInvoice: { amountPaise: number; duePaise: number } }>(
      await call("POST", `/inquiry/admin/${member.inquiryId}/tax-invoice`, adminToken, {
        deliveredOn: formatIsoDay(new Date()),
      }),
      201,
    );
    expect(issued.taxInvoice).toMatchObject({ amountPaise: 25_000_000, duePaise: 0 });
  });

  it("a signed webhook whose text Postgres cannot keep (a lone surrogate) is a 400, not a 500 retried for days", async () => {
    const event =
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_x","order_id":"\\ud800"}}}}';
    const hook = await ctx.api.app.request("/api/v1/payment/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(event, LOCAL_WEBHOOK_SECRET),
        "x-razorpay-event-id": `evt_lone_${Date.now()}`,
      },
      body: event,
    });
    expect(hook.status).toBe(400);
  });

  it("the operators' digest lists stale leads and expiring quotes, once a day", async () => {
    const stale = await memberWithInquiry();
    const fresh = await memberWithInquiry();
    const expiring = await memberWithInquiry();
    const { quote: q } = await body<{ quote: QuoteView }>(
      await quote(expiring.inquiryId, eventQuote({ validUntil: dayFromNow(2) })),
      201,
    );
    expect(q.state).toBe("open");
    // The stale inquiry arrived well before the response promise's cutoff.
    const asOf = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    await ctx.db
      .update(inquiries)
      .set({ createdAt: new Date(promiseCutoff(asOf).getTime() - 60_000) })
      .where(eq(inquiries.id, stale.inquiryId));
    await ctx.db
      .update(inquiries)
      .set({ createdAt: new Date(promiseCutoff(asOf).getTime() + 60_000) })
      .where(eq(inquiries.id, fresh.inquiryId));
    await ctx.db
      .update(quotes)
      .set({ validUntil: dayFromNow(11) })
      .where(eq(quotes.id, q._id));
    const first = await runDailyJobs(ctx.db, {
      asOf,
      siteUrl: "https://nova.example",
      operatorEmail: OPERATORS,
    });
    expect(first.digests).toBe(1);
    const digests = (await emailsTo(OPERATORS)).filter((mail) => mail.subject.includes("daily digest"));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.textBody).toContain(stale.reference);
    expect(digests[0]!.textBody).not.toContain(fresh.reference);
    expect(digests[0]!.textBody).toContain(`${expiring.reference}, quote 1`);
    const second = await runDailyJobs(ctx.db, {
      asOf,
      siteUrl: "https://nova.example",
      operatorEmail: OPERATORS,
    });
    expect(second.digests).toBe(0);
    expect((await emailsTo(OPERATORS)).filter((mail) => mail.subject.includes("daily digest"))).toHaveLength(
      1,
    );
    // The history of the stale one is untouched by the digest.
    const history = await ctx.db
      .select()
      .from(inquiryStatusChanges)
      .where(and(eq(inquiryStatusChanges.inquiryId, stale.inquiryId)));
    expect(history).toEqual([]);
  });
});

describe("the response promise's cutoff", () => {
  it("counts working days, Monday to Saturday in India", () => {
    // Monday 09:00 IST: one working day back skips Sunday to Saturday 09:00.
    expect(promiseCutoff(new Date("2026-11-23T03:30:00Z")).toISOString()).toBe("2026-11-21T03:30:00.000Z");
    // Wednesday: Tuesday.
    expect(promiseCutoff(new Date("2026-11-25T03:30:00Z")).toISOString()).toBe("2026-11-24T03:30:00.000Z");
    expect(promiseCutoff(new Date("2026-11-25T03:30:00Z"), 2).toISOString()).toBe("2026-11-23T03:30:00.000Z");
  });
});
