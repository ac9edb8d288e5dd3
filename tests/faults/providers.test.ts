// The three outside providers down, hanging, slow or answering nonsense, on every database
// driver, each through its real client against its local stand-in (tests/stubs), with short
// time limits so that a hang costs half a second: Postmark (nothing lost, retried until sent,
// nothing sent twice), Razorpay (a clear 503, our order kept, nothing charged; one order the
// reconciler cannot ask about does not stop the others) and reCAPTCHA (a clear 503, nothing
// stored, never a 500).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { CAPTCHA_REQUIRED_MESSAGE, CONTACT_SENT_MESSAGE } from "../../src/schemas/contact.ts";
import {
  CAPTCHA_UNAVAILABLE_MESSAGE,
  createRecaptchaVerifier,
  RECAPTCHA_TIMEOUT_MS,
} from "../../src/server/captcha/verifier.ts";
import {
  contactMessages,
  invoices,
  outgoingEmails,
  paymentOrders,
  plans,
} from "../../src/server/db/schema.ts";
import { POSTMARK_TIMEOUT_MS, createPostmarkTransport } from "../../src/server/mail/postmark.ts";
import { CLAIM_LEASE_SECONDS } from "../../src/server/mail/deliver.ts";
import {
  createRazorpayProvider,
  RAZORPAY_TIMEOUT_MS,
  type PaymentSetup,
} from "../../src/server/payments/provider.ts";
import { PAYMENT_PROVIDER_UNAVAILABLE } from "../../src/server/services/orders.ts";
import { reconcileUnpaidOrders } from "../../src/server/services/reconcile.ts";
import { apiCaller, signUpMember, testApp, type LoggedLine, TEST_PAYMENT_CONTEXT } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { startPostmarkStub, type PostmarkStubMode } from "../stubs/postmark-stub.ts";
import { razorpayEnv, startRazorpayStub, type RazorpayStub } from "../stubs/razorpay-stub.ts";
import { startRecaptchaStub, type RecaptchaMode } from "../stubs/recaptcha-stub.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";

afterAll(closeDatabaseHelpers);

const TOKEN = "postmark-server-token-for-tests";
const OPERATOR = "ops@novaexperience.in";
/** The clients' time limits in these tests; the real ones are checked below. */
const SHORT_MS = 500;
/** Netlify stops a synchronous function after 10 s: every client must give up before that. */
const FUNCTION_LIMIT_MS = 10_000;

const unavailableLogged = (logs: LoggedLine[]) => logs.filter((line) => line.msg === "service unavailable");
const unhandled = (logs: LoggedLine[]) => logs.filter((line) => line.msg === "unhandled error");

it("gives every provider call a time limit below the function's", () => {
  expect(POSTMARK_TIMEOUT_MS).toBeLessThanOrEqual(FUNCTION_LIMIT_MS);
  expect(RAZORPAY_TIMEOUT_MS).toBeLessThan(FUNCTION_LIMIT_MS);
  expect(RECAPTCHA_TIMEOUT_MS).toBeLessThan(FUNCTION_LIMIT_MS);
  // A send must end long before its claim does, or another instance would send it too.
  expect(POSTMARK_TIMEOUT_MS).toBeLessThan(CLAIM_LEASE_SECONDS * 1000);
});

