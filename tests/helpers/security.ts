// Shared by the attack corpus, the authorisation matrix and the header tests: the app's own
// list of endpoints (so that a new route cannot escape them), the headers every API answer
// carries, a fingerprint of every table, and a small world of accounts with real data.
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, vi } from "vitest";
import { API_BASE } from "../../src/config/app.ts";
import { API_CSP, createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import * as schema from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { eventQuote } from "../fixtures/quotes.ts";
import { apiCaller, planIdsByName, signInAdmin } from "./app.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";

/** "POST /user/onboarding/:userId": every method and path the app serves, below /api/v1. */
export function servedEndpoints(): string[] {
  // Routes are registered when the app is built; nothing here runs a handler.
  const app = createApp({} as AppDeps);
  const keys = app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.slice(API_BASE.length).replace(/(.)\/$/, "$1")}`);
  return [...new Set(keys)].sort();
}

/** The headers that app.ts puts on every API answer, whatever its status. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": API_CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-permitted-cross-domain-policies": "none",
};

/** The security headers of an API answer, and no-store unless `cache` says otherwise. */
export function apiHeaderProblems(response: Response, cache = "no-store"): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    const actual = response.headers.get(name);
    if (actual !== value) problems.push(`${name}: ${actual ?? "(missing)"}`);
  }
  const cacheControl = response.headers.get("cache-control");
  if (cacheControl !== cache) problems.push(`cache-control: ${cacheControl ?? "(missing)"}`);
  // Nothing that names the server software to an attacker.
  for (const name of ["server", "x-powered-by"]) {
    if (response.headers.has(name)) problems.push(`${name}: ${response.headers.get(name)}`);
  }
  return problems;
}

export function expectApiSecurityHeaders(response: Response, label: string, cache = "no-store"): void {
  expect(apiHeaderProblems(response, cache), label).toEqual([]);
}

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Every table's row count and a hash of its rows' text, in one query: equal fingerprints
 * mean that nothing was inserted, changed or deleted anywhere.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const parts = TABLES.map((table) => {
    const name = getTableName(table);
    return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t`;
  });
  const result = (await db.execute(sql.raw(parts.join(" union all ")))) as unknown as {
    rows: { name: string; print: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

export const TABLE_NAMES = TABLES.map((table) => getTableName(table)).sort();

type Api = Parameters<typeof apiCaller>[0];

export interface Account {
  id: string;
  email: string;
  name: string;
  phoneNo: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** Member A's things, which nobody else but an admin may read or change. */
export interface OwnedData {
  inquiryId: string;
  inquiryReference: string;
  invoiceId: string;
  /** The provider's id of A's paid order, and what its checkout handed back. */
  paidOrder: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** The provider's id of an order of A's that is not paid yet. */
  openOrderId: string;
  profession: string;
  /** The admin's open quote on the inquiry (docs/product.md D21). */
  quoteId: string;
  /**
   * A payment link for the quote's deposit (D22), its order already made; and a second link, to
   * be cancelled. Empty for B.
   */
  paymentLink: { token: string; providerOrderId: string; spareLinkId: string };
}

export interface World {
  planId: string;
  admin: Account;
  /** The owner: an invoice, an inquiry, onboarding answers, an open order. */
  a: Account & OwnedData;
  /** Another member, with an inquiry and an invoice of their own. */
  b: Account & OwnedData;
}

let worlds = 0;

async function expectStatus(response: Response, status: number, what: string): Promise<unknown> {
  const body: unknown = await response.json();
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

async function signUp(api: Api, label: string, tag: string, phoneNo: string): Promise<Account> {
  const call = apiCaller(api);
  const name = `${label} ${tag}`;
  const email = `${label.toLowerCase().replace(/\W+/g, ".")}.${tag}@example.com`;
  const password = `${label} password ${tag}`;
  const body = (await expectStatus(
    await call("POST", "/user/create", undefined, { name, email, phoneNo, password }),
    201,
    `sign-up of ${label}`,
  )) as { accessToken: string; refreshToken: string; newUser: { _id: string } };
  return {
    id: body.newUser._id,
    email,
    name,
    phoneNo,
    password,
    token: body.accessToken,
    refreshToken: body.refreshToken,
  };
}

async function giveData(api: Api, account: Account, planId: string, tag: string): Promise<OwnedData> {
  const call = apiCaller(api);
  const profession = `Profession ${tag}`;
  await expectStatus(
    await call("PUT", `/user/onboarding/${account.id}`, account.token, {
      profession,
      interests: ["travel"],
    }),
    200,
    "onboarding",
  );
  const inquiry = (await expectStatus(
    await call(
      "POST",
      "/inquiry/create_event",
      account.token,
      eventInquiry({ name: account.name, email: account.email, phone: account.phoneNo, city: `City ${tag}` }),
    ),
    201,
    "inquiry",
  )) as { inquiry: { id: string; reference: string } };
  const order = async () =>
    (
      (await expectStatus(
        await call("POST", "/payment/order", account.token, {
          subscriptionId: planId,
          billing: RAJASTHAN_BILLING,
        }),
        201,
        "order",
      )) as { order: { id: string } }
    ).order.id;
  // Paid in the local test checkout, as a person would: the provider's books have the payment
  // (an admin can refund it).
  const paidOrderId = await order();
  const paidOrder = (await expectStatus(
    await call("POST", "/payment/local-checkout", account.token, {
      razorpay_order_id: paidOrderId,
      outcome: "success",
    }),
    200,
    "local checkout",
  )) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  const paid = (await expectStatus(
    await call("POST", "/payment/verification", account.token, paidOrder),
    200,
    "verification",
  )) as { invoice: { _id: string } };
  return {
    inquiryId: inquiry.inquiry.id,
    inquiryReference: inquiry.inquiry.reference,
    invoiceId: paid.invoice._id,
    paidOrder,
    openOrderId: await order(),
    profession,
    quoteId: "",
    paymentLink: { token: "", providerOrderId: "", spareLinkId: "" },
  };
}

/** The admin's payment link for an inquiry's deposit, and the order it is paid through. */
async function paymentLinkFor(
  api: Api,
  admin: Account,
  inquiryId: string,
): Promise<World["a"]["paymentLink"]> {
  const call = apiCaller(api);
  const made = async () =>
    (
      (await expectStatus(
        await call("POST", `/inquiry/admin/${inquiryId}/payment-links`, admin.token, {}),
        201,
        "payment link",
      )) as { link: { _id: string; url: string } }
    ).link;
  const link = await made();
  const token = new URL(link.url).hash.replace("#link=", "");
  const order = (await expectStatus(
    await call("POST", `/pay/${token}/order`, undefined, {}),
    201,
    "payment link order",
  )) as { order: { id: string } };
  return { token, providerOrderId: order.order.id, spareLinkId: (await made())._id };
}

/** The admin quotes a member's inquiry; the quote's id. */
async function quoteFor(api: Api, admin: Account, inquiryId: string): Promise<string> {
  const answer = (await expectStatus(
    await apiCaller(api)("POST", `/inquiry/admin/${inquiryId}/quote`, admin.token, eventQuote()),
    201,
    "quote",
  )) as { quote: { _id: string } };
  return answer.quote._id;
}

/**
 * An admin and two members, A and B, each with an inquiry (quoted by the admin), onboarding
 * answers, a paid invoice and an open order, all made through the API. Names, e-mails and phone numbers are
 * unique to this world, so that finding one in an answer means it came from that account.
 */
export async function buildWorld(api: Api, db: Database): Promise<World> {
  const tag = `${Date.now().toString(36)}${(worlds += 1)}`;
  const planId = (await planIdsByName(api)).Premium!;
  const admin: Account = await signInAdmin(api, db, `Admin ${tag}`);

  const a = await signUp(api, "Owner Alice", tag, "9111111111");
  const b = await signUp(api, "Other Bob", tag, "9222222222");
  const world = {
    planId,
    admin,
    a: { ...a, ...(await giveData(api, a, planId, `a${tag}`)) },
    b: { ...b, ...(await giveData(api, b, planId, `b${tag}`)) },
  };
  world.a.quoteId = await quoteFor(api, admin, world.a.inquiryId);
  world.b.quoteId = await quoteFor(api, admin, world.b.inquiryId);
  world.a.paymentLink = await paymentLinkFor(api, admin, world.a.inquiryId);
  await mailSettled(db);
  return world;
}

/** Waits until the e-mails sent after answers are delivered, so that no row changes later. */
export async function mailSettled(db: Database): Promise<void> {
  await vi.waitFor(
    async () => {
      const pending = await db
        .select({ id: schema.outgoingEmails.id })
        .from(schema.outgoingEmails)
        .where(eq(schema.outgoingEmails.status, "pending"));
      expect(pending).toEqual([]);
    },
    { timeout: 60_000, interval: 20 },
  );
}

/** What identifies member A in an answer: finding any of these in B's answers is a leak. */
export function identifiersOf(owner: World["a"]): string[] {
  return [
    owner.id,
    owner.email,
    owner.name,
    owner.phoneNo,
    owner.inquiryId,
    owner.inquiryReference,
    owner.invoiceId,
    owner.paidOrder.razorpay_order_id,
    owner.paidOrder.razorpay_payment_id,
    owner.openOrderId,
    owner.profession,
  ];
}
