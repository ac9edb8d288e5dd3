import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { PaymentSetup } from "../../src/server/payments/provider.ts";
import type { CaptchaVerifier } from "../../src/server/captcha/verifier.ts";
import { createApp } from "../../src/server/app.ts";
import { expectDocumentedAnswer } from "./api-contract.ts";
import { invoices, paymentOrders, users } from "../../src/server/db/schema.ts";
import { ensureAdmin } from "../../src/server/db/seed.ts";
import { totp } from "../../src/server/auth/totp.ts";
import type { StaffRole } from "../../src/schemas/staff.ts";
import type { Database } from "../../src/server/db/types.ts";
import { buildAppDeps } from "../../src/server/deps.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import type { MailTransport } from "../../src/server/mail/transport.ts";
import type { WhatsAppTransport } from "../../src/server/whatsapp/transport.ts";
import { settlePaidOrder } from "../../src/server/services/payments.ts";

/** Who sells and where links point, for calling the payment services directly. */
export const TEST_PAYMENT_CONTEXT = {
  seller: parseEnv({ NODE_ENV: "test" }).seller,
  siteUrl: "https://nova.example",
};

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
export const TEST_JWT_KEY = new TextEncoder().encode(TEST_JWT_SECRET);

/**
 * Each request is its own client unless it names one in X-Test-Client, so that per-client
 * rate limits only meet the tests that aim at them.
 */
export function testClientAddress(c: Context): string {
  return c.req.header("x-test-client") ?? crypto.randomUUID();
}

export interface LoggedLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/**
 * Providers built by the test instead of from the configuration: the real clients with
 * short time limits, so that a hanging stand-in costs a test half a second, not ten.
 */
export interface TestProviders {
  mailTransport?: MailTransport;
  whatsappTransport?: WhatsAppTransport;
  payments?: PaymentSetup;
  captcha?: CaptchaVerifier;
  /** The app's clock (the second factor's codes): a test moves it instead of waiting. */
  clock?: () => Date;
}

/**
 * The real app on a test database, with its log lines collected for assertions. `adjust` changes
 * what no variable of a test configuration can say (a production-only state, such as WhatsApp
 * "off").
 */
export function testApp(
  db: Database,
  overrides: Record<string, string> = {},
  providers: TestProviders = {},
  adjust: (env: Env) => Env = (env) => env,
) {
  const env: Env = adjust(
    parseEnv({
      NODE_ENV: "test",
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), "api-test-")),
      ...overrides,
    }),
  );
  const logs: LoggedLine[] = [];
  const log = createLogger("debug", {}, (line) => logs.push(JSON.parse(line) as LoggedLine));
  const deps = buildAppDeps(db, env, {
    log,
    clientAddress: testClientAddress,
    jwtKey: TEST_JWT_KEY,
    mailTransport: providers.mailTransport,
    whatsappTransport: providers.whatsappTransport,
    payments: providers.payments,
    captcha: providers.captcha,
    clock: providers.clock,
  });
  const { mailer, whatsapp } = deps;
  const created = createApp(deps);
  // Work the app leaves for after its answer (waitUntil, as on Netlify) is collected, so that
  // a test can wait for it: `await settled()`.
  const pending = new Set<Promise<unknown>>();
  const executionCtx = {
    waitUntil(work: Promise<unknown>) {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    passThroughOnException() {},
    props: {},
  };
  const request = created.request;
  const app = Object.assign(created, {
    // Every answer is held to the API description: an answer it does not document fails the test.
    request: async (input: string | Request | URL, init?: RequestInit) => {
      const response = await request(input, init, {}, executionCtx);
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      await expectDocumentedAnswer(method.toUpperCase(), url, response);
      return response;
    },
  });
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    app,
    db,
    env,
    logs,
    mailer,
    whatsapp,
    settled,
    mailDir: join(env.DATA_DIR, "mail"),
    whatsappDir: join(env.DATA_DIR, "whatsapp"),
  };
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/**
 * An answer's JSON after checking its status; a failing status shows the body it came with.
 * `import { answerOf as body }` reads as the call it checks: `await body(response, 201)`.
 */
export async function answerOf<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export type TestAppLike = {
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
};

