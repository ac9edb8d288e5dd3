// Refunds and credit notes on every driver (docs/product.md D20; decision 0027): an admin refunds
// an invoice in full or in parts with a reason, through the local provider or Razorpay's
// stand-in; the refund webhooks reach the same transition; whatever repeats or races, one credit
// note per refund and never more refunded than was paid.
// And the e-mails the provider refuses for good, which an admin sees and sends again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import { creditNotes, invoices, localPayments, outgoingEmails, refunds } from "../../src/server/db/schema.ts";
import { paymentSignature, webhookSignature } from "../../src/server/payments/signatures.ts";
import { taxDocumentTotals } from "../../src/schemas/tax-document.ts";
import { MEMBERSHIP_REFUND_WHOLE, REFUND_BELOW_PROVIDER_MINIMUM } from "../../src/server/services/refunds.ts";
import { REFUNDED_MEANWHILE } from "../../src/schemas/admin-requests.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, eventQuote } from "../fixtures/quotes.ts";
import { apiCaller, json, planIdsByName, signInAdmin, signUpMember, testApp } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase, type TestApi } from "../helpers/for-each-database.ts";
import { pdfText } from "../helpers/pdf.ts";
import { razorpayEnv, startRazorpayStub, type RazorpayStub } from "../stubs/razorpay-stub.ts";

afterAll(closeDatabaseHelpers);

const WEBHOOK_SECRET = "refund_webhook_secret";
let counter = 0;

