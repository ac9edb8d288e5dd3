// Every API answer carries the API's security headers (app.ts): a Content-Security-Policy that
// lets nothing load or run, nosniff, no framing, a referrer policy, HSTS, same-origin resource
// and opener policies, and Cache-Control: no-store. Checked on each kind of answer the API
// gives: success, created, accepted, CSV, every 4xx it sends, the 404 of an unknown path, the
// 413 of a large body, a 500 from a real database fault and a 503 from a closed database.
// Headers do not depend on the driver, so this runs on PGlite only (the attack corpus checks
// them again on every driver, on every one of its answers).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "../../src/config/app.ts";
import { MAX_BODY_BYTES } from "../../src/server/app.ts";
import { INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from "../../src/server/error-handler.ts";
import { RATE_LIMITS } from "../../src/server/rate-limit/limiter.ts";
import { testApp } from "../helpers/app.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS } from "../helpers/databases.ts";
import { withDatabase } from "../helpers/for-each-database.ts";
import { buildWorld, expectApiSecurityHeaders, type World } from "../helpers/security.ts";

afterAll(closeDatabaseHelpers);

const pglite = DATABASE_TARGETS.find((target) => target.name === "pglite")!;

describe("API security headers", () => {
  const ctx = withDatabase(pglite);
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(ctx.api, ctx.db);
  });

  const request = (
    method: string,
    path: string,
    init: { token?: string; body?: string; type?: string } = {},
  ) =>
    ctx.api.app.request(`${API_BASE}${path}`, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { "content-type": init.type ?? "application/json" }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body,
    });

  async function expectAnswer(response: Response, status: number, label: string) {
    expect(response.status, label).toBe(status);
    expectApiSecurityHeaders(response, label);
    const text = await response.text();
    if (response.headers.get("content-type")?.startsWith("text/csv")) return text;
    expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { err?: unknown };
    if (status >= 400) expect(body.err, label).toEqual(expect.any(String));
    return text;
  }

  it("on successes: 200, 201, 202 and a CSV download", async () => {
    await expectAnswer(await request("GET", "/health"), 200, "health");
    await expectAnswer(await request("GET", "/subscription"), 200, "plans");
    await expectAnswer(
      await request("POST", "/inquiry/create_event", {
        token: world.a.token,
        body: JSON.stringify({
          name: "Header Check",
          email: "headers@example.com",
          phone: "9876543210",
          eventType: "birthday",
          eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          numberOfGuests: 20,
          budgetRange: "₹1 lakh",
        }),
      }),
      201,
      "inquiry created",
    );
    await expectAnswer(
      await request("POST", "/payment/sendSubscriptionEmail", {
        token: world.a.token,
        body: JSON.stringify({ invoiceId: world.a.invoiceId }),
      }),
      202,
      "invoice e-mail",
    );
    const csv = await expectAnswer(
      await request("GET", "/invoice/admin/export.csv", { token: world.admin.token }),
      200,
      "CSV",
    );
    expect(csv).toContain(world.a.email);
  });

  it("on every refusal: 400, 401, 403, 404, 409, 413, 415 and 429", async () => {
    await expectAnswer(await request("POST", "/user/login", { body: "{" }), 400, "malformed JSON");
    await expectAnswer(await request("POST", "/user/login", { body: "{}" }), 400, "invalid body");
    await expectAnswer(await request("GET", "/user/admin"), 401, "no token");
    await expectAnswer(await request("GET", "/user/admin", { token: "not.a.token" }), 401, "bad token");
    await expectAnswer(await request("GET", "/user/admin", { token: world.a.token }), 403, "member on admin");
    await expectAnswer(
      await request("GET", `/invoice/getall/${world.a.id}`, { token: world.b.token }),
      403,
      "D6",
    );
    await expectAnswer(await request("GET", "/no/such/endpoint"), 404, "unknown path");
    await expectAnswer(await request("DELETE", "/health"), 404, "unknown method");
    await expectAnswer(
      await request("GET", "/inquiry/admin/00000000-0000-4000-8000-000000000000", {
        token: world.admin.token,
      }),
      404,
      "unknown inquiry",
    );
    await expectAnswer(
      await request("POST", "/payment/local-checkout", {
        token: world.a.token,
        body: JSON.stringify({ razorpay_order_id: world.a.paidOrder.razorpay_order_id, outcome: "success" }),
      }),
      409,
      "order already paid",
    );
    await expectAnswer(
      await request("POST", "/user/create", { body: JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) }) }),
      413,
      "body too large",
    );
    await expectAnswer(
      await request("POST", "/user/login", { body: "email=a", type: "application/x-www-form-urlencoded" }),
      415,
      "not JSON",
    );
    // One address over its contact-form limit.
    let last: Response | undefined;
    for (let i = 0; i <= RATE_LIMITS.contactPerClient.limit; i += 1) {
      last = await ctx.api.app.request(`${API_BASE}/contact/create`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-client": "headers-rate-limit" },
        body: JSON.stringify({ name: "A", email: "a@example.com", subject: "other", source: "landing" }),
      });
    }
    await expectAnswer(last!, 429, "rate limited");
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("on a 500 from a real database fault, with a generic message and no stack", async () => {
    // A database whose inquiries table has gone: the query fails as it would on a broken
    // migration, an error the handler does not know.
    const broken = await pglite.open();
    try {
      const brokenApi = testApp(broken.db);
      const signup = await brokenApi.app.request(`${API_BASE}/user/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "A",
          email: "a@example.com",
          phoneNo: "9876543210",
          password: "a password",
        }),
      });
      const { accessToken } = (await signup.json()) as { accessToken: string };
      await broken.db.execute(sql.raw("drop table inquiry_status_changes"));
      await broken.db.execute(sql.raw("drop table inquiries cascade"));
      const response = await brokenApi.app.request(`${API_BASE}/inquiry/get_all_user_inquirys`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const text = await expectAnswer(response, 500, "database fault");
      expect(JSON.parse(text)).toEqual({ err: INTERNAL_MESSAGE });
      expect(brokenApi.logs.some((line) => line.msg === "unhandled error")).toBe(true);
    } finally {
      await broken.destroy();
    }
  });

  it("on a 503 when the database is closed", async () => {
    const closed = await pglite.open();
    await closed.destroy();
    const closedApi = testApp(closed.db);
    await expectAnswer(await closedApi.app.request(`${API_BASE}/health`), 503, "health");
    const plans = await closedApi.app.request(`${API_BASE}/subscription`);
    expect(JSON.parse(await expectAnswer(plans, 503, "plans"))).toEqual({ err: UNAVAILABLE_MESSAGE });
  });
});
