// A person's rights over their data (docs/product.md D27; decision 0039), on PGlite, pg and Neon:
// the data summary holds everything the product keeps about a member; the member corrects the
// name and phone; erasure removes or makes anonymous what is not needed any more and keeps the
// tax documents under their legal hold (the summary before and after proves it, and no table
// but the documents still names the member); erasure is refused while a payment is in progress
// or a booking with money paid is open; a visitor without an account asks by e-mail address
// and, from the link sent there, sees and erases what is held under it; holds end on their day.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fiscalYearOf, formatIsoDay, oneYearAfter, addIsoDays } from "../../src/lib/dates.ts";
import type { PublicUser } from "../../src/schemas/auth.ts";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import {
  DATA_REQUEST_LINK_INVALID,
  DATA_REQUEST_SENT_MESSAGE,
  ERASE_BOOKING_OPEN,
  ERASE_REFUND_PENDING,
  ERASE_PASSWORD_WRONG,
  ERASE_PAYMENT_IN_PROGRESS,
  ERASE_STAFF_MESSAGE,
  PROFILE_EMPTY_MESSAGE,
  type ErasureReceipt,
  type MemberData,
  type VisitorData,
} from "../../src/schemas/privacy.ts";
import type { QuoteView } from "../../src/schemas/quote.ts";
import {
  consents,
  contactMessages,
  erasures,
  inquiries,
  invoices,
  legalHolds,
  outgoingEmails,
  paymentOrders,
  plans,
  users,
} from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import {
  eraseMember,
  erasedAddress,
  ERASED_NAME,
  releaseEndedHolds,
  taxHoldUntil,
} from "../../src/server/services/erasure.ts";
import { memberData } from "../../src/server/services/member-data.ts";
import { RECONCILE_MAX_AGE_MS } from "../../src/server/services/reconcile.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { eventQuote } from "../fixtures/quotes.ts";
import {
  confirmAddress,
  answerOf as body,
  paidOrderAt,
  payInLocalCheckout,
  planIdsByName,
  signInAdmin,
  TEST_PAYMENT_CONTEXT,
} from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { TABLE_NAMES } from "../helpers/security.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@data-rights.example";
/** Tables that keep documents as issued: the buyer's name and address are in them by law. */
const DOCUMENT_COLUMN = "document";

let people = 0;