forEachDatabase("refunds", (ctx) => {
  let stub: RazorpayStub;
  // The block's app, paid in the local test checkout, and an app paid through Razorpay's stand-in.
  let local: TestApi;
  let razorpay: TestApi;
  let premiumId: string;
  let adminToken: string;

  beforeAll(async () => {
    local = ctx.api;
    stub = await startRazorpayStub();
    razorpay = testApp(ctx.db, { ...razorpayEnv(stub), RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    premiumId = (await planIdsByName(local)).Premium!;
    adminToken = (await signInAdmin(local, ctx.db, "Refund Admin")).token;
  });
  afterAll(() => stub.close());

  /** A member with a paid Premium membership, paid as each provider's checkout would. */
  async function paidMember(api: ReturnType<typeof testApp>) {
    const call = apiCaller(api);
    const member = await signUpMember(api, "refunded");
    const created = await call("POST", "/payment/order", member.token, {
      subscriptionId: premiumId,
      billing: RAJASTHAN_BILLING,
    });
    const { order } = (await created.json()) as { order: { id: string } };
    let signed: Record<string, string>;
    if (api === local) {
      const paid = await call("POST", "/payment/local-checkout", member.token, {
        razorpay_order_id: order.id,
        outcome: "success",
      });
      signed = (await paid.json()) as Record<string, string>;
    } else {
      const paymentId = stub.addPayment(order.id, { status: "captured" });
      signed = {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(order.id, paymentId, stub.keySecret),
      };
    }
    const verified = await call("POST", "/payment/verification", member.token, signed);
    expect(verified.status).toBe(200);
    const { invoice } = (await verified.json()) as {
      invoice: { _id: string; serial: string; paymentId: string };
    };
    return { ...member, invoice };
  }

  const refund = (api: ReturnType<typeof testApp>, invoiceId: string, reason = "Booked twice by mistake") =>
    apiCaller(api)("POST", `/invoice/admin/${invoiceId}/refund`, adminToken, { reason });

  /** A delivery to the Razorpay app's webhook, signed as Razorpay signs it. */
  const signedWebhook = (raw: string, eventId: string) =>
    razorpay.app.request("/api/v1/payment/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": eventId,
        "x-razorpay-signature": webhookSignature(raw, WEBHOOK_SECRET),
      },
      body: raw,
    });

  const creditNotesOf = (invoiceId: string) =>
    ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));

  it("refunds in full: the member sees Refunded, the membership ends, a credit note is issued and e-mailed with its PDF", async () => {
    const member = await paidMember(local);
    const call = apiCaller(local);
    const response = await refund(local, member.invoice._id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { invoice: { status: string } }).invoice.status).toBe("refunded");
    await local.settled();

    // The member's list says so, with the credit note's number.
    const list = (await (await call("GET", `/invoice/getall/${member.id}`, member.token)).json()) as {
      invoices: { _id: string; status: string; refundedAt: string; creditNote: { serial: string } }[];
    };
    const [listed] = list.invoices;
    expect(listed).toMatchObject({
      _id: member.invoice._id,
      status: "refunded",
      refundedAt: expect.any(String),
      // All of it (Premium, ₹9,999), as the description says.
      refundedPaise: 999_900,
    });
    expect(listed!.creditNote.serial).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    // The membership it paid for has ended.
    const { membership } = (await (await call("GET", "/subscription/current", member.token)).json()) as {
      membership: unknown;
    };
    expect(membership).toBeNull();

    // The credit note reverses the invoice, in its own series, and names why.
    const documents = (await (
      await call("GET", `/invoice/document/${member.invoice._id}`, member.token)
    ).json()) as InvoiceDocuments;
    expect(documents.document.status).toBe("refunded");
    expect(documents.creditNotes[0]).toMatchObject({
      kind: "credit-note",
      number: listed!.creditNote.serial,
      references: { invoiceNumber: member.invoice.serial, reason: "Booked twice by mistake" },
      totals: documents.document.totals,
    });
    const pdf = await call("GET", `/invoice/credit-note/${member.invoice._id}/pdf`, member.token);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toMatch(/CREDIT NOTE/i);
    expect(text).toContain(listed!.creditNote.serial);
    expect(text).toContain(member.invoice.serial);
    expect(text).toContain("₹9,999.00");

    // E-mailed with its PDF; the local provider's books show the payment refunded.
    const [mail] = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, "credit-note"))
      .then((rows) => rows.filter((row) => row.to === member.email));
    expect(mail).toMatchObject({ status: "sent", attachments: [{ kind: "credit-note" }] });
    expect(mail!.textBody).toContain("Reason: Booked twice by mistake");
    const [payment] = await ctx.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.id, member.invoice.paymentId));
    expect(payment).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_local_/) });

    // Never twice.
    const again = await refund(local, member.invoice._id);
    expect(again.status).toBe(409);
    expect((await json(again)).err).toBe("This invoice is already refunded.");
    expect(await creditNotesOf(member.invoice._id)).toHaveLength(1);
  });

  it("refuses a refund without a reason, of an unknown invoice, and by a member", async () => {
    const member = await paidMember(local);
    const blank = await refund(local, member.invoice._id, "  ");
    expect(blank.status).toBe(400);
    expect((await json(blank)).err).toBe("Please give the reason for the refund, in 3 characters or more.");
    expect((await refund(local, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const byMember = await apiCaller(local)(
      "POST",
      `/invoice/admin/${member.invoice._id}/refund`,
      member.token,
      {
        reason: "I want my money back",
      },
    );
    expect(byMember.status).toBe(403);
    expect((await ctx.db.select().from(invoices).where(eq(invoices.id, member.invoice._id)))[0]!.status).toBe(
      "paid",
    );
  });

  it("asks Razorpay once, however many admins click at once, and the webhooks that follow change nothing", async () => {
    const member = await paidMember(razorpay);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(razorpay, member.invoice._id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(stub.refunds.get(member.invoice.paymentId)).toHaveLength(1);
    const [made] = stub.refunds.get(member.invoice.paymentId)!;
    expect(made).toMatchObject({ amount: 999_900, notes: { invoice: member.invoice.serial } });

    // Razorpay then reports the refund, twice: no second credit note, no second e-mail.
    const raw = JSON.stringify({
      event: "refund.processed",
      payload: {
        refund: { entity: { id: made!.id, payment_id: member.invoice.paymentId, amount: 999_900 } },
      },
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await signedWebhook(raw, `evt_refund_${member.id}`)).status).toBe(200);
    }
    expect(await creditNotesOf(member.invoice._id)).toHaveLength(1);
    const mails = (
      await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, member.email))
    ).filter((mail) => mail.template === "credit-note");
    expect(mails).toHaveLength(1);
  });

  /** A member's event booking whose ₹75,000 deposit was paid through Razorpay's stand-in. */
  async function paidDeposit() {
    const call = apiCaller(razorpay);
    const member = await signUpMember(razorpay, "refunded-parts");
    const made = (await (
      await call("POST", "/inquiry/create_event", member.token, eventInquiry())
    ).json()) as {
      inquiry: { id: string };
    };
    const quoted = await apiCaller(local)(
      "POST",
      `/inquiry/admin/${made.inquiry.id}/quote`,
      adminToken,
      eventQuote(),
    );
    const { quote } = (await quoted.json()) as { quote: { _id: string } };
    const ordered = await call("POST", `/inquiry/${made.inquiry.id}/deposit`, member.token, {
      quoteId: quote._id,
      billing: RAJASTHAN_BILLING,
    });
    const { order } = (await ordered.json()) as { order: { id: string } };
    const paymentId = stub.addPayment(order.id, { status: "captured" });
    const verified = await call("POST", "/payment/verification", member.token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, stub.keySecret),
    });
    expect(verified.status).toBe(200);
    const { invoice } = (await verified.json()) as { invoice: { _id: string; paymentId: string } };
    return { ...member, invoice };
  }

  it("refunds a payment in parts through Razorpay, a note each, never beyond what was paid, however admins race", async () => {
    const member = await paidDeposit();
    const call = apiCaller(razorpay);
    const PAID = EVENT_QUOTE_DEPOSIT_PAISE;
    const part = (amountPaise: number, reason = "Fewer guests than quoted") =>
      call("POST", `/invoice/admin/${member.invoice._id}/refund`, adminToken, { reason, amountPaise });
    expect((await part(300_001)).status).toBe(200);
    // Four admins at once, each asking ₹4,000.01: never more than is left goes back.
    const raced = await Promise.all(Array.from({ length: 4 }, () => part(400_001)));
    const made = stub.refunds.get(member.invoice.paymentId)!;
    const refundedAtProvider = made.reduce((sum, refund) => sum + refund.amount, 0);
    expect(refundedAtProvider).toBeLessThanOrEqual(PAID);
    expect(raced.filter((answer) => answer.status === 200)).toHaveLength(made.length - 1);
    for (const answer of raced.filter((answer) => answer.status !== 200)) {
      expect([400, 409]).toContain(answer.status);
    }
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, member.invoice._id));
    expect(row!.refundedPaise).toBe(refundedAtProvider);
    expect((await part(PAID - refundedAtProvider + 100)).status).toBe(400);
    // Then the rest, whatever the race left: all of it refunded, in as many documents as refunds.
    const rest = await call("POST", `/invoice/admin/${member.invoice._id}/refund`, adminToken, {
      reason: "The rest",
    });
    expect(rest.status).toBe(200);
    expect((await rest.json()) as { invoice: { status: string; refundedPaise: number } }).toMatchObject({
      invoice: { status: "refunded", refundedPaise: PAID },
    });
    const refunds = stub.refunds.get(member.invoice.paymentId)!;
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(PAID);
    const notes = await creditNotesOf(member.invoice._id);
    expect(notes.map((note) => note.amountPaise).sort()).toEqual(
      refunds.map((refund) => refund.amount).sort(),
    );
    // The member's list names the latest; the document page has every one, and together they
    // reverse the receipt voucher exactly, tax by tax (the last part takes what rounding left).
    const listed = (await (await call("GET", `/invoice/getall/${member.id}`, member.token)).json()) as {
      invoices: { _id: string; creditNote: { serial: string } }[];
    };
    const latest = [...notes].sort((a, b) => b.serial.localeCompare(a.serial))[0]!;
    expect(listed.invoices.find((invoice) => invoice._id === member.invoice._id)!.creditNote.serial).toBe(
      latest.serial,
    );
    const documents = (await (
      await call("GET", `/invoice/document/${member.invoice._id}`, member.token)
    ).json()) as InvoiceDocuments;
    expect(documents.creditNotes.map((note) => note.number).sort()).toEqual(
      notes.map((note) => note.serial).sort(),
    );
    const reversed = taxDocumentTotals(
      documents.creditNotes.map((note) => ({ ...note.totals, description: "", sac: "" })),
    );
    expect(reversed).toEqual(documents.document.totals);
    expect(documents.creditNotes.at(-1)!.lines[0]!.description).toBe(
      `Last part refunded of ${documents.document.number}`,
    );
    // Razorpay then reports each refund: nothing more is recorded.
    for (const made of refunds) {
      const raw = JSON.stringify({
        event: "refund.processed",
        payload: {
          refund: { entity: { id: made.id, payment_id: member.invoice.paymentId, amount: made.amount } },
        },
      });
      expect((await signedWebhook(raw, `evt_part_${made.id}`)).status).toBe(200);
    }
    expect(await creditNotesOf(member.invoice._id)).toHaveLength(refunds.length);
    expect((await part(100)).status).toBe(409);
  });

  it("refuses a part chosen before another was made (two tabs, two operators): the same part never goes back twice", async () => {
    const member = await paidDeposit();
    const call = apiCaller(razorpay);
    const path = `/invoice/admin/${member.invoice._id}/refund`;
    // Both opened while nothing was refunded; one after the other, then both at once.
    const chosen = { reason: "Guide not provided on day 2", amountPaise: 100_000, refundedPaise: 0 };
    expect((await call("POST", path, adminToken, chosen)).status).toBe(200);
    const second = await call("POST", path, adminToken, chosen);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { err: string }).err).toBe(
      REFUNDED_MEANWHILE(100_000, EVENT_QUOTE_DEPOSIT_PAISE - 100_000),
    );
    const seen = { ...chosen, refundedPaise: 100_000 };
    const raced = await Promise.all([
      call("POST", path, adminToken, seen),
      call("POST", path, adminToken, seen),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Two refunds made, two notes: ₹2,000 back, not ₹4,000.
    expect(stub.refunds.get(member.invoice.paymentId)!.map((refund) => refund.amount)).toEqual([
      100_000, 100_000,
    ]);
    expect(await creditNotesOf(member.invoice._id)).toHaveLength(2);
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, member.invoice._id));
    expect(row!.refundedPaise).toBe(200_000);
  });

  it("says that less than ₹1 left cannot go back through Razorpay, instead of failing at it", async () => {
    const member = await paidDeposit();
    const call = apiCaller(razorpay);
    const path = `/invoice/admin/${member.invoice._id}/refund`;
    const first = await call("POST", path, adminToken, {
      reason: "All but fifty paise",
      amountPaise: EVENT_QUOTE_DEPOSIT_PAISE - 50,
    });
    expect(first.status).toBe(200);
    const rest = await call("POST", path, adminToken, { reason: "The rest" });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { err: string }).err).toBe(REFUND_BELOW_PROVIDER_MINIMUM("₹0.50"));
    expect(stub.refunds.get(member.invoice.paymentId)).toHaveLength(1);
  });

  it("refunds a membership only in full: a part is refused, and nothing is asked of Razorpay", async () => {
    const member = await paidMember(razorpay);
    const answer = await apiCaller(razorpay)(
      "POST",
      `/invoice/admin/${member.invoice._id}/refund`,
      adminToken,
      {
        reason: "Half back",
        amountPaise: 500_000,
      },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { err: string }).err).toBe(MEMBERSHIP_REFUND_WHOLE);
    expect(stub.refunds.get(member.invoice.paymentId)).toBeUndefined();
  });

  it("records a refund made in Razorpay's dashboard from its webhook alone, a part with its own note too", async () => {
    const webhook = (event: string, paymentId: string, amount: number, refundId: string) => {
      const raw = JSON.stringify({
        event,
        payload: {
          payment: { entity: { id: paymentId, order_id: "order_x", status: "refunded" } },
          refund: {
            entity: { id: refundId, payment_id: paymentId, amount, notes: { reason: "Duplicate payment" } },
          },
        },
      });
      return signedWebhook(raw, `evt_${refundId}`);
    };
    const part = await paidMember(razorpay);
    const partAnswer = await webhook(
      "refund.processed",
      part.invoice.paymentId,
      300_000,
      `rfnd_part_${(counter += 1)}`,
    );
    // A part: its credit note, the invoice paid still, what is left less it, the membership on.
    expect(await json(partAnswer)).toEqual({ status: "refunded" });
    expect((await ctx.db.select().from(invoices).where(eq(invoices.id, part.invoice._id)))[0]).toMatchObject({
      status: "paid",
      refundedPaise: 300_000,
    });
    expect((await creditNotesOf(part.invoice._id)).map((note) => note.amountPaise)).toEqual([300_000]);
    const current = await apiCaller(razorpay)("GET", "/subscription/current", part.token);
    expect(((await current.json()) as { subscription: unknown }).subscription).not.toBeNull();
    // More than is left, as our books have it: nothing recorded, the operators settle it.
    const beyond = await webhook(
      "refund.processed",
      part.invoice.paymentId,
      800_000,
      `rfnd_beyond_${(counter += 1)}`,
    );
    expect(await json(beyond)).toEqual({ status: "ignored" });
    expect(await creditNotesOf(part.invoice._id)).toHaveLength(1);

    const whole = await paidMember(razorpay);
    const refundId = `rfnd_whole_${(counter += 1)}`;
    expect(await json(await webhook("payment.refunded", whole.invoice.paymentId, 999_900, refundId))).toEqual(
      {
        status: "refunded",
      },
    );
    expect(await json(await webhook("payment.refunded", whole.invoice.paymentId, 999_900, refundId))).toEqual(
      {
        status: "duplicate",
      },
    );
    const [note] = await creditNotesOf(whole.invoice._id);
    expect(note).toMatchObject({ reason: "Duplicate payment" });
    const [record] = await ctx.db.select().from(refunds).where(eq(refunds.invoiceId, whole.invoice._id));
    expect(record).toMatchObject({ status: "done", providerRefundId: refundId, requestedById: null });
  });

  it("keeps the invoice paid when Razorpay does not refund, and a retry refunds it once", async () => {
    const member = await paidMember(razorpay);
    stub.mode("fail");
    const failed = await refund(razorpay, member.invoice._id);
    stub.mode("ok");
    expect(failed.status).toBe(502);
    expect((await json(failed)).err).toBe(
      "The payment service did not make the refund, and nothing was refunded. Please try again in a few minutes.",
    );
    expect((await ctx.db.select().from(invoices).where(eq(invoices.id, member.invoice._id)))[0]!.status).toBe(
      "paid",
    );
    const [record] = await ctx.db.select().from(refunds).where(eq(refunds.invoiceId, member.invoice._id));
    expect(record).toMatchObject({
      status: "failed",
      lastError: expect.stringContaining("Razorpay answered 500"),
    });
    expect(await creditNotesOf(member.invoice._id)).toEqual([]);

    expect((await refund(razorpay, member.invoice._id)).status).toBe(200);
    expect(stub.refunds.get(member.invoice.paymentId)).toHaveLength(1);
    expect(await creditNotesOf(member.invoice._id)).toHaveLength(1);
  });

  it("lists the e-mails refused for good for an admin, and sends one again", async () => {
    const [failed] = await ctx.db
      .insert(outgoingEmails)
      .values({
        to: `bounced.${(counter += 1)}@example.com`,
        subject: "Your Nova Experience tax invoice NE/26-27/000001",
        textBody: "Hello",
        template: "membership-invoice",
        status: "failed",
        attempts: 1,
        lastError: "Postmark refused the message (ErrorCode 406): inactive recipient",
      })
      .returning();
    const call = apiCaller(local);
    const listed = await call("GET", "/admin/emails?limit=100", adminToken);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      emails: { _id: string; to: string; lastError: string }[];
      total: number;
    };
    expect(body.emails).toContainEqual(
      expect.objectContaining({
        _id: failed!.id,
        to: failed!.to,
        lastError: expect.stringContaining("ErrorCode 406"),
      }),
    );
    expect(listed.headers.get("X-Total-Count")).toBe(String(body.total));

    const resent = await call("POST", `/admin/emails/${failed!.id}/resend`, adminToken);
    expect(resent.status).toBe(202);
    await local.settled();
    const [row] = await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, failed!.id));
    expect(row).toMatchObject({ status: "sent" });
    const twice = await call("POST", `/admin/emails/${failed!.id}/resend`, adminToken);
    expect(twice.status).toBe(409);
    expect((await json(twice)).err).toBe("Only an e-mail that failed can be sent again.");
  });
});