forEachDatabase("providers failing,", { app: false }, (ctx) => {
  const contact = (overrides: Record<string, unknown> = {}) => ({
    name: "Meera Iyer",
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    subject: "event",
    message: "A wedding for 300 guests in December.",
    capchaToken: SOLVED_LOCAL_CAPTCHA,
    ...overrides,
  });
  const contactCount = async () =>
    (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

  describe("Postmark", () => {
    /** An app whose mail goes through the real Postmark client to a stand-in. */
    async function mailApp(options: { timeoutMs?: number; slowMs?: number } = {}) {
      const stub = await startPostmarkStub({ token: TOKEN, slowMs: options.slowMs });
      onTestFinished(() => stub.close());
      const transport = createPostmarkTransport({
        serverToken: TOKEN,
        apiHost: stub.host,
        timeoutMs: options.timeoutMs ?? SHORT_MS,
      });
      const api = testApp(ctx.db, { OPERATOR_EMAIL: OPERATOR }, { mailTransport: transport });
      return { stub, api };
    }

    /** The e-mails of one contact message: the sender's acknowledgement and the operators' copy. */
    const emailsOf = (reference: string) =>
      ctx.db
        .select()
        .from(outgoingEmails)
        .where(sql`${outgoingEmails.subject} like ${`%${reference}%`}`);
    /** Time passes: the e-mails are due again. */
    const makeDue = (ids: string[]) =>
      ctx.db
        .update(outgoingEmails)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(inArray(outgoingEmails.id, ids));

    it.each([
      ["answers 500", "fail", /Postmark answered 500/],
      ["does not answer", "hang", /Postmark could not be reached: .*(timeout|abort)/i],
      ["answers a page that is not JSON", "garbage", /without a MessageID/],
    ] as const)(
      "takes the message while Postmark %s, keeps its e-mails, and sends each once when Postmark is back",
      async (_, mode: PostmarkStubMode, reason) => {
        const { stub, api } = await mailApp();
        stub.mode(mode);
        const input = contact();

        const started = performance.now();
        const response = await apiCaller(api)("POST", "/contact/create", undefined, input);
        // The answer does not wait for the mail.
        expect(performance.now() - started).toBeLessThan(SHORT_MS);
        expect(response.status).toBe(201);
        const { reference } = (await response.json()) as { reference: string };

        // The attempt made right after the answer fails, and the e-mails wait in the outbox.
        await vi.waitFor(
          async () => {
            const rows = await emailsOf(reference);
            expect(rows.map((row) => [row.status, row.attempts])).toEqual([
              ["pending", 1],
              ["pending", 1],
            ]);
          },
          { timeout: 60_000, interval: 50 },
        );

        const ids = (await emailsOf(reference)).map((row) => row.id);
        expect((await emailsOf(reference)).every((row) => reason.test(row.lastError ?? ""))).toBe(true);

        // The scheduled retry while Postmark is still away: still kept.
        await makeDue(ids);
        expect(await api.mailer.deliver()).toEqual({ sent: 0, failed: 2 });

        stub.mode("ok");
        await makeDue(ids);
        expect(await api.mailer.deliver()).toEqual({ sent: 2, failed: 0 });
        expect(await api.mailer.deliver()).toEqual({ sent: 0, failed: 0 });

        expect(stub.messages.map((message) => message.To).sort()).toEqual([input.email, OPERATOR].sort());
        const rows = await emailsOf(reference);
        expect(rows.every((row) => row.status === "sent" && row.attempts === 3)).toBe(true);
        expect(
          await ctx.db.select().from(contactMessages).where(eq(contactMessages.reference, reference)),
        ).toHaveLength(1);
        expect(unhandled(api.logs)).toEqual([]);
      },
    );

    it("ends an e-mail Postmark refuses for good (an inactive recipient) as failed, with the reason, and never retries it", async () => {
      const { stub, api } = await mailApp();
      stub.mode("reject");
      const input = contact();
      const response = await apiCaller(api)("POST", "/contact/create", undefined, input);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };

      // A batch's refusals come in a 200 answer, one per message; a single message's as a 422.
      await vi.waitFor(
        async () => {
          const rows = await emailsOf(reference);
          expect(rows.map((row) => [row.status, row.attempts])).toEqual([
            ["failed", 1],
            ["failed", 1],
          ]);
        },
        { timeout: 60_000, interval: 50 },
      );
      const rows = await emailsOf(reference);
      expect(
        rows.every((row) =>
          /Postmark (answered 422|refused the message) \(ErrorCode 406\)/.test(row.lastError ?? ""),
        ),
      ).toBe(true);
      // Time passes, Postmark would take them now: a failed e-mail is not retried by itself.
      stub.mode("ok");
      await makeDue(rows.map((row) => row.id));
      expect(await api.mailer.deliver()).toEqual({ sent: 0, failed: 0 });
      expect(stub.messages).toEqual([]);
      expect(unhandled(api.logs)).toEqual([]);
    });

    it("sends once through a slow Postmark that answers within the time limit", async () => {
      const { stub, api } = await mailApp({ timeoutMs: 2000, slowMs: 300 });
      stub.mode("slow");
      const input = contact();
      const response = await apiCaller(api)("POST", "/contact/create", undefined, input);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await vi.waitFor(
        async () => expect((await emailsOf(reference)).map((row) => row.status)).toEqual(["sent", "sent"]),
        { timeout: 60_000, interval: 50 },
      );
      expect(stub.messages.map((message) => message.To).sort()).toEqual([input.email, OPERATOR].sort());
    });

    it("sends again what Postmark accepted only after the time limit: at least once, never lost", async () => {
      // Postmark takes no idempotency key: a message it accepts after we gave up looks like a
      // failure, and the retry sends it again (docs/decisions/0006-outgoing-mail.md).
      const { stub, api } = await mailApp({ timeoutMs: 300, slowMs: 600 });
      stub.mode("slow");
      const input = contact();
      const response = await apiCaller(api)("POST", "/contact/create", undefined, input);
      const { reference } = (await response.json()) as { reference: string };
      await vi.waitFor(() => expect(stub.messages).toHaveLength(2), { timeout: 60_000, interval: 50 });
      const ids = (await emailsOf(reference)).map((row) => row.id);
      expect((await emailsOf(reference)).map((row) => row.status)).toEqual(["pending", "pending"]);

      stub.mode("ok");
      await makeDue(ids);
      expect(await api.mailer.deliver()).toEqual({ sent: 2, failed: 0 });
      const copies = stub.messages.filter((message) => message.To === input.email).length;
      expect(copies).toBe(2);
    });
  });

  describe("reCAPTCHA", () => {
    async function captchaApp() {
      const stub = await startRecaptchaStub({
        secret: "the-secret",
        hostname: "novaexperience.in",
        slowMs: 200,
      });
      onTestFinished(() => stub.close());
      const captcha = createRecaptchaVerifier({
        secret: "the-secret",
        hostnames: ["novaexperience.in"],
        verifyUrl: stub.url,
        timeoutMs: SHORT_MS,
      });
      return { stub, api: testApp(ctx.db, {}, { captcha }) };
    }

    it.each([
      ["does not answer", "hang"],
      ["answers a page that is not JSON", "garbage"],
      ["answers 500", "error"],
    ] as const)(
      "answers 503 asking to try again, and stores nothing, while siteverify %s",
      async (_, mode: RecaptchaMode) => {
        const { stub, api } = await captchaApp();
        stub.mode = mode;
        const before = await contactCount();
        const started = performance.now();
        const response = await apiCaller(api)(
          "POST",
          "/contact/create",
          undefined,
          contact({ capchaToken: "solved-token" }),
        );
        expect(performance.now() - started).toBeLessThan(SHORT_MS + 1000);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ err: CAPTCHA_UNAVAILABLE_MESSAGE });
        expect(await contactCount()).toBe(before);
        expect(unavailableLogged(api.logs)).toHaveLength(1);
        expect(unhandled(api.logs)).toEqual([]);

        // Back (slowly): the same message goes through.
        stub.mode = "slow";
        const again = await apiCaller(api)(
          "POST",
          "/contact/create",
          undefined,
          contact({ capchaToken: "solved-token" }),
        );
        expect(again.status).toBe(201);
        expect(await again.json()).toMatchObject({ message: CONTACT_SENT_MESSAGE });
        expect(await contactCount()).toBe(before + 1);
      },
    );

    it("still says 400 for a challenge the verifier says was not solved", async () => {
      const { stub, api } = await captchaApp();
      stub.mode = "fail";
      const response = await apiCaller(api)("POST", "/contact/create", undefined, contact());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ err: CAPTCHA_REQUIRED_MESSAGE, captcha: "required" });
    });
  });

  describe("Razorpay", () => {
    let stub: RazorpayStub;
    let api: ReturnType<typeof testApp>;
    let payments: PaymentSetup;
    let premiumId: string;
    beforeAll(async () => {
      stub = await startRazorpayStub({ slowMs: 200 });
      payments = {
        provider: createRazorpayProvider({
          keyId: stub.keyId,
          keySecret: stub.keySecret,
          apiUrl: stub.url,
          timeoutMs: SHORT_MS,
        }),
        keySecret: stub.keySecret,
      };
      api = testApp(ctx.db, razorpayEnv(stub), { payments });
      const [plan] = await ctx.db.select().from(plans).where(eq(plans.slug, "premium"));
      premiumId = plan!.id;
    });
    afterAll(() => stub.close());

    const ordersOf = (userId: string) =>
      ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));

    it.each([
      ["answers 500", "fail"],
      ["does not answer", "hang"],
      ["answers a page that is not JSON", "garbage"],
    ] as const)(
      "answers 503 to a new order while Razorpay %s, keeps our order unpaid, and charges nothing",
      async (_, mode) => {
        const buyer = await signUpMember(api, "buyer");
        stub.mode(mode);
        onTestFinished(() => stub.mode("ok"));
        const logsBefore = unavailableLogged(api.logs).length;

        const started = performance.now();
        const response = await apiCaller(api)("POST", "/payment/order", buyer.token, {
          subscriptionId: premiumId,
          billingFrequency: "yearly",
          billing: RAJASTHAN_BILLING,
        });
        expect(performance.now() - started).toBeLessThan(SHORT_MS + 1000);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ err: PAYMENT_PROVIDER_UNAVAILABLE });
        expect(unavailableLogged(api.logs)).toHaveLength(logsBefore + 1);
        expect(unhandled(api.logs)).toEqual([]);

        const [order] = await ordersOf(buyer.id);
        // Unpaid, with no provider id, and marked so: the next try makes a new order at once.
        expect(order).toMatchObject({ status: "failed", providerOrderId: null, amountPaise: 999_900 });
        // Razorpay may have made an order it never told us about; nobody can pay it.
        const theirs = [...stub.orders.values()].filter((entry) => entry.receipt === order!.id);
        expect(theirs.flatMap((entry) => entry.payments)).toEqual([]);

        // Back (slowly): the next try works, and the failed order is left to expire.
        stub.mode("slow");
        const again = await apiCaller(api)("POST", "/payment/order", buyer.token, {
          subscriptionId: premiumId,
          billing: RAJASTHAN_BILLING,
        });
        expect(again.status).toBe(201);
        const rows = await ordersOf(buyer.id);
        expect(rows).toHaveLength(2);
        expect(rows.filter((row) => row.providerOrderId === null)).toHaveLength(1);
        expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id))).toEqual([]);
      },
    );

    it("reconciles around orders Razorpay cannot answer for (500, no answer, nonsense), then them too", async () => {
      const now = new Date(Date.UTC(2040, 0, 1));
      const buyers: { id: string; orderId: string }[] = [];
      for (let n = 0; n < 4; n += 1) {
        const buyer = await signUpMember(api, "reconcile");
        const response = await apiCaller(api)("POST", "/payment/order", buyer.token, {
          subscriptionId: premiumId,
          billing: RAJASTHAN_BILLING,
        });
        const { order } = (await response.json()) as { order: { id: string } };
        await ctx.db
          .update(paymentOrders)
          .set({ createdAt: new Date(now.getTime() - 30 * 60_000) })
          .where(eq(paymentOrders.providerOrderId, order.id));
        stub.addPayment(order.id, { status: "captured" });
        buyers.push({ ...buyer, orderId: order.id });
      }
      stub.failOrder(buyers[1]!.orderId, "fail");
      stub.failOrder(buyers[2]!.orderId, "hang");
      stub.failOrder(buyers[3]!.orderId, "garbage");

      const reconcile = () => reconcileUnpaidOrders(ctx.db, payments, { now, context: TEST_PAYMENT_CONTEXT });
      const started = performance.now();
      expect(await reconcile()).toEqual({ checked: 4, recovered: 1, failed: 0, errors: 3 });
      expect(performance.now() - started).toBeLessThan(SHORT_MS + 2000);
      const invoiced = async () =>
        Promise.all(
          buyers.map(
            async (buyer) =>
              (await ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id))).length,
          ),
        );
      expect(await invoiced()).toEqual([1, 0, 0, 0]);
      const unpaid = await ctx.db
        .select()
        .from(paymentOrders)
        .where(
          and(
            inArray(
              paymentOrders.providerOrderId,
              buyers.slice(1).map((buyer) => buyer.orderId),
            ),
            eq(paymentOrders.status, "created"),
            isNull(paymentOrders.providerPaymentId),
          ),
        );
      expect(unpaid).toHaveLength(3);

      for (const buyer of buyers) stub.healOrder(buyer.orderId);
      expect(await reconcile()).toEqual({ checked: 3, recovered: 3, failed: 0, errors: 0 });
      expect(await invoiced()).toEqual([1, 1, 1, 1]);
    });
  });
});
