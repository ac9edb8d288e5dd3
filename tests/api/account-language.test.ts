// The account's language and the e-mails in it (docs/product.md D25), on every database driver:
// a sign-up from a Hindi page (Accept-Language: hi) makes a Hindi account, any other an English
// one, with the specification's body unchanged; the member changes it with PUT /user/language;
// every e-mail the product sends a Hindi member is written in Hindi, subject and body, with
// Hindi dates and links to the Hindi pages, read from the local outbox as delivered; an English
// member's stay as they were; a visitor's contact acknowledgement follows the request's
// Accept-Language; the operators' copies stay English.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANCELLATION_POLICY, FULL_REFUND_WORDS } from "../../src/config/cancellation.ts";
import { LANGS, type Lang } from "../../src/i18n/lang.ts";
import { mailWords } from "../../src/i18n/mail.ts";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import { ACCOUNT_LANGUAGES, type PublicUser } from "../../src/schemas/auth.ts";
import type { QuoteView } from "../../src/schemas/quote.ts";
import { users } from "../../src/server/db/schema.ts";
import { readLocalOutbox, type LocalOutboxEntry } from "../../src/server/mail/local-outbox.ts";
import { runDailyJobs } from "../../src/server/services/daily.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { dayFromNow, eventQuote } from "../fixtures/quotes.ts";
import {
  confirmAddress,
  answerOf as body,
  payInLocalCheckout,
  planIdsByName,
  signInAdmin,
} from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@language.example";
const DEVANAGARI = /[\u0900-\u097F]/;
/** A Hindi month, as formatLongDate(x, "hi") writes one: "22 नवंबर 2026". */
const HINDI_DATE = /\b\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}\b/;
const ENGLISH_DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;
const noonOn = (day: string) => new Date(`${day}T12:00:00+05:30`);

let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

describe("the account's languages", () => {
  it("are the site's languages", () => {
    expect([...ACCOUNT_LANGUAGES]).toEqual([...LANGS]);
  });

  it("have Hindi words for every rule of the refund policy an e-mail quotes", () => {
    const rules = [FULL_REFUND_WORDS, ...Object.values(CANCELLATION_POLICY).flatMap((r) => r.tiers)].map(
      (rule) => (typeof rule === "string" ? rule : rule.words),
    );
    for (const rule of rules) {
      expect(mailWords("en").cancellation.rule(rule)).toBe(rule);
      expect(mailWords("hi").cancellation.rule(rule), rule).toMatch(DEVANAGARI);
    }
  });
});