/** JSON calls to /api/v1 on a test app, with an optional bearer token. */
export function apiCaller(api: TestAppLike) {
  return async (method: string, path: string, token?: string, body?: unknown): Promise<Response> =>
    api.app.request(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * Pays an order in the local test checkout, whose provider keeps the payment (so that it can be
 * refunded), then verifies it as the browser does: the payment's document.
 */
export async function payInLocalCheckout(api: TestAppLike, token: string, providerOrderId: string) {
  const call = apiCaller(api);
  const paid = await answerOf<object>(
    await call("POST", "/payment/local-checkout", token, {
      razorpay_order_id: providerOrderId,
      outcome: "success",
    }),
    200,
  );
  const verified = await call("POST", "/payment/verification", token, paid);
  return (await answerOf<{ invoice: { _id: string; serial: string } }>(verified, 200)).invoice;
}

let members = 0;

/**
 * A ten-digit Indian mobile number no other test uses. People do not share numbers, and one
 * account's WhatsApp "no" holds the number off for every other account with it (decision 0037),
 * so each test member has its own.
 */
export const freshMobile = () => `9${randomInt(100_000_000, 999_999_999)}`;

/**
 * Confirms an account's address as following its e-mailed link would (decision 0043), for tests
 * whose subject is what comes after.
 */
export async function confirmAddress(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Signs up a fresh member through the API, with a number of its own unless `phoneNo` says; its
 * token, id, e-mail and number. On a test app (which has its database) the address is confirmed
 * too, unless `confirmed` is false.
 */
export async function signUpMember(
  api: TestAppLike & { db?: Database },
  label = "member",
  { confirmed = true, phoneNo = freshMobile() }: { confirmed?: boolean; phoneNo?: string } = {},
) {
  const email = `${label}.${Date.now().toString(36)}.${(members += 1)}@example.com`;
  const response = await apiCaller(api)("POST", "/user/create", undefined, {
    name: "Member",
    email,
    phoneNo,
    password: "member password",
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const body = (await response.json()) as { accessToken: string; newUser: { _id: string } };
  if (confirmed && api.db) await confirmAddress(api.db, body.newUser._id);
  return { token: body.accessToken, id: body.newUser._id, email, phoneNo };
}

let admins = 0;

/**
 * A staff member made as `npm run admin:create` makes one (ensureAdmin; the owner unless `role`
 * says otherwise), with an e-mail no other test uses, signed in through the API with the second
 * factor set up there (decision 0041): the code is computed from the secret the API gave, at the
 * moment the app's clock reads. `label` is the account's name, and the start of its e-mail.
 */
export async function signInAdmin(
  api: TestAppLike,
  db: Database,
  label = "Admin",
  role: StaffRole = "owner",
  clock: () => Date = () => new Date(),
) {
  const tag = `${Date.now().toString(36)}.${(admins += 1)}`;
  const email = `${label.toLowerCase().replace(/\W+/g, ".")}.${tag}@example.com`;
  const password = `admin password ${tag}`;
  const made = await ensureAdmin(db, { email, password, name: label, staffRole: role }, { overwrite: false });
  if (made !== "created") throw new Error(`admin ${email}: ${made}`);
  const call = apiCaller(api);
  const response = await call("POST", "/user/login", undefined, { email, password });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  const login = (await response.json()) as { accessToken: string; user: { _id: string; phoneNo: string } };
  const { secret, body } = await setUpSecondFactor(api, login.accessToken, clock);
  return {
    token: body.accessToken,
    refreshToken: body.refreshToken,
    id: login.user._id,
    email,
    name: label,
    phoneNo: login.user.phoneNo,
    password,
    role,
    secret,
    recoveryCodes: body.recoveryCodes,
  };
}

/**
 * Sets up a staff account's second factor through the API, as the panel does at the first
 * sign-in: its secret, and the session past the factor with the recovery codes.
 */
export async function setUpSecondFactor(
  api: TestAppLike,
  accessToken: string,
  clock: () => Date = () => new Date(),
) {
  const call = apiCaller(api);
  const setup = await call("POST", "/staff/factor/setup", accessToken);
  if (setup.status !== 200) throw new Error(`factor setup failed: ${setup.status}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await call("POST", "/staff/factor/confirm", accessToken, { code: totp(secret, clock()) });
  if (confirmed.status !== 200) throw new Error(`factor confirm failed: ${confirmed.status}`);
  const body = (await confirmed.json()) as {
    accessToken: string;
    refreshToken: string;
    recoveryCodes: string[];
  };
  return { secret, body };
}

/** The plans' ids by name ("Premium" → its id), as GET /subscription lists them. */
export async function planIdsByName(api: TestAppLike): Promise<Record<string, string>> {
  const response = await apiCaller(api)("GET", "/subscription");
  if (response.status !== 200) throw new Error(`plans: ${response.status}`);
  const { subscriptions } = (await response.json()) as { subscriptions: { _id: string; name: string }[] };
  return Object.fromEntries(subscriptions.map((plan) => [plan.name, plan._id]));
}

let settledOrders = 0;

/**
 * A local order for a plan, recorded as paid at `paidAt` through the one payment path (as the
 * webhook or the reconciler would): its invoice row. For what depends on the moment of payment
 * (financial years, the order of serials and dates).
 */
export async function paidOrderAt(
  db: Database,
  member: { id: string },
  plan: { id: string; yearlyPricePaise: number },
  paidAt: Date,
) {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      userId: member.id,
      planId: plan.id,
      provider: "local",
      providerOrderId: `order_at_${Date.now().toString(36)}_${(settledOrders += 1)}`,
      amountPaise: plan.yearlyPricePaise,
      billingName: "Asha Rao",
      billingStateCode: "08",
    })
    .returning();
  const { invoiceId } = await settlePaidOrder(
    db,
    TEST_PAYMENT_CONTEXT,
    order!.id,
    `pay_at_${settledOrders}`,
    paidAt,
  );
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row!;
}
