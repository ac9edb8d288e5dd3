// Memberships on every driver (docs/product.md D20; decision 0027): the membership a member has,
// renewing early without losing a day, changing plans through support, and the reminders before the
// end, each sent once per period, also through `npm run memberships:remind -- --as-of`.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneYearAfter } from "../../src/lib/dates.ts";
import type { Membership } from "../../src/schemas/membership.ts";
import {
  consents,
  invoices,
  outgoingEmails,
  outgoingWhatsapp,
  paymentOrders,
  plans,
  users,
} from "../../src/server/db/schema.ts";
import { openEmbedded } from "../../src/server/db/embedded.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { reminderDue, sendMembershipReminders } from "../../src/server/services/memberships.ts";
import { issueInvoice } from "../../src/server/services/payments.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { json, signUpMember, TEST_PAYMENT_CONTEXT, planIdsByName } from "../helpers/app.ts";
import { closeDatabaseHelpers, copyEmbeddedTemplate } from "../helpers/databases.ts";
import { forEachDatabase, itOnServer } from "../helpers/for-each-database.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

afterAll(closeDatabaseHelpers);

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;
let payments = 0;

/** Noon in India on a day: what `--as-of` means. */
const indiaNoon = (day: string) => new Date(`${day}T12:00:00+05:30`);

describe("which reminder is due", () => {
  it("is the nearest of 30, 7, 1 and 0 days at or after the days left, none once it has ended", () => {
    expect([31, 30, 29, 8, 7, 6, 2, 1, 0, -1].map(reminderDue)).toEqual([
      undefined,
      "30",
      "30",
      "30",
      "7",
      "7",
      "7",
      "1",
      "0",
      undefined,
    ]);
  });
});

