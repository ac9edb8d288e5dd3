// One notifier (docs/decisions/0037-one-notifier.md), on every database driver: a member who
// chose WhatsApp updates gets the inquiry, quote and payment messages there, as rows of the
// WhatsApp outbox (template, language, parameters, and the e-mail they fall back to), and by
// e-mail only what they chose plus what always goes by e-mail (documents, receipts, password
// resets); a member who chose nothing gets e-mail as before and no WhatsApp message; a STOP
// stops them; a marketing template never goes without offers consent; the operators' numbers
// get the operators' alerts beside their e-mail.
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../src/i18n/lang.ts";
import type { ConsentsView } from "../../src/schemas/consent.ts";
import type { QuoteView } from "../../src/schemas/quote.ts";
import { consents, outgoingEmails, outgoingWhatsapp, plans } from "../../src/server/db/schema.ts";
import { defaultConsents } from "../../src/server/notify/consents.ts";
import { toMember, type Member, type Notification } from "../../src/server/notify/notifier.ts";
import { sendMembershipOffers } from "../../src/server/services/memberships.ts";
import { readLocalWhatsAppOutbox } from "../../src/server/whatsapp/local-outbox.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { eventQuote } from "../fixtures/quotes.ts";
import {
  confirmAddress,
  apiCaller,
  answerOf as body,
  freshMobile,
  paidOrderAt,
  payInLocalCheckout,
  signInAdmin,
  testApp,
} from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { CHANNELS_CACHE } from "../../src/server/routes/channels.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@notify.example";
/** As the configuration takes them: a bare number and one written with +91 and spaces. */
const OPERATOR_NUMBERS = "9811111111, +91 98222 22222";
const OPERATOR_WHATSAPP = ["919811111111", "919822222222"];

describe("the notifier's choice of channels", () => {
  const member = (consents = defaultConsents()): Member => ({
    userId: "00000000-0000-4000-8000-000000000001",
    name: "Asha",
    email: "asha@example.com",
    language: "en",
    whatsappNumber: "919876543210",
    consents,
  });
  const email = { to: "asha@example.com", subject: "s", textBody: "t", template: "x" };
  const offer: Notification = {
    purpose: "offers",
    email,
    whatsapp: { template: "membership_offer", params: ["Asha", "an offer", "https://x.example"] },
  };

  it("never sends a marketing template without WhatsApp offers consent, whatever the notification says", () => {
    const updatesOnly = {
      whatsapp: { updates: true, offers: false },
      email: { updates: true, offers: false },
    };
    expect(toMember(member(updatesOnly), offer)).toEqual({ emails: [], whatsapp: [] });
    // A marketing template dressed as an update is not sent either.
    expect(toMember(member(updatesOnly), { ...offer, purpose: "updates" }).whatsapp).toEqual([]);
    const offers = { whatsapp: { updates: false, offers: true }, email: { updates: true, offers: false } };
    expect(toMember(member(offers), offer).whatsapp.map((m) => m.template)).toEqual(["membership_offer"]);
    expect(toMember(member(offers), offer).emails).toEqual([]);
  });

  it("puts nothing on WhatsApp on a server that sends none, and e-mail carries it", () => {
    const whatsappOnly = {
      whatsapp: { updates: true, offers: true },
      email: { updates: false, offers: false },
    };
    const update: Notification = {
      purpose: "updates",
      email,
      whatsapp: { template: "inquiry_received", params: ["a", "b", "c", "d"] },
    };
    expect(toMember(member(whatsappOnly), update).whatsapp).toHaveLength(1);
    expect(toMember(member(whatsappOnly), update, { whatsapp: false })).toEqual({
      emails: [email],
      whatsapp: [],
    });
    // Offers follow each channel's own consent: none by e-mail here, so none at all.
    expect(toMember(member(whatsappOnly), offer, { whatsapp: false })).toEqual({ emails: [], whatsapp: [] });
  });

  it("sends account security by e-mail only, whatever was chosen", () => {
    const everything = { whatsapp: { updates: true, offers: true }, email: { updates: false, offers: true } };
    const reset: Notification = {
      purpose: "security",
      email,
      whatsapp: { template: "inquiry_received", params: ["a", "b", "c", "d"] },
    };
    expect(toMember(member(everything), reset)).toEqual({ emails: [email], whatsapp: [] });
  });
});

