// Attacks on a person's data rights, as an outsider tries them, on every driver (docs/product.md
// D27; decisions 0039 and 0040): a flood of data requests for one address leaves one live link;
// a link erases once; a payment made after the erasure started, on an order the erasure kept,
// becomes a tax document under its legal hold rather than money nobody can account for; erasing
// while a grievance is open leaves it answerable.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DATA_REQUEST_LINK_INVALID, type ErasureReceipt } from "../../src/schemas/privacy.ts";
import {
  grievances,
  invoices,
  legalHolds,
  outgoingEmails,
  paymentOrders,
} from "../../src/server/db/schema.ts";
import { webhookSignature } from "../../src/server/payments/signatures.ts";
import { ERASED_NAME, releaseEndedHolds, taxHoldUntil } from "../../src/server/services/erasure.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/services/payments.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { answerOf as body, planIdsByName, signInAdmin } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const DAY = 86_400_000;
let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter += 1)}`;

forEachDatabase("attacks on data rights", { env: { OPERATOR_EMAIL: "ops@attacks.example" } }, (ctx) => {
  const { call } = ctx;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let premium: string;
  beforeAll(async () => {
    admin = await signInAdmin(ctx.api, ctx.db, "Attack Desk");
    premium = (await planIdsByName(ctx.api)).Premium!;
  });

  async function member() {
    const t = tag();
    const person = {
      name: `Kiran Target ${t}`,
      email: `kiran.${t}@example.com`,
      phoneNo: "9876543210",
      password: `kiran password ${t}`,
    };
    const created = await body<{ accessToken: string; newUser: { _id: string } }>(
      await call("POST", "/user/create", undefined, person),
      201,
    );
    return { ...person, id: created.newUser._id, token: created.accessToken };
  }

  /** Razorpay's signed event, as the provider delivers it. */
  const webhook = (event: string, orderId: string, paymentId: string) => {
    const raw = JSON.stringify({
      entity: "event",
      event,
      payload: { payment: { entity: { id: paymentId, order_id: orderId, email: "payer@example.com" } } },
    });
    return ctx.api.app.request("/api/v1/payment/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": `evt_attack_${tag()}`,
        "x-razorpay-signature": webhookSignature(raw, LOCAL_WEBHOOK_SECRET),
      },
      body: raw,
    });
  };

  async function linksTo(email: string) {
    await ctx.api.settled();
    const mails = await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email));
    return mails
      .filter((mail) => mail.template === "data-request")
      .map((mail) => /\/data-request#token=([\w-]+)/.exec(mail.textBody)![1]!);
  }

  it("a new request spends the address's earlier link: one live link an address, and it erases once", async () => {
    const visitor = `flood.${tag()}@example.com`;
    const ask = () =>
      call("POST", "/privacy/data-request", undefined, { email: visitor, capchaToken: SOLVED_LOCAL_CAPTCHA });
    expect((await ask()).status).toBe(200);
    const [first] = await linksTo(visitor);
    expect((await ask()).status).toBe(200);
    const second = (await linksTo(visitor)).find((token) => token !== first)!;
    expect(second).toBeDefined();

    const refused = await body<{ err: string }>(await call("GET", `/privacy/data-request/${first}`), 404);
    expect(refused.err).toBe(DATA_REQUEST_LINK_INVALID);
    expect((await call("GET", `/privacy/data-request/${second}`)).status).toBe(200);

    // Two clicks at once on the erase button: one erasure, one refusal.
    const both = await Promise.all([
      call("POST", `/privacy/data-request/${second}/erase`),
      call("POST", `/privacy/data-request/${second}/erase`),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 404]);
    expect((await call("GET", `/privacy/data-request/${second}`)).status).toBe(404);
  });

  it("an order given up before the erasure and paid after it becomes a tax document kept under its hold", async () => {
    const kiran = await member();
    const { order } = await body<{ order: { id: string } }>(
      await call("POST", "/payment/order", kiran.token, {
        subscriptionId: premium,
        billing: { name: kiran.name, stateCode: "08", address: "12 Hawa Mahal Road, Jaipur" },
      }),
      201,
    );
    // Past the reconciler's reach, it no longer blocks the erasure...
    await ctx.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(paymentOrders.providerOrderId, order.id));
    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", "/user/erase", kiran.token, { password: kiran.password }),
      200,
    );
    expect(erasure.kept.map((k) => k.item)).toEqual(["processing-log"]);
    // ...but it stays, without the billing details, for the provider may still take the money.
    const [kept] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.id));
    expect(kept).toMatchObject({ status: "created", billingName: null, billingAddress: null });

    // The person had the checkout open: the payment arrives after the erasure.
    const paid = await webhook("payment.captured", order.id, `pay_late_${tag()}`);
    expect(await paid.json()).toEqual({ status: "paid" });
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.userId, kiran.id));
    expect(invoice!.document!.buyer.name).toBe(ERASED_NAME);
    expect(JSON.stringify(invoice!.document)).not.toContain(kiran.email);
    const [hold] = await ctx.db
      .select()
      .from(legalHolds)
      .where(and(eq(legalHolds.recordTable, "invoices"), eq(legalHolds.recordId, invoice!.id)));
    expect(hold).toMatchObject({
      userId: kiran.id,
      kind: "tax-documents",
      basis: "cgst-s36",
      documentNumber: invoice!.serial,
      heldUntil: taxHoldUntil(invoice!.fiscalYear),
    });
    // Nothing was sent to the erased account.
    await ctx.api.settled();
    expect(await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, kiran.email))).toEqual([]);

    // The erasure's log ending a year on takes neither the documents nor the account.
    const logEnds = (await ctx.db.select().from(legalHolds).where(eq(legalHolds.userId, kiran.id)))
      .filter((row) => row.kind === "processing-log")
      .map((row) => row.heldUntil)[0]!;
    await releaseEndedHolds(ctx.db, `${Number(logEnds.slice(0, 4)) + 1}${logEnds.slice(4)}`);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id))).toHaveLength(1);
  });

  it("erasing while a grievance is open leaves it answerable, and the answer reaches the person", async () => {
    const kiran = await member();
    const filed = await body<{ reference: string }>(
      await call("POST", "/grievance", undefined, {
        name: kiran.name,
        email: kiran.email,
        phone: "",
        topic: "use",
        message: "You shared my number with a taxi firm.",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      201,
    );
    await body(await call("POST", "/user/erase", kiran.token, { password: kiran.password }), 200);
    // The account's address is free again, but the grievance still has it, for the answer.
    const [row] = await ctx.db.select().from(grievances).where(eq(grievances.reference, filed.reference));
    expect(row).toMatchObject({ email: kiran.email, status: "open" });
    await body(
      await call("PATCH", `/grievance/admin/${row!.id}`, admin.token, { status: "answered", note: "" }),
      200,
    );
    await ctx.api.settled();
    const answers = (
      await ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, kiran.email))
    ).filter((mail) => mail.template === "grievance-answered");
    expect(answers).toHaveLength(1);
    const [after] = await ctx.db.select().from(grievances).where(eq(grievances.id, row!.id));
    expect(after).toMatchObject({ name: ERASED_NAME, message: "(erased)", status: "answered" });
  });
});
