// The seeds every database gets, and the operator commands around them.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password.ts";
import { plans, users } from "../../src/server/db/schema.ts";
import { PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { ensureAdmin } from "../../src/server/db/seed.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

const run = promisify(execFile);
afterAll(closeDatabaseHelpers);

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

forEachDatabase("admin seed", { app: false }, (ctx) => {
  async function account(email: string) {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  }

  it("creates the configured admin once and leaves it alone afterwards", async () => {
    const email = unique("admin");
    expect(await ensureAdmin(ctx.db, { email, password: "first password!" }, { overwrite: false })).toBe(
      "created",
    );
    expect(
      await ensureAdmin(
        ctx.db,
        { email: email.toUpperCase(), password: "other password" },
        { overwrite: false },
      ),
    ).toBe("exists");
    const row = await account(email);
    expect(row?.role).toBe("admin");
    expect(await verifyPassword("first password!", row!.passwordHash)).toBe(true);
  });

  it("never promotes an account that signed up with the configured address", async () => {
    const email = unique("squatter");
    await ctx.db.insert(users).values({ name: "Someone", email, phoneNo: "9876543210", passwordHash: "x" });
    expect(await ensureAdmin(ctx.db, { email, password: "admin password" }, { overwrite: false })).toBe(
      "conflict",
    );
    expect((await account(email))?.role).toBe("user");
  });

  it("lets the operator's command make an existing account an admin with a new password", async () => {
    const email = unique("member");
    await ctx.db.insert(users).values({ name: "Member", email, phoneNo: "9876543210", passwordHash: "x" });
    expect(await ensureAdmin(ctx.db, { email, password: "new admin password" }, { overwrite: true })).toBe(
      "updated",
    );
    const row = await account(email);
    expect(row?.role).toBe("admin");
    expect(await verifyPassword("new admin password", row!.passwordHash)).toBe(true);
    // The operator vouched for the address: it counts as confirmed, as a configured admin's does.
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
  });
});

describe("npm run admin:create and npm run db:migrate", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("creates the owner in the embedded database, and makes it accounts on a second run with --role", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admin-create-"));
    const env = { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ADMIN_PASSWORD: "a long admin password" };
    const { stdout } = await run(
      process.execPath,
      ["scripts/admin-create.ts", "--email", "Owner@Example.com", "--name", "Owner"],
      { env },
    );
    expect(stdout).toContain("Staff member Owner@Example.com (owner) created.");

    const again = await run(
      process.execPath,
      ["scripts/admin-create.ts", "--email", "owner@example.com", "--role", "accounts"],
      { env },
    );
    expect(again.stdout).toContain("owner@example.com is now staff (accounts) with the new password.");

    const client = await PGlite.create(join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
    const { rows } = await client.query<{ name: string; role: string; staff_role: string; count: number }>(
      "select name, role, staff_role, (select count(*)::int from users) as count from users",
    );
    await client.close();
    expect(rows).toEqual([{ name: "Owner", role: "admin", staff_role: "accounts", count: 1 }]);
  });

  it("refuses a short password or a missing e-mail with a clear message", async () => {
    const env = { PATH: process.env.PATH ?? "", DATA_DIR: mkdtempSync(join(tmpdir(), "admin-create-")) };
    await expect(
      run(process.execPath, ["scripts/admin-create.ts", "--email", "a@b.co"], {
        env: { ...env, ADMIN_PASSWORD: "short" },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("at least 12 characters") });
    await expect(
      run(process.execPath, ["scripts/admin-create.ts"], {
        env: { ...env, ADMIN_PASSWORD: "a long admin password" },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--email") });
  });

  // With TEST_DATABASE_URL only: there is no server database to migrate otherwise.
  for (const target of DATABASE_TARGETS.filter((t) => t.name === "pg")) {
    it("migrates and seeds a server database", async () => {
      const database = await target.open();
      try {
        // The helper migrated it already; a second run must be a no-op that still succeeds.
        const { stdout } = await run(process.execPath, ["scripts/db-migrate.ts"], {
          env: { PATH: process.env.PATH ?? "", DATABASE_URL: database.url! },
        });
        expect(stdout).toContain("Migrated the pg database and seeded the plans.");
        const counted = await database.db.select({ count: sql<number>`count(*)::int` }).from(plans);
        expect(counted).toEqual([{ count: 3 }]);
      } finally {
        await database.destroy();
      }
    });
  }
});