forEachDatabase(
  "notifications on the channels each person chose",
  { env: { OPERATOR_EMAIL: OPERATORS, OPERATOR_WHATSAPP: OPERATOR_NUMBERS } },
  (ctx) => {
    const { call } = ctx;
    let adminToken: string;
    beforeAll(async () => {
      adminToken = (await signInAdmin(ctx.api, ctx.db, "Notify Admin")).token;
    });

    let people = 0;
    /** A member signed up from a page in `lang`, with the WhatsApp boxes given (none by default). */
    async function member(
      label: string,
      options: { lang?: Lang; whatsappUpdates?: boolean; whatsappOffers?: boolean; phoneNo?: string } = {},
    ) {
      const lang = options.lang ?? "en";
      const email = `${label}.${Date.now().toString(36)}.${(people += 1)}@example.com`;
      const ticked = options.whatsappUpdates || options.whatsappOffers;
      // Each member a number of its own: one account's "no" holds its number off for all (0037).
      const phoneNo = options.phoneNo ?? freshMobile();
      const answer = await body<{ accessToken: string; newUser: { _id: string; name: string } }>(
        await ctx.api.app.request("/api/v1/user/create", {
          method: "POST",
          headers: { "content-type": "application/json", "Accept-Language": lang === "hi" ? "hi" : "en-IN" },
          body: JSON.stringify({
            name: `Asha ${label}`,
            email,
            phoneNo,
            password: "member password",
            ...(ticked
              ? {
                  consents: {
                    whatsappUpdates: options.whatsappUpdates,
                    whatsappOffers: options.whatsappOffers,
                    source: lang === "hi" ? "/hi/signup" : "/signup",
                  },
                }
              : {}),
          }),
        }),
        201,
      );
      await confirmAddress(ctx.db, answer.newUser._id);
      return {
        token: answer.accessToken,
        id: answer.newUser._id,
        name: answer.newUser.name,
        email,
        whatsapp: `91${phoneNo}`,
      };
    }

    const choose = async (
      token: string,
      channel: "whatsapp" | "email",
      purpose: "updates" | "offers",
      granted: boolean,
    ) =>
      body<ConsentsView>(
        await call("PUT", "/user/consents", token, { channel, purpose, granted, source: "/dashboard" }),
        200,
      );

    /** The WhatsApp messages queued for an account, oldest first. */
    async function whatsappTo(userId: string) {
      await ctx.api.settled();
      return ctx.db
        .select()
        .from(outgoingWhatsapp)
        .where(eq(outgoingWhatsapp.userId, userId))
        .orderBy(asc(outgoingWhatsapp.createdAt));
    }
    /** What was sent to `to` after its address was confirmed (the confirmation link itself left out). */
    async function emailsTo(to: string) {
      await ctx.api.settled();
      return ctx.db
        .select()
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.to, to), ne(outgoingEmails.template, "email-confirmation")));
    }
    /** A template message's parameters, as the Cloud API will get them. */
    const paramsOf = (row: { body: Record<string, unknown> }) =>
      (
        row.body as { template: { components: { parameters: { text: string }[] }[] } }
      ).template.components[0]!.parameters.map((p) => p.text);

    async function inquire(token: string) {
      return (
        await body<{ inquiry: { id: string; reference: string } }>(
          await call("POST", "/inquiry/create_event", token, eventInquiry()),
          201,
        )
      ).inquiry;
    }

    it("sends WhatsApp only the closed sets' words: nothing a member typed freely reaches a number nobody proved", async () => {
      // An outside test (29 November) typed a "prize" and its link as another occasion, with a
      // stranger's number on the account: the template carried it to that phone.
      const lure = "You won Rs 50000! Claim at https://evil.example/claim";
      const mira = await member("free-text", { whatsappUpdates: true });
      const event = await body<{ inquiry: { reference: string } }>(
        await call(
          "POST",
          "/inquiry/create_event",
          mira.token,
          eventInquiry({ eventType: "other", otherEventType: lure }),
        ),
        201,
      );
      const trip = await body<{ inquiry: { reference: string } }>(
        await call("POST", "/inquiry/create_travel", mira.token, travelInquiry({ travelDestination: lure })),
        201,
      );
      const brief = await body<{ project: { reference: string } }>(
        await call("POST", "/project", mira.token, {
          title: lure,
          service: "visual-design",
          budget: "₹1 lakh",
          timeline: "one month",
          description: "A site for the family.",
        }),
        201,
      );
      const sent = await whatsappTo(mira.id);
      expect(sent.map((row) => paramsOf(row).slice(1, 3))).toEqual([
        [event.inquiry.reference, "Other event"],
        [trip.inquiry.reference, "Trip"],
        [brief.project.reference, "Visual design & Graphics"],
      ]);
      expect(sent.every((row) => !JSON.stringify(row.body).includes("evil.example"))).toBe(true);
      // Their own e-mail, to the address they confirmed, still says what they wrote.
      const mails = await emailsTo(mira.email);
      expect(JSON.stringify(mails.find((mail) => mail.subject.includes(event.inquiry.reference)))).toContain(
        "evil.example",
      );
    });

    it("tells a member who chose WhatsApp updates of the inquiry, quote and payment there, and by e-mail only what they chose", async () => {
      const asha = await member("opted-in", { whatsappUpdates: true });
      // Updates by WhatsApp only: e-mail updates withdrawn (allowed once WhatsApp carries them).
      const chosen = await choose(asha.token, "email", "updates", false);
      expect(chosen.current).toEqual({
        whatsapp: { updates: true, offers: false },
        email: { updates: false, offers: false },
      });

      const inquiry = await inquire(asha.token);
      const [received] = await whatsappTo(asha.id);
      // Sent right after the answer, as the request's e-mails are: no retry had to run.
      expect(received).toMatchObject({
        to: asha.whatsapp,
        template: "inquiry_received",
        language: "en",
        category: "utility",
        status: "sent",
        attempts: 1,
      });
      const written = (await readLocalWhatsAppOutbox(ctx.api.whatsappDir)).filter(
        (file) => file.messageId === received!.providerMessageId,
      );
      expect(written.map((file) => file.body)).toEqual([received!.body]);
      expect(paramsOf(received!)).toEqual([
        asha.name,
        inquiry.reference,
        "Wedding event",
        `${ctx.api.env.siteUrl}/dashboard?inquiry=${inquiry.reference}#inquiries`,
      ]);
      // The request body the Cloud API's messages endpoint gets.
      expect(received!.body).toMatchObject({
        messaging_product: "whatsapp",
        to: asha.whatsapp,
        type: "template",
        template: { name: "inquiry_received", language: { code: "en" } },
      });
      // Not also by e-mail: the acknowledgement waits as the fallback, sent once if WhatsApp fails.
      expect(received!.fallbackEmail).toMatchObject({
        to: asha.email,
        template: "inquiry-acknowledgement-event",
        subject: expect.stringContaining(inquiry.reference),
      });
      expect((await emailsTo(asha.email)).map((mail) => mail.template)).toEqual([]);

      const { quote } = await body<{ quote: QuoteView }>(
        await call("POST", `/inquiry/admin/${inquiry.id}/quote`, adminToken, eventQuote()),
        201,
      );
      const quoted = (await whatsappTo(asha.id)).at(-1)!;
      expect(quoted.template).toBe("quote_ready");
      expect(paramsOf(quoted)).toEqual([
        asha.name,
        inquiry.reference,
        "Wedding event",
        "₹2,50,000.00",
        "₹75,000.00",
        `${ctx.api.env.siteUrl}/dashboard?inquiry=${inquiry.reference}#inquiries`,
      ]);
      expect(quoted.fallbackEmail).toMatchObject({ to: asha.email, template: "inquiry-quote" });
      expect((await emailsTo(asha.email)).map((mail) => mail.template)).toEqual([]);

      // The deposit: its receipt voucher always goes by e-mail (a document); WhatsApp says it came.
      const ordered = await body<{ order: { id: string } }>(
        await call("POST", `/inquiry/${inquiry.id}/deposit`, asha.token, {
          quoteId: quote._id,
          billing: RAJASTHAN_BILLING,
        }),
        201,
      );
      const receipt = await payInLocalCheckout(ctx.api, asha.token, ordered.order.id);
      const paid = (await whatsappTo(asha.id)).at(-1)!;
      expect(paid.template).toBe("payment_received");
      expect(paramsOf(paid)).toEqual([
        asha.name,
        "₹75,000.00",
        `Wedding event (${inquiry.reference})`,
        `${ctx.api.env.siteUrl}/invoice?id=${receipt._id}`,
      ]);
      // Sent by e-mail as well, so nothing to fall back to.
      expect(paid.fallbackEmail).toBeNull();
      const mails = await emailsTo(asha.email);
      expect(mails.map((mail) => mail.template)).toEqual(["membership-invoice"]);
      expect(mails[0]!.attachments).toEqual([{ kind: "invoice", id: receipt._id }]);
      expect((await whatsappTo(asha.id)).map((row) => row.template)).toEqual([
        "inquiry_received",
        "quote_ready",
        "payment_received",
      ]);

      // She cancels: WhatsApp says what comes back under the policy (an event's deposit: nothing),
      // and the cancellation's e-mail waits as its fallback (e-mail updates are withdrawn).
      // The deposit kept is invoiced at once (decision 0048): the document's message follows.
      await body(await call("POST", `/inquiry/${inquiry.id}/cancellation`, asha.token, {}), 201);
      // Both queued in the cancellation's transaction, at one moment: told apart by their templates.
      const lastTwo = (await whatsappTo(asha.id)).slice(-2);
      const cancelled = lastTwo.find((row) => row.template === "cancellation_received")!;
      const invoiced = lastTwo.find((row) => row.template === "documents_issued")!;
      expect(cancelled).toMatchObject({ template: "cancellation_received", category: "utility" });
      expect(paramsOf(cancelled)).toEqual([
        asha.name,
        inquiry.reference,
        "₹0.00",
        `${ctx.api.env.siteUrl}/dashboard?inquiry=${inquiry.reference}#inquiries`,
      ]);
      expect(cancelled.fallbackEmail).toMatchObject({ to: asha.email, template: "booking-cancellation" });
      expect(invoiced).toMatchObject({ template: "documents_issued" });
      expect(paramsOf(invoiced)[3]).toBe(`${ctx.api.env.siteUrl}/invoice?booking=${inquiry.id}`);
      // A tax document always goes by e-mail too, as the membership's invoice did.
      expect((await emailsTo(asha.email)).map((mail) => mail.template)).toEqual([
        "membership-invoice",
        "booking-tax-invoice",
      ]);
    });

    it("writes to a Hindi member in Hindi, with links to the Hindi pages", async () => {
      const meera = await member("hindi", { lang: "hi", whatsappUpdates: true });
      const inquiry = await inquire(meera.token);
      const [received] = await whatsappTo(meera.id);
      expect(received!.language).toBe("hi");
      expect(received!.body).toMatchObject({ template: { language: { code: "hi" } } });
      const params = paramsOf(received!);
      expect(params[2]).toMatch(/[\u0900-\u097F]/);
      expect(params[3]).toBe(`${ctx.api.env.siteUrl}/hi/dashboard?inquiry=${inquiry.reference}#inquiries`);
      // E-mail updates are on (never withdrawn): the acknowledgement goes by e-mail too, so the
      // WhatsApp message has no fallback.
      expect(received!.fallbackEmail).toBeNull();
      expect((await emailsTo(meera.email)).map((mail) => mail.template)).toEqual([
        "inquiry-acknowledgement-event",
      ]);
    });

    it("sends no WhatsApp message to a member who did not choose it, and e-mail as before", async () => {
      const ravi = await member("no-choice");
      await inquire(ravi.token);
      expect(await whatsappTo(ravi.id)).toEqual([]);
      expect((await emailsTo(ravi.email)).map((mail) => mail.template)).toEqual([
        "inquiry-acknowledgement-event",
      ]);
    });

    it("stops WhatsApp after a STOP, and e-mail carries the updates again", async () => {
      const kabir = await member("stopped", { whatsappUpdates: true });
      await choose(kabir.token, "email", "updates", false);
      // The webhook's STOP writes a withdrawal for the number (as h-wa's delivery does).
      await ctx.db.insert(consents).values({
        userId: kabir.id,
        phone: kabir.whatsapp,
        channel: "whatsapp",
        purpose: "updates",
        granted: false,
        source: "whatsapp:STOP",
        textVersion: "en:2026-11-27",
      });
      await inquire(kabir.token);
      expect(await whatsappTo(kabir.id)).toEqual([]);
      // E-mail is the fallback: with WhatsApp stopped, the update comes by e-mail after all.
      expect((await emailsTo(kabir.email)).map((mail) => mail.template)).toEqual([
        "inquiry-acknowledgement-event",
      ]);
    });

    it("on a server that sends no WhatsApp, queues none and sends by e-mail what WhatsApp would have carried", async () => {
      // Production without WhatsApp's credentials (env.providers.whatsapp "off").
      const off = testApp(
        ctx.db,
        { OPERATOR_EMAIL: OPERATORS, OPERATOR_WHATSAPP: OPERATOR_NUMBERS },
        {},
        (env) => ({ ...env, providers: { ...env.providers, whatsapp: "off" } }),
      );
      expect(off.whatsapp.transport.name).toBe("off");
      // The pages ask before they offer a WhatsApp choice: this server says it sends none, the
      // block's own (the local outbox) that it does; anyone may ask, and a cache may keep it.
      const channels = await apiCaller(off)("GET", "/channels");
      expect(await body(channels, 200)).toEqual({ whatsapp: false });
      expect(channels.headers.get("cache-control")).toBe(CHANNELS_CACHE);
      expect(await body(await call("GET", "/channels"), 200)).toEqual({ whatsapp: true });
      const asha = await member("whatsapp-off", { whatsappUpdates: true });
      await choose(asha.token, "email", "updates", false);

      const inquiry = (
        await body<{ inquiry: { reference: string } }>(
          await apiCaller(off)("POST", "/inquiry/create_event", asha.token, eventInquiry()),
          201,
        )
      ).inquiry;
      await off.settled();
      expect(await whatsappTo(asha.id)).toEqual([]);
      const alerts = (
        await ctx.db.select().from(outgoingWhatsapp).where(eq(outgoingWhatsapp.template, "operator_alert"))
      ).filter((row) => paramsOf(row)[0] === `New event inquiry ${inquiry.reference}`);
      expect(alerts).toEqual([]);
      // E-mail carries the acknowledgement after all, and the operators get theirs.
      const mails = await emailsTo(asha.email);
      expect(mails.map((mail) => [mail.template, mail.status])).toEqual([
        ["inquiry-acknowledgement-event", "sent"],
      ]);
      expect((await emailsTo(OPERATORS)).some((mail) => mail.subject.includes(inquiry.reference))).toBe(true);
    });

    it("sends the password reset by e-mail only, even with e-mail updates withdrawn", async () => {
      const nina = await member("reset", { whatsappUpdates: true });
      await choose(nina.token, "email", "updates", false);
      await body(
        await call("POST", "/user/forgot/password", undefined, {
          email: nina.email,
          capchaToken: SOLVED_LOCAL_CAPTCHA,
        }),
        200,
      );
      expect((await emailsTo(nina.email)).map((mail) => mail.template)).toEqual(["password-reset"]);
      expect(await whatsappTo(nina.id)).toEqual([]);
    });

    it("gives the operators' numbers the alerts beside the operators' e-mail", async () => {
      const sent = await body<{ message: string }>(
        await call("POST", "/contact/create", undefined, {
          name: "Visitor Vora",
          email: "visitor@example.com",
          phone: "9812345678",
          subject: "event",
          message: "A sangeet for 120 guests in March.",
          capchaToken: SOLVED_LOCAL_CAPTCHA,
        }),
        201,
      );
      expect(sent.message).toBeTruthy();
      await ctx.api.settled();
      const alerts = await ctx.db
        .select()
        .from(outgoingWhatsapp)
        .where(eq(outgoingWhatsapp.template, "operator_alert"))
        .orderBy(asc(outgoingWhatsapp.to));
      const contactAlerts = alerts.filter((row) => paramsOf(row)[0]!.startsWith("New contact message CON-"));
      expect(contactAlerts.map((row) => row.to)).toEqual(OPERATOR_WHATSAPP);
      for (const alert of contactAlerts) {
        expect(alert).toMatchObject({
          language: "en",
          category: "utility",
          userId: null,
          fallbackEmail: null,
        });
        const [what, summary, link] = paramsOf(alert);
        expect(what).toMatch(/^New contact message CON-/);
        expect(summary).toBe("Event Planning from Visitor Vora, 9812345678");
        expect(link).toBe(`${ctx.api.env.siteUrl}/admin-dashboard?tab=enquiries`);
      }
      // The visitor has no account and gave no consent: e-mail only.
      expect((await emailsTo("visitor@example.com")).map((mail) => mail.template)).toEqual([
        "contact-acknowledgement",
      ]);
      expect((await emailsTo(OPERATORS)).some((mail) => mail.template === "contact-operator")).toBe(true);

      // A member's inquiry alerts them too, on each number.
      const asha = await member("alerted");
      const inquiry = await inquire(asha.token);
      const inquiryAlerts = (
        await ctx.db.select().from(outgoingWhatsapp).where(eq(outgoingWhatsapp.template, "operator_alert"))
      ).filter((row) => paramsOf(row)[0] === `New event inquiry ${inquiry.reference}`);
      expect(inquiryAlerts.map((row) => row.to).sort()).toEqual(OPERATOR_WHATSAPP);
      expect(paramsOf(inquiryAlerts[0]!)[1]).toBe("Wedding event from Kavya Menon, 9876543210, Udaipur");
    });

    describe("the renewal offer (marketing)", () => {
      // A membership bought on a fixed past day ends a year later; the job runs 3 days after.
      const paidAt = new Date("2020-01-10T12:00:00+05:30");
      const asOf = new Date("2021-01-13T12:00:00+05:30");

      async function endedMember(label: string, options: Parameters<typeof member>[1] = {}) {
        const someone = await member(label, options);
        const [plan] = await ctx.db.select().from(plans).where(eq(plans.slug, "premium"));
        await paidOrderAt(ctx.db, someone, plan!, paidAt);
        return someone;
      }
      const offersTo = async (someone: { id: string; email: string }) => ({
        whatsapp: (await whatsappTo(someone.id)).filter((row) => row.template === "membership_offer"),
        emails: (await emailsTo(someone.email)).filter((mail) => mail.template === "membership-offer"),
      });

      it("goes only on the channels where the member asked for offers, once", async () => {
        const none = await endedMember("offer-none", { whatsappUpdates: true });
        const onWhatsApp = await endedMember("offer-whatsapp", { whatsappOffers: true });
        const byEmail = await endedMember("offer-email");
        await choose(byEmail.token, "email", "offers", true);
        const stopped = await endedMember("offer-stopped", { whatsappOffers: true });
        await ctx.db.insert(consents).values({
          userId: stopped.id,
          phone: stopped.whatsapp,
          channel: "whatsapp",
          purpose: "offers",
          granted: false,
          source: "whatsapp:STOP",
          textVersion: "en:2026-11-27",
        });

        const first = await sendMembershipOffers(ctx.db, { asOf, siteUrl: ctx.api.env.siteUrl });
        expect(first.sent).toBe(2);
        // Nobody without offers consent gets one, WhatsApp updates or not, STOP or not.
        for (const someone of [none, stopped]) {
          expect(await offersTo(someone)).toEqual({ whatsapp: [], emails: [] });
        }
        const whatsapp = await offersTo(onWhatsApp);
        expect(whatsapp.emails).toEqual([]);
        expect(whatsapp.whatsapp).toHaveLength(1);
        expect(whatsapp.whatsapp[0]).toMatchObject({
          to: onWhatsApp.whatsapp,
          category: "marketing",
          language: "en",
          fallbackEmail: null,
        });
        const [name, offer, link] = paramsOf(whatsapp.whatsapp[0]!);
        expect(name).toBe(onWhatsApp.name);
        expect(offer).toContain("renew your Premium membership");
        expect(link).toBe(`${ctx.api.env.siteUrl}/purchase?plan=premium`);
        const email = await offersTo(byEmail);
        expect(email.whatsapp).toEqual([]);
        expect(email.emails).toHaveLength(1);
        expect(email.emails[0]!.textBody).toContain("turn off e-mail offers on your dashboard");

        // The job runs every hour: an offer goes once per ended membership.
        const again = await sendMembershipOffers(ctx.db, { asOf, siteUrl: ctx.api.env.siteUrl });
        expect(again.sent).toBe(0);
        expect((await offersTo(onWhatsApp)).whatsapp).toHaveLength(1);
        expect((await offersTo(byEmail)).emails).toHaveLength(1);
      });

      it("is not sent to a member who renewed, nor before the membership ends", async () => {
        const renewed = await endedMember("offer-renewed", { whatsappOffers: true });
        const [plan] = await ctx.db.select().from(plans).where(eq(plans.slug, "premium"));
        await paidOrderAt(ctx.db, renewed, plan!, new Date("2021-01-05T12:00:00+05:30"));
        await sendMembershipOffers(ctx.db, { asOf, siteUrl: ctx.api.env.siteUrl });
        expect((await offersTo(renewed)).whatsapp).toEqual([]);

        const active = await endedMember("offer-active", { whatsappOffers: true });
        await sendMembershipOffers(ctx.db, {
          asOf: new Date("2021-01-09T12:00:00+05:30"),
          siteUrl: ctx.api.env.siteUrl,
        });
        expect(
          (
            await ctx.db
              .select()
              .from(outgoingWhatsapp)
              .where(
                and(
                  eq(outgoingWhatsapp.userId, active.id),
                  eq(outgoingWhatsapp.template, "membership_offer"),
                ),
              )
          ).length,
        ).toBe(0);
      });
    });
  },
);
