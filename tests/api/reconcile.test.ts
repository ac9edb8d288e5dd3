// The reconciler on every driver (decision 0009; docs/product.md D2): an order paid while the
// browser was closed is found by asking the provider, invoiced exactly once (however often it runs,
// whatever it races) and its invoice e-mailed; unpaid, young and old orders are left as they are,
// and one order the provider cannot answer for does not stop the others. Also its three runners:
// the scheduled Netlify function, `npm run payments:reconcile` and the local server's timer.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openEmbedded } from "../../src/server/db/embedded.ts";
import {
  invoices,
  localPayments,
  outgoingEmails,
  outgoingWhatsapp,
  paymentOrders,
  plans,
  users,
} from "../../src/server/db/schema.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer } from "../../src/server/node.ts";
import { createPayments } from "../../src/server/payments/provider.ts";
import { reconcileUnpaidOrders, startReconcileLoop } from "../../src/server/services/reconcile.ts";
import {
  apiCaller,
  signUpMember,
  testApp,
  TEST_JWT_SECRET,
  type LoggedLine,
  TEST_PAYMENT_CONTEXT,
} from "../helpers/app.ts";
import { closeDatabaseHelpers, copyEmbeddedTemplate } from "../helpers/databases.ts";
import { forEachDatabase, itOnServer, type TestApi } from "../helpers/for-each-database.ts";
import { razorpayEnv, startRazorpayStub, type RazorpayStub } from "../stubs/razorpay-stub.ts";
import {
  expectBundleWithoutPglite,
  expectRefusalWithoutNetworkDatabase,
} from "../helpers/scheduled-function.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

const run = promisify(execFile);
afterAll(closeDatabaseHelpers);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SITE = "https://nova.example";
const DECLINED = "Your payment was declined in the local test checkout. No money moved.";

/**
 * Each test reconciles at its own moment, a month after the previous test's, and dates its
 * orders relative to it: the reconciler's window (10 minutes to 7 days old) then holds that
 * test's orders only, whatever the other tests left in the shared database.
 */
let moments = 0;
const nextMoment = () => new Date(Date.UTC(2031, 0, 1) + (moments += 1) * 30 * DAY);

