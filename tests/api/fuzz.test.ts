// Property-based: thousands of generated payloads to each write endpoint. Whatever the
// shared schema refuses, the API answers 4xx with an `err` and stores nothing; nothing is
// ever a 500. Runs on every driver.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signupSchema } from "../../src/schemas/auth.ts";
import { contactSchema } from "../../src/schemas/contact.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import { projectSchema } from "../../src/schemas/project.ts";
import { contactMessages, inquiries, projects, users } from "../../src/server/db/schema.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";

afterAll(closeDatabaseHelpers);

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/**
 * On the server drivers a tenth as many: what refuses a payload (the schema, the route) is the
 * same code on every driver, which meets only the odd valid mutation that is stored and the
 * count that proves nothing else was (the attack corpus does the same).
 */
const SERVER_RUNS = Math.max(50, Math.round(RUNS / 10));
const NASTY_KEYS = ["__proto__", "constructor", "prototype", "role", "userId", "status", "$where", "id"];
const nastyStrings = fc.constantFrom(
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "\u0000",
  "𝓤𝓷𝓲𝓬𝓸𝓭𝓮 ☃ \u202e",
  "x".repeat(70_000),
  "1e309",
  "-0",
  "",
);
const anyValue = fc.oneof(fc.jsonValue(), nastyStrings, fc.constant(null));

/** A valid payload bent out of shape: fields changed, dropped or added. */
function mutated(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  return fc
    .tuple(
      fc.subarray(keys),
      fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string()), anyValue, { maxKeys: 2 }),
    )
    .map(([drop, change, extra]) => {
      const copy: Record<string, unknown> = JSON.parse(JSON.stringify(base));
      for (const key of drop) delete copy[key];
      Object.assign(copy, change);
      for (const [key, value] of Object.entries(extra))
        Object.defineProperty(copy, key, { value, enumerable: true });
      return JSON.stringify(copy);
    });
}

const bodies = (base: Record<string, unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(base) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string() }, // mostly not JSON at all
  );

interface Target {
  path: string;
  schema: { safeParse(value: unknown): { success: boolean } };
  base: Record<string, unknown>;
  table: typeof users | typeof contactMessages | typeof inquiries | typeof projects;
  auth: boolean;
}

const TARGETS: Target[] = [
  {
    path: "/user/create",
    schema: signupSchema(),
    table: users,
    auth: false,
    base: { name: "A", email: "a@b.co", phoneNo: "9876543210", password: "12345678" },
  },
  {
    path: "/contact/create",
    schema: contactSchema,
    table: contactMessages,
    auth: false,
    base: { name: "A", email: "a@b.co", subject: "general", message: "hi", capchaToken: "x" },
  },
  {
    path: "/inquiry/create_event",
    schema: eventInquirySchema,
    table: inquiries,
    auth: true,
    base: eventInquiry(),
  },
  {
    path: "/inquiry/create_food",
    schema: cateringInquirySchema,
    table: inquiries,
    auth: true,
    base: cateringInquiry(),
  },
  {
    path: "/inquiry/create_travel",
    schema: travelInquirySchema,
    table: inquiries,
    auth: true,
    base: travelInquiry(),
  },
  {
    path: "/project/",
    schema: projectSchema,
    table: projects,
    auth: true,
    base: { title: "Site", service: "ui-ux-design", budget: "1", timeline: "2", description: "x".repeat(30) },
  },
];

forEachDatabase("generated bad payloads", (ctx) => {
  let token: string;
  beforeAll(async () => {
    const signup = await ctx.api.app.request("/api/v1/user/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Fuzzer",
        email: `fuzz.${Date.now()}@example.com`,
        phoneNo: "9876543210",
        password: "fuzz password",
      }),
    });
    token = ((await signup.json()) as { accessToken: string }).accessToken;
  });

  it.each(TARGETS)(
    "$path: refused payloads get 4xx with err and store nothing",
    async (endpoint) => {
      const count = async () =>
        (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(endpoint.table))[0]!.n;
      const before = await count();
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.base), async (body) => {
          let parsed: unknown;
          let isJson = true;
          try {
            parsed = JSON.parse(body);
          } catch {
            isJson = false;
          }
          const response = await ctx.api.app.request(`/api/v1${endpoint.path}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(endpoint.auth ? { Authorization: `Bearer ${token}` } : {}),
            },
            body,
          });
          const answer = (await response.json()) as { err?: unknown };
          if (isJson && endpoint.schema.safeParse(parsed).success && response.status < 300) {
            accepted += 1; // a mutation that happens to be valid is simply stored
            return;
          }
          expect(response.status, body.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(response.status, body.slice(0, 200)).toBeLessThan(500);
          expect(typeof answer.err).toBe("string");
        }),
        { numRuns: ctx.target.name === "pglite" ? RUNS : SERVER_RUNS },
      );
      expect(await count()).toBe(before + accepted);
    },
    300_000,
  );
});
