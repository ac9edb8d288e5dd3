// A booking paid to the end (docs/product.md D22, D24; decision 0033), on PGlite, pg and Neon: the
// balance's due day from the refund policy, "Pay balance" through the one checkout at the
// server's amount, bank transfers an operator records once per UTR, the reminders (each once)
// and the overdue list, and the GST documents: a receipt voucher for each advance and the
// booking's tax invoice for its full value with the advances deducted, adding up to the paisa.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import { QUOTE_MESSAGES, type InquiryBooking, type QuoteView } from "../../src/schemas/quote.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";
import { inquiries, plans, quotes, users } from "../../src/server/db/schema.ts";
import { LOCAL_BANK } from "../../src/server/env.ts";
import { REFUND_REFERENCE_TAKEN } from "../../src/server/services/refunds.ts";
import { OWN_GSTIN_MESSAGE } from "../../src/schemas/billing.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { runDailyJobs } from "../../src/server/services/daily.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { MAHARASHTRA, sampleGstin } from "../fixtures/tax-documents.ts";
import { cateringInquiry, eventInquiry } from "../fixtures/inquiries.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, EVENT_QUOTE_TOTAL_PAISE, eventQuote } from "../fixtures/quotes.ts";
import { answerOf as body, paidOrderAt, signInAdmin, signUpMember } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { emailsTo as emailsToOf } from "../helpers/outbox.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@balance.example";
const BALANCE_PAISE = EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE;
let payments = 0;
let utrs = 0;
const freshUtr = () => `UTR${Date.now().toString(36).toUpperCase()}${String((utrs += 1)).padStart(6, "0")}`;
/** Noon in India on a calendar day: the daily jobs' "as of". */
const noonOn = (day: string) => new Date(`${day}T12:00:00+05:30`);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