forEachDatabase("a person's data rights", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  const { call } = ctx;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let premium: string;

  beforeAll(async () => {
    admin = await signInAdmin(ctx.api, ctx.db, "Data Admin");
    premium = (await planIdsByName(ctx.api)).Premium!;
  });

  /** A member whose name, address and phone appear nowhere else in the database. */
  async function member(label: string) {
    people += 1;
    const tag = `${Date.now().toString(36)}${people}`;
    const person = {
      name: `Zarina Quddus ${tag}`,
      email: `zarina.${label}.${tag}@example.com`,
      phoneNo: `97${String(Date.now() + people).slice(-8)}`,
      password: `zarina password ${tag}`,
    };
    const created = await body<{ accessToken: string; refreshToken: string; newUser: PublicUser }>(
      await ctx.api.app.request("/api/v1/user/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...person,
          consents: { whatsappUpdates: true, whatsappOffers: true, source: "/signup" },
        }),
      }),
      201,
    );
    // The address confirmed, and its link delivered, before what the test is about.
    await confirmAddress(ctx.db, created.newUser._id);
    await ctx.api.settled();
    return {
      ...person,
      id: created.newUser._id,
      token: created.accessToken,
      refreshToken: created.refreshToken,
    };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  const summary = async (token: string) =>
    (await body<{ data: MemberData }>(await call("GET", "/user/data", token), 200)).data;

  /** Everything a member can leave behind: preferences, an inquiry, a brief, a message, a purchase, a refund. */
  async function livedIn(who: Member) {
    await body(
      await call("PUT", `/user/onboarding/${who.id}`, who.token, {
        profession: "Architect",
        interests: ["travel"],
      }),
      200,
    );
    const inquiry = await body<{ inquiry: { id: string; reference: string } }>(
      await call(
        "POST",
        "/inquiry/create_event",
        who.token,
        eventInquiry({
          name: who.name,
          email: who.email,
          phone: who.phoneNo,
          additionalDetails: `Mehendi at ${who.name}'s`,
        }),
      ),
      201,
    );
    const brief = await body<{ project: { reference: string } }>(
      await call("POST", "/project", who.token, {
        title: "A site for my family",
        service: "visual-design",
        budget: "₹1 lakh",
        timeline: "one month",
        description: "Photos of our trips.",
      }),
      201,
    );
    const contact = await body<{ reference: string }>(
      await call("POST", "/contact/create", undefined, {
        name: who.name,
        email: who.email,
        phone: who.phoneNo,
        subject: "general",
        message: "Do you arrange pilgrimages for my parents?",
        source: "landing",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      201,
    );
    const order = await body<{ order: { id: string } }>(
      await call("POST", "/payment/order", who.token, {
        subscriptionId: premium,
        billing: { name: who.name, stateCode: "08" },
      }),
      201,
    );
    const invoice = await payInLocalCheckout(ctx.api, who.token, order.order.id);
    await body(
      await call("POST", `/invoice/admin/${invoice._id}/refund`, admin.token, { reason: "Moved abroad" }),
      200,
    );
    await ctx.api.settled();
    return { inquiry: inquiry.inquiry, brief: brief.project.reference, contact: contact.reference, invoice };
  }

  /** The tables (but the documents kept as issued) whose rows mention any of these. */
  async function tablesNaming(db: Database, ...needles: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const table of TABLE_NAMES) {
      for (const needle of needles) {
        const result = (await db.execute(
          sql.raw(
            `select count(*)::int as n from "${table}" t where strpos(lower((to_jsonb(t) - '${DOCUMENT_COLUMN}')::text), lower('${needle.replaceAll("'", "''")}')) > 0`,
          ),
        )) as unknown as { rows: { n: number }[] };
        if (result.rows[0]!.n > 0) found.push(`${table}: ${needle}`);
      }
    }
    return found;
  }

  it("the summary holds everything kept about the member, and nothing secret", async () => {
    const asha = await member("summary");
    const lived = await livedIn(asha);
    await body(
      await call("PUT", "/user/consents", asha.token, {
        channel: "whatsapp",
        purpose: "offers",
        granted: false,
        source: "/dashboard",
      }),
      200,
    );
    const response = await call("GET", "/user/data", asha.token);
    const text = await response.clone().text();
    const data = (await body<{ data: MemberData }>(response, 200)).data;

    expect(data.account).toMatchObject({
      _id: asha.id,
      name: asha.name,
      email: asha.email,
      phoneNo: asha.phoneNo,
      billing: { name: asha.name, stateCode: "08", gstin: null, address: null },
      onboarding: { profession: "Architect", interests: ["travel"] },
    });
    expect(data.inquiries).toEqual([
      expect.objectContaining({
        reference: lived.inquiry.reference,
        kind: "event",
        name: asha.name,
        email: asha.email,
        phone: asha.phoneNo,
        details: expect.objectContaining({ additionalDetails: `Mehendi at ${asha.name}'s` }),
      }),
    ]);
    expect(data.projects.map((p) => p.reference)).toEqual([lived.brief]);
    expect(data.contactMessages.map((m) => [m.reference, m.message])).toEqual([
      [lived.contact, "Do you arrange pilgrimages for my parents?"],
    ]);
    // The messages sent: what and when, never their words.
    const templates = data.messages.emails.map((m) => m.template);
    expect(templates).toEqual(
      expect.arrayContaining([
        "inquiry-acknowledgement-event",
        "contact-acknowledgement",
        "membership-invoice",
      ]),
    );
    expect(text).not.toContain("textBody");
    expect(data.messages.whatsapp.length).toBeGreaterThan(0);
    expect(data.messages.whatsapp.every((m) => m.to === `91${asha.phoneNo}`)).toBe(true);
    expect(data.payments).toEqual([expect.objectContaining({ purpose: "membership", status: "paid" })]);
    // The invoice and its credit note, each with where to print it.
    expect(data.documents.map((d) => [d.kind, d.number, d.page])).toEqual([
      ["invoice", lived.invoice.serial, `/invoice?id=${lived.invoice._id}`],
      ["credit-note", expect.stringMatching(/^CN\//), `/invoice?id=${lived.invoice._id}`],
    ]);
    expect(data.documents[0]!.pdf).toBe(`/api/v1/invoice/document/${lived.invoice._id}/pdf`);
    // Consents with their history: given at sign-up, one withdrawn since.
    expect(data.consents.current.whatsapp).toEqual({ updates: true, offers: false });
    expect(data.consents.history).toHaveLength(3);
    // The sign-in, never a token or its hash.
    expect(data.sessions).toEqual([expect.objectContaining({ active: true })]);
    expect(text).not.toContain(asha.refreshToken);
    expect(text).not.toContain(asha.password);
    expect(text).not.toMatch(/\$argon2|tokenHash|passwordHash/);

    // Someone else's summary has none of it.
    const other = await member("other");
    const theirs = JSON.stringify(await summary(other.token));
    for (const mine of [
      asha.email,
      asha.name,
      lived.inquiry.reference,
      lived.contact,
      lived.invoice.serial,
    ]) {
      expect(theirs).not.toContain(mine);
    }
    expect((await call("GET", "/user/data")).status).toBe(401);
  });

  it("corrects the name and phone with the sign-up's rules; the session's user shows them", async () => {
    const asha = await member("profile");
    const corrected = await body<{ user: PublicUser }>(
      await call("PATCH", "/user/profile", asha.token, { name: "  Asha Rao  ", phoneNo: "+91 98765 43210" }),
      200,
    );
    expect(corrected.user).toMatchObject({
      _id: asha.id,
      name: "Asha Rao",
      phoneNo: "9876543210",
      email: asha.email,
    });
    // The restored session reads the account again: the new name.
    const verified = await body<{ user: PublicUser }>(
      await call("POST", "/user/auth/verify", asha.token),
      200,
    );
    expect(verified.user.name).toBe("Asha Rao");
    // A new number: WhatsApp is off until it is given again for it (decision 0037).
    const data = await summary(asha.token);
    expect(data.account.phoneNo).toBe("9876543210");
    expect(data.consents.current.whatsapp).toEqual({ updates: false, offers: false });

    const refusals: [unknown, string][] = [
      [{}, PROFILE_EMPTY_MESSAGE],
      [{ phoneNo: "12345" }, "Invalid phone number"],
      [{ phoneNo: "" }, "Invalid phone number"],
      [{ name: "" }, "Please fill out all required fields."],
      [{ name: "Asha\nRao" }, "Please keep this on one line."],
      [{ name: "A".repeat(101) }, "Name must be at most 100 characters."],
      [{ name: "Asha", email: "else@example.com" }, expect.any(String) as unknown as string],
    ];
    for (const [input, message] of refusals) {
      const refused = await body<{ err: string }>(
        await call("PATCH", "/user/profile", asha.token, input),
        400,
      );
      expect(refused.err, JSON.stringify(input)).toEqual(message);
    }
    expect((await summary(asha.token)).account).toMatchObject({ name: "Asha Rao", email: asha.email });
  });

  it("erasure removes what is not needed, keeps the documents under their hold, and says so", async () => {
    const asha = await member("erase");
    const lived = await livedIn(asha);
    const before = await summary(asha.token);
    expect(before.inquiries).toHaveLength(1);
    expect(before.documents).toHaveLength(2);

    const wrong = await body<{ err: string }>(
      await call("POST", "/user/erase", asha.token, { password: "not the password" }),
      403,
    );
    expect(wrong.err).toBe(ERASE_PASSWORD_WRONG);
    expect(await summary(asha.token)).toEqual({ ...before, generatedAt: expect.any(String) });

    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", "/user/erase", asha.token, { password: asha.password }),
      200,
    );
    const fiscalYear = fiscalYearOf(new Date());
    expect(erasure.subject).toBe("member");
    expect(Object.fromEntries(erasure.erased.map((e) => [e.item, e.count]))).toMatchObject({
      account: 1,
      preferences: 1,
      "billing-details": 1,
      inquiries: 1,
      projects: 1,
      "contact-messages": 1,
      "consent-numbers": 2,
      sessions: 1,
    });
    expect(erasure.erased.find((e) => e.item === "messages")!.count).toBeGreaterThan(3);
    expect(erasure.kept).toEqual([
      {
        item: "tax-documents",
        count: 2,
        basis: "cgst-s36",
        reason: expect.stringContaining("CGST Act, 2017, section 36"),
        until: taxHoldUntil(fiscalYear),
        documents: [
          { kind: "invoice", number: lived.invoice.serial },
          { kind: "credit-note", number: before.documents[1]!.number },
        ],
      },
      {
        item: "processing-log",
        count: expect.any(Number),
        basis: "dpdp-rule-8-3",
        reason: expect.stringContaining("rule 8(3)"),
        until: formatIsoDay(oneYearAfter(new Date(erasure.erasedAt))),
        documents: [],
      },
    ]);
    // 72 months from the due date of the year's annual return (31 December after it ends).
    expect(taxHoldUntil("26-27")).toBe("2033-12-31");

    // Nothing names the member any more, but the documents kept as issued.
    expect(await tablesNaming(ctx.db, asha.email, asha.name, asha.phoneNo)).toEqual([]);

    // The account is gone for its owner: its token, its refresh token and its password.
    expect((await call("GET", "/user/data", asha.token)).status).toBe(401);
    expect(
      (await call("POST", "/user/auth/refresh", undefined, { refreshToken: asha.refreshToken })).status,
    ).toBe(401);
    expect(
      (await call("POST", "/user/login", undefined, { email: asha.email, password: asha.password })).status,
    ).toBe(401);

    // The summary after: the account anonymous, the rest gone but the documents and the log.
    const after = await memberData(ctx.db, asha.id);
    expect(after.account).toMatchObject({ name: ERASED_NAME, phoneNo: "", onboarding: null });
    expect(after.account.email).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    expect(after.account.billing).toEqual({ name: null, stateCode: null, gstin: null, address: null });
    expect(after.inquiries).toEqual([]);
    expect(after.projects).toEqual([]);
    expect(after.contactMessages).toEqual([]);
    expect(after.sessions).toEqual([]);
    expect(after.documents.map((d) => d.number)).toEqual(before.documents.map((d) => d.number));
    expect(after.payments).toEqual(before.payments);
    // The log: which messages went when, without their words or the address.
    expect(after.messages.emails.length).toBeGreaterThan(0);
    expect(after.messages.emails.every((m) => m.subject === "(erased)")).toBe(true);
    expect(after.messages.whatsapp.every((m) => m.to === "")).toBe(true);
    // The consent record as evidence, without the number; what was still given is withdrawn.
    expect(
      after.consents.history.map((row) => [row.purpose, row.granted, row.source, row.phone]).sort(),
    ).toEqual([
      ["offers", false, "erasure", ""],
      ["offers", true, "/signup", ""],
      ["updates", false, "erasure", ""],
      ["updates", true, "/signup", ""],
    ]);
    expect(after.consents.current.whatsapp).toEqual({ updates: false, offers: false });

    // The documents still print for the accountant, with the buyer as issued.
    const documents = await body<InvoiceDocuments>(
      await call("GET", `/invoice/document/${lived.invoice._id}`, admin.token),
      200,
    );
    expect(documents.document.buyer).toMatchObject({ name: asha.name, email: asha.email });
    expect(documents.creditNotes[0]?.number).toBe(before.documents[1]!.number);
    const pdf = await call("GET", `/invoice/document/${lived.invoice._id}/pdf`, admin.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Each hold is a row with its reason and end day.
    const holds = await ctx.db.select().from(legalHolds).where(eq(legalHolds.userId, asha.id));
    expect(holds.map((h) => [h.kind, h.documentNumber, h.heldUntil]).sort()).toEqual(
      [
        ["processing-log", null, formatIsoDay(oneYearAfter(new Date(erasure.erasedAt)))],
        ["tax-documents", lived.invoice.serial, taxHoldUntil(fiscalYear)],
        ["tax-documents", before.documents[1]!.number, taxHoldUntil(fiscalYear)],
      ].sort(),
    );
    expect(holds.every((h) => h.reason.length > 40)).toBe(true);
    // The operators' lists no longer show the account.
    const listed = await body<{ users: { email: string }[]; total: number }>(
      await call("GET", `/user/admin?q=${encodeURIComponent("erased.invalid")}`, admin.token),
      200,
    );
    expect(listed.users).toEqual([]);

    // The address is free: signing up again makes a new account, with nothing of the old one.
    const again = await body<{ accessToken: string; newUser: PublicUser }>(
      await call("POST", "/user/create", undefined, {
        name: asha.name,
        email: asha.email,
        phoneNo: asha.phoneNo,
        password: asha.password,
      }),
      201,
    );
    expect(again.newUser._id).not.toBe(asha.id);
    const fresh = await summary(again.accessToken);
    expect([fresh.inquiries, fresh.documents, fresh.contactMessages, fresh.payments]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    // Only the new account's own confirmation link (decision 0043): nothing of the erased one's.
    expect(fresh.messages.emails.map((m) => m.template)).toEqual(["email-confirmation"]);
  });

  it("is refused while a payment is in progress, with what to do; a payment given up no longer blocks", async () => {
    const asha = await member("paying");
    const order = await body<{ order: { id: string } }>(
      await call("POST", "/payment/order", asha.token, {
        subscriptionId: premium,
        billing: { name: asha.name, stateCode: "08" },
      }),
      201,
    );
    const before = await summary(asha.token);
    const refused = await body<{ err: string }>(
      await call("POST", "/user/erase", asha.token, { password: asha.password }),
      409,
    );
    expect(refused.err).toBe(ERASE_PAYMENT_IN_PROGRESS);
    expect(await summary(asha.token)).toEqual({ ...before, generatedAt: expect.any(String) });
    // The message's "7 days" is the reconciler's reach.
    expect(RECONCILE_MAX_AGE_MS).toBe(7 * 24 * 60 * 60_000);

    // Eight days on, the order is given up: erasure goes ahead. The unpaid order stays without its
    // billing details: the provider may still take the money (privacy-attacks.test.ts pays it).
    await ctx.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, order.order.id));
    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", "/user/erase", asha.token, { password: asha.password }),
      200,
    );
    expect(erasure.kept.map((k) => k.item)).toEqual(["processing-log"]);
    expect(
      await ctx.db
        .select({ status: paymentOrders.status, billingName: paymentOrders.billingName })
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, asha.id)),
    ).toEqual([{ status: "created", billingName: null }]);
  });

  it("is refused while a booking with money paid is open, and for a staff account", async () => {
    const asha = await member("booking");
    // A trip: cancelled within a day of its deposit, all of it comes back (the refund policy).
    const made = await body<{ inquiry: { id: string } }>(
      await call("POST", "/inquiry/create_travel", asha.token, travelInquiry()),
      201,
    );
    const { quote } = await body<{ quote: QuoteView }>(
      await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, admin.token, eventQuote()),
      201,
    );
    const ordered = await body<{ order: { id: string } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/deposit`, asha.token, {
        quoteId: quote._id,
        billing: { name: asha.name, stateCode: "08" },
      }),
      201,
    );
    const paymentId = `pay_data_rights_${people}`;
    await body(
      await call("POST", "/payment/verification", asha.token, {
        razorpay_order_id: ordered.order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(ordered.order.id, paymentId, LOCAL_KEY_SECRET),
      }),
      200,
    );
    const refused = await body<{ err: string }>(
      await call("POST", "/user/erase", asha.token, { password: asha.password }),
      409,
    );
    expect(refused.err).toBe(ERASE_BOOKING_OPEN);
    expect((await summary(asha.token)).inquiries).toHaveLength(1);
    // Cancelled, with the policy's refund not paid back yet: refused, and saying so.
    const { cancellation } = await body<{ cancellation: { refundPaise: number } }>(
      await call("POST", `/inquiry/${made.inquiry.id}/cancellation`, asha.token, {}),
      201,
    );
    expect(cancellation.refundPaise).toBeGreaterThan(0);
    const waiting = await body<{ err: string }>(
      await call("POST", "/user/erase", asha.token, { password: asha.password }),
      409,
    );
    expect(waiting.err).toBe(ERASE_REFUND_PENDING);

    const staff = await body<{ err: string }>(
      await call("POST", "/user/erase", admin.token, { password: "whatever it is" }),
      403,
    );
    expect(staff.err).toBe(ERASE_STAFF_MESSAGE);
  });

  it("a visitor asks by address and, from the link sent there, sees and erases what is held under it", async () => {
    people += 1;
    const visitor = `visitor.${Date.now().toString(36)}${people}@example.com`;
    const sent = await body<{ reference: string }>(
      await call("POST", "/contact/create", undefined, {
        name: "Farida Visitor",
        email: visitor,
        subject: "travel",
        message: "Char Dham for two in May?",
        source: "contact-page",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      201,
    );
    // A member names the visitor's address on an inquiry (booking for them).
    const booker = await member("booker");
    const named = await body<{ inquiry: { id: string } }>(
      await call("POST", "/inquiry/create_event", booker.token, eventInquiry({ email: visitor })),
      201,
    );

    const ask = (email: string, capchaToken?: string) =>
      call("POST", "/privacy/data-request", undefined, { email, ...(capchaToken ? { capchaToken } : {}) });
    // The bot check first.
    expect((await ask(visitor)).status).toBe(400);
    // The same answer for an address with data, one without, and an account's.
    for (const email of [visitor, `nobody.${people}@example.com`, booker.email]) {
      expect(await body<{ message: string }>(await ask(email, SOLVED_LOCAL_CAPTCHA), 200)).toEqual({
        message: DATA_REQUEST_SENT_MESSAGE,
      });
    }
    await ctx.api.settled();
    const mailTo = async (email: string) =>
      ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email));
    const [link] = (await mailTo(visitor)).filter((m) => m.template === "data-request");
    expect(link, "the link's e-mail").toBeDefined();
    const token = /\/data-request#token=([\w-]+)/.exec(link!.textBody)![1]!;
    // An account's address is told to log in; no link is made for it.
    const accountMail = (await mailTo(booker.email)).filter((m) => m.template.startsWith("data-request"));
    expect(accountMail.map((m) => m.template)).toEqual(["data-request-account"]);
    expect(accountMail[0]!.textBody).not.toContain("#token=");

    const seen = (await body<{ data: VisitorData }>(await call("GET", `/privacy/data-request/${token}`), 200))
      .data;
    expect(seen.email).toBe(visitor);
    expect(seen.contactMessages.map((m) => [m.reference, m.message])).toEqual([
      [sent.reference, "Char Dham for two in May?"],
    ]);
    expect(seen.messages.emails.map((m) => m.template)).toEqual(
      expect.arrayContaining(["contact-acknowledgement", "data-request"]),
    );
    expect(seen.namedInInquiries).toBe(1);
    // Nothing of the member who named the address.
    expect(JSON.stringify(seen)).not.toContain(booker.email);

    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", `/privacy/data-request/${token}/erase`),
      200,
    );
    expect(erasure.subject).toBe("visitor");
    expect(Object.fromEntries(erasure.erased.map((e) => [e.item, e.count]))).toMatchObject({
      "contact-messages": 1,
      "named-in-inquiries": 1,
    });
    expect(erasure.kept.map((k) => [k.item, k.basis])).toEqual([["processing-log", "dpdp-rule-8-3"]]);
    // The link is spent.
    for (const [method, path] of [
      ["GET", `/privacy/data-request/${token}`],
      ["POST", `/privacy/data-request/${token}/erase`],
    ] as const) {
      expect((await body<{ err: string }>(await call(method, path), 404)).err).toBe(
        DATA_REQUEST_LINK_INVALID,
      );
    }
    expect(
      await ctx.db.select().from(contactMessages).where(eq(contactMessages.reference, sent.reference)),
    ).toEqual([]);
    const [inquiry] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, named.inquiry.id));
    expect(inquiry!.email).toBe("");
    expect(await tablesNaming(ctx.db, visitor, "Char Dham for two")).toEqual([]);

    // An address gets three e-mails an hour at most.
    const busy = `busy.${people}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await ask(busy, SOLVED_LOCAL_CAPTCHA)).status).toBe(200);
    expect((await ask(busy, SOLVED_LOCAL_CAPTCHA)).status).toBe(429);
  });

  it("holds end on their day: the log after a year, the documents and the account after 72 months", async () => {
    const asha = await member("holds");
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, premium));
    // A membership bought in June 2018 (financial year 18-19: kept to 31 December 2025), and the
    // account erased at the start of 2024 (its log kept to the start of 2025).
    const invoice = await paidOrderAt(ctx.db, asha, plan!, new Date("2018-06-01T06:00:00Z"));
    // A message from the account's address, acknowledged: a line of the log once erased.
    await body(
      await call("POST", "/contact/create", undefined, {
        name: asha.name,
        email: asha.email,
        subject: "general",
        message: "Hello",
        source: "landing",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      201,
    );
    await ctx.api.settled();
    const erasedAt = new Date("2024-01-10T06:00:00Z");
    const receipt = await eraseMember(ctx.db, asha.id, asha.password, {
      seller: TEST_PAYMENT_CONTEXT.seller,
      now: erasedAt,
    });
    expect(receipt.kept.map((k) => [k.item, k.until])).toEqual([
      ["tax-documents", "2025-12-31"],
      ["processing-log", "2025-01-10"],
    ]);
    const [erasure] = await ctx.db.select().from(erasures).where(eq(erasures.userId, asha.id));
    const logLines = () =>
      ctx.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.to, erasedAddress(erasure!.id)));
    expect((await logLines()).length).toBeGreaterThan(0);

    // On its last day the log is still kept; the day after, it goes.
    await releaseEndedHolds(ctx.db, "2025-01-10");
    expect((await logLines()).length).toBeGreaterThan(0);
    await releaseEndedHolds(ctx.db, "2025-01-11");
    expect(await logLines()).toEqual([]);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, asha.id))).toEqual([]);
    expect(await ctx.db.select().from(erasures).where(eq(erasures.id, erasure!.id))).toEqual([]);
    // The document stays, and prints.
    expect((await call("GET", `/invoice/document/${invoice.id}`, admin.token)).status).toBe(200);

    await releaseEndedHolds(ctx.db, addIsoDays("2025-12-31", 1));
    expect(await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id))).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.id, asha.id))).toEqual([]);
    expect(await ctx.db.select().from(legalHolds).where(eq(legalHolds.userId, asha.id))).toEqual([]);
  });
});
