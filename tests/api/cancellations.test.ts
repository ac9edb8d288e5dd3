// Cancelling a booking by the published refund policy (docs/product.md D23; decision 0033), on
// PGlite, pg and Neon: the member sees what the policy gives back before confirming, once; the
// booking closes; the operators refund that amount in parts of the payments, the newest first,
// each with its credit note or refund voucher and the policy's own timeline in the e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatIsoDay } from "../../src/lib/dates.ts";
import type { Invoice, InvoiceDocuments } from "../../src/schemas/invoice.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";
import {
  type BookingTaxInvoice,
  CANCELLATION_MESSAGES,
  QUOTE_MESSAGES,
  type CancellationView,
  type InquiryBooking,
  type QuoteView,
} from "../../src/schemas/quote.ts";
import { inquiries, invoices, paymentOrders, staffActions } from "../../src/server/db/schema.ts";
import { REFUND_REFERENCE_RECEIVED, REFUND_REFERENCE_TAKEN } from "../../src/server/services/refunds.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import {
  dayFromNow,
  EVENT_QUOTE_DEPOSIT_PAISE,
  EVENT_QUOTE_TOTAL_PAISE,
  eventQuote,
} from "../fixtures/quotes.ts";
import {
  answerOf as body,
  payInLocalCheckout,
  planIdsByName,
  signInAdmin,
  signUpMember,
} from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { emailsTo as emailsToOf } from "../helpers/outbox.ts";
import { pdfText } from "../helpers/pdf.ts";
import { CANCELLED_STATUS_MESSAGE } from "../../src/server/services/admin-inquiries.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@cancel.example";
const TRIP_PAISE = 10_000_000; // ₹1,00,000
const DAY_MS = 24 * 60 * 60 * 1000;

