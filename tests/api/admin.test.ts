// The admin panel's calls on every driver (decision 0011; docs/product.md D5, D16): admins only,
// server-side search, paging with totals, CSV downloads of the whole filtered list, and inquiry
// status changes that the member sees (without the internal note).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAdminDateTime } from "../../src/lib/dates.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { contactMessages, inquiries, inquiryStatusChanges, users } from "../../src/server/db/schema.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { EXPORT_BATCH } from "../../src/server/services/admin-lists.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { confirmAddress, json, signInAdmin, signUpMember, planIdsByName } from "../helpers/app.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { parseCsv } from "../helpers/csv.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { NOT_PAID_STATUS_MESSAGE } from "../../src/server/services/admin-inquiries.ts";

afterAll(closeDatabaseHelpers);

let tags = 0;
/** A word no other test's rows contain, so that a search finds only this test's rows. */
const uniqueTag = () => `zq${Date.now().toString(36)}x${(tags += 1)}`;
const MINUTE = 60_000;

const ADMIN_ROUTES: [method: string, path: string][] = [
  ["GET", "/user/admin"],
  ["GET", "/user/admin/export.csv"],
  ["GET", "/invoice/admin"],
  ["GET", "/invoice/admin/export.csv"],
  ["GET", "/contact/admin"],
  ["GET", "/contact/admin/export.csv"],
  ["GET", "/grievance/admin"],
  ["GET", "/grievance/admin/export.csv"],
  ["PATCH", "/grievance/admin/00000000-0000-4000-8000-000000000000"],
  ["GET", "/inquiry/admin"],
  ["GET", "/inquiry/admin/export.csv"],
  ["GET", "/inquiry/admin/00000000-0000-4000-8000-000000000000"],
  ["PATCH", "/inquiry/admin/00000000-0000-4000-8000-000000000000"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/quote"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/bank-transfer"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/cancellation/refund"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/tax-invoice"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/payment-links"],
  ["GET", "/inquiry/admin/00000000-0000-4000-8000-000000000000/payment-links"],
  ["POST", "/inquiry/admin/00000000-0000-4000-8000-000000000000/payment-links/:linkId/cancel"],
  ["GET", "/admin/summary"],
  ["GET", "/admin/gst/summary"],
  ["GET", "/admin/gst/documents"],
  ["GET", "/admin/gst/document"],
  ["GET", "/admin/gst/gstr1.json"],
  ["GET", "/admin/gst/gstr1-csv.zip"],
  ["GET", "/admin/gst/register.csv"],
  ["POST", "/invoice/admin/00000000-0000-4000-8000-000000000000/refund"],
  ["GET", "/admin/emails"],
  ["POST", "/admin/emails/00000000-0000-4000-8000-000000000000/resend"],
  ["POST", "/admin/users/:userId/sessions/end"],
];

describe("the admin routes under test", () => {
  it("are every route of the app with admin in its path", () => {
    const app = createApp({} as AppDeps);
    const served = app.routes
      .filter((route) => route.method !== "ALL" && route.path.includes("admin"))
      .map(
        (route) =>
          `${route.method} ${route.path.replace(/^\/api\/v1/, "").replace(/:id|:invoiceId/, "00000000-0000-4000-8000-000000000000")}`,
      );
    expect([...new Set(served)].sort()).toEqual(
      ADMIN_ROUTES.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });
});

forEachDatabase("admin panel", (ctx) => {
  const { call } = ctx;
  let admin: { token: string; id: string; email: string };
  let planIds: Record<string, string>;

  beforeAll(async () => {
    admin = await signInAdmin(ctx.api, ctx.db, "Asha Admin");
    planIds = await planIdsByName(ctx.api);
  });
  const get = async <T>(path: string, token = admin.token) => {
    const response = await call("GET", path, token);
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return { body: (await response.json()) as T, response };
  };
  const csv = async (path: string) => {
    const response = await call("GET", path, admin.token);
    expect(response.status).toBe(200);
    return { rows: parseCsv(await response.text()), response };
  };

  /** `n` accounts inserted directly (no password hashing), a minute apart, the newest first. */
  async function insertUsers(tag: string, n: number) {
    const start = Date.now() - 24 * 60 * MINUTE;
    const rows = Array.from({ length: n }, (_, i) => ({
      name: `Member ${tag} ${String(i).padStart(2, "0")}`,
      email: `member${i}.${tag}@example.com`,
      phoneNo: `98${String(10_000_000 + i * 7919).slice(-8)}`,
      passwordHash: "not a usable hash",
      createdAt: new Date(start + i * MINUTE),
    }));
    await ctx.db.insert(users).values(rows);
    return rows.reverse();
  }

  async function buyPlan(token: string, plan: string) {
    const created = (await (
      await call("POST", "/payment/order", token, {
        subscriptionId: planIds[plan],
        billingFrequency: "yearly",
        billing: RAJASTHAN_BILLING,
      })
    ).json()) as { order: { id: string } };
    const paymentId = `pay_${uniqueTag()}`;
    const response = await call("POST", "/payment/verification", token, {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(created.order.id, paymentId, LOCAL_KEY_SECRET),
    });
    expect(response.status).toBe(200);
    return (
      (await response.json()) as {
        invoice: { _id: string; number: number; serial: string; paymentId: string };
      }
    ).invoice;
  }

  describe("guards", () => {
    it.each(ADMIN_ROUTES)("%s %s answers 401 without a token and 403 to a member", async (method, path) => {
      const body =
        method === "PATCH"
          ? { status: "contacted" }
          : path.endsWith("/refund")
            ? { reason: "Asked" }
            : undefined;
      const anonymous = await call(method, path, undefined, body);
      expect(anonymous.status).toBe(401);
      expect((await json(anonymous)).err).toBe("Please log in to continue.");
      expect((await call(method, path, "forged.token.value", body)).status).toBe(401);
      const { token } = await signUpMember(ctx.api, "nosy");
      const member = await call(method, path, token, body);
      expect(member.status).toBe(403);
      expect((await json(member)).err).toBe("Only administrators can do this.");
    });

    it("reads the role from the database, not from the token", async () => {
      const { token, id } = await signUpMember(ctx.api, "promoted");
      expect((await call("GET", "/user/admin", token)).status).toBe(403);
      // A staff role given in the database counts at once (still behind the second factor).
      await ctx.db.update(users).set({ role: "admin", staffRole: "owner" }).where(eq(users.id, id));
      const unfactored = await call("GET", "/user/admin", token);
      expect(unfactored.status).toBe(403);
      expect((await json(unfactored)).secondFactor).toBe("setup");
      await ctx.db.update(users).set({ role: "user", staffRole: null }).where(eq(users.id, id));
      expect((await json(await call("GET", "/user/admin", token))).err).toBe(
        "Only administrators can do this.",
      );
      // And an owner made accounts loses what accounts may not do at the next call.
      const owner = await signInAdmin(ctx.api, ctx.db, "Demoted");
      expect((await call("GET", "/staff", owner.token)).status).toBe(200);
      await ctx.db.update(users).set({ staffRole: "accounts" }).where(eq(users.id, owner.id));
      expect((await call("GET", "/staff", owner.token)).status).toBe(403);
    });
  });

  describe("users", () => {
    it("pages through 60 members newest first, with the total in the body and the header", async () => {
      const tag = uniqueTag();
      const inserted = await insertUsers(tag, 60);
      const seen: string[] = [];
      for (const [page, size] of [
        [1, 25],
        [2, 25],
        [3, 10],
      ] as const) {
        const { body, response } = await get<{
          users: { email: string; create_at: string }[];
          total: number;
          page: number;
          limit: number;
        }>(`/user/admin?q=${tag}&page=${page}&limit=25`);
        expect(body).toMatchObject({ total: 60, page, limit: 25 });
        expect(body.users).toHaveLength(size);
        expect(response.headers.get("X-Total-Count")).toBe("60");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        seen.push(...body.users.map((user) => user.email));
      }
      expect(seen).toEqual(inserted.map((user) => user.email));

      const past = await get<{ users: unknown[]; total: number }>(`/user/admin?q=${tag}&page=4&limit=25`);
      expect(past.body).toMatchObject({ users: [], total: 60 });
      const defaults = await get<{ users: unknown[]; limit: number; page: number }>(`/user/admin?q=${tag}`);
      expect(defaults.body.users).toHaveLength(20);
      expect(defaults.body).toMatchObject({ page: 1, limit: 20 });
    });

    it("finds a member by e-mail (any case) or phone, and shows the specification's fields only", async () => {
      const tag = uniqueTag();
      const [newest, , third] = await insertUsers(tag, 3);
      const { body } = await get<{ users: Record<string, unknown>[]; total: number }>(
        `/user/admin?q=${encodeURIComponent(third!.email.toUpperCase())}`,
      );
      expect(body.total).toBe(1);
      expect(body.users[0]).toEqual({
        _id: expect.any(String),
        name: third!.name,
        email: third!.email,
        phoneNo: third!.phoneNo,
        role: "user",
        create_at: third!.createdAt.toISOString(),
      });
      const byPhone = await get<{ users: { email: string }[] }>(`/user/admin?q=${newest!.phoneNo}`);
      expect(byPhone.body.users.map((user) => user.email)).toContain(newest!.email);
      // % and _ are searched for as they are, not as wildcards.
      expect((await get<{ total: number }>(`/user/admin?q=${encodeURIComponent("%")}`)).body.total).toBe(0);
      expect(
        (await get<{ total: number }>(`/user/admin?q=${encodeURIComponent(`${tag}_`)}`)).body.total,
      ).toBe(0);
    });

    it.each([
      ["limit=0", "limit must be a whole number from 1 to 100."],
      ["limit=101", "limit must be a whole number from 1 to 100."],
      ["limit=-5", "limit must be a whole number from 1 to 100."],
      ["limit=ten", "limit must be a whole number from 1 to 100."],
      ["limit=2.5", "limit must be a whole number from 1 to 100."],
      ["page=0", "page must be a whole number from 1 to 100000."],
      ["page=1e3", "page must be a whole number from 1 to 100000."],
      ["page=1&page=2", "page must be a whole number from 1 to 100000."],
      ["page=999999999", "page must be a whole number from 1 to 100000."],
      [`q=${"a".repeat(101)}`, "Search text is too long."],
    ])("refuses ?%s with 400 and a clear message", async (queryString, message) => {
      for (const path of ["/user/admin", "/invoice/admin", "/contact/admin", "/inquiry/admin"]) {
        const response = await call("GET", `${path}?${queryString}`, admin.token);
        expect(response.status).toBe(400);
        expect((await json(response)).err).toBe(message);
      }
    });

    it("answers any query string with 200 or a 400 that says why, never a failure", async () => {
      const value = fc.oneof(
        fc.string(),
        fc.integer().map(String),
        fc.constantFrom(
          "",
          "0",
          "100",
          "101",
          "1e2",
          "-1",
          "%",
          "_",
          "\\",
          "'; drop table users; --",
          "\u0000",
          "𝓤 ☃",
        ),
      );
      const key = fc.constantFrom("q", "page", "limit", "type", "status", "other");
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "/user/admin",
            "/invoice/admin",
            "/contact/admin",
            "/inquiry/admin",
            "/inquiry/admin/export.csv",
          ),
          fc.array(fc.tuple(key, value), { maxLength: 4 }),
          async (path, pairs) => {
            const search = new URLSearchParams(pairs).toString();
            const response = await call("GET", `${path}?${search}`, admin.token);
            if (response.status === 400) {
              expect((await json(response)).err).toEqual(expect.any(String));
            } else {
              expect(response.status, `${path}?${search}`).toBe(200);
              await response.text();
            }
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
      );
    });

    it("accepts the largest page size", async () => {
      const { body } = await get<{ limit: number; users: unknown[] }>("/user/admin?limit=100");
      expect(body.limit).toBe(100);
    });

    it("exports the whole filtered list as CSV, rows as the panel shows them", async () => {
      const tag = uniqueTag();
      const inserted = await insertUsers(tag, 30);
      const { rows, response } = await csv(`/user/admin/export.csv?q=${tag}&page=2&limit=5`);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(rows[0]).toEqual(["Name", "Email", "Enrolled Date", "Phone No"]);
      // Paging is ignored: every matching row, in the list's order.
      expect(rows.slice(1)).toEqual(
        inserted.map((user) => [user.name, user.email, formatAdminDateTime(user.createdAt), user.phoneNo]),
      );
      expect(rows[1]![2]).toMatch(/^[A-Z][a-z]{2} \d{2} \d{2} \d{2}:\d{2}$/);
    });

    it("guards the CSV against spreadsheet formulas and keeps commas, quotes and line breaks", async () => {
      const tag = uniqueTag();
      const names = [
        '=HYPERLINK("http://evil.example","x")',
        "+91 call",
        "-2+3",
        "@SUM(A1)",
        "\tTabbed",
        'Rao, "Ravi"\nJr',
      ];
      await ctx.db.insert(users).values(
        names.map((name, i) => ({
          name: `${name}`,
          email: `formula${i}.${tag}@example.com`,
          phoneNo: "9876543210",
          passwordHash: "x",
          createdAt: new Date(Date.now() - i * MINUTE),
        })),
      );
      const { rows } = await csv(`/user/admin/export.csv?q=${tag}`);
      expect(rows.slice(1).map((row) => row[0])).toEqual([
        `'=HYPERLINK("http://evil.example","x")`,
        "'+91 call",
        "'-2+3",
        "'@SUM(A1)",
        "'\tTabbed",
        'Rao, "Ravi"\nJr',
      ]);
    });
  });

  describe("invoices", () => {
    it("lists invoices newest first, found by member e-mail, number, plan or payment id, and exports them", async () => {
      const buyer = await signUpMember(ctx.api, "buyer");
      const other = await signUpMember(ctx.api, "other");
      const first = await buyPlan(buyer.token, "Essentials");
      // Renewed early: the same plan again.
      const second = await buyPlan(buyer.token, "Essentials");
      const third = await buyPlan(other.token, "Elite");

      const mine = await get<{
        invoices: Record<string, unknown>[];
        total: number;
        page: number;
        limit: number;
      }>(`/invoice/admin?q=${encodeURIComponent(buyer.email)}`);
      expect(mine.body).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(mine.response.headers.get("X-Total-Count")).toBe("2");
      expect(mine.body.invoices.map((invoice) => invoice._id)).toEqual([second._id, first._id]);
      expect(mine.body.invoices[0]).toMatchObject({
        number: second.number,
        serial: second.serial,
        userId: { _id: buyer.id, email: buyer.email },
        subscriptionId: { name: "Essentials" },
        amount: 4_999,
        amountPaise: 499_900,
        purchaseDate: expect.any(String),
      });

      // The invoice's GST serial finds it, whole or its last part.
      expect(third.serial).toMatch(/^NE\/\d{2}-\d{2}\/\d{6}$/);
      const bySerial = await get<{ invoices: { _id: string }[]; total: number }>(
        `/invoice/admin?q=${encodeURIComponent(third.serial)}`,
      );
      expect(bySerial.body).toMatchObject({ total: 1, invoices: [{ _id: third._id }] });
      const byNumber = await get<{ invoices: { _id: string }[] }>(
        `/invoice/admin?q=${third.serial.slice(-6)}&limit=100`,
      );
      expect(byNumber.body.invoices.map((invoice) => invoice._id)).toContain(third._id);
      const byPayment = await get<{ invoices: { _id: string }[]; total: number }>(
        `/invoice/admin?q=${third.paymentId}`,
      );
      expect(byPayment.body).toMatchObject({ total: 1, invoices: [{ _id: third._id }] });
      const byPlan = await get<{ invoices: { subscriptionId: { name: string } }[] }>(
        "/invoice/admin?q=elite&limit=100",
      );
      expect(byPlan.body.invoices.length).toBeGreaterThan(0);
      expect(byPlan.body.invoices.every((invoice) => invoice.subscriptionId.name === "Elite")).toBe(true);

      const { rows } = await csv(`/invoice/admin/export.csv?q=${encodeURIComponent(buyer.email)}`);
      expect(rows).toEqual([
        ["Invoice ID", "User", "Amount", "Purchase Date", "Plan Name"],
        [
          second.serial,
          buyer.email,
          "₹4,999",
          expect.stringMatching(/^[A-Z][a-z]{2} \d{2} \d{2} \d{2}:\d{2}$/),
          "Essentials",
        ],
        [first.serial, buyer.email, "₹4,999", expect.any(String), "Essentials"],
      ]);
    });
  });

  describe("contact enquiries", () => {
    it("answers a bare array with the total in X-Total-Count, searchable by subject label", async () => {
      const tag = uniqueTag();
      await ctx.db.insert(contactMessages).values(
        ["general", "partnership", "partnership"].map((subject, i) => ({
          reference: `CON-${tag}${i}`.toUpperCase(),
          name: `Sender ${tag}`,
          email: `sender${i}.${tag}@example.com`,
          phone: i === 0 ? null : "+91 98200 12345",
          subject: subject as "general" | "partnership",
          message: `Message ${i} about ${tag}`,
          source: "contact-page" as const,
          createdAt: new Date(Date.now() - i * MINUTE),
        })),
      );
      const { body, response } = await get<Record<string, unknown>[]>(`/contact/admin?q=${tag}&limit=2`);
      expect(Array.isArray(body)).toBe(true);
      expect(response.headers.get("X-Total-Count")).toBe("3");
      expect(body).toHaveLength(2);
      expect(body[0]).toEqual({
        _id: expect.any(String),
        reference: `CON-${tag}0`.toUpperCase(),
        name: `Sender ${tag}`,
        email: `sender0.${tag}@example.com`,
        phoneNumber: "",
        subject: "general",
        message: `Message 0 about ${tag}`,
        source: "contact-page",
        createdAt: expect.any(String),
      });
      const partnerships = await get<{ email: string; subject: string }[]>(
        "/contact/admin?q=Partnerships&limit=100",
      );
      expect(partnerships.body.every((item) => item.subject === "partnership")).toBe(true);
      expect(partnerships.body.map((item) => item.email)).toContain(`sender1.${tag}@example.com`);

      const { rows } = await csv(`/contact/admin/export.csv?q=${tag}`);
      expect(rows).toEqual([
        ["Name", "Email", "Phone", "Message"],
        [`Sender ${tag}`, `sender0.${tag}@example.com`, "", `Message 0 about ${tag}`],
        [`Sender ${tag}`, `sender1.${tag}@example.com`, "'+91 98200 12345", `Message 1 about ${tag}`],
        [`Sender ${tag}`, `sender2.${tag}@example.com`, "'+91 98200 12345", `Message 2 about ${tag}`],
      ]);
    });

    it("exports every row of a list longer than one batch, including rows with the same time", async () => {
      const tag = uniqueTag();
      const sameTime = new Date(Date.now() - 5 * MINUTE);
      const n = EXPORT_BATCH * 2 + 37;
      await ctx.db.insert(contactMessages).values(
        Array.from({ length: n }, (_, i) => ({
          reference: `CON-${tag}-${i}`.toUpperCase(),
          name: `Bulk ${tag}`,
          email: `bulk${i}.${tag}@example.com`,
          subject: "general" as const,
          message: `Bulk message ${i}`,
          source: "landing" as const,
          // Half share one instant, so that the export's cursor must tell them apart by id.
          createdAt: i % 2 === 0 ? sameTime : new Date(sameTime.getTime() - i),
        })),
      );
      const { rows } = await csv(`/contact/admin/export.csv?q=${tag}`);
      const emails = rows.slice(1).map((row) => row[1]);
      expect(emails).toHaveLength(n);
      expect(new Set(emails).size).toBe(n);
      const listed = await get<unknown[]>(`/contact/admin?q=${tag}&limit=1`);
      expect(listed.response.headers.get("X-Total-Count")).toBe(String(n));
    });
  });

  describe("service inquiries", () => {
    async function sendInquiries() {
      const member = await signUpMember(ctx.api, "traveller");
      const tag = uniqueTag();
      const ids: Record<string, string> = {};
      for (const [path, kind, body] of [
        [
          "/inquiry/create_event",
          "event",
          eventInquiry({ email: member.email, additionalDetails: `Sangeet ${tag}` }),
        ],
        ["/inquiry/create_food", "catering", cateringInquiry({ email: member.email })],
        [
          "/inquiry/create_travel",
          "travel",
          travelInquiry({ email: member.email, travelDestination: `Kedarnath ${tag}` }),
        ],
      ] as const) {
        const response = await call("POST", path, member.token, body);
        expect(response.status).toBe(201);
        ids[kind] = ((await response.json()) as { inquiry: { id: string } }).inquiry.id;
      }
      return { member, tag, ids };
    }

    it("lists every member's inquiries with search, type and status filters", async () => {
      const { member, tag, ids } = await sendInquiries();
      const all = await get<{
        inquiries: Record<string, unknown>[];
        total: number;
        page: number;
        limit: number;
      }>(`/inquiry/admin?q=${encodeURIComponent(member.email)}`);
      expect(all.body).toMatchObject({ total: 3, page: 1, limit: 20 });
      expect(all.body.inquiries.map((item) => item.id)).toEqual([ids.travel, ids.catering, ids.event]);
      expect(all.body.inquiries[0]).toMatchObject({
        inquiry_type: "travel",
        status: "new",
        subject: `Trip to Kedarnath ${tag}`,
        member: { _id: member.id, email: member.email, name: "Member", emailConfirmed: true },
        details: { travelDestination: `Kedarnath ${tag}` },
      });
      expect(all.body.inquiries[0]).not.toHaveProperty("internalNote");

      // The kind-specific answers are searched too (their values, not their field names).
      const byDetail = await get<{ inquiries: { id: string }[] }>(
        `/inquiry/admin?q=${encodeURIComponent(`sangeet ${tag}`)}`,
      );
      expect(byDetail.body.inquiries.map((item) => item.id)).toEqual([ids.event]);
      const byFieldName = await get<{ total: number }>("/inquiry/admin?q=numberOfGuests");
      expect(byFieldName.body.total).toBe(0);
      const byType = await get<{ inquiries: { id: string }[] }>(
        `/inquiry/admin?q=${encodeURIComponent(member.email)}&type=catering`,
      );
      expect(byType.body.inquiries.map((item) => item.id)).toEqual([ids.catering]);
      const allTypes = await get<{ total: number }>(
        `/inquiry/admin?q=${encodeURIComponent(member.email)}&type=&status=`,
      );
      expect(allTypes.body.total).toBe(3);

      for (const [queryString, message] of [
        ["type=food", "type must be event, catering or travel."],
        ["status=won", "Please choose a status: new, contacted, quoted, confirmed or lost."],
      ]) {
        const response = await call("GET", `/inquiry/admin?${queryString}`, admin.token);
        expect(response.status).toBe(400);
        expect((await json(response)).err).toBe(message);
      }
    });

    it("says whether the account's address is confirmed, as nothing but payment documents is sent before", async () => {
      const member = await signUpMember(ctx.api, "unconfirmed", { confirmed: false });
      const sent = await call(
        "POST",
        "/inquiry/create_event",
        member.token,
        eventInquiry({ email: member.email }),
      );
      expect(sent.status).toBe(201);
      const { id } = ((await sent.json()) as { inquiry: { id: string } }).inquiry;
      const confirmed = async () => {
        const opened = await get<{ inquiry: { member: { emailConfirmed: boolean } } }>(
          `/inquiry/admin/${id}`,
        );
        const listed = await get<{ inquiries: { member: { emailConfirmed: boolean } }[] }>(
          `/inquiry/admin?q=${encodeURIComponent(member.email)}`,
        );
        return [opened.body.inquiry.member.emailConfirmed, listed.body.inquiries[0]!.member.emailConfirmed];
      };
      expect(await confirmed()).toEqual([false, false]);
      await confirmAddress(ctx.db, member.id);
      expect(await confirmed()).toEqual([true, true]);
    });

    it("opens one inquiry with every field, moves it through statuses with notes, and the member sees only the status", async () => {
      const { member, ids } = await sendInquiries();
      const opened = await get<{ inquiry: Record<string, unknown> }>(`/inquiry/admin/${ids.event}`);
      expect(opened.body.inquiry).toMatchObject({
        id: ids.event,
        inquiry_type: "event",
        status: "new",
        internalNote: null,
        history: [],
        name: "Kavya Menon",
        email: member.email,
        phone: "9876543210",
        city: "Udaipur",
        details: { servicesNeeded: eventInquiry().servicesNeeded, numberOfGuests: 250, eventType: "wedding" },
      });

      const note = "Called on 22 Nov; wants a quote for 250 guests. Budget is tight.";
      const changed = await call("PATCH", `/inquiry/admin/${ids.event}`, admin.token, {
        status: "contacted",
        note,
      });
      expect(changed.status).toBe(200);
      const { inquiry } = (await changed.json()) as {
        inquiry: { status: string; internalNote: string; history: Record<string, unknown>[] };
      };
      expect(inquiry.status).toBe("contacted");
      expect(inquiry.internalNote).toBe(note);
      expect(inquiry.history).toEqual([
        {
          _id: expect.any(String),
          fromStatus: "new",
          toStatus: "contacted",
          note,
          changedBy: { _id: admin.id, name: "Asha Admin", email: admin.email },
          createdAt: expect.any(String),
        },
      ]);
      const quoted = await call("PATCH", `/inquiry/admin/${ids.event}`, admin.token, { status: "quoted" });
      const afterQuote = (
        (await quoted.json()) as {
          inquiry: { internalNote: string; history: { toStatus: string; note: string | null }[] };
        }
      ).inquiry;
      expect(afterQuote.history.map((change) => [change.toStatus, change.note])).toEqual([
        ["contacted", note],
        ["quoted", null],
      ]);
      expect(afterQuote.internalNote).toBe(note);
      // The same status again without a note records nothing.
      await call("PATCH", `/inquiry/admin/${ids.event}`, admin.token, { status: "quoted", note: "  " });
      expect(await ctx.db.$count(inquiryStatusChanges, eq(inquiryStatusChanges.inquiryId, ids.event!))).toBe(
        2,
      );

      const mine = await call("GET", "/inquiry/get_all_user_inquirys?search=", member.token);
      const text = await mine.text();
      const lists = JSON.parse(text) as Record<string, { id: string; status: string }[]>;
      expect(lists.events!.find((item) => item.id === ids.event)?.status).toBe("quoted");
      expect(lists.travels!.find((item) => item.id === ids.travel)?.status).toBe("new");
      expect(text).not.toContain("Budget is tight");
      expect(text).not.toContain("internalNote");
      expect(text).not.toContain("history");

      const filtered = await get<{ inquiries: { id: string }[] }>(
        `/inquiry/admin?q=${encodeURIComponent(member.email)}&status=quoted`,
      );
      expect(filtered.body.inquiries.map((item) => item.id)).toEqual([ids.event]);
      const { rows } = await csv(
        `/inquiry/admin/export.csv?q=${encodeURIComponent(member.email)}&status=quoted`,
      );
      expect(rows[0]).toEqual([
        "Reference",
        "Type",
        "Subject",
        "Name",
        "Email",
        "Phone",
        "City",
        "Status",
        "Received",
        "Internal Note",
      ]);
      expect(rows.slice(1)).toEqual([
        [
          expect.stringMatching(/^EVT-/),
          "Event",
          "Wedding event",
          "Kavya Menon",
          member.email,
          "9876543210",
          "Udaipur",
          "Quoted",
          expect.any(String),
          note,
        ],
      ]);
    });

    it("refuses 'confirmed' by hand where no deposit is paid: the status stays, nothing is recorded", async () => {
      const { ids } = await sendInquiries();
      const refused = await call("PATCH", `/inquiry/admin/${ids.travel}`, admin.token, {
        status: "confirmed",
        note: "",
      });
      expect(refused.status).toBe(409);
      expect((await json(refused)).err).toBe(NOT_PAID_STATUS_MESSAGE);
      const detail = (await json(await call("GET", `/inquiry/admin/${ids.travel}`, admin.token))) as {
        inquiry: { status: string; history: unknown[] };
      };
      expect(detail.inquiry.status).toBe("new");
    });

    it("refuses an unknown status, an unknown inquiry and an over-long note", async () => {
      const { ids } = await sendInquiries();
      const bad = await call("PATCH", `/inquiry/admin/${ids.travel}`, admin.token, { status: "won" });
      expect(bad.status).toBe(400);
      expect((await json(bad)).err).toBe(
        "Please choose a status: new, contacted, quoted, confirmed or lost.",
      );
      const missing = await call("PATCH", `/inquiry/admin/${ids.travel}`, admin.token, {});
      expect(missing.status).toBe(400);
      const long = await call("PATCH", `/inquiry/admin/${ids.travel}`, admin.token, {
        status: "lost",
        note: "x".repeat(2001),
      });
      expect(long.status).toBe(400);
      expect((await json(long)).err).toBe("Please keep the note under 2000 characters.");
      const extra = await call("PATCH", `/inquiry/admin/${ids.travel}`, admin.token, {
        status: "lost",
        userId: "x",
      });
      expect(extra.status).toBe(400);
      const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, ids.travel!));
      expect(row?.status).toBe("new");

      const unknown = "00000000-0000-4000-8000-000000000000";
      for (const response of [
        await call("GET", `/inquiry/admin/${unknown}`, admin.token),
        await call("PATCH", `/inquiry/admin/${unknown}`, admin.token, { status: "lost" }),
      ]) {
        expect(response.status).toBe(404);
        expect((await json(response)).err).toBe("Unknown inquiry.");
      }
      expect((await call("GET", "/inquiry/admin/not-an-id", admin.token)).status).toBe(400);
    });
  });

  describe("summary", () => {
    it("counts every user, invoice, enquiry and inquiry, and the inquiries by status", async () => {
      const [summary, usersList, invoicesList, enquiries, inquiriesList] = await Promise.all([
        get<{
          totalUsers: number;
          totalInvoices: number;
          totalEnquiries: number;
          totalInquiries: number;
          inquiriesByStatus: Record<string, number>;
        }>("/admin/summary"),
        get<{ total: number }>("/user/admin?limit=1"),
        get<{ total: number }>("/invoice/admin?limit=1"),
        get<unknown[]>("/contact/admin?limit=1"),
        get<{ total: number }>("/inquiry/admin?limit=1"),
      ]);
      expect(summary.body).toMatchObject({
        totalUsers: usersList.body.total,
        totalInvoices: invoicesList.body.total,
        totalEnquiries: Number(enquiries.response.headers.get("X-Total-Count")),
        totalInquiries: inquiriesList.body.total,
      });
      expect(Object.keys(summary.body.inquiriesByStatus)).toEqual([
        "new",
        "contacted",
        "quoted",
        "confirmed",
        "lost",
      ]);
      expect(Object.values(summary.body.inquiriesByStatus).reduce((a, b) => a + b, 0)).toBe(
        summary.body.totalInquiries,
      );
      expect(summary.body.totalUsers).toBeGreaterThan(60);
    });
  });
});