forEachDatabase("memberships", (ctx) => {
  const { call } = ctx;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    planIds = await planIdsByName(ctx.api);
  });

  async function buy(token: string, plan = "Premium") {
    const created = await call("POST", "/payment/order", token, {
      subscriptionId: planIds[plan],
      billing: RAJASTHAN_BILLING,
    });
    if (created.status !== 201) return { status: created.status, body: await json(created) };
    const { order } = (await created.json()) as { order: { id: string } };
    const paymentId = `pay_member_${(payments += 1)}`;
    const verified = await call("POST", "/payment/verification", token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, LOCAL_KEY_SECRET),
    });
    const { invoice } = (await verified.json()) as {
      invoice: { _id: string; startsAt: string; nextBillingDate: string; purchaseDate: string };
    };
    return { status: 201, invoice };
  }
  const membershipOf = async (token: string) =>
    ((await (await call("GET", "/subscription/current", token)).json()) as { membership: Membership | null })
      .membership;

  it("shows no membership before a purchase, then the plan, active, its end a year on and the days left", async () => {
    const member = await signUpMember(ctx.api, "member");
    expect(await membershipOf(member.token)).toBeNull();
    const { invoice } = await buy(member.token);
    const membership = await membershipOf(member.token);
    expect(membership).toMatchObject({
      plan: { name: "Premium", slug: "premium" },
      status: "active",
      invoiceId: invoice!._id,
      endsAt: oneYearAfter(new Date(invoice!.purchaseDate)).toISOString(),
    });
    expect(membership!.daysLeft).toBeGreaterThanOrEqual(364);
    expect(membership!.daysLeft).toBeLessThanOrEqual(366);
  });

  it("renews early from the current end date: no day is lost, and the end moves by a year", async () => {
    const member = await signUpMember(ctx.api, "renewer");
    const first = (await buy(member.token)).invoice!;
    const before = await membershipOf(member.token);
    const renewal = (await buy(member.token)).invoice!;
    expect(renewal.startsAt).toBe(first.nextBillingDate);
    expect(renewal.nextBillingDate).toBe(oneYearAfter(new Date(first.nextBillingDate)).toISOString());
    const after = await membershipOf(member.token);
    expect(after).toMatchObject({
      status: "active",
      invoiceId: renewal._id,
      endsAt: renewal.nextBillingDate,
    });
    expect(after!.daysLeft - before!.daysLeft).toBeGreaterThanOrEqual(365);
  });

  it("names the plan of the year that covers today when another plan's year was paid ahead", async () => {
    const member = await signUpMember(ctx.api, "two-tabs");
    // Two tabs, before any membership: an order for each plan, both made while none is active.
    const order = async (plan: string) =>
      (
        (await json(
          await call("POST", "/payment/order", member.token, {
            subscriptionId: planIds[plan],
            billing: RAJASTHAN_BILLING,
          }),
        )) as { order: { id: string } }
      ).order.id;
    const essentials = await order("Essentials");
    const elite = await order("Elite");
    for (const orderId of [essentials, elite]) {
      const paymentId = `pay_member_${(payments += 1)}`;
      const verified = await call("POST", "/payment/verification", member.token, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(orderId, paymentId, LOCAL_KEY_SECRET),
      });
      expect(verified.status).toBe(200);
    }
    const membership = await membershipOf(member.token);
    expect(membership).toMatchObject({ plan: { name: "Essentials" }, status: "active" });
    // Active until the Elite year paid ahead ends, two years on.
    expect(membership!.daysLeft).toBeGreaterThanOrEqual(729);
    expect(Date.parse(membership!.startsAt)).toBeLessThanOrEqual(Date.now());
  });

  it("sends a change of plan while a membership is active to support, and allows it once it has ended", async () => {
    const member = await signUpMember(ctx.api, "upgrader");
    const { invoice } = await buy(member.token, "Essentials");
    const refused = await buy(member.token, "Elite");
    expect(refused.status).toBe(409);
    expect(refused.body!.err).toMatch(
      /^Your Essentials membership runs until \w+ \d{1,2}, \d{4}\. To change your plan, please contact us/,
    );
    expect(await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id))).toHaveLength(
      1,
    );
    // A year later: the membership has ended, any plan may be bought.
    await ctx.db
      .update(invoices)
      .set({ nextBillingDate: new Date(Date.now() - DAY) })
      .where(eq(invoices.id, invoice!._id));
    expect(await membershipOf(member.token)).toMatchObject({ status: "expired", daysLeft: 0 });
    const elite = await buy(member.token, "Elite");
    expect(elite.status).toBe(201);
    // Bought after the end: it starts at the purchase.
    expect(elite.invoice!.startsAt).toBe(elite.invoice!.purchaseDate);
  });

  describe("reminders", () => {
    /** A member whose paid year ends at noon in India on `day`. */
    async function memberEndingOn(day: string) {
      const member = await signUpMember(ctx.api, "reminded");
      const { invoice } = await buy(member.token);
      await ctx.db
        .update(invoices)
        .set({ nextBillingDate: indiaNoon(day) })
        .where(eq(invoices.id, invoice!._id));
      return member;
    }
    const remindersTo = (email: string) =>
      ctx.db
        .select({
          template: outgoingEmails.template,
          subject: outgoingEmails.subject,
          textBody: outgoingEmails.textBody,
        })
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.to, email), like(outgoingEmails.template, "membership-reminder-%")));
    const remind = (day: string) =>
      sendMembershipReminders(ctx.db, { asOf: indiaNoon(day), siteUrl: "https://nova.example" });

    it("sends one reminder 30, 7 and 1 days before and on the day, and none when run again", async () => {
      const member = await memberEndingOn("2042-06-30");
      for (const [day, kind] of [
        ["2042-05-31", "30"],
        ["2042-06-23", "7"],
        ["2042-06-29", "1"],
        ["2042-06-30", "0"],
      ] as const) {
        await remind(day);
        await remind(day); // the job runs every hour: nothing twice
        expect((await remindersTo(member.email)).map((mail) => mail.template).at(-1)).toBe(
          `membership-reminder-${kind}`,
        );
      }
      const sent = await remindersTo(member.email);
      expect(sent.map((mail) => mail.template)).toEqual([
        "membership-reminder-30",
        "membership-reminder-7",
        "membership-reminder-1",
        "membership-reminder-0",
      ]);
      expect(sent[3]!.subject).toBe("Your Nova Experience Premium membership ends today");
      expect(sent[0]!.textBody).toContain("https://nova.example/purchase?plan=premium");
      // Days between the thresholds, and after the end, send nothing.
      for (const day of ["2042-06-01", "2042-06-24", "2042-07-01"]) await remind(day);
      expect(await remindersTo(member.email)).toHaveLength(4);
    });

    // The deployed function talks to a server database only (never PGlite).
    itOnServer(ctx.target)(
      "the scheduled daily function sends a reminder on e-mail and WhatsApp at once",
      async () => {
        const member = await signUpMember(ctx.api, "daily-fn");
        const { invoice } = await buy(member.token);
        // Twenty days left whenever the test runs: the 30-day reminder is due now.
        await ctx.db
          .update(invoices)
          .set({ nextBillingDate: new Date(Date.now() + 20 * DAY) })
          .where(eq(invoices.id, invoice!._id));
        const consent = await call("PUT", "/user/consents", member.token, {
          channel: "whatsapp",
          purpose: "updates",
          granted: true,
          source: "/dashboard",
        });
        expect(consent.status).toBe(200);
        // The deployed function is production and would refuse the local outboxes (decision
        // 0020); its job is given a test configuration.
        const fn = await import("../../netlify/functions/daily.mts");
        const env = parseEnv({
          NODE_ENV: "test",
          DATABASE_URL: ctx.database.url!,
          DATABASE_DRIVER: ctx.target.name,
          DATA_DIR: mkdtempSync(join(tmpdir(), "daily-fn-")),
          SITE_URL: "https://nova.example",
        });
        await fn.job({ db: ctx.db, env, log: createLogger("silent") });

        const mails = await ctx.db
          .select({ template: outgoingEmails.template, status: outgoingEmails.status })
          .from(outgoingEmails)
          .where(
            and(eq(outgoingEmails.to, member.email), like(outgoingEmails.template, "membership-reminder-%")),
          );
        expect(mails).toEqual([{ template: "membership-reminder-30", status: "sent" }]);
        const whatsapp = await ctx.db
          .select({ status: outgoingWhatsapp.status })
          .from(outgoingWhatsapp)
          .where(eq(outgoingWhatsapp.userId, member.id));
        expect(whatsapp).toEqual([{ status: "sent" }]);
      },
    );

    it("catches up a missed day with the reminder of that moment only", async () => {
      const member = await memberEndingOn("2042-09-30");
      // The job did not run 30 or 7 days before: five days before, the 7-day reminder goes.
      await remind("2042-09-25");
      expect((await remindersTo(member.email)).map((mail) => mail.template)).toEqual([
        "membership-reminder-7",
      ]);
    });

    it("reminds of the new end after an early renewal, not the old one", async () => {
      const member = await memberEndingOn("2043-01-31");
      await remind("2043-01-01");
      // Renewed: the paid year now ends a year later.
      const [renewal] = await ctx.db
        .insert(paymentOrders)
        .values({
          userId: member.id,
          planId: planIds.Premium,
          provider: "local",
          providerOrderId: `order_renew_${(payments += 1)}`,
          amountPaise: 999_900,
          billingStateCode: "08",
          status: "paid",
        })
        .returning();
      await ctx.db.transaction((tx) =>
        issueInvoice(tx, TEST_PAYMENT_CONTEXT, renewal!, `pay_renew_${payments}`, indiaNoon("2043-01-10")),
      );
      await remind("2043-01-24"); // the old end's 7-day mark: nothing
      await remind("2044-01-01"); // the new end's 30-day mark
      expect((await remindersTo(member.email)).map((mail) => mail.template)).toEqual([
        "membership-reminder-30",
        "membership-reminder-30",
      ]);
    });
  });
});

