// A booking's tax invoice issued by an operator when the service is delivered (docs/product.md
// D24; decision 0033), on PGlite, pg and Neon: for the paid quote's full value, the deposit's
// receipt voucher deducted tax by tax and what is still due shown, adding up to the paisa, in
// the NE series; issued once whatever repeats or races; refused before confirmation, twice, for
// a day in the future or before the quote. After it, a payment gets a payment receipt (no tax,
// no second invoice), the booking cannot be cancelled, and a refund is a credit note against it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import { calendarDay } from "../../src/lib/tax-document-words.ts";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import {
  CANCELLATION_MESSAGES,
  QUOTE_MESSAGES,
  TAX_INVOICE_MESSAGES,
  type BookingTaxInvoice,
  type InquiryBooking,
} from "../../src/schemas/quote.ts";
import { taxDocumentProblems, type TaxDocument } from "../../src/schemas/tax-document.ts";
import {
  bookingInvoices,
  creditNotes,
  inquiries,
  inquiryStatusChanges,
  quotes,
} from "../../src/server/db/schema.ts";
import { runDailyJobs } from "../../src/server/services/daily.ts";
import { MAHARASHTRA_BILLING, RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, EVENT_QUOTE_TOTAL_PAISE, eventQuote } from "../fixtures/quotes.ts";
import {
  answerOf as body,
  payInLocalCheckout,
  planIdsByName,
  signInAdmin,
  signUpMember,
} from "../helpers/app.ts";
import { quotedEvent } from "../helpers/bookings.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { pdfText } from "../helpers/pdf.ts";
import { emailsTo as emailsToOf } from "../helpers/outbox.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@delivery.example";
const BALANCE_PAISE = EVENT_QUOTE_TOTAL_PAISE - EVENT_QUOTE_DEPOSIT_PAISE;
let utrs = 0;
const freshUtr = () => `DLV${Date.now().toString(36).toUpperCase()}${String((utrs += 1)).padStart(6, "0")}`;
const noonOn = (day: string) => new Date(`${day}T12:00:00+05:30`);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** "NE/26-27/000012" → 12: a serial's place in its series. */
const positionOf = (serial: string) => Number(serial.split("/")[2]);

