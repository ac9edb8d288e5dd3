// The record of staff actions on every driver (docs/product.md D27; decision 0041): a row for each
// thing staff do (who, when, from where, what, on which record), read by the owner a page at a
// time and as CSV, and refused to everyone else; the database itself refuses to change a row.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatIsoDay } from "../../src/lib/dates.ts";
import { STAFF_MESSAGES, type StaffActionEntry } from "../../src/schemas/staff.ts";
import { inquiries, invoices, outgoingEmails, staffActions, users } from "../../src/server/db/schema.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE } from "../fixtures/quotes.ts";
import { quotedEvent } from "../helpers/bookings.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { parseCsv } from "../helpers/csv.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import {
  answerOf,
  apiCaller,
  payInLocalCheckout,
  planIdsByName,
  setUpSecondFactor,
  signInAdmin,
  signUpMember,
} from "../helpers/app.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const OWNER_ADDRESS = "203.0.113.7";

forEachDatabase("the staff record", (ctx) => {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    apiCaller(ctx.api)(method, path, token, body);

  let owner: Awaited<ReturnType<typeof signInAdmin>>;
  let entries: StaffActionEntry[];
  const targets: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signInAdmin(ctx.api, ctx.db, "Recorded Owner");

    // A quote, a status change, a payment link, a bank transfer (on a second booking).
    const booking = await quotedEvent(ctx.api, owner.token, "recorded.booking");
    targets.inquiry = booking.inquiryId;
    // From a known address: the record keeps the one the rate limits see.
    const fromOffice = await ctx.api.app.request(`/api/v1/inquiry/admin/${booking.inquiryId}`, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": "application/json",
        "x-test-client": OWNER_ADDRESS,
      },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(fromOffice.status).toBe(200);
    await answerOf(
      await call("POST", `/inquiry/admin/${booking.inquiryId}/payment-links`, owner.token, {}),
      201,
    );
    const paidByBank = await quotedEvent(ctx.api, owner.token, "recorded.transfer");
    targets.transfer = paidByBank.inquiryId;
    await answerOf(
      await call("POST", `/inquiry/admin/${paidByBank.inquiryId}/bank-transfer`, owner.token, {
        amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
        utr: "RECORDUTR0000001",
        receivedOn: formatIsoDay(new Date()),
      }),
      201,
    );

    // A refund of a paid membership.
    const buyer = await signUpMember(ctx.api, "recorded.buyer");
    const { Premium: premiumId } = await planIdsByName(ctx.api);
    const { order } = await answerOf<{ order: { id: string } }>(
      await call("POST", "/payment/order", buyer.token, {
        subscriptionId: premiumId,
        billing: RAJASTHAN_BILLING,
      }),
      201,
    );
    const invoice = await payInLocalCheckout(ctx.api, buyer.token, order.id);
    targets.invoice = invoice._id;
    await answerOf(
      await call("POST", `/invoice/admin/${invoice._id}/refund`, owner.token, { reason: "Bought twice" }),
      200,
    );

    // An export, and the owner's own data summary.
    const exported = await ctx.api.app.request("/api/v1/user/admin/export.csv", {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(exported.status).toBe(200);
    await exported.text();
    await answerOf(await call("GET", "/user/data", owner.token), 200);

    // Staff added, role changed, factor reset, removed; a sign-in with a code and with a recovery code.
    const joining = await signUpMember(ctx.api, "recorded.joining");
    targets.joining = joining.id;
    await answerOf(await call("POST", "/staff", owner.token, { email: joining.email, role: "sales" }), 201);
    await answerOf(await call("PATCH", `/staff/${joining.id}`, owner.token, { role: "accounts" }), 200);
    // No factor set up yet: nothing to reset, and nothing recorded (one row, for the reset below).
    expect(await answerOf(await call("POST", `/staff/${joining.id}/factor/reset`, owner.token), 409)).toEqual(
      {
        err: STAFF_MESSAGES.noFactor,
      },
    );
    const joined = await answerOf<{ accessToken: string }>(
      await call("POST", "/user/login", undefined, { email: joining.email, password: "member password" }),
      200,
    );
    await setUpSecondFactor(ctx.api, joined.accessToken);
    await answerOf(await call("POST", `/staff/${joining.id}/factor/reset`, owner.token), 200);
    await answerOf(await call("POST", `/staff/${joining.id}/remove`, owner.token), 200);
    const sales = await signInAdmin(ctx.api, ctx.db, "Recorded Sales", "sales");
    targets.sales = sales.id;
    const login = await answerOf<{ accessToken: string }>(
      await call("POST", "/user/login", undefined, { email: sales.email, password: sales.password }),
      200,
    );
    const passed = await answerOf<{ accessToken: string }>(
      await call("POST", "/staff/factor/verify", login.accessToken, { code: sales.recoveryCodes[0] }),
      200,
    );
    // The sales member signs out another device of theirs (the first sign-in's session).
    const devices = await answerOf<{ sessions: { _id: string; current: boolean }[] }>(
      await call("GET", "/user/sessions", passed.accessToken),
      200,
    );
    const other = devices.sessions.find((session) => !session.current);
    targets.endedSession = other!._id;
    await answerOf(await call("POST", `/user/sessions/${other!._id}/end`, passed.accessToken), 200);
    // The sales member changes their password, then resets it by the e-mailed link.
    await answerOf(
      await call("PUT", "/user/password", passed.accessToken, {
        currentPassword: sales.password,
        password: "a new sales password",
      }),
      200,
    );
    await answerOf(
      await call("POST", "/user/forgot/password", undefined, {
        email: sales.email,
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      200,
    );
    await ctx.api.settled();
    const [resetMail] = await ctx.db
      .select({ textBody: outgoingEmails.textBody })
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.to, sales.email), eq(outgoingEmails.template, "password-reset")));
    const resetToken = /#token=([\w-]+)/.exec(resetMail!.textBody)![1]!;
    await answerOf(
      await call("PUT", `/user/auth/update-password/${resetToken}/`, undefined, {
        password: "another sales password",
      }),
      200,
    );
    // A member's own answers are not a staff action; the owner changing them is.
    const answering = await signUpMember(ctx.api, "recorded.answers");
    targets.answering = answering.id;
    const answers = { profession: "Doctor", interests: ["travel"] };
    await answerOf(await call("PUT", `/user/onboarding/${answering.id}`, answering.token, answers), 200);
    await answerOf(await call("PUT", `/user/onboarding/${answering.id}`, owner.token, answers), 200);

    const page = await answerOf<{ actions: StaffActionEntry[]; total: number }>(
      await call("GET", "/staff/actions?limit=100", owner.token),
      200,
    );
    entries = page.actions;
    expect(page.total).toBeGreaterThanOrEqual(entries.length);
  });

  const rowsOf = (action: string, actorId?: string) =>
    entries.filter((entry) => entry.action === action && (!actorId || entry.actorId === actorId));

  it.each<[action: string, actor: () => string, type: string, id: () => string | null]>([
    ["sign-in", () => owner.id, "user", () => owner.id],
    ["factor.enrolled", () => owner.id, "user", () => owner.id],
    ["sign-in.recovery-code", () => targets.sales!, "user", () => targets.sales!],
    ["quote.sent", () => owner.id, "inquiry", () => targets.inquiry!],
    ["inquiry.status-changed", () => owner.id, "inquiry", () => targets.inquiry!],
    ["payment-link.sent", () => owner.id, "inquiry", () => targets.inquiry!],
    ["bank-transfer.recorded", () => owner.id, "inquiry", () => targets.transfer!],
    ["refund.invoice", () => owner.id, "invoice", () => targets.invoice!],
    ["export", () => owner.id, "users", () => null],
    ["data-summary", () => owner.id, "user", () => owner.id],
    ["staff.added", () => owner.id, "user", () => targets.joining!],
    ["staff.role-changed", () => owner.id, "user", () => targets.joining!],
    ["factor.reset", () => owner.id, "user", () => targets.joining!],
    ["staff.removed", () => owner.id, "user", () => targets.joining!],
    ["password.changed", () => targets.sales!, "user", () => targets.sales!],
    ["password.reset", () => targets.sales!, "user", () => targets.sales!],
    ["onboarding.changed", () => owner.id, "user", () => targets.answering!],
  ])("has a row for %s: who, their role, what and on which record", (action, actor, type, id) => {
    const rows = rowsOf(action, actor());
    expect(rows.length, action).toBeGreaterThan(0);
    expect(
      rows.map((row) => `${row.targetType} ${row.targetId}`),
      action,
    ).toContain(`${type} ${id()}`);
    for (const row of rows) {
      expect(row.actorRole).toMatch(/^(owner|sales|accounts)$/);
      expect(row.clientAddress).not.toBe("");
      expect(Date.parse(row.at)).not.toBeNaN();
    }
  });

  it("has no row for a factor reset refused because none was set up", () => {
    expect(rowsOf("factor.reset").filter((row) => row.targetId === targets.joining)).toHaveLength(1);
  });

  it("names each record as a person reads it: an account by name and e-mail, an inquiry by reference, an invoice by number", async () => {
    const [inquiry] = await ctx.db
      .select({ reference: inquiries.reference })
      .from(inquiries)
      .where(eq(inquiries.id, targets.inquiry!));
    const [invoice] = await ctx.db
      .select({ serial: invoices.serial })
      .from(invoices)
      .where(eq(invoices.id, targets.invoice!));
    const [joining] = await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, targets.joining!));
    const labelOf = (action: string, id: string) =>
      rowsOf(action).find((row) => row.targetId === id)!.targetLabel;
    expect(labelOf("quote.sent", targets.inquiry!)).toBe(`Inquiry ${inquiry!.reference}`);
    expect(labelOf("refund.invoice", targets.invoice!)).toBe(`Invoice ${invoice!.serial}`);
    expect(labelOf("staff.removed", targets.joining!)).toBe(`${joining!.name} (${joining!.email})`);
    expect(rowsOf("export")[0]!.targetLabel).toBeNull();
  });

  it("records the owner's change of a member's answers once, and nothing the member did", () => {
    expect(entries.filter((entry) => entry.targetId === targets.answering)).toHaveLength(1);
  });

  it("says what changed where it matters: the role's move, the refund's reason, the transfer's UTR", () => {
    expect(rowsOf("staff.role-changed")[0]!.detail).toBe("sales → accounts");
    expect(rowsOf("refund.invoice")[0]!.detail).toBe("Bought twice · ₹9,999.00");
    expect(rowsOf("bank-transfer.recorded")[0]!.detail).toBe("RECORDUTR0000001");
    expect(rowsOf("staff.sessions-ended", targets.sales!)[0]!.detail).toBe(`session ${targets.endedSession}`);
  });

  it("keeps the client address the app saw, newest first", async () => {
    const rows = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.clientAddress, OWNER_ADDRESS));
    expect(rows.map((row) => [row.action, row.targetId, row.actorEmail])).toEqual([
      ["inquiry.status-changed", targets.inquiry, owner.email],
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("downloads the whole record as CSV for the owner, and is closed to every other role", async () => {
    const response = await ctx.api.app.request("/api/v1/staff/actions/export.csv", {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(["When", "Staff", "Role", "Address", "Action", "Record", "Record ID", "Detail"]);
    expect(rows.some((row) => row[4] === "refund.invoice" && row[6] === targets.invoice)).toBe(true);

    for (const role of ["sales", "accounts"] as const) {
      const staff = await signInAdmin(ctx.api, ctx.db, `Curious ${role}`, role);
      expect((await call("GET", "/staff/actions", staff.token)).status).toBe(403);
      expect((await call("GET", "/staff/actions/export.csv", staff.token)).status).toBe(403);
    }
  });

  it("refuses any change to a row in the database itself", async () => {
    const [row] = await ctx.db.select().from(staffActions).limit(1);
    await expect(
      ctx.db.update(staffActions).set({ detail: "edited" }).where(eq(staffActions.id, row!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(staffActions).where(eq(staffActions.id, row!.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate staff_actions`)).rejects.toThrow();
    const [still] = await ctx.db.select().from(staffActions).where(eq(staffActions.id, row!.id));
    expect(still).toEqual(row);
  });
});