forEachDatabase("cancellations by the policy", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  const { call } = ctx;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Cancel Admin")).token;
  });

  /** How each kind is asked for and quoted here: ₹1,00,000, the deposit at its kind's least. */
  const BOOKINGS = {
    travel: {
      path: "/inquiry/create_travel",
      inquiry: (day: string) => travelInquiry({ travelDate: day }),
      line: "Golden Triangle, 6 nights for two",
      depositPercent: 20,
    },
    catering: {
      path: "/inquiry/create_food",
      inquiry: (day: string) => cateringInquiry({ cateringDate: day }),
      line: "Lunch for 120",
      depositPercent: 30,
    },
  };

  /** A member's booking of `kind`, `daysAway` days ahead, quoted at ₹1,00,000, its deposit paid. */
  async function booked(kind: keyof typeof BOOKINGS, daysAway: number, label: string) {
    const asked = BOOKINGS[kind];
    const member = await signUpMember(ctx.api, label);
    const made = await body<{ inquiry: { id: string; reference: string } }>(
      await call("POST", asked.path, member.token, asked.inquiry(dayFromNow(daysAway))),
      201,
    );
    const { quote } = await body<{ quote: QuoteView }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, {
        lines: [{ description: asked.line, amountPaise: TRIP_PAISE }],
        depositPercent: asked.depositPercent,
        validUntil: dayFromNow(3),
        note: "",
      }),
      201,
    );
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/deposit`, member.token, { quoteId: quote._id }),
      201,
    );
    const deposit = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    return { member, inquiryId: made.inquiry.id, reference: made.inquiry.reference, quote, deposit };
  }

  /** A member's trip `daysAway` days ahead, quoted at ₹1,00,000 with a 20% advance, the advance paid. */
  const bookedTrip = (daysAway: number, label = "cancel-trip") => booked("travel", daysAway, label);

  /** A member's wedding (the fixtures' event and quote: ₹2,50,000), its ₹75,000 deposit paid. */
  async function bookedEvent(label: string) {
    const member = await signUpMember(ctx.api, label);
    const made = await body<{ inquiry: { id: string } }>(
      await call("POST", "/inquiry/create_event", member.token, eventInquiry()),
      201,
    );
    const { quote } = await body<{ quote: QuoteView }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, eventQuote()),
      201,
    );
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/deposit`, member.token, { quoteId: quote._id }),
      201,
    );
    return { member, made, deposit: await payInLocalCheckout(ctx.api, member.token, ordered.order.id) };
  }

  const preview = async (token: string, inquiryId: string) =>
    (
      await body<{ cancellation: CancellationView }>(
        await call("GET", `/inquiry/${inquiryId}/cancellation`, token),
        200,
      )
    ).cancellation;

  const emailsTo = (to: string) => emailsToOf(ctx.db, to);

  it("travel within 24 hours of the advance: all of it comes back", async () => {
    const trip = await bookedTrip(60);
    expect(await preview(trip.member.token, trip.inquiryId)).toMatchObject({
      paidPaise: 2_000_000,
      keptPaise: 0,
      refundPaise: 2_000_000,
      rule: "Within 24 hours of booking: a full refund is possible.",
      refundBusinessDays: "10-15",
      state: "preview",
    });
  });

  it("paid in full, then cancelled within 24 hours: the tax invoice's page lists every credit note against it, each downloadable", async () => {
    const trip = await bookedTrip(60, "cancel-full-24h");
    const balance = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${trip.inquiryId}/balance`, trip.member.token, {}),
      201,
    );
    // The last payment's document is the booking's tax invoice, the deposit's receipt voucher deducted.
    const invoice = await payInLocalCheckout(ctx.api, trip.member.token, balance.order.id);
    await body(await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, trip.member.token, {}), 201);
    await body(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/cancellation/refund`, adminToken, {}),
      200,
    );
    const documents = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${invoice._id}`, trip.member.token),
      200,
    );
    expect(documents.document.kind).toBe("invoice");
    // Both payments' refunds are credit notes against it: the whole invoice is credited.
    expect(documents.creditNotes.map((note) => note.references?.invoiceNumber)).toEqual([
      invoice.serial,
      invoice.serial,
    ]);
    expect(documents.creditNotes.reduce((sum, note) => sum + note.totals.totalPaise, 0)).toBe(TRIP_PAISE);
    // The deposit's note is e-mailed as what it is: against the tax invoice that included it.
    await ctx.api.settled();
    const mails = (await emailsTo(trip.member.email)).filter((mail) => mail.template === "credit-note");
    expect(mails).toHaveLength(2);
    const against = mails.filter((mail) =>
      mail.textBody.includes(`is against tax invoice ${invoice.serial}, which included this payment.`),
    );
    expect(against).toHaveLength(1);
    expect(against[0]!.textBody).toContain(`paid on receipt voucher ${trip.deposit.serial}`);
    for (const note of documents.creditNotes) {
      const pdf = await call(
        "GET",
        `/invoice/credit-note/${invoice._id}/pdf?number=${encodeURIComponent(note.number)}`,
        trip.member.token,
      );
      expect(pdf.status).toBe(200);
    }
  });

  it("travel cancelled at 20 days, paid in full: half the price back, refunded from the newest payment with its credit note", async () => {
    const trip = await bookedTrip(20, "cancel-twenty");
    const balance = await body<{ order: { id: string; amount: number } }>(
      await call("POST", `/inquiry/${trip.inquiryId}/balance`, trip.member.token, {}),
      201,
    );
    const invoice = await payInLocalCheckout(ctx.api, trip.member.token, balance.order.id);
    // Three days have passed since the advance (as time would): the 24 hours are over.
    const [advance] = await ctx.db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.id, trip.deposit._id));
    await ctx.db
      .update(paymentOrders)
      .set({ paidAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(paymentOrders.id, advance!.orderId));

    const terms = await preview(trip.member.token, trip.inquiryId);
    expect(terms).toMatchObject({
      daysBefore: 20,
      paidPaise: TRIP_PAISE,
      keptPaise: 5_000_000,
      refundPaise: 5_000_000,
      rule: "30-7 days before travel: a cancellation fee of 50% of the package price.",
    });
    // Nobody else sees or asks it.
    const other = await signUpMember(ctx.api, "cancel-other");
    await body(await call("GET", `/inquiry/${trip.inquiryId}/cancellation`, other.token), 403);
    await body(await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, other.token, {}), 403);

    const asked = await body<{ cancellation: CancellationView }>(
      await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, trip.member.token, {}),
      201,
    );
    expect(asked.cancellation).toMatchObject({ refundPaise: 5_000_000, state: "requested" });
    const again = await body<{ err: string }>(
      await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, trip.member.token, {}),
      409,
    );
    expect(again.err).toBe(CANCELLATION_MESSAGES.already);
    const [row] = await ctx.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, trip.inquiryId));
    expect(row!.status).toBe("lost");
    await ctx.api.settled();
    expect((await emailsTo(OPERATORS)).map((mail) => mail.subject)).toContain(
      `Cancelled: ${trip.reference}, refund ₹50,000.00`,
    );
    const received = (await emailsTo(trip.member.email)).find(
      (mail) => mail.template === "booking-cancellation",
    );
    expect(received!.textBody).toContain(
      "We will refund ₹50,000.00 of the ₹1,00,000.00 you paid, within 10-15 business days",
    );

    // The operators refund it: ₹50,000 of the ₹80,000 balance, its credit note for that part.
    const refunded = await body<{ cancellation: CancellationView }>(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/cancellation/refund`, adminToken, {}),
      200,
    );
    expect(refunded.cancellation.state).toBe("refunded");
    const documents = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${invoice._id}`, trip.member.token),
      200,
    );
    expect(documents.creditNotes[0]).toMatchObject({
      kind: "credit-note",
      totals: { totalPaise: 5_000_000 },
      payment: { method: "Razorpay, to the original payment method" },
    });
    expect(documents.creditNotes[0]!.references!.invoiceNumber).toBe(invoice.serial);
    const seen = (
      await body<{ booking: InquiryBooking }>(
        await call("GET", `/inquiry/${trip.inquiryId}/booking`, trip.member.token),
        200,
      )
    ).booking;
    expect(seen.payments.map((p) => [p.serial, p.refundedPaise])).toEqual([
      [trip.deposit.serial, 0],
      [invoice.serial, 5_000_000],
    ]);
    // The member sees the credit note beside the payment it refunded, and only there.
    expect(seen.payments.map((p) => p.reversals)).toEqual([
      [],
      [
        {
          serial: documents.creditNotes[0]!.number,
          documentKind: "credit-note",
          amountPaise: 5_000_000,
        },
      ],
    ]);
    expect(seen.cancellation).toMatchObject({ state: "refunded", refundPaise: 5_000_000 });
    await ctx.api.settled();
    const refundMail = (await emailsTo(trip.member.email)).find((mail) => mail.template === "credit-note");
    expect(refundMail!.textBody).toContain(
      "We have refunded ₹50,000.00 of the ₹80,000.00 paid on tax invoice",
    );
    expect(refundMail!.textBody).toContain("within 10-15 business days");
    // Asked again, nothing more is refunded.
    await body(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/cancellation/refund`, adminToken, {}),
      200,
    );
    const [balanceRow] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice._id));
    expect(balanceRow!.refundedPaise).toBe(5_000_000);
    // A cancelled booking takes no bank transfer, and says why; an unknown inquiry is named so.
    const refusedTransfer = await body<{ err: string }>(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/bank-transfer`, adminToken, {
        amountPaise: 100_000,
        utr: "AFTERCANCEL0001",
        receivedOn: formatIsoDay(new Date()),
      }),
      409,
    );
    expect(refusedTransfer.err).toBe(QUOTE_MESSAGES.closed);
    const unknown = await body<{ err: string }>(
      await call(
        "POST",
        "/inquiry/admin/00000000-0000-4000-8000-000000000000/cancellation/refund",
        adminToken,
        {},
      ),
      404,
    );
    expect(unknown.err).toBe("Unknown inquiry.");
  });

  it("an Elite member's trip, quoted with the plan's discount: a full refund three days before travel, as the plan card promises", async () => {
    const member = await signUpMember(ctx.api, "cancel-elite");
    const plans = await planIdsByName(ctx.api);
    const bought = await body<{ order: { id: string } }>(
      await call("POST", "/payment/order", member.token, { subscriptionId: plans.Elite }),
      201,
    );
    await payInLocalCheckout(ctx.api, member.token, bought.order.id);
    const made = await body<{ inquiry: { id: string } }>(
      await call(
        "POST",
        "/inquiry/create_travel",
        member.token,
        travelInquiry({ travelDate: dayFromNow(3) }),
      ),
      201,
    );
    const { quote } = await body<{ quote: QuoteView }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, {
        lines: [{ description: "Char Dham, 10 nights for two", amountPaise: TRIP_PAISE }],
        depositPercent: 20,
        validUntil: dayFromNow(1),
        note: "",
      }),
      201,
    );
    expect(quote.discount).toMatchObject({ plan: "Elite" });
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/deposit`, member.token, { quoteId: quote._id }),
      201,
    );
    await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    // Paid more than 24 hours ago, so that the policy alone would keep it all within 7 days.
    await ctx.db
      .update(invoices)
      .set({ purchasedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(invoices.userId, member.id));
    await ctx.db
      .update(paymentOrders)
      .set({ paidAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(paymentOrders.userId, member.id));
    const seen = await preview(member.token, made.inquiry.id);
    expect(seen).toMatchObject({
      keptPaise: 0,
      refundPaise: seen.paidPaise,
      rule: "Elite membership: a full refund on cancellation up to 12 hours before travel.",
    });
    expect(seen.paidPaise).toBeGreaterThan(0);
  });

  it("an event's deposit is kept: nothing to refund, nothing for the operators to do; a passed day cannot be cancelled", async () => {
    const { member, made, deposit } = await bookedEvent("cancel-event");
    expect(await preview(member.token, made.inquiry.id)).toMatchObject({
      refundPaise: 0,
      keptPaise: 7_500_000,
    });

    // The event's day moved into the past (as time would): no cancellation here.
    const [row] = await ctx.db
      .select({ details: inquiries.details })
      .from(inquiries)
      .where(eq(inquiries.id, made.inquiry.id));
    await ctx.db
      .update(inquiries)
      .set({ details: { ...row!.details, eventDate: formatIsoDay(new Date(Date.now() - 2 * DAY_MS)) } })
      .where(eq(inquiries.id, made.inquiry.id));
    expect(
      (
        await body<{ err: string }>(
          await call("GET", `/inquiry/${made.inquiry.id}/cancellation`, member.token),
          409,
        )
      ).err,
    ).toBe(CANCELLATION_MESSAGES.past);
    await ctx.db.update(inquiries).set({ details: row!.details }).where(eq(inquiries.id, made.inquiry.id));
    const asked = await body<{ cancellation: CancellationView }>(
      await call("POST", `/inquiry/${made.inquiry.id}/cancellation`, member.token, {}),
      201,
    );
    expect(asked.cancellation).toMatchObject({ refundPaise: 0, state: "refunded" });

    // Final at once: the ₹75,000 kept gets its tax invoice, the deposit's receipt voucher deducted.
    const seen = (
      await body<{ booking: InquiryBooking }>(
        await call("GET", `/inquiry/${made.inquiry.id}/booking`, member.token),
        200,
      )
    ).booking;
    expect(seen.taxInvoice).toMatchObject({
      forCancellation: true,
      deliveredOn: null,
      documentId: null,
      amountPaise: 7_500_000,
      duePaise: 0,
    });
    const charged = await body<{ taxInvoice: BookingTaxInvoice; document: TaxDocument }>(
      await call("GET", `/inquiry/${made.inquiry.id}/tax-invoice`, member.token),
      200,
    );
    expect(charged.document).toMatchObject({
      kind: "invoice",
      number: seen.taxInvoice!.serial,
      status: "paid",
      totals: { totalPaise: 7_500_000 },
      due: { totalPaise: 0, taxablePaise: 0 },
      advances: [{ number: deposit.serial, totalPaise: 7_500_000 }],
    });
    expect(charged.document.number).toMatch(/^NE\//);
    expect(charged.document.lines.map((line) => line.description)).toEqual([
      expect.stringMatching(/^Cancellation charge under the refund policy, booking EVT-/),
    ]);
    expect(charged.document.due!.taxes.every((tax) => tax.amountPaise === 0)).toBe(true);
    // Its notes say which booking was cancelled, when, and the policy's words that kept it.
    expect(charged.document.notes).toContainEqual(
      expect.stringMatching(
        /^Booking EVT-\w+ \(quote 1\): Wedding event, cancelled on \d{1,2} \w+ \d{4}, \d+ days before\. 45\+ days before the event: a refund of 50% of the amount paid, excluding the deposit\.$/,
      ),
    );
    const pdf = await call("GET", `/inquiry/${made.inquiry.id}/tax-invoice/pdf`, member.token);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Cancellation charge under the");
    expect(text).toContain(deposit.serial);
    await ctx.api.settled();
    const mail = (await emailsTo(member.email)).find((row) => row.template === "booking-tax-invoice");
    expect(mail!.subject).toContain(charged.document.number);
    expect(mail!.textBody).toContain(
      `the cancellation of ${seen.reference} kept ₹75,000.00. Tax invoice ${charged.document.number} is for that amount (GST included)`,
    );
    expect(mail!.textBody).toContain("Nothing remains to pay.");
    expect(mail!.textBody).not.toContain("full value");
  });

  it("a kept deposit refunded later as goodwill, in two parts: the credit notes on its invoice add up to it tax by tax", async () => {
    const { member, made, deposit } = await bookedEvent("cancel-goodwill");
    await body(await call("POST", `/inquiry/${made.inquiry.id}/cancellation`, member.token, {}), 201);
    for (const amountPaise of [1_000_001, undefined]) {
      await body(
        await call("POST", `/invoice/admin/${deposit._id}/refund`, adminToken, {
          reason: "Goodwill after the cancellation",
          ...(amountPaise ? { amountPaise } : {}),
        }),
        200,
      );
    }
    const { document, creditNotes: notes } = await body<{
      document: TaxDocument;
      creditNotes: TaxDocument[];
    }>(await call("GET", `/inquiry/${made.inquiry.id}/tax-invoice`, member.token), 200);
    // Against the charge's invoice, which had deducted the deposit; the second completes it.
    expect(notes.map((note) => note.lines[0]!.description)).toEqual([
      `Part refunded of ${document.number}`,
      `Last part refunded of ${document.number}`,
    ]);
    const credited = (pick: (totals: TaxDocument["totals"]) => number) =>
      notes.reduce((sum, note) => sum + pick(note.totals), 0);
    expect(credited((t) => t.totalPaise)).toBe(document.totals.totalPaise);
    expect(credited((t) => t.taxablePaise)).toBe(document.totals.taxablePaise);
    for (const tax of document.totals.taxes) {
      expect(
        credited((t) => t.taxes.find((x) => x.name === tax.name)!.amountPaise),
        tax.name,
      ).toBe(tax.amountPaise);
    }
  });

  it("catering cancelled 20 days before: half the deposit back; once refunded, the half kept gets its tax invoice, once", async () => {
    const meal = await booked("catering", 20, "cancel-catering-kept");
    expect(await preview(meal.member.token, meal.inquiryId)).toMatchObject({
      paidPaise: 3_000_000,
      keptPaise: 1_500_000,
      refundPaise: 1_500_000,
    });
    await body(await call("POST", `/inquiry/${meal.inquiryId}/cancellation`, meal.member.token, {}), 201);
    const bookingNow = async () =>
      (
        await body<{ booking: InquiryBooking }>(
          await call("GET", `/inquiry/${meal.inquiryId}/booking`, meal.member.token),
          200,
        )
      ).booking;
    // Not final while the refund is owed: no invoice yet.
    expect((await bookingNow()).taxInvoice).toBeNull();
    for (let time = 0; time < 2; time += 1) {
      await body(
        await call("POST", `/inquiry/admin/${meal.inquiryId}/cancellation/refund`, adminToken, {}),
        200,
      );
    }
    const seen = await bookingNow();
    // The deposit's refund is a refund voucher for half of it (no tax invoice covered it then) ...
    expect(seen.payments[0]!.reversals).toEqual([
      expect.objectContaining({ documentKind: "refund-voucher", amountPaise: 1_500_000 }),
    ]);
    // ... and the half kept is invoiced, the advance's rest deducted tax by tax: nothing due.
    expect(seen.taxInvoice).toMatchObject({ forCancellation: true, amountPaise: 1_500_000, duePaise: 0 });
    const { document } = await body<{ document: TaxDocument }>(
      await call("GET", `/inquiry/${meal.inquiryId}/tax-invoice`, meal.member.token),
      200,
    );
    expect(document.advances).toEqual([
      expect.objectContaining({ number: meal.deposit.serial, totalPaise: 1_500_000 }),
    ]);
    expect(document.due).toMatchObject({ totalPaise: 0, taxablePaise: 0 });
    expect(document.due!.taxes.every((tax) => tax.amountPaise === 0)).toBe(true);
    expect(document.totals.taxes).toEqual(document.advances![0]!.taxes);
    // The member's list leads from the deposit to the invoice that deducted it.
    const { invoices: listed } = await body<{ invoices: Invoice[] }>(
      await call("GET", `/invoice/getall/${meal.member.id}`, meal.member.token),
      200,
    );
    expect(listed.map((row) => [row.serial, row.deductedOn])).toEqual([
      [meal.deposit.serial, { serial: document.number, inquiryId: meal.inquiryId }],
    ]);
    // Refunded twice over the panel: one invoice, one e-mail of it.
    await ctx.api.settled();
    const mails = (await emailsTo(meal.member.email)).filter((row) => row.template === "booking-tax-invoice");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("kept ₹15,000.00");
  });

  it("refunds the rest of a payment refunded in part before, with a second document of its own", async () => {
    const trip = await bookedTrip(60, "cancel-carried");
    // A goodwill rupee back on the advance first: the advance has ₹19,999 left.
    await body(
      await call("POST", `/invoice/admin/${trip.deposit._id}/refund`, adminToken, {
        reason: "Goodwill",
        amountPaise: 100,
      }),
      200,
    );
    await body(await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, trip.member.token, {}), 201);
    // More than is left cannot be refunded: an operator's refund of the rest first leaves nothing.
    const rest = await body<{ err: string }>(
      await call("POST", `/invoice/admin/${trip.deposit._id}/refund`, adminToken, {
        reason: "Too much",
        amountPaise: 2_000_000,
      }),
      400,
    );
    expect(rest.err).toBe(
      "A refund must be from ₹1 to what is left to refund of this invoice (₹19,999.00 of the ₹20,000.00 paid).",
    );
    await body(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/cancellation/refund`, adminToken, {}),
      200,
    );
    const seen = await body<{ booking: InquiryBooking }>(
      await call("GET", `/inquiry/${trip.inquiryId}/booking`, trip.member.token),
      200,
    );
    expect(seen.booking.cancellation).toMatchObject({ state: "refunded", refundPaise: 1_999_900 });
    const [deposit] = seen.booking.payments;
    expect(deposit).toMatchObject({ refunded: true, refundedPaise: 2_000_000 });
    expect(deposit!.reversals.map((reversal) => [reversal.documentKind, reversal.amountPaise])).toEqual([
      ["refund-voucher", 100],
      ["refund-voucher", 1_999_900],
    ]);
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, trip.deposit._id));
    expect(row).toMatchObject({ status: "refunded", refundedPaise: 2_000_000 });
    // Each refund's document on the payment's page, and each as its own PDF.
    const documents = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${trip.deposit._id}`, trip.member.token),
      200,
    );
    expect(documents.creditNotes.map((note) => note.number)).toEqual(deposit!.reversals.map((r) => r.serial));
    for (const note of documents.creditNotes) {
      const pdf = await call(
        "GET",
        `/invoice/credit-note/${trip.deposit._id}/pdf?number=${encodeURIComponent(note.number)}`,
        trip.member.token,
      );
      expect(pdf.status).toBe(200);
      expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(note.number);
    }
    // Nothing is left: a further refund is refused, and the stand-in was asked for no more.
    const again = await body<{ err: string }>(
      await call("POST", `/invoice/admin/${trip.deposit._id}/refund`, adminToken, { reason: "Again" }),
      409,
    );
    expect(again.err).toBe("This invoice is already refunded.");
  });

  it("a refund over two online payments leaves the older at least ₹1 to give, Razorpay's minimum", async () => {
    // Catering at ₹1,00,000, its ₹30,000 deposit and ₹70,000 balance paid; a goodwill ₹14,999.50
    // back on the deposit. Cancelled 30 days ahead, half the deposit is kept: ₹70,000.50 comes back,
    // ₹0.50 more than the balance. Razorpay refunds no less than ₹1, so the balance gives ₹0.50
    // less and the deposit ₹1, where the deposit's piece of ₹0.50 was refused and the
    // cancellation stayed "to refund".
    const { member, inquiryId, deposit } = await booked("catering", 30, "cancel-rupee");
    const balanceOrder = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${inquiryId}/balance`, member.token, {}),
      201,
    );
    const balance = await payInLocalCheckout(ctx.api, member.token, balanceOrder.order.id);
    await body(
      await call("POST", `/invoice/admin/${deposit._id}/refund`, adminToken, {
        reason: "Goodwill",
        amountPaise: 1_499_950,
      }),
      200,
    );
    const asked = await body<{ cancellation: CancellationView }>(
      await call("POST", `/inquiry/${inquiryId}/cancellation`, member.token, {}),
      201,
    );
    expect(asked.cancellation).toMatchObject({ keptPaise: 1_500_000, refundPaise: 7_000_050 });

    const { booking } = await refundTheCancellation({ inquiryId, member });
    expect(booking.cancellation).toMatchObject({ state: "refunded" });
    expect(booking.payments.map((p) => [p.serial, p.reversals.map((r) => r.amountPaise)])).toEqual([
      [deposit.serial, [1_499_950, 100]],
      [balance.serial, [6_999_950]],
    ]);
  });

  /** A trip cancelled while its balance's checkout was open, that checkout paid after. */
  async function cancelledThenPaid(label: string) {
    const trip = await bookedTrip(60, label);
    const open = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${trip.inquiryId}/balance`, trip.member.token, {}),
      201,
    );
    const asked = await body<{ cancellation: CancellationView }>(
      await call("POST", `/inquiry/${trip.inquiryId}/cancellation`, trip.member.token, {}),
      201,
    );
    expect(asked.cancellation.refundPaise).toBe(2_000_000);
    const late = await payInLocalCheckout(ctx.api, trip.member.token, open.order.id);
    return { trip, late };
  }

  /** The operators refund the cancellation; then what each payment had given back, and the cancellation. */
  async function refundTheCancellation(trip: { inquiryId: string; member: { token: string } }) {
    await body(
      await call("POST", `/inquiry/admin/${trip.inquiryId}/cancellation/refund`, adminToken, {}),
      200,
    );
    const { booking } = await body<{ booking: InquiryBooking }>(
      await call("GET", `/inquiry/${trip.inquiryId}/booking`, trip.member.token),
      200,
    );
    return { refunded: booking.payments.map((p) => [p.serial, p.refundedPaise]), booking };
  }

  it("money paid after the cancellation goes back whole, apart from the policy's refund of what was paid before", async () => {
    const { trip, late } = await cancelledThenPaid("cancel-late");
    await ctx.api.settled();
    const told = (await emailsTo(OPERATORS)).find((mail) => mail.textBody.includes(late.serial));
    expect(told!.textBody).toContain(
      "The booking is no longer confirmed: nothing changed with this payment.",
    );
    expect(told!.textBody).not.toContain("paid in full");
    // The operators refund the late money first, as their e-mail asks; then the cancellation.
    await body(
      await call("POST", `/invoice/admin/${late._id}/refund`, adminToken, {
        reason: "Paid after cancelling",
      }),
      200,
    );
    const { refunded, booking } = await refundTheCancellation(trip);
    // The deposit came back under the policy, the late payment whole: nothing is kept.
    expect(refunded).toEqual([
      [trip.deposit.serial, 2_000_000],
      [late.serial, TRIP_PAISE - 2_000_000],
    ]);
    expect(booking.cancellation).toMatchObject({ state: "refunded" });
    // It is not reopened: collecting money again would stand beside a settled cancellation.
    const reopened = await body<{ err: string }>(
      await call("PATCH", `/inquiry/admin/${trip.inquiryId}`, adminToken, { status: "confirmed", note: "" }),
      409,
    );
    expect(reopened.err).toBe(CANCELLED_STATUS_MESSAGE);
  });

  it("an event's deposit kept and invoiced at once; a balance paid after the cancellation goes back whole with its own refund voucher", async () => {
    const { member, made, deposit } = await bookedEvent("cancel-kept-late");
    const open = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/balance`, member.token, {}),
      201,
    );
    await body(await call("POST", `/inquiry/${made.inquiry.id}/cancellation`, member.token, {}), 201);
    const late = await payInLocalCheckout(ctx.api, member.token, open.order.id);
    // Paid after the cancellation: an advance owed back, never a receipt against the charge's invoice.
    expect(late.serial).toMatch(/^RV\//);
    const before = await body<{ taxInvoice: BookingTaxInvoice; document: TaxDocument }>(
      await call("GET", `/inquiry/${made.inquiry.id}/tax-invoice`, member.token),
      200,
    );
    expect(before.document.advances!.map((advance) => advance.number)).toEqual([deposit.serial]);

    const { booking } = await refundTheCancellation({ inquiryId: made.inquiry.id, member });
    expect(booking.payments.map((p) => [p.serial, p.refundedPaise])).toEqual([
      [deposit.serial, 0],
      [late.serial, EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE],
    ]);
    expect(booking.payments[1]!.reversals).toEqual([
      expect.objectContaining({
        documentKind: "refund-voucher",
        amountPaise: EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE,
      }),
    ]);
    // The charge's invoice stands as issued: the deposit kept, nothing due.
    expect(booking.taxInvoice).toMatchObject({
      serial: before.taxInvoice.serial,
      forCancellation: true,
      amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
      duePaise: 0,
    });
  });

  it("the cancellation's refund also gives back, whole, what was paid after it", async () => {
    const { trip, late } = await cancelledThenPaid("cancel-late-both");
    expect((await refundTheCancellation(trip)).refunded).toEqual([
      [trip.deposit.serial, 2_000_000],
      [late.serial, TRIP_PAISE - 2_000_000],
    ]);
  });

  /** A trip 60 days away whose ₹20,000 advance came by bank transfer with the UTR `utr`. */
  async function tripPaidByTransfer(label: string, utr: string) {
    const member = await signUpMember(ctx.api, label);
    const made = await body<{ inquiry: { id: string } }>(
      await call(
        "POST",
        "/inquiry/create_travel",
        member.token,
        travelInquiry({ travelDate: dayFromNow(60) }),
      ),
      201,
    );
    await body(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, {
        lines: [{ description: "Kerala backwaters, 4 nights", amountPaise: TRIP_PAISE }],
        depositPercent: 20,
        validUntil: dayFromNow(3),
        note: "",
      }),
      201,
    );
    const { invoice } = await body<{ invoice: { _id: string; serial: string } }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/bank-transfer`, adminToken, {
        amountPaise: 2_000_000,
        utr,
        receivedOn: formatIsoDay(new Date()),
      }),
      201,
    );
    return { member, made, invoice };
  }

  it("a payment made by bank transfer goes back by bank transfer: its reference is asked, then a refund voucher", async () => {
    const { member, made, invoice } = await tripPaidByTransfer(
      "cancel-bank",
      `CANCELUTR${Date.now().toString(36).toUpperCase()}`,
    );
    await body(await call("POST", `/inquiry/${made.inquiry.id}/cancellation`, member.token, {}), 201);
    const refused = await body<{ err: string }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/cancellation/refund`, adminToken, {}),
      400,
    );
    expect(refused.err).toMatch(/^This was paid by bank transfer/);
    await body(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/cancellation/refund`, adminToken, {
        bankReference: "NEFT-OUT-000123",
      }),
      200,
    );
    const documents = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${invoice._id}`, member.token),
      200,
    );
    // All of the advance came back (within 24 hours): its refund voucher, against its receipt voucher.
    expect(documents.creditNotes[0]).toMatchObject({
      kind: "refund-voucher",
      totals: { totalPaise: 2_000_000 },
      payment: { reference: "NEFT-OUT-000123", method: "Bank transfer" },
    });
    // The e-mail says the transfer is made and gives its reference, not a card's timeline.
    await ctx.api.settled();
    const refundMail = (await emailsTo(member.email)).find((mail) => mail.template === "credit-note");
    expect(refundMail!.textBody).toContain(
      `is attached. We have sent the refund by bank transfer, reference NEFT-OUT-000123.`,
    );
    expect(refundMail!.textBody).not.toContain("business days");
  });
  it("a transfer's reference proves one transfer: not another refund's, not one received, and a refund's is no payment", async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const received = `INUTR${tag}`;
    const { member, made, invoice } = await tripPaidByTransfer("cancel-utr", received);
    const inquiryId = made.inquiry.id;
    const goodwill = `GOODWILL${tag}`;
    await body(
      await call("POST", `/invoice/admin/${invoice._id}/refund`, adminToken, {
        reason: "Goodwill",
        amountPaise: 100_000,
        bankReference: goodwill,
      }),
      200,
    );
    // The goodwill refund's UTR is not a payment received on the booking.
    const asPayment = await body<{ err: string }>(
      await call("POST", `/inquiry/admin/${inquiryId}/bank-transfer`, adminToken, {
        amountPaise: 100_000,
        utr: goodwill.toLowerCase(),
        receivedOn: formatIsoDay(new Date()),
      }),
      409,
    );
    expect(asPayment.err).toBe(QUOTE_MESSAGES.utrTaken);

    await body(await call("POST", `/inquiry/${inquiryId}/cancellation`, member.token, {}), 201);
    const refundWith = (bankReference: string) =>
      call("POST", `/inquiry/admin/${inquiryId}/cancellation/refund`, adminToken, { bankReference });
    // Neither the goodwill refund's transfer, however spaced, nor the customer's own transfer in.
    expect(
      (await body<{ err: string }>(await refundWith(`${goodwill.slice(0, 4)} ${goodwill.slice(4)}`), 409))
        .err,
    ).toBe(REFUND_REFERENCE_TAKEN);
    expect((await body<{ err: string }>(await refundWith(received), 409)).err).toBe(
      REFUND_REFERENCE_RECEIVED,
    );
    const waiting = await body<{ booking: InquiryBooking }>(
      await call("GET", `/inquiry/${inquiryId}/booking`, member.token),
      200,
    );
    expect(waiting.booking.cancellation).toMatchObject({ state: "requested" });
    expect(waiting.booking.payments[0]).toMatchObject({ refundedPaise: 100_000 });

    // Its own transfer: the rest comes back, recorded as what was given back and by which UTR.
    const own = `OUT${tag}`;
    await body(await refundWith(own), 200);
    const done = await body<{ booking: InquiryBooking }>(
      await call("GET", `/inquiry/${inquiryId}/booking`, member.token),
      200,
    );
    expect(done.booking.cancellation).toMatchObject({ state: "refunded" });
    expect(done.booking.payments[0]).toMatchObject({ refunded: true, refundedPaise: 2_000_000 });
    const records = await ctx.db
      .select({ action: staffActions.action, detail: staffActions.detail })
      .from(staffActions)
      .where(eq(staffActions.targetId, inquiryId));
    expect(records.filter((record) => record.action === "refund.cancellation").map((r) => r.detail)).toEqual([
      `Cancelled by the customer, under the refund policy · ₹19,000.00 · UTR ${own}`,
    ]);
    // A second call finds nothing left: no second record.
    await body(await refundWith(`AGAIN${tag}`), 200);
    expect(
      (
        await ctx.db
          .select({ id: staffActions.id })
          .from(staffActions)
          .where(eq(staffActions.targetId, inquiryId))
      ).length,
    ).toBe(records.length);
  });
});