forEachDatabase("the account's language", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  /** A JSON call with the page's language as the site's pages send it (src/client/api.ts). */
  const request = (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; acceptLanguage?: string } = {},
  ) =>
    ctx.api.app.request(`/api/v1${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.acceptLanguage ? { "Accept-Language": options.acceptLanguage } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  /** The specification's sign-up body, exactly: name, email, phoneNo, password. */
  const signupBody = (label: string) => ({
    name: `Asha ${label}`,
    email: freshEmail(label),
    phoneNo: "9876543210",
    password: "member password",
  });

  async function signUp(label: string, acceptLanguage?: string) {
    const sent = signupBody(label);
    const answer = await body<{ accessToken: string; newUser: PublicUser }>(
      await request("POST", "/user/create", { body: sent, acceptLanguage }),
      201,
    );
    await confirmAddress(ctx.db, answer.newUser._id);
    return { ...sent, token: answer.accessToken, id: answer.newUser._id, user: answer.newUser };
  }

  /** A member signed up from a page in `lang` ("hi" on Hindi pages, "en-IN" on English ones). */
  const memberIn = (lang: Lang, label: string) => signUp(`${label}-${lang}`, lang === "hi" ? "hi" : "en-IN");

  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Language Admin")).token;
  });

  /** Everything the outbox delivered to `to`, after the app's work and the outbox are done. */
  async function mailTo(to: string): Promise<LocalOutboxEntry[]> {
    await ctx.api.settled();
    await ctx.api.mailer.drain();
    return (await readLocalOutbox(ctx.api.mailDir)).filter((mail) => mail.to === to);
  }
  const byTag = (mails: LocalOutboxEntry[], tag: string) => {
    const found = mails.filter((mail) => mail.tag === tag);
    expect(
      found.map((mail) => mail.tag),
      `${tag} in ${mails.map((m) => m.tag).join(", ")}`,
    ).toHaveLength(1);
    return found[0]!;
  };

  /** A member's e-mail in their language: subject and body, greeting, links to the pages in it. */
  function expectIn(lang: Lang, mail: LocalOutboxEntry) {
    const label = `${mail.tag}: ${mail.subject}\n${mail.textBody}`;
    if (lang === "hi") {
      expect(mail.subject, label).toMatch(DEVANAGARI);
      expect(mail.textBody.split("\n")[0], label).toMatch(/^नमस्ते .+ जी,$/);
      expect(mail.textBody, label).not.toMatch(ENGLISH_DATE);
      expect(mail.textBody, label).not.toMatch(/\b(Hello|Thank you|Your|We have|The)\b/);
      for (const link of mail.links) expect(new URL(link).pathname, label).toMatch(/^\/hi\//);
    } else {
      expect(mail.subject, label).not.toMatch(DEVANAGARI);
      expect(mail.textBody, label).not.toMatch(DEVANAGARI);
      expect(mail.textBody.split("\n")[0], label).toMatch(/^Hello .+,$/);
      expect(mail.textBody, label).not.toMatch(HINDI_DATE);
      for (const link of mail.links) expect(new URL(link).pathname, label).not.toMatch(/^\/hi\//);
    }
  }

  describe("sign-up, login and PUT /user/language", () => {
    it("makes a Hindi account from a Hindi page and an English one otherwise, with the specification's body", async () => {
      const hindi = await signUp("signup-hi", "hi");
      expect(hindi.user).toEqual({
        _id: expect.any(String),
        name: hindi.name,
        email: hindi.email,
        phoneNo: "9876543210",
        role: "user",
        language: "hi",
        createdAt: expect.any(String),
      });
      // A browser's own header preferring Hindi counts too; English or none makes English.
      expect((await signUp("signup-hi-in", "hi-IN,hi;q=0.9,en;q=0.8")).user.language).toBe("hi");
      expect((await signUp("signup-en-in", "en-IN")).user.language).toBe("en");
      expect((await signUp("signup-none")).user.language).toBe("en");
      expect((await signUp("signup-other", "fr-FR,hi;q=0.5,en;q=0.9")).user.language).toBe("en");

      // The language is never a field of the body: the specification's clients send exactly its fields.
      const refused = await request("POST", "/user/create", {
        body: { ...signupBody("signup-field"), language: "hi" },
      });
      expect(await body(refused, 400)).toEqual({
        err: 'Unrecognized key: "language"',
        issues: [{ path: "", message: 'Unrecognized key: "language"' }],
      });

      // Stored, and in every answer that shows the account.
      const [row] = await ctx.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, hindi.id));
      expect(row!.language).toBe("hi");
      const login = await body<{ user: PublicUser }>(
        await request("POST", "/user/login", { body: { email: hindi.email, password: hindi.password } }),
        200,
      );
      expect(login.user.language).toBe("hi");
      const verified = await body<{ user: PublicUser }>(
        await request("POST", "/user/auth/verify/", { token: hindi.token }),
        200,
      );
      expect(verified.user.language).toBe("hi");
    });

    it("changes the signed-in account's language, and only to en or hi", async () => {
      const member = await signUp("change", "en-IN");
      const changed = await body<{ user: PublicUser }>(
        await request("PUT", "/user/language", { token: member.token, body: { language: "hi" } }),
        200,
      );
      expect(changed.user).toMatchObject({ _id: member.id, email: member.email, language: "hi" });
      const verified = await body<{ user: PublicUser }>(
        await request("POST", "/user/auth/verify", { token: member.token }),
        200,
      );
      expect(verified.user.language).toBe("hi");
      // Again the same: nothing changes, the same answer.
      expect(
        (
          await body<{ user: PublicUser }>(
            await request("PUT", "/user/language/", { token: member.token, body: { language: "hi" } }),
            200,
          )
        ).user.language,
      ).toBe("hi");

      for (const sent of [
        { language: "fr" },
        { language: "HI" },
        { language: "hi-IN" },
        { language: "" },
        { language: null },
        { language: ["hi"] },
        {},
      ]) {
        expect(
          await body(await request("PUT", "/user/language", { token: member.token, body: sent }), 400),
          JSON.stringify(sent),
        ).toEqual({
          err: "Choose a language: en or hi.",
          issues: [{ path: "language", message: "Choose a language: en or hi." }],
        });
      }
      expect(
        await body(
          await request("PUT", "/user/language", {
            token: member.token,
            body: { language: "en", userId: "x" },
          }),
          400,
        ),
      ).toMatchObject({ err: 'Unrecognized key: "userId"' });
      // Said in Hindi to a Hindi page.
      expect(
        await body(
          await request("PUT", "/user/language", {
            token: member.token,
            body: { language: "fr" },
            acceptLanguage: "hi",
          }),
          400,
        ),
      ).toMatchObject({ err: "भाषा चुनें: en (English) या hi (हिन्दी)।" });
      // Nobody signed out changes anything; the refusals left the account as it was.
      expect(await body(await request("PUT", "/user/language", { body: { language: "en" } }), 401)).toEqual({
        err: "Please log in to continue.",
      });
      const [row] = await ctx.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, member.id));
      expect(row!.language).toBe("hi");

      const back = await body<{ user: PublicUser }>(
        await request("PUT", "/user/language", { token: member.token, body: { language: "en" } }),
        200,
      );
      expect(back.user.language).toBe("en");
    });

    it("writes the next e-mail in the language just chosen", async () => {
      const member = await signUp("switched", "hi");
      await body(
        await request("PUT", "/user/language", { token: member.token, body: { language: "en" } }),
        200,
      );
      await body(
        await request("POST", "/user/forgot/password", {
          body: { email: member.email, capchaToken: SOLVED_LOCAL_CAPTCHA },
          acceptLanguage: "hi",
        }),
        200,
      );
      const reset = byTag(await mailTo(member.email), "password-reset");
      expect(reset.subject).toBe("Reset your Nova Experience password");
      expectIn("en", reset);
    });
  });

  describe.each(["hi", "en"] as const)("e-mails to a member whose account is %s", (lang) => {
    it("the password reset and the project brief's acknowledgement", async () => {
      const member = await memberIn(lang, "account");
      // The page a request comes from does not matter: the account's language does.
      await body(
        await request("POST", "/user/forgot/password", {
          body: { email: member.email, capchaToken: SOLVED_LOCAL_CAPTCHA },
          acceptLanguage: lang === "hi" ? "en-IN" : "hi",
        }),
        200,
      );
      await body(
        await request("POST", "/project/", {
          token: member.token,
          body: {
            title: "Booking site for a homestay",
            service: "full-stack-development",
            budget: "₹3-4 lakh",
            timeline: "10 weeks",
            description: "A small site with rooms and online payment.",
          },
        }),
        201,
      );
      const mails = await mailTo(member.email);
      const reset = byTag(mails, "password-reset");
      const project = byTag(mails, "project-acknowledgement");
      for (const mail of [reset, project]) expectIn(lang, mail);
      expect(reset.links).toEqual([
        expect.stringMatching(
          lang === "hi" ? /\/hi\/reset-password#token=[\w-]+$/ : /\/reset-password#token=/,
        ),
        // Every e-mail ends with the privacy notice in its reader's language (D27).
        expect.stringMatching(lang === "hi" ? /\/hi\/privacy$/ : /[^i]\/privacy$/),
      ]);
      if (lang === "hi") {
        expect(reset.subject).toBe("अपना Nova Experience पासवर्ड रीसेट करें");
        expect(reset.textBody).toContain("नया पासवर्ड चुनने के लिए यह लिंक 30 मिनट के भीतर खोलें:");
        expect(project.subject).toMatch(/^आपका प्रोजेक्ट ब्रीफ़ हमें मिल गया है \(PRJ-\w+\)$/);
        expect(project.textBody).toContain('आपके ब्रीफ़ "Booking site for a homestay" (फ़ुल-स्टैक डेवलपमेंट)');
        expect(project.textBody).toContain("एक कामकाजी दिन के भीतर");
      } else {
        expect(reset.subject).toBe("Reset your Nova Experience password");
        expect(project.textBody).toContain(
          'Thank you for your brief "Booking site for a homestay" (Full stack development).',
        );
      }
    });

    it("a trip from inquiry to cancellation: the acknowledgement, the quote, the receipt voucher, the cancellation and the refund's document", async () => {
      const member = await memberIn(lang, "trip");
      const made = await body<{ inquiry: { id: string; reference: string } }>(
        await request("POST", "/inquiry/create_travel", {
          token: member.token,
          body: travelInquiry({ travelDate: dayFromNow(20) }),
        }),
        201,
      );
      const { id: inquiryId, reference } = made.inquiry;
      const { quote } = await body<{ quote: QuoteView }>(
        await request("POST", `/inquiry/admin/${inquiryId}/quote`, {
          token: adminToken,
          body: {
            lines: [{ description: "Kedarnath yatra, 4 nights for four", amountPaise: 10_000_000 }],
            depositPercent: 20,
            validUntil: dayFromNow(3),
            note: "",
          },
        }),
        201,
      );
      const ordered = await body<{ order: { id: string } }>(
        await request("POST", `/inquiry/${inquiryId}/deposit`, {
          token: member.token,
          body: { quoteId: quote._id },
        }),
        201,
      );
      const deposit = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
      await body(
        await request("POST", `/inquiry/${inquiryId}/cancellation`, { token: member.token, body: {} }),
        201,
      );
      await body(
        await request("POST", `/inquiry/admin/${inquiryId}/cancellation/refund`, {
          token: adminToken,
          body: {},
        }),
        200,
      );

      const mails = await mailTo(member.email);
      const acknowledged = byTag(mails, "inquiry-acknowledgement-travel");
      const quoted = byTag(mails, "inquiry-quote");
      const voucher = byTag(mails, "membership-invoice");
      const cancelled = byTag(mails, "booking-cancellation");
      const refunded = byTag(mails, "credit-note");
      for (const mail of [acknowledged, quoted, voucher, cancelled, refunded]) expectIn(lang, mail);
      expect(quoted.links).toEqual([
        expect.stringContaining(`${lang === "hi" ? "/hi" : ""}/dashboard?inquiry=${reference}#inquiries`),
        expect.stringMatching(lang === "hi" ? /\/hi\/privacy$/ : /[^i]\/privacy$/),
      ]);
      expect(voucher.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      expect(refunded.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);

      if (lang === "hi") {
        expect(acknowledged.subject).toBe(`आपकी यात्रा पूछताछ हमें मिल गई है (${reference})`);
        expect(acknowledged.textBody).toContain("आपकी यात्रा पूछताछ के लिए धन्यवाद: Kedarnath की यात्रा।");
        expect(quoted.subject).toBe(`${reference} के लिए आपका कोटेशन: Kedarnath की यात्रा`);
        expect(quoted.textBody).toContain("कुल: ₹1,00,000.00 (GST सहित)।");
        expect(quoted.textBody).toMatch(
          new RegExp(`पुष्टि के लिए अग्रिम राशि: ₹20,000.00 \\(20%\\), ${HINDI_DATE.source} तक देय।`),
        );
        expect(voucher.subject).toBe(`Nova Experience: आपका प्राप्ति वाउचर ${deposit.serial}`);
        expect(voucher.textBody).toContain(
          `प्राप्ति वाउचर ${deposit.serial}: ₹20,000.00 (GST सहित)। PDF संलग्न है।`,
        );
        expect(voucher.links).toEqual([
          expect.stringContaining(`/hi/invoice?id=${deposit._id}`),
          expect.stringMatching(/\/hi\/privacy$/),
        ]);
        // The receipt voucher named as what it is, not as an invoice; the booking in Hindi.
        expect(voucher.textBody).toContain(`आपका प्राप्ति वाउचर, प्रिंट के लिए तैयार: `);
        expect(voucher.textBody).not.toContain("इनवॉइस");
        expect(voucher.textBody).toContain(`${reference} (Kedarnath की यात्रा) के लिए आपके भुगतान का धन्यवाद।`);
        expect(refunded.textBody).toContain("आपके दस्तावेज़: ");
        expect(cancelled.subject).toBe(`${reference} का आपका रद्दीकरण हमें मिल गया है`);
        expect(cancelled.textBody).toMatch(HINDI_DATE);
        // Within 24 hours of the advance: all of it, in the Hindi policy's own words.
        expect(cancelled.textBody).toContain("नीति: बुकिंग के 24 घंटे के भीतर: पूरा रिफ़ंड मिल सकता है।");
        expect(cancelled.textBody).toContain("आपके चुकाए गए ₹20,000.00 में से ₹20,000.00 हम रिफ़ंड करेंगे");
        expect(refunded.subject).toMatch(/^Nova Experience रिफ़ंड: रिफ़ंड वाउचर /);
        expect(refunded.textBody).toContain("10-15 कामकाजी दिनों के भीतर");
        // The reason the server gives a cancellation's refund, in Hindi too.
        expect(refunded.textBody).toContain("कारण: आपके रद्दीकरण पर, रिफ़ंड नीति के अनुसार");
      } else {
        expect(acknowledged.subject).toBe(`We received your travel inquiry (${reference})`);
        expect(quoted.subject).toBe(`Your quote for ${reference}: Trip to Kedarnath`);
        expect(quoted.textBody).toContain("Total: ₹1,00,000.00 (GST included).");
        expect(voucher.subject).toBe(`Your Nova Experience receipt voucher ${deposit.serial}`);
        expect(voucher.textBody).toContain("Your receipt voucher, ready to print: ");
        expect(voucher.textBody).toContain(`Thank you for your payment on ${reference} (Trip to Kedarnath).`);
        expect(voucher.htmlBody).toContain("Open your receipt voucher");
        expect(cancelled.subject).toBe(`Your cancellation of ${reference} is received`);
        expect(cancelled.textBody).toContain(
          "The policy: Within 24 hours of booking: a full refund is possible.",
        );
        expect(refunded.subject).toMatch(/^Your Nova Experience refund: refund voucher /);
        expect(refunded.textBody).toContain("Reason: Cancelled by the customer, under the refund policy");
      }

      // The operators' copies stay English whatever the member's language.
      const operators = await mailTo(OPERATORS);
      const copy = operators.find(
        (mail) => mail.tag === "booking-cancellation-operator" && mail.subject.includes(reference),
      );
      expect(copy!.subject).toMatch(/^Cancelled: /);
      expect(copy!.textBody).toContain("(Trip to Kedarnath, ");
      expect(copy!.textBody).not.toMatch(DEVANAGARI);
      const inquiryCopy = operators.find((mail) => mail.subject.includes(`New travel inquiry ${reference}`));
      expect(inquiryCopy!.textBody).toContain("Kedarnath");
    });

    it("an event paid to the end: the balance reminder, the tax invoice at delivery and the payment receipt", async () => {
      const member = await memberIn(lang, "event");
      const made = await body<{ inquiry: { id: string; reference: string } }>(
        await request("POST", "/inquiry/create_event", { token: member.token, body: eventInquiry() }),
        201,
      );
      const { id: inquiryId, reference } = made.inquiry;
      const { quote } = await body<{ quote: QuoteView }>(
        await request("POST", `/inquiry/admin/${inquiryId}/quote`, { token: adminToken, body: eventQuote() }),
        201,
      );
      const deposit = await body<{ order: { id: string } }>(
        await request("POST", `/inquiry/${inquiryId}/deposit`, {
          token: member.token,
          body: { quoteId: quote._id, billing: RAJASTHAN_BILLING },
        }),
        201,
      );
      await payInLocalCheckout(ctx.api, member.token, deposit.order.id);
      // Seven days before the balance is due, the daily jobs remind the member.
      await runDailyJobs(ctx.db, {
        asOf: noonOn(addIsoDays(quote.balanceDueOn!, -7)),
        siteUrl: ctx.api.env.siteUrl,
      });
      await body(
        await request("POST", `/inquiry/admin/${inquiryId}/tax-invoice`, {
          token: adminToken,
          body: { deliveredOn: formatIsoDay(new Date()) },
        }),
        201,
      );
      const balance = await body<{ order: { id: string } }>(
        await request("POST", `/inquiry/${inquiryId}/balance`, { token: member.token, body: {} }),
        201,
      );
      const receipt = await payInLocalCheckout(ctx.api, member.token, balance.order.id);

      const mails = await mailTo(member.email);
      const reminded = byTag(mails, "booking-balance-reminder-7");
      const taxInvoice = byTag(mails, "booking-tax-invoice");
      const received = mails.find(
        (mail) => mail.tag === "membership-invoice" && mail.subject.includes(receipt.serial),
      );
      for (const mail of [reminded, taxInvoice, received!]) expectIn(lang, mail);
      expect(taxInvoice.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      if (lang === "hi") {
        expect(reminded.subject).toBe(`${reference} की शेष राशि 7 दिन में देय है`);
        expect(reminded.textBody).toMatch(
          new RegExp(
            `आपकी बुकिंग ${reference} \\(शादी का आयोजन\\) की शेष राशि ₹1,75,000.00, 7 दिन में, ${HINDI_DATE.source} को देय है।`,
          ),
        );
        expect(taxInvoice.subject).toMatch(
          new RegExp(`^Nova Experience: ${reference} के लिए आपका कर बीजक NE/`),
        );
        expect(taxInvoice.textBody).toContain("बुकिंग के पूरे मूल्य ₹2,50,000.00 (GST सहित) का है।");
        expect(taxInvoice.textBody).toMatch(
          new RegExp(`अभी चुकाना बाकी: ₹1,75,000.00, ${HINDI_DATE.source} तक।`),
        );
        expect(taxInvoice.links).toEqual([
          expect.stringContaining(`/hi/invoice?booking=${inquiryId}`),
          expect.stringMatching(/\/hi\/privacy$/),
        ]);
        expect(received!.subject).toBe(`Nova Experience: आपकी भुगतान रसीद ${receipt.serial}`);
        expect(received!.textBody).toContain(`कर बीजक NE/`);
      } else {
        expect(reminded.subject).toBe(`The balance of ${reference} is due in 7 days`);
        expect(taxInvoice.subject).toMatch(
          new RegExp(`^Your Nova Experience tax invoice NE/.+ for ${reference}$`),
        );
        expect(received!.subject).toBe(`Your Nova Experience payment receipt ${receipt.serial}`);
      }
    });

    it("a membership: its tax invoice, the reminder before it ends and the credit note of its refund", async () => {
      const member = await memberIn(lang, "plan");
      const planIds = await planIdsByName(ctx.api);
      const ordered = await body<{ order: { id: string } }>(
        await request("POST", "/payment/order", {
          token: member.token,
          body: { subscriptionId: planIds.Premium, billing: RAJASTHAN_BILLING },
        }),
        201,
      );
      const invoice = await payInLocalCheckout(ctx.api, member.token, ordered.order.id);
      const [paid] = await body<{ invoices: { _id: string; nextBillingDate: string }[] }>(
        await request("GET", `/invoice/getall/${member.id}`, { token: member.token }),
        200,
      ).then((answer) => answer.invoices.filter((row) => row._id === invoice._id));
      await runDailyJobs(ctx.db, {
        asOf: new Date(new Date(paid!.nextBillingDate).getTime() - 30 * 24 * 60 * 60 * 1000),
        siteUrl: ctx.api.env.siteUrl,
      });
      await body(
        await request("POST", `/invoice/admin/${invoice._id}/refund`, {
          token: adminToken,
          body: { reason: "Booked twice by mistake" },
        }),
        200,
      );

      const mails = await mailTo(member.email);
      const taxInvoice = mails.find(
        (mail) => mail.tag === "membership-invoice" && mail.subject.includes(invoice.serial),
      );
      const reminder = byTag(mails, "membership-reminder-30");
      const creditNote = byTag(mails, "credit-note");
      for (const mail of [taxInvoice!, reminder, creditNote]) expectIn(lang, mail);
      if (lang === "hi") {
        expect(taxInvoice!.subject).toBe(`Nova Experience: आपका कर बीजक ${invoice.serial}`);
        expect(taxInvoice!.textBody).toContain("आपकी Premium सदस्यता के लिए धन्यवाद।");
        expect(taxInvoice!.textBody).toMatch(
          new RegExp(`आपकी सदस्यता ${HINDI_DATE.source} से ${HINDI_DATE.source} तक है।`),
        );
        expect(reminder.subject).toBe("आपकी Nova Experience Premium सदस्यता 30 दिन में समाप्त हो रही है");
        expect(reminder.links).toEqual([
          expect.stringContaining("/hi/purchase?plan=premium"),
          expect.stringMatching(/\/hi\/privacy$/),
        ]);
        expect(creditNote.subject).toMatch(/^Nova Experience रिफ़ंड: क्रेडिट नोट /);
        expect(creditNote.textBody).toContain(`कर बीजक ${invoice.serial} पर चुकाए गए ₹`);
        // What the operator typed stays as typed.
        expect(creditNote.textBody).toContain("कारण: Booked twice by mistake");
        expect(creditNote.textBody).toContain("आपकी Premium सदस्यता समाप्त हो गई है।");
      } else {
        expect(taxInvoice!.subject).toBe(`Your Nova Experience tax invoice ${invoice.serial}`);
        expect(reminder.subject).toBe("Your Nova Experience Premium membership ends in 30 days");
        expect(creditNote.textBody).toContain("Reason: Booked twice by mistake");
      }
    });
  });

  describe("a visitor's contact message", () => {
    const message = (email: string) => ({
      name: "Meera Iyer",
      email,
      phone: "+91 98765 43210",
      subject: "partnership",
      message: "We organise a trade fair in March and would like to talk.",
      source: "landing",
      capchaToken: SOLVED_LOCAL_CAPTCHA,
    });

    it("is acknowledged in the language of the page it was sent from", async () => {
      const fromHindi = freshEmail("contact-hi");
      const fromEnglish = freshEmail("contact-en");
      const sentHindi = await body<{ reference: string }>(
        await request("POST", "/contact/create", { body: message(fromHindi), acceptLanguage: "hi" }),
        201,
      );
      const sentEnglish = await body<{ reference: string }>(
        await request("POST", "/contact/create", { body: message(fromEnglish), acceptLanguage: "en-IN" }),
        201,
      );
      const hindi = byTag(await mailTo(fromHindi), "contact-acknowledgement");
      const english = byTag(await mailTo(fromEnglish), "contact-acknowledgement");
      expect(hindi.subject).toBe(`आपका संदेश हमें मिल गया है (${sentHindi.reference})`);
      expect(hindi.textBody).toBe(
        [
          "नमस्ते Meera Iyer जी,",
          "",
          `Nova Experience को लिखने के लिए धन्यवाद। आपका संदर्भ नंबर ${sentHindi.reference} है।`,
          "हम एक कामकाजी दिन के भीतर आपसे संपर्क करेंगे।",
          "",
          "विषय: साझेदारी",
          "",
          // Every e-mail ends with the privacy notice, in its reader's language (D27).
          `गोपनीयता सूचना: ${ctx.api.env.siteUrl}/hi/privacy`,
        ].join("\n"),
      );
      expect(english.subject).toBe(`We received your message (${sentEnglish.reference})`);
      expect(english.textBody).toBe(
        [
          "Hello Meera Iyer,",
          "",
          `Thank you for writing to Nova Experience. Your reference is ${sentEnglish.reference}.`,
          "We will get back to you within one business day.",
          "",
          "Subject: Partnerships",
          "",
          `Privacy notice: ${ctx.api.env.siteUrl}/privacy`,
        ].join("\n"),
      );
      // The operators' copy of the Hindi page's message is English.
      const copy = (await mailTo(OPERATORS)).find((mail) => mail.subject.includes(sentHindi.reference));
      expect(copy!.subject).toBe(`New contact message ${sentHindi.reference}: Partnerships`);
    });
  });
});
