// `npm run seed:demo`: a populated, consistent data set whose logins work, on every driver;
// the command itself against the embedded database; and its refusals.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_PASSWORD, seedDemo } from "../../scripts/lib/demo-seed.ts";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { inquiries, inquiryStatusChanges, invoices, users } from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { apiCaller, setUpSecondFactor, testApp } from "../helpers/app.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

const run = promisify(execFile);
afterAll(closeDatabaseHelpers);

/** Logs in through the API; the access token. */
async function login(db: Database, email: string, password: string): Promise<string> {
  const api = testApp(db);
  const response = await apiCaller(api)("POST", "/user/login", undefined, { email, password });
  expect(response.status, `login ${email}`).toBe(200);
  const { accessToken, user } = (await response.json()) as { accessToken: string; user: { role: string } };
  // The demo's admin sets up the second factor at the first sign-in, as every staff member does.
  if (user.role !== "admin") return accessToken;
  return (await setUpSecondFactor(api, accessToken)).body.accessToken;
}

forEachDatabase("demo data", (ctx) => {
  const { call } = ctx;
  let result: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    result = await seedDemo(ctx.db, { adminPassword: "demo admin password" });
  });

  it("fills every admin list, and the admin sees it all", async () => {
    expect(result.status).toBe("seeded");
    const counts = result.counts!;
    expect(counts.members).toBeGreaterThanOrEqual(60);
    expect(counts.invoices).toBeGreaterThan(30);
    expect(counts.inquiries).toBeGreaterThan(40);
    expect(counts.contactMessages).toBeGreaterThan(20);

    const token = await login(ctx.db, DEMO_ADMIN_EMAIL, "demo admin password");
    const summary = (await (await call("GET", "/admin/summary", token)).json()) as Record<string, unknown>;
    expect(summary).toMatchObject({
      totalUsers: counts.members + 1,
      totalInvoices: counts.invoices,
      totalEnquiries: counts.contactMessages,
      totalInquiries: counts.inquiries,
    });
    // Inquiries at every status, so that each filter of the panel shows something.
    const byStatus = summary.inquiriesByStatus as Record<string, number>;
    expect(Object.values(byStatus).every((n) => n > 0)).toBe(true);
    const page3 = (await (await call("GET", "/user/admin?page=3&limit=20", token)).json()) as {
      users: unknown[];
      total: number;
    };
    expect(page3.total).toBe(counts.members + 1);
    expect(page3.users).toHaveLength(20);
  });

  it("gives every member the published password and a dashboard of their own", async () => {
    const token = await login(ctx.db, result.sampleMemberEmail!, DEMO_MEMBER_PASSWORD);
    expect((await call("GET", "/user/admin", token)).status).toBe(403);
    // Some member has inquiries moved on by the admin, and sees the status without the note.
    const [moved] = await ctx.db
      .select({
        userId: inquiries.userId,
        email: users.email,
        status: inquiries.status,
        note: inquiries.internalNote,
      })
      .from(inquiries)
      .innerJoin(users, sql`${users.id} = ${inquiries.userId}`)
      .where(sql`${inquiries.status} <> 'new' and ${inquiries.internalNote} is not null`)
      .limit(1);
    const memberToken = await login(ctx.db, moved!.email, DEMO_MEMBER_PASSWORD);
    const text = await (await call("GET", "/inquiry/get_all_user_inquirys?search=", memberToken)).text();
    expect(text).toContain(`"status":"${moved!.status}"`);
    expect(text).not.toContain(moved!.note!);
  });

  it("numbers invoices in the order of their dates, none in the future", async () => {
    const rows = await ctx.db
      .select({ number: invoices.number, purchasedAt: invoices.purchasedAt })
      .from(invoices)
      .orderBy(asc(invoices.number));
    const dates = rows.map((row) => row.purchasedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, i) => rows[0]!.number + i));
  });

  it("keeps each inquiry's history consistent with its status", async () => {
    const rows = await ctx.db
      .select({ id: inquiries.id, status: inquiries.status, createdAt: inquiries.createdAt })
      .from(inquiries);
    const changes = await ctx.db
      .select()
      .from(inquiryStatusChanges)
      .orderBy(asc(inquiryStatusChanges.createdAt));
    for (const row of rows) {
      const mine = changes.filter((change) => change.inquiryId === row.id);
      expect(mine.at(-1)?.toStatus ?? "new").toBe(row.status);
      if (mine[0]) expect(mine[0].createdAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      mine.forEach((change, i) => expect(change.fromStatus).toBe(i === 0 ? "new" : mine[i - 1]!.toStatus));
    }
  });

  it("changes nothing on a second run", async () => {
    const before = await ctx.db.$count(users);
    const again = await seedDemo(ctx.db);
    expect(again.status).toBe("already-seeded");
    expect(again.adminPassword).toBeUndefined();
    expect(await ctx.db.$count(users)).toBe(before);
  });
});