describe("npm run memberships:remind", () => {
  // The command as the README gives it, run as a process: one reminder 30 days before, none on a
  // second run the same day, a clear refusal of a day that does not exist. (Every day of the
  // reminders, in the job itself: the test above; each run here starts npm, Node and PGlite.)
  it(
    "sends the day's reminder once and refuses a day that does not exist",
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "remind-cmd-"));
      await copyEmbeddedTemplate(dataDir);
      const handle = await openEmbedded(dataDir);
      try {
        const [plan] = await handle.db.select().from(plans).where(eq(plans.slug, "elite"));
        const [user] = await handle.db
          .insert(users)
          .values({
            name: "Ira",
            email: "ira@example.com",
            phoneNo: "9876543210",
            passwordHash: "x",
            // A member of long standing: her address was confirmed (decision 0043).
            emailConfirmedAt: new Date("2044-02-01T00:00:00Z"),
          })
          .returning();
        const [order] = await handle.db
          .insert(paymentOrders)
          .values({
            userId: user!.id,
            planId: plan!.id,
            provider: "local",
            providerOrderId: "order_local_remind",
            amountPaise: plan!.yearlyPricePaise,
            billingStateCode: "08",
            status: "paid",
          })
          .returning();
        await handle.db.transaction((tx) =>
          issueInvoice(tx, TEST_PAYMENT_CONTEXT, order!, "pay_local_remind", indiaNoon("2044-03-15")),
        );
        // She asked for updates on WhatsApp too: the command sends that message at once, not
        // leaving it for a server's retry that may not be running.
        await handle.db.insert(consents).values({
          userId: user!.id,
          phone: "919876543210",
          channel: "whatsapp",
          purpose: "updates",
          granted: true,
          source: "/dashboard",
          textVersion: "en:1",
        });
      } finally {
        await handle.close();
      }
      const remind = async (day: string) => {
        const { stdout } = await run("npm", ["run", "--silent", "memberships:remind", "--", "--as-of", day], {
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" },
        });
        return stdout;
      };
      expect([await remind("2045-02-13"), await remind("2045-02-13")]).toEqual([
        "Membership reminders as of 2045-02-13: 1 sent.\n",
        "Membership reminders as of 2045-02-13: 0 sent.\n",
      ]);
      const outbox = await readLocalOutbox(join(dataDir, "mail"));
      expect(outbox.map((mail) => mail.tag)).toEqual(["membership-reminder-30"]);
      const whatsapp = readdirSync(join(dataDir, "whatsapp")).map(
        (file) => JSON.parse(readFileSync(join(dataDir, "whatsapp", file), "utf8")) as { to: string },
      );
      expect(whatsapp).toMatchObject([{ to: "919876543210", template: { name: expect.any(String) } }]);
      await expect(
        run("npm", ["run", "--silent", "memberships:remind", "--", "--as-of", "2045-02-30"], {
          env: { ...process.env, DATA_DIR: dataDir },
        }),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('--as-of must be a day such as 2027-03-31, not "2045-02-30"'),
      });
    },
  );
});