forEachDatabase("a booking's tax invoice at delivery", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  const { call } = ctx;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Delivery Admin")).token;
  });

  /** A member's event, quoted at ₹2,50,000 with a 30% deposit, the deposit paid in the local checkout. */
  async function confirmedBooking(label = "delivery") {
    const { member, inquiryId, reference, quote } = await quotedEvent(ctx.api, adminToken, label);
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${inquiryId}/deposit`, member.token, {
        quoteId: quote._id,
        billing: RAJASTHAN_BILLING,
      }),
      201,
    );
    const deposit = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    return { member, inquiryId, reference, quote, deposit };
  }

  const issue = (inquiryId: string, deliveredOn = formatIsoDay(new Date()), token = adminToken) =>
    call("POST", `/inquiry/admin/${inquiryId}/tax-invoice`, token, { deliveredOn });

  const booking = async (token: string, inquiryId: string) =>
    (await body<{ booking: InquiryBooking }>(await call("GET", `/inquiry/${inquiryId}/booking`, token), 200))
      .booking;

  const taxInvoiceOf = async (token: string, inquiryId: string) =>
    body<{ taxInvoice: BookingTaxInvoice; document: TaxDocument }>(
      await call("GET", `/inquiry/${inquiryId}/tax-invoice`, token),
      200,
    );

  const documentsOf = async (token: string, invoiceId: string) =>
    body<InvoiceDocuments>(await call("GET", `/invoice/document/${invoiceId}`, token), 200);

  const transfer = (inquiryId: string, amountPaise: number) =>
    call("POST", `/inquiry/admin/${inquiryId}/bank-transfer`, adminToken, {
      amountPaise,
      utr: freshUtr(),
      receivedOn: formatIsoDay(new Date()),
    });

  const emailsTo = (to: string) => emailsToOf(ctx.db, to);

  it("the tax invoice that comes with the last payment deducts an advance refunded in part at what stands of it", async () => {
    const { member, inquiryId, deposit } = await confirmedBooking("delivery-part-refunded");
    await body(
      await call("POST", `/invoice/admin/${deposit._id}/refund`, adminToken, {
        reason: "Goodwill",
        amountPaise: 100_000,
      }),
      200,
    );
    const ordered = await body<{ order: { id: string; amount: number } }>(
      await call("POST", `/inquiry/${inquiryId}/balance`, member.token, {}),
      201,
    );
    expect(ordered.order.amount).toBe(BALANCE_PAISE + 100_000);
    const last = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    const { document } = await documentsOf(member.token, last._id);
    expect(document.kind).toBe("invoice");
    expect(document.advances!.map((a) => a.totalPaise)).toEqual([EVENT_QUOTE_DEPOSIT_PAISE - 100_000]);
    // The advance's line names the refund voucher that reduced it, so that the receipt voucher's
    // own figure ties up with what is deducted (an outside accountant could not).
    const [refundVoucher] = await ctx.db
      .select({ serial: creditNotes.serial })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, deposit._id));
    expect(refundVoucher!.serial).toMatch(/^RF\//);
    expect(document.advances![0]!.refundedBy).toEqual([refundVoucher!.serial]);
    const pdf = await ctx.api.app.request(`/api/v1/invoice/document/${last._id}/pdf`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    const printed = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, " ");
    expect(printed).toContain(`Less advance, ${deposit.serial} of`);
    // The line wraps beside its amount.
    const line = printed.slice(printed.indexOf("Less advance"), printed.indexOf("GST already paid"));
    expect(line).toContain(", less ");
    expect(line).toContain(refundVoucher!.serial);
    // What it leaves to pay is what was paid with it: no rupee's tax reversed twice.
    expect(document.due!.totalPaise).toBe(BALANCE_PAISE + 100_000);
    expect(taxDocumentProblems(document)).toEqual([]);
  });

  it("issues the tax invoice for the full value, the deposit deducted tax by tax and the balance due, in the NE series; e-mailed with its PDF", async () => {
    const { member, inquiryId, reference, deposit } = await confirmedBooking();
    const today = formatIsoDay(new Date());
    const issued = await body<{ message: string; taxInvoice: BookingTaxInvoice }>(
      await issue(inquiryId),
      201,
    );
    expect(issued.message).toBe(TAX_INVOICE_MESSAGES.issued);
    expect(issued.taxInvoice).toMatchObject({
      serial: expect.stringMatching(/^NE\/\d{2}-\d{2}\/\d{6}$/),
      deliveredOn: today,
      amountPaise: EVENT_QUOTE_TOTAL_PAISE,
      duePaise: BALANCE_PAISE,
      documentId: null,
    });
    const serial = issued.taxInvoice.serial;

    // The document: every line as quoted, the deposit's receipt voucher deducted tax by tax, what
    // is still due; no payment of its own, so no "paid" stamp; its figures add up.
    const { taxInvoice, document } = await taxInvoiceOf(member.token, inquiryId);
    expect(taxInvoice).toEqual(issued.taxInvoice);
    const advance = (await documentsOf(member.token, deposit._id)).document;
    expect(taxDocumentProblems(document)).toEqual([]);
    expect(document).toMatchObject({ kind: "invoice", number: serial, suppliedOn: today });
    expect(document.payment).toBeUndefined();
    expect(document.status).toBeUndefined();
    expect(document.lines.map((line) => line.totalPaise)).toEqual(
      eventQuote().lines.map((l) => l.amountPaise),
    );
    expect(document.totals.totalPaise).toBe(EVENT_QUOTE_TOTAL_PAISE);
    expect(document.advances).toEqual([
      {
        number: deposit.serial,
        issuedAt: advance.issuedAt,
        taxablePaise: advance.totals.taxablePaise,
        taxes: advance.totals.taxes,
        totalPaise: EVENT_QUOTE_DEPOSIT_PAISE,
      },
    ]);
    expect(document.due!.totalPaise).toBe(BALANCE_PAISE);
    for (const tax of document.totals.taxes) {
      const onAdvance = advance.totals.taxes.find((t) => t.name === tax.name)!.amountPaise;
      const onDue = document.due!.taxes.find((t) => t.name === tax.name)!.amountPaise;
      expect(onAdvance + onDue).toBe(tax.amountPaise);
    }
    expect(document.due!.taxablePaise + advance.totals.taxablePaise).toBe(document.totals.taxablePaise);
    expect(document.placeOfSupply).toEqual(advance.placeOfSupply);
    expect(document.buyer).toEqual(advance.buyer);

    // The booking: its tax invoice named, the balance still due, the payments as they were.
    const seen = await booking(member.token, inquiryId);
    expect(seen.taxInvoice).toEqual(issued.taxInvoice);
    expect(seen.balance).toMatchObject({ amountPaise: BALANCE_PAISE, state: "due" });
    expect(seen.payments.map((p) => p.documentKind)).toEqual(["receipt-voucher"]);

    // The owner and the admins read it; another member does not.
    const other = await signUpMember(ctx.api, "delivery-other");
    await body(await call("GET", `/inquiry/${inquiryId}/tax-invoice`, other.token), 403);
    await body(await call("GET", `/inquiry/${inquiryId}/tax-invoice/pdf`, other.token), 403);
    expect((await taxInvoiceOf(adminToken, inquiryId)).taxInvoice.serial).toBe(serial);

    // Its PDF says what it is: the date of supply, the advance deducted, the balance due.
    const pdf = await call("GET", `/inquiry/${inquiryId}/tax-invoice/pdf`, member.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="Tax invoice ${serial.replaceAll("/", "-")}.pdf"`,
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(serial);
    expect(text).toMatch(/Date of supply\s+\d{1,2} \w+ \d{4}/);
    expect(text).toContain(`Less advance, ${deposit.serial}`);
    expect(text).toMatch(/Balance due\s+₹1,75,000\.00/);
    expect(text).toContain("₹2,50,000.00");
    expect(text).not.toContain("PAID");

    // One tax invoice series: the next tax invoice issued (a membership) takes the next number.
    const planIds = await planIdsByName(ctx.api);
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", "/payment/order", member.token, { subscriptionId: planIds.Premium }),
      201,
    );
    const membership = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
    expect(membership.serial.slice(0, 9)).toBe(serial.slice(0, 9));
    expect(positionOf(membership.serial)).toBe(positionOf(serial) + 1);

    // The customer is e-mailed it with its PDF; the operators' history has a line.
    await ctx.api.settled();
    const mail = (await emailsTo(member.email)).find((row) => row.template === "booking-tax-invoice");
    expect(mail).toMatchObject({
      status: "sent",
      subject: `Your Nova Experience tax invoice ${serial} for ${reference}`,
      attachments: [{ kind: "booking-invoice" }],
    });
    expect(mail!.textBody).toContain(`(${deposit.serial}) is deducted`);
    expect(mail!.textBody).toContain("Still to pay: ₹1,75,000.00");
    expect(mail!.textBody).toContain(`/invoice?booking=${inquiryId}`);
    const history = await ctx.db
      .select({ note: inquiryStatusChanges.note })
      .from(inquiryStatusChanges)
      .where(eq(inquiryStatusChanges.inquiryId, inquiryId));
    expect(history.map((row) => row.note)).toContain(
      `Service delivered on ${calendarDay(today)}: tax invoice ${serial} issued for ₹2,50,000.00, ₹75,000.00 of advances deducted, ₹1,75,000.00 still due.`,
    );
  });

  it("a later payment gets a payment receipt against it, no second tax invoice and no tax; the amounts add up and the reminders stop", async () => {
    const { member, inquiryId, reference, quote } = await confirmedBooking("delivery-receipt");
    const { taxInvoice } = await body<{ taxInvoice: BookingTaxInvoice }>(await issue(inquiryId), 201);

    // A part by bank transfer: a payment receipt in its own series, naming the tax invoice.
    const part = await body<{ invoice: { _id: string; serial: string } }>(
      await transfer(inquiryId, 10_000_000),
      201,
    );
    expect(part.invoice.serial).toMatch(/^PR\/\d{2}-\d{2}\/\d{6}$/);
    const receipt = (await documentsOf(member.token, part.invoice._id)).document;
    expect(taxDocumentProblems(receipt)).toEqual([]);
    expect(receipt).toMatchObject({
      kind: "payment-receipt",
      receivedAgainst: { invoiceNumber: taxInvoice.serial, invoiceIssuedAt: taxInvoice.issuedAt },
      totals: { taxablePaise: 0, taxes: [], totalPaise: 10_000_000 },
    });
    expect(receipt.lines.every((line) => line.taxes.length === 0 && line.taxablePaise === 0)).toBe(true);
    const receiptPdf = await call("GET", `/invoice/document/${part.invoice._id}/pdf`, member.token);
    expect(receiptPdf.headers.get("content-disposition")).toBe(
      `attachment; filename="Payment receipt ${part.invoice.serial.replaceAll("/", "-")}.pdf"`,
    );
    const receiptText = pdfText(new Uint8Array(await receiptPdf.arrayBuffer()));
    expect(receiptText).toContain("PAYMENT RECEIPT");
    expect(receiptText).toMatch(new RegExp(`Against tax invoice\\s+${taxInvoice.serial}`));
    expect(receiptText).toContain("₹1,00,000.00");
    expect(receiptText).not.toMatch(/CGST|SGST|IGST|Taxable value|Place of supply/);

    // The balance is past its day (moved there, as time would): the admin list flags it.
    const yesterday = addIsoDays(formatIsoDay(new Date()), -1);
    await ctx.db.update(quotes).set({ balanceDueOn: yesterday }).where(eq(quotes.id, quote._id));
    const overdue = async () =>
      (
        await body<{ inquiries: { reference: string; balanceOverdueSince: string | null }[] }>(
          await call("GET", `/inquiry/admin?q=${reference}`, adminToken),
          200,
        )
      ).inquiries.find((row) => row.reference === reference)!.balanceOverdueSince;
    expect(await overdue()).toBe(yesterday);

    // The rest on the dashboard, at what remains: another payment receipt, not a tax invoice.
    const rest = await body<{ order: { id: string; amount: number } }>(
      await call("POST", `/inquiry/${inquiryId}/balance`, member.token, {}),
      201,
    );
    expect(rest.order.amount).toBe(BALANCE_PAISE - 10_000_000);
    const last = await payInLocalCheckout(ctx.api, member.token, rest.order.id);
    expect(last.serial).toMatch(/^PR\//);

    // Everything adds up: paid in full, no balance, no overdue flag, one tax invoice.
    const seen = await booking(member.token, inquiryId);
    expect(seen.payments.map((p) => [p.documentKind, p.amountPaise])).toEqual([
      ["receipt-voucher", EVENT_QUOTE_DEPOSIT_PAISE],
      ["payment-receipt", 10_000_000],
      ["payment-receipt", BALANCE_PAISE - 10_000_000],
    ]);
    expect(sum(seen.payments.map((p) => p.amountPaise))).toBe(EVENT_QUOTE_TOTAL_PAISE);
    expect(seen.balance).toMatchObject({ amountPaise: 0, state: "paid" });
    expect(seen.remainingPaise).toBe(0);
    expect(seen.taxInvoice).toEqual(taxInvoice);
    expect(await overdue()).toBeNull();
    await body(await call("POST", `/inquiry/${inquiryId}/balance`, member.token, {}), 409);

    // Paid in full: no reminder is sent on the days they would go.
    const reminders = async () =>
      (await emailsTo(member.email)).filter((mail) => mail.template.startsWith("booking-balance-reminder"));
    const due = addIsoDays(formatIsoDay(new Date()), 7);
    await ctx.db.update(quotes).set({ balanceDueOn: due }).where(eq(quotes.id, quote._id));
    await runDailyJobs(ctx.db, {
      asOf: noonOn(addIsoDays(due, -7)),
      siteUrl: ctx.api.env.siteUrl,
      operatorEmail: OPERATORS,
    });
    expect(await reminders()).toEqual([]);

    // The customer's e-mails name the receipts; the operators hear it is paid in full.
    await ctx.api.settled();
    const mail = (await emailsTo(member.email)).find((row) => row.subject.includes(last.serial));
    expect(mail!.subject).toBe(`Your Nova Experience payment receipt ${last.serial}`);
    expect(mail!.textBody).toContain(
      `received against tax invoice ${taxInvoice.serial}, which charged its GST`,
    );
    expect((await emailsTo(OPERATORS)).map((row) => row.subject)).toContain(`Paid in full: ${reference}`);
    const history = await ctx.db
      .select({ note: inquiryStatusChanges.note })
      .from(inquiryStatusChanges)
      .where(eq(inquiryStatusChanges.inquiryId, inquiryId));
    expect(history.map((row) => row.note)).toContain(
      `Payment of ₹1,00,000.00 received: payment receipt ${part.invoice.serial}.`,
    );
  });

  it("is issued once, however many clicks at once; a second request is refused with its number", async () => {
    const { inquiryId } = await confirmedBooking("delivery-race");
    const answers = await Promise.all([issue(inquiryId), issue(inquiryId), issue(inquiryId)]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const made = await body<{ taxInvoice: BookingTaxInvoice }>(
      answers.find((response) => response.status === 201)!,
      201,
    );
    for (const response of answers.filter((r) => r.status === 409)) {
      expect(await body<{ err: string }>(response, 409)).toEqual({
        err: TAX_INVOICE_MESSAGES.already(made.taxInvoice.serial),
      });
    }
    const rows = await ctx.db.select().from(bookingInvoices).where(eq(bookingInvoices.inquiryId, inquiryId));
    expect(rows).toHaveLength(1);
    const again = await body<{ err: string }>(await issue(inquiryId), 409);
    expect(again.err).toBe(TAX_INVOICE_MESSAGES.already(made.taxInvoice.serial));

    // The last payment and the invoice at delivery at once: whichever comes first, one tax invoice.
    const raced = await confirmedBooking("delivery-race-payment");
    const [issuedNow, paidNow] = await Promise.all([
      issue(raced.inquiryId),
      transfer(raced.inquiryId, BALANCE_PAISE),
    ]);
    const paid = await body<{ invoice: { serial: string } }>(paidNow, 201);
    const seen = await booking(raced.member.token, raced.inquiryId);
    const invoices = [
      ...seen.payments.filter((p) => p.documentKind === "invoice").map((p) => p.serial),
      ...(await ctx.db
        .select({ serial: bookingInvoices.serial })
        .from(bookingInvoices)
        .where(eq(bookingInvoices.inquiryId, raced.inquiryId))
        .then((rows) => rows.map((row) => row.serial))),
    ];
    expect(invoices).toEqual([seen.taxInvoice!.serial]);
    if (issuedNow.status === 201) expect(paid.invoice.serial).toMatch(/^PR\//);
    else {
      expect(issuedNow.status).toBe(409);
      expect(paid.invoice.serial).toBe(seen.taxInvoice!.serial);
    }
    expect(seen.balance).toMatchObject({ amountPaise: 0, state: "paid" });
  });

  it("is refused before confirmation, for a day in the future or before the quote, to a member, and once the last payment invoiced the booking", async () => {
    // Quoted, not yet confirmed.
    const member = await signUpMember(ctx.api, "delivery-refused");
    const made = await body<{ inquiry: { id: string } }>(
      await call("POST", "/inquiry/create_event", member.token, eventInquiry()),
      201,
    );
    await body(await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, eventQuote()), 201);
    expect((await body<{ err: string }>(await issue(made.inquiry.id), 409)).err).toBe(
      TAX_INVOICE_MESSAGES.notConfirmed,
    );
    await body(await issue("00000000-0000-4000-8000-000000000000"), 404);

    const { member: owner, inquiryId } = await confirmedBooking("delivery-days");
    const today = formatIsoDay(new Date());
    for (const day of [addIsoDays(today, 1), addIsoDays(today, -1)]) {
      // Tomorrow is in the future; yesterday is before the quote was made (today).
      const refused = await body<{ err: string; issues: { path: string }[] }>(
        await issue(inquiryId, day),
        400,
      );
      expect(refused.err).toBe(TAX_INVOICE_MESSAGES.deliveredOn);
      expect(refused.issues.map((issue) => issue.path)).toEqual(["deliveredOn"]);
    }
    const malformed = await body<{ err: string }>(await issue(inquiryId, "2026-02-30"), 400);
    expect(malformed.err).toBe(TAX_INVOICE_MESSAGES.deliveredOnFormat);
    await body(await issue(inquiryId, today, owner.token), 403);
    await body(
      await call("POST", `/inquiry/admin/${inquiryId}/tax-invoice`, undefined, { deliveredOn: today }),
      401,
    );
    await body(await call("GET", `/inquiry/${inquiryId}/tax-invoice`, owner.token), 404);
    expect(
      await ctx.db.select().from(bookingInvoices).where(eq(bookingInvoices.inquiryId, inquiryId)),
    ).toEqual([]);

    // Paid to the end without it: the last payment's tax invoice is the booking's; none at delivery.
    const transferred = await body<{ invoice: { _id: string; serial: string } }>(
      await transfer(inquiryId, BALANCE_PAISE),
      201,
    );
    expect(transferred.invoice.serial).toMatch(/^NE\//);
    expect((await body<{ err: string }>(await issue(inquiryId), 409)).err).toBe(
      TAX_INVOICE_MESSAGES.already(transferred.invoice.serial),
    );
    const seen = await booking(owner.token, inquiryId);
    expect(seen.taxInvoice).toMatchObject({
      serial: transferred.invoice.serial,
      deliveredOn: null,
      duePaise: 0,
      documentId: transferred.invoice._id,
    });
    // Its page serves the same document as the payment's own.
    const { document } = await taxInvoiceOf(owner.token, inquiryId);
    expect(document).toEqual((await documentsOf(owner.token, transferred.invoice._id)).document);
  });

  it("after it the booking cannot be cancelled, and refunds are credit notes against it, the booking kept", async () => {
    const { member, inquiryId, deposit } = await confirmedBooking("delivery-refund");
    const { taxInvoice } = await body<{ taxInvoice: BookingTaxInvoice }>(await issue(inquiryId), 201);
    const received = await body<{ invoice: { _id: string; serial: string } }>(
      await transfer(inquiryId, 5_000_000),
      201,
    );

    for (const method of ["GET", "POST"] as const) {
      const refused = await body<{ err: string }>(
        await call(
          method,
          `/inquiry/${inquiryId}/cancellation`,
          member.token,
          method === "POST" ? {} : undefined,
        ),
        409,
      );
      expect(refused.err).toBe(CANCELLATION_MESSAGES.delivered);
    }

    // The deposit's money, invoiced by the tax invoice: a credit note against it, not a refund voucher.
    await body(
      await call("POST", `/invoice/admin/${deposit._id}/refund`, adminToken, {
        reason: "Goodwill after the event",
      }),
      200,
    );
    const refundedDeposit = await documentsOf(member.token, deposit._id);
    expect(taxDocumentProblems(refundedDeposit.creditNotes[0]!)).toEqual([]);
    expect(refundedDeposit.creditNotes[0]).toMatchObject({
      kind: "credit-note",
      number: expect.stringMatching(/^CN\//),
      references: { invoiceNumber: taxInvoice.serial, reason: "Goodwill after the event" },
      totals: { totalPaise: EVENT_QUOTE_DEPOSIT_PAISE },
      status: "refunded",
    });
    expect(refundedDeposit.creditNotes[0]!.lines[0]!.taxes.map((tax) => [tax.name, tax.ratePercent])).toEqual(
      [
        ["CGST", 9],
        ["SGST", 9],
      ],
    );
    expect(refundedDeposit.creditNotes[0]!.suppliedOn).toBeUndefined();

    // A payment received against it, refunded in full by a transfer back: a credit note against it too.
    await body(
      await call("POST", `/invoice/admin/${received.invoice._id}/refund`, adminToken, {
        reason: "Paid twice by mistake",
        bankReference: "NEFT-BACK-0001",
      }),
      200,
    );
    const refundedReceipt = await documentsOf(member.token, received.invoice._id);
    expect(refundedReceipt.creditNotes[0]).toMatchObject({
      kind: "credit-note",
      references: { invoiceNumber: taxInvoice.serial, reason: "Paid twice by mistake" },
      totals: { totalPaise: 5_000_000 },
      payment: { reference: "NEFT-BACK-0001", method: "Bank transfer" },
    });
    const pdf = await call("GET", `/invoice/credit-note/${received.invoice._id}/pdf`, member.token);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("CREDIT NOTE");
    expect(text).toMatch(new RegExp(`Against invoice\\s+${taxInvoice.serial}`));
    expect(text).toMatch(/Refunded via\s+Bank transfer/);

    // The tax invoice's own answer lists both credit notes against it, oldest first.
    const issued = await body<{ creditNotes: TaxDocument[] }>(
      await call("GET", `/inquiry/${inquiryId}/tax-invoice`, member.token),
      200,
    );
    expect(issued.creditNotes.map((note) => note.number)).toEqual([
      refundedDeposit.creditNotes[0]!.number,
      refundedReceipt.creditNotes[0]!.number,
    ]);

    // A credit note lowers the booking's value by what it gave back: the balance asked is unchanged.
    expect((await booking(member.token, inquiryId)).balance).toMatchObject({
      amountPaise: BALANCE_PAISE - 5_000_000,
      state: "due",
    });

    // The service was delivered: the booking stays confirmed though every payment was refunded.
    const [row] = await ctx.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId));
    expect(row!.status).toBe("confirmed");
  });

  describe("where an event is supplied (decision 0046)", () => {
    /** An event held in `heldIn` (the quote's state; none sent: the seller's), its deposit paid as `billing`, then its balance. */
    async function paidInFull(label: string, billing: object, heldIn?: string, quoted: object = {}) {
      const { member, inquiryId, quote } = await quotedEvent(ctx.api, adminToken, label, {
        ...(heldIn ? { eventStateCode: heldIn } : {}),
        ...quoted,
      });
      const deposit = await body<{ order: { id: string } }>(
        await call("POST", `/inquiry/${inquiryId}/deposit`, member.token, { quoteId: quote._id, billing }),
        201,
      );
      const voucher = await payInLocalCheckout(ctx.api, member.token, deposit.order.id);
      const balance = await body<{ order: { id: string } }>(
        await call("POST", `/inquiry/${inquiryId}/balance`, member.token, {}),
        201,
      );
      const invoice = await payInLocalCheckout(ctx.api, member.token, balance.order.id);
      return {
        member,
        quote,
        voucher: (await documentsOf(member.token, voucher._id)).document,
        invoice: (await documentsOf(member.token, invoice._id)).document,
        invoiceId: invoice._id,
        inquiryId,
      };
    }
    const headsOf = (document: TaxDocument) => document.totals.taxes.map((tax) => tax.name);

    it("a wedding in Rajasthan for a family from Uttar Pradesh: CGST + SGST in Rajasthan, on the voucher and the invoice", async () => {
      const { quote, voucher, invoice } = await paidInFull("held-08", {
        name: "सुनीता शर्मा",
        stateCode: "09",
      });
      // Not sent with the quote: the seller's own state, where the business holds its events.
      expect(quote.eventStateCode).toBe("08");
      for (const document of [voucher, invoice]) {
        expect(document.buyer.state.code).toBe("09");
        expect(document.placeOfSupply).toEqual({ name: "Rajasthan", code: "08" });
        expect(headsOf(document)).toEqual(["CGST", "SGST"]);
        expect(taxDocumentProblems(document)).toEqual([]);
      }
      expect(invoice.kind).toBe("invoice");
      expect(invoice.advances!.map((advance) => advance.number)).toEqual([voucher.number]);
      expect(invoice.due!.totalPaise).toBe(BALANCE_PAISE);
    });

    it("the venue given with the quote is the address of delivery on the voucher and the invoice (Rule 46(f))", async () => {
      const venue = "Rambagh Palace, Bhawani Singh Road, Jaipur 302005";
      const { quote, voucher, invoice, invoiceId } = await paidInFull("venue", MAHARASHTRA_BILLING, "08", {
        venue: `  ${venue} `,
      });
      expect(quote.venue).toBe(venue);
      for (const document of [voucher, invoice]) {
        expect(document.deliveryAddress).toBe(venue);
        expect(document.placeOfSupply.code).toBe("08");
      }
      // Printed in the PDF's facts, beside the place of supply.
      const pdf = await ctx.api.app.request(`/api/v1/invoice/document/${invoiceId}/pdf`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(pdf.status).toBe(200);
      // The facts column wraps it beside the buyer's lines.
      const printed = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, " ");
      expect(printed).toContain("Address of delivery Rambagh Palace, Bhawani Singh Road,");
      expect(printed).toContain("Jaipur 302005 Reverse charge No");
      // Without one, none; one on two lines, or too long, is refused.
      const plain = await paidInFull("no-venue", RAJASTHAN_BILLING);
      expect(plain.quote.venue).toBeNull();
      expect(plain.invoice.deliveryAddress).toBeUndefined();
      const { inquiryId } = await quotedEvent(ctx.api, adminToken, "bad-venue");
      for (const bad of ["Rambagh Palace\nJaipur", "x".repeat(201)]) {
        const refused = await body<{ issues: { path: string; message: string }[] }>(
          await call("POST", `/inquiry/admin/${inquiryId}/quote`, adminToken, {
            ...eventQuote(),
            venue: bad,
          }),
          400,
        );
        expect(refused.issues).toEqual([{ path: "venue", message: QUOTE_MESSAGES.venue }]);
      }
      // A tour has none to give (an outside test printed one on a tour's receipt voucher).
      const member = await signUpMember(ctx.api, "tour-venue");
      const tour = await body<{ inquiry: { id: string } }>(
        await call("POST", "/inquiry/create_travel", member.token, travelInquiry()),
        201,
      );
      const tourVenue = await body<{ err: string }>(
        await call("POST", `/inquiry/admin/${tour.inquiry.id}/quote`, adminToken, {
          ...eventQuote({ depositPercent: 20 }),
          venue: "Hotel Clarks Amer, Jaipur",
        }),
        400,
      );
      expect(tourVenue.err).toBe(QUOTE_MESSAGES.venueNotTour);
    });

    it("the member's list names a booking's invoice by its first line, in the page's language", async () => {
      const { member, invoice, voucher, inquiryId } = await paidInFull("list-lang", RAJASTHAN_BILLING);
      const listed = async (lang: string, serial = invoice.number) => {
        const response = await ctx.api.app.request(`/api/v1/invoice/getall/${member.id}`, {
          headers: { Authorization: `Bearer ${member.token}`, "Accept-Language": lang },
        });
        expect(response.headers.get("vary")).toMatch(/Accept-Language/);
        const { invoices } = await body<{ invoices: { serial: string; subscriptionId: { name: string } }[] }>(
          response,
          200,
        );
        return invoices.find((row) => row.serial === serial)!.subscriptionId.name;
      };
      const first = invoice.lines[0]!.description;
      expect(await listed("en-IN")).toBe(`${first} and 1 more`);
      expect(await listed("hi")).toBe(`${first} और 1 अन्य`);
      // The deposit's line, which the server wrote, said in Hindi; the document keeps the English.
      expect(voucher.lines[0]!.description).toMatch(/^Event management, advance on EVT-/);
      expect(await listed("en-IN", voucher.number)).toBe(voucher.lines[0]!.description);
      expect(await listed("hi", voucher.number)).toMatch(
        /^आयोजन प्रबंधन, अग्रिम राशि: बुकिंग EVT-\S+ \(कोटेशन 1\), /,
      );
      // The deposit leads to the tax invoice that deducted it, issued with the last payment
      // (an outside accountant found only those issued at delivery linked).
      const { invoices } = await body<{ invoices: { serial: string; deductedOn: unknown }[] }>(
        await call("GET", `/invoice/getall/${member.id}`, member.token),
        200,
      );
      expect(invoices.find((row) => row.serial === voucher.number)!.deductedOn).toEqual({
        serial: invoice.number,
        inquiryId,
      });
      expect(invoices.find((row) => row.serial === invoice.number)!.deductedOn).toBeNull();
    });

    it("a wedding in Maharashtra for a family from Jaipur: IGST, Maharashtra the place of supply", async () => {
      const { quote, voucher, invoice } = await paidInFull("held-27", RAJASTHAN_BILLING, "27");
      expect(quote.eventStateCode).toBe("27");
      for (const document of [voucher, invoice]) {
        expect(document.buyer.state.code).toBe("08");
        expect(document.placeOfSupply).toEqual({ name: "Maharashtra", code: "27" });
        expect(headsOf(document)).toEqual(["IGST"]);
        expect(taxDocumentProblems(document)).toEqual([]);
      }
    });

    it("a registered business is supplied where it is registered, wherever the event is held", async () => {
      const business = {
        name: "Kabir Shah Events LLP",
        stateCode: "27",
        gstin: "27AAACN0001L1ZX",
        address: "4th floor, Nariman Point, Mumbai, Maharashtra 400021",
      };
      const { voucher, invoice } = await paidInFull("held-b2b", business, "08");
      for (const document of [voucher, invoice]) {
        expect(document.placeOfSupply).toEqual({ name: "Maharashtra", code: "27" });
        expect(headsOf(document)).toEqual(["IGST"]);
      }
    });
  });
});