describe("npm run seed:demo", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  const script = "scripts/seed-demo.ts";
  const baseEnv = () => ({
    PATH: process.env.PATH ?? "",
    DATA_DIR: mkdtempSync(join(tmpdir(), "seed-demo-")),
  });

  it("fills the embedded database, prints working logins, and refuses a second run clearly", async () => {
    const env = baseEnv();
    const { stdout } = await run(process.execPath, [script], { env });
    const adminPassword = /demo\.admin@example\.com {2}password: (\S+)/.exec(stdout)?.[1];
    const member = /e\.g\. (\S+@example\.com) {2}password: (\S+)/.exec(stdout);
    expect(adminPassword).toBeDefined();
    expect(member?.[2]).toBe(DEMO_MEMBER_PASSWORD);
    expect(stdout).toMatch(/\d+ members, \d+ invoices, \d+ inquiries/);

    const again = await run(process.execPath, [script], { env });
    expect(again.stdout).toContain("The demo data is already in the embedded database");
    expect(again.stdout).toContain("nothing was changed");

    const client = await PGlite.create(join(env.DATA_DIR, "pglite"), { extensions: PGLITE_EXTENSIONS });
    const handle = fromPglite(client);
    try {
      await login(handle.db, DEMO_ADMIN_EMAIL, adminPassword!);
      await login(handle.db, member![1]!, DEMO_MEMBER_PASSWORD);
    } finally {
      await handle.close();
    }
  });

  it.each([
    ["NODE_ENV=production", { NODE_ENV: "production" }, "Refusing to add demo data in production"],
    ["NETLIFY", { NETLIFY: "true" }, "Refusing to add demo data in production"],
    [
      "a Neon database",
      { DATABASE_URL: "postgres://user:secret@ep-quiet-sky-123456.ap-south-1.aws.neon.tech/neondb" },
      "Refusing to add demo data to the database at ep-quiet-sky-123456.ap-south-1.aws.neon.tech",
    ],
    [
      "a remote server",
      { DATABASE_URL: "postgres://user:secret@db.example.net:5432/app" },
      "run again with --allow-remote",
    ],
  ])("refuses %s before touching any database", async (_label, overrides, message) => {
    const env = { ...baseEnv(), ...overrides };
    await expect(run(process.execPath, [script], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(message),
    });
    expect(readdirSync(env.DATA_DIR)).toEqual([]);
  });

  it("refuses production even with --allow-remote", async () => {
    await expect(
      run(process.execPath, [script, "--allow-remote"], { env: { ...baseEnv(), NODE_ENV: "production" } }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("in production") });
  });

  // With TEST_DATABASE_URL only: a database server on this machine needs no flag.
  for (const target of DATABASE_TARGETS.filter((t) => t.name === "pg")) {
    it("fills a database server on this machine", async () => {
      const database = await target.open();
      try {
        const { stdout } = await run(process.execPath, [script], {
          env: { PATH: process.env.PATH ?? "", DATABASE_URL: database.url! },
        });
        expect(stdout).toContain("Added demo data to the pg database");
        expect(await database.db.$count(users)).toBeGreaterThan(60);
      } finally {
        await database.destroy();
      }
    });
  }
});