forEachDatabase(
  "a booking paid to the end",
  // Amounts from ₹1,00,000 show the bank details (the default); the local account is shown.
  { env: { OPERATOR_EMAIL: OPERATORS } },
  (ctx) => {
    const { call } = ctx;
    let adminToken: string;
    beforeAll(async () => {
      adminToken = (await signInAdmin(ctx.api, ctx.db, "Balance Admin")).token;
    });

    async function memberWithEvent(label = "balance") {
      const member = await signUpMember(ctx.api, label);
      const sent = eventInquiry();
      const made = await body<{ inquiry: { id: string; reference: string } }>(
        await call("POST", "/inquiry/create_event", member.token, sent),
        201,
      );
      return {
        ...member,
        inquiryId: made.inquiry.id,
        reference: made.inquiry.reference,
        eventDate: sent.eventDate,
      };
    }

    const quote = async (inquiryId: string, input: unknown = eventQuote()) =>
      call("POST", `/inquiry/admin/${inquiryId}/quote`, adminToken, input);

    const booking = async (token: string, inquiryId: string) =>
      (
        await body<{ booking: InquiryBooking }>(
          await call("GET", `/inquiry/${inquiryId}/booking`, token),
          200,
        )
      ).booking;

    const document = async (token: string, invoiceId: string) =>
      (await body<InvoiceDocuments>(await call("GET", `/invoice/document/${invoiceId}`, token), 200))
        .document;

    async function pay(token: string, providerOrderId: string) {
      const paymentId = `pay_balance_${(payments += 1)}`;
      const verified = await call("POST", "/payment/verification", token, {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(providerOrderId, paymentId, LOCAL_KEY_SECRET),
      });
      return (await body<{ invoice: { _id: string; serial: string; amountPaise: number } }>(verified, 200))
        .invoice;
    }

    /** A member whose event is quoted and whose deposit is paid online. */
    async function confirmedBooking(label = "balance") {
      const member = await memberWithEvent(label);
      const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
      const ordered = await body<{ order: { id: string } }>(
        await call("POST", `/inquiry/${member.inquiryId}/deposit`, member.token, {
          quoteId: q._id,
          billing: RAJASTHAN_BILLING,
        }),
        201,
      );
      const deposit = await pay(member.token, ordered.order.id);
      return { member, quote: q, deposit };
    }

    const transfer = (inquiryId: string, input: object) =>
      call("POST", `/inquiry/admin/${inquiryId}/bank-transfer`, adminToken, {
        utr: freshUtr(),
        receivedOn: formatIsoDay(new Date()),
        ...input,
      });

    const emailsTo = (to: string) => emailsToOf(ctx.db, to);

    it("a quote's balance is due within the policy's range before the event; by default the latest day", async () => {
      const member = await memberWithEvent();
      // Events: full payment 15-30 days before the date.
      const earliest = addIsoDays(member.eventDate, -30);
      const latest = addIsoDays(member.eventDate, -15);
      const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
      expect(q.balanceDueOn).toBe(latest);
      for (const day of [addIsoDays(earliest, -1), addIsoDays(latest, 1)]) {
        const refused = await body<{ err: string }>(
          await quote(member.inquiryId, eventQuote({ balanceDueOn: day })),
          400,
        );
        expect(refused.err).toBe(QUOTE_MESSAGES.balanceDueOn(earliest, latest));
      }
      const chosen = await body<{ quote: QuoteView }>(
        await quote(member.inquiryId, eventQuote({ balanceDueOn: earliest })),
        201,
      );
      expect(chosen.quote.balanceDueOn).toBe(earliest);
      // The customer reads the due day in the quote's e-mail.
      await ctx.api.settled();
      const mails = (await emailsTo(member.email)).filter((mail) => mail.template === "inquiry-quote");
      expect(mails.at(-1)!.textBody).toContain("The balance, ₹1,75,000.00, is due by");

      // Catering: the balance 7 days before, exactly.
      const caterer = await signUpMember(ctx.api, "balance-catering");
      const sent = cateringInquiry();
      const made = await body<{ inquiry: { id: string } }>(
        await call("POST", "/inquiry/create_food", caterer.token, sent),
        201,
      );
      const catered = await body<{ quote: QuoteView }>(await quote(made.inquiry.id), 201);
      expect(catered.quote.balanceDueOn).toBe(addIsoDays(sent.cateringDate, -7));
    });

    it("the balance is paid on the dashboard at the server's amount; its tax invoice deducts the deposit's receipt voucher", async () => {
      const { member, quote: q, deposit } = await confirmedBooking();
      expect(deposit.serial).toMatch(/^RV\//);
      const before = await booking(member.token, member.inquiryId);
      expect(before.balance).toEqual({ amountPaise: BALANCE_PAISE, dueOn: q.balanceDueOn, state: "due" });
      // ₹1,75,000 is above what one card or UPI payment usually carries: the bank details too.
      expect(before.bankTransfer).toEqual({
        ...LOCAL_BANK,
        reference: member.reference,
        amountPaise: BALANCE_PAISE,
      });

      // Only the owner; a body naming an amount is refused; a second click gets the same order.
      const other = await signUpMember(ctx.api, "balance-other");
      await body(await call("POST", `/inquiry/${member.inquiryId}/balance`, other.token, {}), 403);
      await body(await call("POST", `/inquiry/${member.inquiryId}/balance`, adminToken, {}), 403);
      await body(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, { amount: 1 }),
        400,
      );
      const ordered = await body<{ order: { id: string; amount: number }; subscription: { slug: string } }>(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        201,
      );
      expect(ordered.order.amount).toBe(BALANCE_PAISE);
      expect(ordered.subscription.slug).toBe("balance");
      const again = await Promise.all([
        call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
      ]);
      for (const response of again) {
        expect((await body<{ order: { id: string } }>(response, 201)).order.id).toBe(ordered.order.id);
      }

      const paid = await pay(member.token, ordered.order.id);
      expect(paid.serial).toMatch(/^NE\//);
      expect(paid.amountPaise).toBe(BALANCE_PAISE);
      const invoice = await document(member.token, paid._id);
      const advance = await document(member.token, deposit._id);
      // The full value, line by line as quoted, the deposit's receipt voucher deducted tax by tax.
      expect(invoice.kind).toBe("invoice");
      expect(invoice.lines.map((line) => line.totalPaise)).toEqual(
        eventQuote().lines.map((l) => l.amountPaise),
      );
      expect(invoice.totals.totalPaise).toBe(EVENT_QUOTE_TOTAL_PAISE);
      expect(invoice.advances).toEqual([
        {
          number: advance.number,
          issuedAt: advance.issuedAt,
          taxablePaise: advance.totals.taxablePaise,
          taxes: advance.totals.taxes,
          totalPaise: EVENT_QUOTE_DEPOSIT_PAISE,
        },
      ]);
      expect(invoice.due!.totalPaise).toBe(BALANCE_PAISE);
      // No rupee taxed twice: the advance's tax and the invoice's due tax make the full tax.
      for (const tax of invoice.totals.taxes) {
        const onAdvance = advance.totals.taxes.find((t) => t.name === tax.name)!.amountPaise;
        const onDue = invoice.due!.taxes.find((t) => t.name === tax.name)!.amountPaise;
        expect(onAdvance + onDue).toBe(tax.amountPaise);
      }
      // Every document names the same buyer, as the deposit was billed.
      expect(invoice.buyer).toEqual(advance.buyer);

      const after = await booking(member.token, member.inquiryId);
      expect(after.balance).toMatchObject({ amountPaise: 0, state: "paid" });
      expect(after.remainingPaise).toBe(0);
      expect(after.bankTransfer).toBeNull();
      expect(after.payments.map((p) => [p.serial, p.documentKind, p.amountPaise, p.method])).toEqual([
        [deposit.serial, "receipt-voucher", EVENT_QUOTE_DEPOSIT_PAISE, "online"],
        [paid.serial, "invoice", BALANCE_PAISE, "online"],
      ]);
      expect(sum(after.payments.map((p) => p.amountPaise))).toBe(EVENT_QUOTE_TOTAL_PAISE);
      const nothing = await body<{ err: string }>(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        409,
      );
      expect(nothing.err).toBe(QUOTE_MESSAGES.nothingRemains);

      // The customer gets the invoice, saying the advance is deducted; the operators, "paid in full".
      await ctx.api.settled();
      const mail = (await emailsTo(member.email)).find((row) => row.subject.includes(paid.serial));
      expect(mail!.subject).toBe(`Your Nova Experience tax invoice ${paid.serial}`);
      expect(mail!.textBody).toContain(`(${deposit.serial}) is deducted`);
      expect((await emailsTo(OPERATORS)).map((row) => row.subject)).toContain(
        `Paid in full: ${member.reference}`,
      );
    });

    it("a balance cannot be ordered before the booking is confirmed, nor by anyone but its owner", async () => {
      const member = await memberWithEvent();
      await body(await quote(member.inquiryId), 201);
      const refused = await body<{ err: string }>(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        409,
      );
      expect(refused.err).toBe(QUOTE_MESSAGES.notConfirmed);
      await body(await call("POST", `/inquiry/${member.inquiryId}/balance`, undefined, {}), 401);
    });

    it("bank transfers: the deposit confirms, a UTR counts once, never more than remains, the last completes the invoice", async () => {
      const member = await memberWithEvent("balance-bank");
      const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
      // Before confirmation a transfer must cover the deposit.
      const short = await body<{ err: string }>(
        await transfer(member.inquiryId, { amountPaise: EVENT_QUOTE_DEPOSIT_PAISE - 100 }),
        400,
      );
      expect(short.err).toBe(QUOTE_MESSAGES.transferBelowDeposit("₹75,000.00"));
      // A day in the future is refused; so is a member recording one.
      await body(
        await transfer(member.inquiryId, {
          amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
          receivedOn: addIsoDays(formatIsoDay(new Date()), 1),
        }),
        400,
      );
      await body(
        await call("POST", `/inquiry/admin/${member.inquiryId}/bank-transfer`, member.token, {
          amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
          utr: freshUtr(),
          receivedOn: formatIsoDay(new Date()),
        }),
        403,
      );

      // The same UTR twice at once: one is recorded, the other refused; nothing else changes.
      const utr = freshUtr();
      const both = await Promise.all([
        transfer(member.inquiryId, { amountPaise: EVENT_QUOTE_DEPOSIT_PAISE, utr }),
        transfer(member.inquiryId, {
          amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
          utr: ` ${utr.toLowerCase().slice(0, 6)} ${utr.slice(6)} `,
        }),
      ]);
      const statuses = both.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409]);
      const recorded = await body<{ invoice: { _id: string; serial: string } }>(
        both.find((response) => response.status === 201)!,
        201,
      );
      expect(
        await body<{ err: string }>(
          both.find((response) => response.status === 409)!,
          409,
        ),
      ).toEqual({
        err: QUOTE_MESSAGES.utrTaken,
      });
      expect(recorded.invoice.serial).toMatch(/^RV\//);
      const voucher = await document(member.token, recorded.invoice._id);
      expect(voucher.payment).toEqual({
        reference: utr,
        method: expect.stringMatching(/^Bank transfer, received /),
      });
      const [row] = await ctx.db
        .select({ status: inquiries.status })
        .from(inquiries)
        .where(eq(inquiries.id, member.inquiryId));
      expect(row!.status).toBe("confirmed");
      const again = await body<{ err: string }>(
        await transfer(member.inquiryId, { amountPaise: 100, utr }),
        409,
      );
      expect(again.err).toBe(QUOTE_MESSAGES.utrTaken);

      // More than remains is refused; a part of the balance is an advance; the rest completes it.
      const tooMuch = await body<{ err: string }>(
        await transfer(member.inquiryId, { amountPaise: BALANCE_PAISE + 1 }),
        400,
      );
      expect(tooMuch.err).toBe(QUOTE_MESSAGES.transferTooMuch("₹1,75,000.00"));
      const part = await body<{ invoice: { _id: string; serial: string } }>(
        await transfer(member.inquiryId, { amountPaise: 10_000_001 }),
        201,
      );
      expect(part.invoice.serial).toMatch(/^RV\//);
      const rest = await body<{ invoice: { _id: string; serial: string } }>(
        await transfer(member.inquiryId, { amountPaise: BALANCE_PAISE - 10_000_001 }),
        201,
      );
      expect(rest.invoice.serial).toMatch(/^NE\//);
      const invoice: TaxDocument = await document(member.token, rest.invoice._id);
      expect(invoice.advances!.map((a) => a.number)).toEqual([recorded.invoice.serial, part.invoice.serial]);
      expect(invoice.due!.totalPaise).toBe(BALANCE_PAISE - 10_000_001);
      expect(invoice.totals.totalPaise).toBe(q.totalPaise);
      const seen = await booking(member.token, member.inquiryId);
      expect(seen.payments.map((p) => p.method)).toEqual(["bank-transfer", "bank-transfer", "bank-transfer"]);
      expect(seen.balance).toMatchObject({ amountPaise: 0, state: "paid" });

      // The last transfer refunded in full: its credit note reverses what the invoice charged,
      // and the invoice, for the booking's full value, is not stamped refunded as a whole.
      await body(
        await call("POST", `/invoice/admin/${rest.invoice._id}/refund`, adminToken, {
          reason: "Sent twice",
          bankReference: "NEFTBACK00001",
        }),
        200,
      );
      const refunded = await body<InvoiceDocuments>(
        await call("GET", `/invoice/document/${rest.invoice._id}`, member.token),
        200,
      );
      expect(refunded.document.status).toBe("paid");
      expect(refunded.creditNotes[0]!.totals.totalPaise).toBe(BALANCE_PAISE - 10_000_001);
      // That transfer's UTR cannot prove a second refund, of another payment.
      const reused = await body<{ err: string }>(
        await call("POST", `/invoice/admin/${part.invoice._id}/refund`, adminToken, {
          reason: "Again",
          bankReference: "neft back 00001",
        }),
        409,
      );
      expect(reused.err).toBe(REFUND_REFERENCE_TAKEN);
    });

    it("a booking paid by bank transfer alone is billed as the member's last purchase was: their state, their GSTIN", async () => {
      const member = await memberWithEvent("transfer-billing");
      // Billing details given on an earlier purchase (a membership bought from Maharashtra).
      await ctx.db
        .update(users)
        .set({ billingName: "Joshi Caterers LLP", billingStateCode: "27", billingGstin: "27AAAPJ1234C1ZG" })
        .where(eq(users.id, member.id));
      await body(await quote(member.inquiryId), 201);
      const recorded = await body<{ invoice: { _id: string } }>(
        await transfer(member.inquiryId, { amountPaise: EVENT_QUOTE_DEPOSIT_PAISE }),
        201,
      );
      const voucher = await document(member.token, recorded.invoice._id);
      expect(voucher.buyer).toMatchObject({
        name: "Joshi Caterers LLP",
        gstin: "27AAAPJ1234C1ZG",
        state: { code: "27" },
      });
    });

    it("a business paying by NEFT: the operator gives its billing with the first transfer; every document names it", async () => {
      const member = await memberWithEvent("transfer-b2b");
      await body(await quote(member.inquiryId), 201);
      const company = {
        name: "Shekhawati Textiles Pvt Ltd",
        stateCode: "27",
        gstin: sampleGstin(MAHARASHTRA, "AAECS1234K"),
        address: "4 Mill Road, Lower Parel, Mumbai",
      };
      // Checked as an order's billing is: a GSTIN without an address, and the seller's own, are refused.
      const noAddress = await body<{ issues: { path: string }[] }>(
        await transfer(member.inquiryId, {
          amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
          billing: { ...company, address: undefined },
        }),
        400,
      );
      expect(noAddress.issues.map((issue) => issue.path)).toEqual(["billing.address"]);
      const own = await body<{ err: string }>(
        await transfer(member.inquiryId, {
          amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
          billing: { ...company, stateCode: "08", gstin: ctx.api.env.seller.gstin },
        }),
        400,
      );
      expect(own.err).toBe(OWN_GSTIN_MESSAGE);

      const deposit = await body<{ invoice: { _id: string } }>(
        await transfer(member.inquiryId, { amountPaise: EVENT_QUOTE_DEPOSIT_PAISE, billing: company }),
        201,
      );
      const voucher = await document(member.token, deposit.invoice._id);
      expect(voucher.buyer).toMatchObject({
        name: company.name,
        gstin: company.gstin,
        address: company.address,
        state: { code: "27" },
      });
      // The member's own billing, remembered for their next purchase, is not the company's.
      const [account] = await ctx.db
        .select({ billingName: users.billingName })
        .from(users)
        .where(eq(users.id, member.id));
      expect(account!.billingName).not.toBe(company.name);

      // Another buyer on a later transfer is refused, and nothing is recorded; the same one, or
      // none, goes on the booking's buyer.
      const other = await body<{ err: string }>(
        await transfer(member.inquiryId, {
          amountPaise: 100_000,
          billing: { name: "Someone Else", stateCode: "08" },
        }),
        409,
      );
      expect(other.err).toBe(QUOTE_MESSAGES.billedAlready(company.name));
      expect((await booking(member.token, member.inquiryId)).payments).toHaveLength(1);
      await body(await transfer(member.inquiryId, { amountPaise: 100_000, billing: company }), 201);
      const rest = await body<{ invoice: { _id: string } }>(
        await transfer(member.inquiryId, { amountPaise: BALANCE_PAISE - 100_000 }),
        201,
      );
      const invoice = await document(member.token, rest.invoice._id);
      expect(invoice.kind).toBe("invoice");
      expect(invoice.buyer).toMatchObject({
        name: company.name,
        gstin: company.gstin,
        state: { code: "27" },
      });
    });

    it("reminders 7 days and 1 day before the due day, each once; an overdue balance is in the operators' digest", async () => {
      const { member, quote: q } = await confirmedBooking("balance-remind");
      const due = q.balanceDueOn!;
      const reminders = async () =>
        (await emailsTo(member.email)).filter((mail) => mail.template.startsWith("booking-balance-reminder"));
      const run = (day: string) =>
        runDailyJobs(ctx.db, { asOf: noonOn(day), siteUrl: ctx.api.env.siteUrl, operatorEmail: OPERATORS });

      await run(addIsoDays(due, -8));
      expect(await reminders()).toEqual([]);
      await run(addIsoDays(due, -7));
      await run(addIsoDays(due, -7));
      expect((await reminders()).map((mail) => mail.subject)).toEqual([
        `The balance of ${member.reference} is due in 7 days`,
      ]);
      await run(addIsoDays(due, -1));
      await run(addIsoDays(due, -1));
      const sent = await reminders();
      expect(sent.map((mail) => mail.subject)).toEqual([
        `The balance of ${member.reference} is due in 7 days`,
        `The balance of ${member.reference} is due tomorrow`,
      ]);
      expect(sent[1]!.textBody).toContain("₹1,75,000.00");

      // The day after: the digest lists it as overdue, and the member's card says so.
      await run(addIsoDays(due, 1));
      const digest = (await emailsTo(OPERATORS)).find(
        (mail) => mail.template === "operator-digest" && mail.textBody.includes(member.reference),
      );
      expect(digest!.textBody).toContain(`- ${member.reference}: ₹1,75,000.00, due`);

      // Once the due day has really passed (moved here, as time would): the member's card and the
      // admin list say overdue; paid, neither does.
      const yesterday = addIsoDays(formatIsoDay(new Date()), -1);
      await ctx.db.update(quotes).set({ balanceDueOn: yesterday }).where(eq(quotes.id, q._id));
      expect((await booking(member.token, member.inquiryId)).balance).toMatchObject({ state: "overdue" });
      const listed = async () =>
        (
          await body<{ inquiries: { reference: string; balanceOverdueSince: string | null }[] }>(
            await call("GET", `/inquiry/admin?q=${member.reference}`, adminToken),
            200,
          )
        ).inquiries.find((row) => row.reference === member.reference)!.balanceOverdueSince;
      expect(await listed()).toBe(yesterday);
      await body(await transfer(member.inquiryId, { amountPaise: BALANCE_PAISE }), 201);
      expect(await listed()).toBeNull();
      expect((await booking(member.token, member.inquiryId)).balance).toMatchObject({ state: "paid" });
    });

    it("a member's plan takes its booking discount off every quote; the operator sees the plan; the invoice adds up", async () => {
      const member = await memberWithEvent("balance-premium");
      const [premium] = await ctx.db.select().from(plans).where(eq(plans.slug, "premium"));
      await paidOrderAt(ctx.db, member, premium!, new Date());
      const detail = await body<{ inquiry: { memberPlan: unknown } }>(
        await call("GET", `/inquiry/admin/${member.inquiryId}`, adminToken),
        200,
      );
      expect(detail.inquiry.memberPlan).toEqual({ name: "Premium", bookingDiscountPercent: 10 });
      const { quote: q } = await body<{ quote: QuoteView }>(await quote(member.inquiryId), 201);
      // 10% off ₹2,50,000: ₹25,000; the deposit is 30% of what is left.
      expect(q.discount).toEqual({ plan: "Premium", percent: 10, amountPaise: 2_500_000 });
      expect(q.totalPaise).toBe(22_500_000);
      expect(q.depositPaise).toBe(6_750_000);
      await ctx.api.settled();
      const mail = (await emailsTo(member.email)).find((row) => row.template === "inquiry-quote");
      expect(mail!.textBody).toContain(
        "Member discount (Premium, 10%): ₹25,000.00 off the quoted ₹2,50,000.00.",
      );

      // Paid to the end: the invoice's lines carry the discount and add up to the total exactly.
      const ordered = await body<{ order: { id: string; amount: number } }>(
        await call("POST", `/inquiry/${member.inquiryId}/deposit`, member.token, { quoteId: q._id }),
        201,
      );
      expect(ordered.order.amount).toBe(6_750_000);
      await pay(member.token, ordered.order.id);
      const rest = await body<{ order: { id: string; amount: number } }>(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        201,
      );
      expect(rest.order.amount).toBe(22_500_000 - 6_750_000);
      const invoice = await document(member.token, (await pay(member.token, rest.order.id))._id);
      expect(sum(invoice.lines.map((line) => line.totalPaise))).toBe(22_500_000);
      expect(invoice.lines.map((line) => line.totalPaise)).toEqual([16_200_000, 6_300_000]);
      expect(invoice.notes.at(-1)).toBe(
        "Member discount (Premium, 10%): ₹25,000.00 off the quoted ₹2,50,000.00, applied to each line.",
      );

      // Without a membership, no discount.
      const plain = await memberWithEvent("balance-plain");
      const plainQuote = await body<{ quote: QuoteView }>(await quote(plain.inquiryId), 201);
      expect(plainQuote.quote).toMatchObject({ discount: null, totalPaise: EVENT_QUOTE_TOTAL_PAISE });
    });

    it("a balance paid after the booking was cancelled confirms nothing: an advance, and the operators are told", async () => {
      const { member } = await confirmedBooking("balance-late");
      const ordered = await body<{ order: { id: string } }>(
        await call("POST", `/inquiry/${member.inquiryId}/balance`, member.token, {}),
        201,
      );
      // The operators close the booking (its deposit refunded elsewhere) while the checkout is open.
      await ctx.db.update(inquiries).set({ status: "lost" }).where(eq(inquiries.id, member.inquiryId));
      const paid = await pay(member.token, ordered.order.id);
      expect(paid.serial).toMatch(/^RV\//);
      const [row] = await ctx.db
        .select({ status: inquiries.status })
        .from(inquiries)
        .where(eq(inquiries.id, member.inquiryId));
      expect(row!.status).toBe("lost");
      await ctx.api.settled();
      const note = (await emailsTo(OPERATORS)).find((mail) => mail.textBody.includes(paid.serial));
      expect(note!.textBody).toContain(
        "The booking is no longer confirmed: nothing changed with this payment.",
      );
    });
  },
);
