// The foundation's API on every database driver: health, the plan catalogue, and the error
// conventions every later endpoint relies on.
import { afterAll, describe, expect, it } from "vitest";
import { PLANS } from "../../src/config/plans.ts";
import { MAX_BODY_BYTES } from "../../src/server/app.ts";
import { seedPlans } from "../../src/server/db/seed.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS, neonConnectionsForwarded } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { json, testApp } from "../helpers/app.ts";

afterAll(closeDatabaseHelpers);

forEachDatabase("API foundation", (ctx) => {
  const { target } = ctx;

  it("reports a healthy database", async () => {
    const { app } = ctx.api;
    const response = await app.request("/api/v1/health");
    expect(response.status).toBe(200);
    expect(ctx.database.driver).toBe(target.name);
    if (target.name === "neon") expect(await neonConnectionsForwarded()).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await json(response)).toMatchObject({ status: "ok", database: "ok" });
  });

  it("lists the three yearly plans of the specification, prices from the database", async () => {
    const { app } = ctx.api;
    const response = await app.request("/api/v1/subscription");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { subscriptions: Record<string, unknown>[] };
    expect(
      body.subscriptions.map((plan) => [plan.name, plan.price, plan.priceUSD, plan.monthlyPrice]),
    ).toEqual([
      ["Essentials", "4,999", "69", 416.58],
      ["Premium", "9,999", "139", 833.25],
      ["Elite", "19,999", "279", 1666.58],
    ]);
    for (const plan of body.subscriptions) {
      expect(plan._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(plan).toMatchObject({ isActive: true, billingFrequency: "yearly" });
      expect(plan).not.toHaveProperty("createdAt");
    }
  });

  it("seeds the catalogue idempotently: a second seed changes neither ids nor count", async () => {
    const { app } = ctx.api;
    const before = (await (await app.request("/api/v1/subscription")).json()) as {
      subscriptions: { _id: string }[];
    };
    await seedPlans(ctx.db);
    const after = (await (await app.request("/api/v1/subscription")).json()) as {
      subscriptions: { _id: string }[];
    };
    expect(after.subscriptions.map((plan) => plan._id)).toEqual(before.subscriptions.map((plan) => plan._id));
    expect(after.subscriptions).toHaveLength(PLANS.length);
  });

  it("answers unknown API paths with 404 and a JSON err", async () => {
    const { app } = ctx.api;
    for (const [method, path] of [
      ["GET", "/api/v1/nothing-here"],
      ["POST", "/api/v1/user/unknown"],
      ["DELETE", "/api/v1/subscription"],
      ["GET", "/api/v2/subscription"],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect((await json(response)).err).toEqual(expect.any(String));
    }
  });

  it("refuses a body over the limit with 413 before reading it", async () => {
    const { app } = ctx.api;
    const response = await app.request("/api/v1/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    // The unread rest of the body ends the connection: the client is told to open a new one.
    expect(response.headers.get("connection")).toBe("close");
    expect((await json(response)).err).toMatch(/larger than 64 KB/);
  });

  it("sends security headers and a request id on every answer", async () => {
    const { app } = ctx.api;
    const response = await app.request("/api/v1/subscription", { headers: { "X-Request-Id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const generated = await app.request("/api/v1/subscription");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(DATABASE_TARGETS)("API with the database gone, on $name", (target) => {
  it("answers 503 with err within two seconds, logs it, and shows no stack", async () => {
    const database = await target.open();
    const { app, logs } = testApp(database.db);
    await database.destroy();

    for (const path of ["/api/v1/health", "/api/v1/subscription"]) {
      const started = Date.now();
      const response = await app.request(path);
      expect(Date.now() - started, path).toBeLessThan(2500);
      expect(response.status, path).toBe(503);
      const body = await json(response);
      expect(body.err).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|stack/i);
    }
    expect(logs.some((line) => line.level === "error" || line.level === "warn")).toBe(true);
  });
});