forEachDatabase("the reconciler", (ctx) => {
  const { target } = ctx;
  let stub: RazorpayStub;
  // The block's app, paid in the local test checkout, and an app paid through Razorpay's stand-in.
  let local: TestApi;
  let razorpay: TestApi;
  let premiumId: string;
  beforeAll(async () => {
    local = ctx.api;
    stub = await startRazorpayStub();
    razorpay = testApp(ctx.db, razorpayEnv(stub));
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.slug, "premium"));
    premiumId = plan!.id;
  });
  afterAll(() => stub.close());

  /** A member and an order for Premium through the API of `app`, dated `age` before `at`. */
  async function unpaidOrder(app: ReturnType<typeof testApp>, at: Date, ageMs: number) {
    const member = await signUpMember(app, "reconcile");
    const response = await apiCaller(app)("POST", "/payment/order", member.token, {
      subscriptionId: premiumId,
      billing: RAJASTHAN_BILLING,
    });
    const { order } = (await response.json()) as { order: { id: string } };
    await ctx.db
      .update(paymentOrders)
      .set({ createdAt: new Date(at.getTime() - ageMs) })
      .where(eq(paymentOrders.providerOrderId, order.id));
    return { ...member, orderId: order.id };
  }

  /** The local test checkout in the browser, after which the browser is closed. */
  async function payLocally(token: string, orderId: string, outcome: "success" | "failure" = "success") {
    const response = await apiCaller(local)("POST", "/payment/local-checkout", token, {
      razorpay_order_id: orderId,
      outcome,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
  }

  function reconcile(
    app: ReturnType<typeof testApp>,
    now: Date,
    extra: { limit?: number; budgetMs?: number } = {},
  ) {
    const logs: LoggedLine[] = [];
    const log = createLogger("debug", {}, (line) => logs.push(JSON.parse(line) as LoggedLine));
    const result = reconcileUnpaidOrders(ctx.db, createPayments(app.env, ctx.db), {
      now,
      context: { ...TEST_PAYMENT_CONTEXT, siteUrl: SITE },
      log,
      ...extra,
    });
    return { result, logs };
  }

  const invoicesOf = (userId: string) => ctx.db.select().from(invoices).where(eq(invoices.userId, userId));
  /** What the buyer was sent besides the sign-up's confirmation link (decision 0043). */
  const mailsTo = (email: string) =>
    ctx.db
      .select()
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.to, email), ne(outgoingEmails.template, "email-confirmation")));
  const orderRow = async (providerOrderId: string) =>
    (await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0]!;

  it("invoices an order paid in the local checkout while the browser was closed, once, and e-mails it", async () => {
    const now = nextMoment();
    const buyer = await unpaidOrder(local, now, 30 * MINUTE);
    const paid = await payLocally(buyer.token, buyer.orderId);

    expect(await reconcile(local, now).result).toEqual({ checked: 1, recovered: 1, failed: 0, errors: 0 });
    const [invoice] = await invoicesOf(buyer.id);
    expect(invoice).toMatchObject({ paymentId: paid.razorpay_payment_id, amountPaise: 999_900 });
    expect(await orderRow(buyer.orderId)).toMatchObject({
      status: "paid",
      providerPaymentId: paid.razorpay_payment_id,
    });
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Your Nova Experience tax invoice ${invoice!.serial}`,
      template: "membership-invoice",
    });
    expect(mails[0]!.textBody).toContain(`Payment reference: ${paid.razorpay_payment_id}`);
    expect(mails[0]!.textBody).toContain(
      `Your tax invoice, ready to print: ${SITE}/invoice?id=${invoice!.id}`,
    );

    // Run again, later: nothing more to do, still one invoice and one e-mail.
    const later = new Date(now.getTime() + 15 * MINUTE);
    expect(await reconcile(local, later).result).toEqual({ checked: 0, recovered: 0, failed: 0, errors: 0 });
    // The browser comes back after all: the same invoice.
    const verified = await apiCaller(local)("POST", "/payment/verification", buyer.token, paid);
    expect(((await verified.json()) as { invoice: { _id: string } }).invoice._id).toBe(invoice!.id);
    expect(await invoicesOf(buyer.id)).toHaveLength(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it("invoices a Razorpay order whose payment was captured after a failed attempt", async () => {
    const now = nextMoment();
    const buyer = await unpaidOrder(razorpay, now, 2 * DAY);
    stub.addPayment(buyer.orderId, { status: "failed", errorDescription: "Card declined by the bank." });
    const captured = stub.addPayment(buyer.orderId, { status: "captured" });

    expect(await reconcile(razorpay, now).result).toEqual({ checked: 1, recovered: 1, failed: 0, errors: 0 });
    expect(stub.requests).toContain(`GET /v1/orders/${buyer.orderId}/payments`);
    expect(await invoicesOf(buyer.id)).toMatchObject([{ paymentId: captured }]);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it("leaves orders with failed payments only (marked failed, with the reason) or none unpaid", async () => {
    const now = nextMoment();
    const declined = await unpaidOrder(razorpay, now, 20 * MINUTE);
    stub.addPayment(declined.orderId, { status: "failed", errorDescription: "Card declined by the bank." });
    const abandoned = await unpaidOrder(razorpay, now, 20 * MINUTE);
    const localDeclined = await unpaidOrder(local, now, 20 * MINUTE);
    await payLocally(localDeclined.token, localDeclined.orderId, "failure");

    // With Razorpay configured, only Razorpay's orders are asked about.
    expect(await reconcile(razorpay, now).result).toEqual({ checked: 2, recovered: 0, failed: 1, errors: 0 });
    expect(await orderRow(declined.orderId)).toMatchObject({
      status: "failed",
      failureReason: "Card declined by the bank.",
    });
    expect((await orderRow(abandoned.orderId)).status).toBe("created");
    expect(await reconcile(local, now).result).toEqual({ checked: 1, recovered: 0, failed: 1, errors: 0 });
    expect(await orderRow(localDeclined.orderId)).toMatchObject({
      status: "failed",
      failureReason: DECLINED,
    });

    for (const buyer of [declined, abandoned, localDeclined]) {
      expect(await invoicesOf(buyer.id)).toEqual([]);
      expect(await mailsTo(buyer.email)).toEqual([]);
    }
  });

  it("leaves young orders (checkout maybe still open) and week-old ones alone", async () => {
    const now = nextMoment();
    const young = await unpaidOrder(razorpay, now, 5 * MINUTE);
    stub.addPayment(young.orderId, { status: "captured" });
    const old = await unpaidOrder(razorpay, now, 8 * DAY);
    stub.addPayment(old.orderId, { status: "captured" });

    expect(await reconcile(razorpay, now).result).toEqual({ checked: 0, recovered: 0, failed: 0, errors: 0 });
    const asked = (orderId: string) => stub.requests.includes(`GET /v1/orders/${orderId}/payments`);
    expect([asked(young.orderId), asked(old.orderId)]).toEqual([false, false]);
    expect(await invoicesOf(young.id)).toEqual([]);
    // Ten minutes later the young one is due.
    const later = new Date(now.getTime() + 6 * MINUTE);
    expect(await reconcile(razorpay, later).result).toMatchObject({ checked: 1, recovered: 1 });
    expect(await invoicesOf(young.id)).toHaveLength(1);
    expect(await invoicesOf(old.id)).toEqual([]);
  });

  it("logs and skips an order the provider cannot answer for, and recovers the others", async () => {
    const now = nextMoment();
    const buyers = [];
    for (let n = 0; n < 3; n += 1) {
      const buyer = await unpaidOrder(razorpay, now, (30 + n) * MINUTE);
      stub.addPayment(buyer.orderId, { status: "captured" });
      buyers.push(buyer);
    }
    stub.failOrder(buyers[1]!.orderId);

    const { result, logs } = reconcile(razorpay, now);
    expect(await result).toEqual({ checked: 3, recovered: 2, failed: 0, errors: 1 });
    expect(await invoicesOf(buyers[0]!.id)).toHaveLength(1);
    expect(await invoicesOf(buyers[1]!.id)).toEqual([]);
    expect(await invoicesOf(buyers[2]!.id)).toHaveLength(1);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "could not ask the payment provider about an unpaid order",
        providerOrderId: buyers[1]!.orderId,
        error: expect.objectContaining({ message: expect.stringMatching(/^Razorpay answered 500/) }),
      }),
    );
  });

  it("asks about the least recently checked orders first when there are more than a run takes", async () => {
    const now = nextMoment();
    const first = await unpaidOrder(razorpay, now, 40 * MINUTE);
    const second = await unpaidOrder(razorpay, now, 30 * MINUTE);
    const asked = () =>
      stub.requests.filter(
        (line) => line.startsWith("GET") && (line.includes(first.orderId) || line.includes(second.orderId)),
      );

    await reconcile(razorpay, now, { limit: 1 }).result;
    await reconcile(razorpay, new Date(now.getTime() + 15 * MINUTE), { limit: 1 }).result;
    await reconcile(razorpay, new Date(now.getTime() + 30 * MINUTE), { limit: 1 }).result;
    expect(asked()).toEqual([
      `GET /v1/orders/${first.orderId}/payments`,
      `GET /v1/orders/${second.orderId}/payments`,
      `GET /v1/orders/${first.orderId}/payments`,
    ]);
  });

  it("starts no order once its time budget is spent, leaving it to the next run", async () => {
    const now = nextMoment();
    const buyer = await unpaidOrder(razorpay, now, 30 * MINUTE);
    stub.addPayment(buyer.orderId, { status: "captured" });
    expect(await reconcile(razorpay, now, { budgetMs: -1 }).result).toEqual({
      checked: 0,
      recovered: 0,
      failed: 0,
      errors: 0,
    });
    expect(await invoicesOf(buyer.id)).toEqual([]);
    expect(await reconcile(razorpay, now).result).toMatchObject({ checked: 1, recovered: 1 });
  });

  it("makes one invoice when runs race each other and the returning browser's verification", async () => {
    const now = nextMoment();
    const buyer = await unpaidOrder(local, now, 15 * MINUTE);
    const paid = await payLocally(buyer.token, buyer.orderId);

    const [runs, verifications] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => reconcile(local, now).result)),
      Promise.all(
        Array.from({ length: 5 }, () => apiCaller(local)("POST", "/payment/verification", buyer.token, paid)),
      ),
    ]);
    expect(verifications.every((response) => response.status === 200)).toBe(true);
    const ids = await Promise.all(
      verifications.map(
        async (response) => ((await response.json()) as { invoice: { _id: string } }).invoice._id,
      ),
    );
    const rows = await invoicesOf(buyer.id);
    expect(rows).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
    // At most one run made it; whoever made it queued the one e-mail, with the invoice.
    const recovered = runs.reduce((sum, result) => sum + result.recovered, 0);
    expect(recovered).toBeLessThanOrEqual(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it("runs on a timer in the local server, and stops cleanly", async () => {
    const buyer = await unpaidOrder(local, new Date(), 20 * MINUTE);
    const paid = await payLocally(buyer.token, buyer.orderId);
    const delivered: string[][] = [];
    const stop = startReconcileLoop(ctx.db, createPayments(local.env, ctx.db), {
      context: { ...TEST_PAYMENT_CONTEXT, siteUrl: SITE },
      intervalMs: 60 * MINUTE,
      mailer: { deliver: async (ids) => (delivered.push(ids ?? []), { sent: 0, failed: 0 }) },
    });
    // The first run starts at once; stop() waits for it.
    await stop();
    expect(await invoicesOf(buyer.id)).toMatchObject([{ paymentId: paid.razorpay_payment_id }]);
    const mails = await mailsTo(buyer.email);
    expect(delivered).toEqual([[mails[0]!.id]]);
  });

  // The function talks to a server database only (never PGlite), so this exists for pg and neon.
  itOnServer(target)("the scheduled Netlify function's job recovers a paid Razorpay order", async () => {
    const buyer = await unpaidOrder(razorpay, new Date(), 20 * MINUTE);
    const consent = await apiCaller(razorpay)("PUT", "/user/consents", buyer.token, {
      channel: "whatsapp",
      purpose: "updates",
      granted: true,
      source: "/purchase",
    });
    expect(consent.status).toBe(200);
    const captured = stub.addPayment(buyer.orderId, { status: "captured" });
    // The deployed function is production and would refuse the stand-in (decision 0020); its
    // job is given a test configuration pointing at the stub.
    const fn = await import("../../netlify/functions/payment-reconcile.mts");
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: ctx.database.url!,
      DATABASE_DRIVER: target.name,
      DATA_DIR: mkdtempSync(join(tmpdir(), "reconcile-fn-")),
      SITE_URL: SITE,
      ...razorpayEnv(stub),
    });
    await fn.job({ db: ctx.db, env, log: createLogger("silent") });

    expect(fn.config).toEqual({ schedule: "*/15 * * * *" });
    expect(await invoicesOf(buyer.id)).toMatchObject([{ paymentId: captured }]);
    // Sent at once through the configured mail and WhatsApp (here their local outboxes), not
    // left for the every-minute retry.
    expect(await mailsTo(buyer.email)).toMatchObject([{ status: "sent" }]);
    const whatsapp = await ctx.db
      .select()
      .from(outgoingWhatsapp)
      .where(eq(outgoingWhatsapp.userId, buyer.id));
    expect(whatsapp).toMatchObject([{ status: "sent" }]);
    expect(readdirSync(join(env.DATA_DIR, "whatsapp"))).toHaveLength(1);
  });
});

describe("the payment reconcile function", () => {
  const entry = new URL("../../netlify/functions/payment-reconcile.mts", import.meta.url);

  it("keeps PGlite out of its bundle", () =>
    expectBundleWithoutPglite(entry, "src/server/services/reconcile.ts"));

  it("refuses to run on the embedded database", () =>
    expectRefusalWithoutNetworkDatabase(() => import("../../netlify/functions/payment-reconcile.mts")));
});

describe("npm run payments:reconcile and the local server, on the embedded database", () => {
  /** An embedded database in a fresh DATA_DIR with one member whose local order was paid `ageMs` ago. */
  async function embeddedWithPaidOrder(ageMs: number) {
    const dataDir = mkdtempSync(join(tmpdir(), "reconcile-cmd-"));
    await copyEmbeddedTemplate(dataDir);
    const handle = await openEmbedded(dataDir);
    try {
      const [plan] = await handle.db.select().from(plans).where(eq(plans.slug, "premium"));
      const [user] = await handle.db
        .insert(users)
        .values({ name: "Asha", email: "asha@example.com", phoneNo: "9876543210", passwordHash: "x" })
        .returning();
      await handle.db.insert(paymentOrders).values({
        userId: user!.id,
        planId: plan!.id,
        provider: "local",
        providerOrderId: "order_local_closed_tab",
        amountPaise: plan!.yearlyPricePaise,
        createdAt: new Date(Date.now() - ageMs),
      });
      await handle.db.insert(localPayments).values({
        id: "pay_local_closedtab0001",
        providerOrderId: "order_local_closed_tab",
        status: "captured",
      });
    } finally {
      await handle.close();
    }
    return dataDir;
  }

  async function invoicedPayments(dataDir: string) {
    const handle = await openEmbedded(dataDir);
    try {
      const rows = await handle.db.select({ paymentId: invoices.paymentId }).from(invoices);
      const mails = await handle.db
        .select({ status: outgoingEmails.status })
        .from(outgoingEmails)
        .where(eq(outgoingEmails.template, "membership-invoice"));
      return { payments: rows.map((row) => row.paymentId), mails: mails.map((mail) => mail.status) };
    } finally {
      await handle.close();
    }
  }

  it("refuses in one clear line while another process (the server) holds the database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "reconcile-locked-"));
    // This test process stands in for the running server: alive, and not the command.
    writeFileSync(join(dataDir, "db.lock"), String(process.pid));
    const refused = await run(process.execPath, ["scripts/payments-reconcile.ts"], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    const lines = (refused as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /is in use, most likely by the running server, which already reconciles payments/,
    );
    expect(lines[0]).toMatch(/stop the server to run this command/);

    await expect(
      run(process.execPath, ["scripts/payments-reconcile.ts", "--max-age-days", "0"], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--max-age-days more than 0") });
  });

  it(
    "recovers a paid order of the embedded database and says what it did",
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dataDir = await embeddedWithPaidOrder(30 * MINUTE);
      const { stdout } = await run(process.execPath, ["scripts/payments-reconcile.ts"], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      });
      expect(stdout).toBe(
        "Checked 1 unpaid orders (local provider): 1 recovered and invoiced, 0 with failed payments only, 0 could not be checked.\n",
      );
      expect(await invoicedPayments(dataDir)).toEqual({
        payments: ["pay_local_closedtab0001"],
        mails: ["sent"],
      });
    },
  );

  it("is done by the local server itself, from its start", { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const dataDir = await embeddedWithPaidOrder(30 * MINUTE);
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PORT: "0", JWT_SECRET: TEST_JWT_SECRET });
    const server = await startServer({ env, serveSite: false, log: createLogger("silent") });
    try {
      await vi.waitFor(
        async () => {
          const rows = await server.database.db.select().from(invoices);
          expect(rows.map((row) => row.paymentId)).toEqual(["pay_local_closedtab0001"]);
        },
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      await server.close();
    }
  });
});
