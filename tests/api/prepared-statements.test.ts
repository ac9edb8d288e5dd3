// Statements with parameters go to Postgres as named prepared statements on the server
// drivers (src/server/db/remote.ts, decision 0015): parsed and planned once per connection,
// then only their values are sent. The answers must be the same as unnamed statements give,
// whatever the values, in and out of transactions, on every driver.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { closeDatabaseHelpers, type TestDatabase } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

forEachDatabase("statements with parameters", { app: false }, (ctx) => {
  const { target } = ctx;
  beforeAll(async () => {
    await ctx.db.insert(users).values(
      ["asha", "ravi", "meera"].map((name) => ({
        name,
        email: `${name}@example.com`,
        phoneNo: "9876543210",
        passwordHash: "scrypt$1$1$1$x$y",
      })),
    );
  });

  const countByEmail = (db: Pick<TestDatabase["db"], "select">, email: string) =>
    db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email))
      .then(([row]) => row!.n);

  it("answers the same statement right for each value, in a transaction and out of one", async () => {
    for (const email of ["asha@example.com", "nobody@example.com", "ravi@example.com"]) {
      expect(await countByEmail(ctx.db, email)).toBe(email.startsWith("nobody") ? 0 : 1);
    }
    const inside = await ctx.db.transaction(async (tx) => {
      const answers = [];
      for (const email of ["meera@example.com", "nobody@example.com", "meera@example.com"]) {
        answers.push(await countByEmail(tx, email));
      }
      // The server drivers: the statement was prepared once on this connection, by its name.
      const prepared = (await tx.execute(
        sql`select name from pg_prepared_statements where statement like '%"users"."email" = $1%'`,
      )) as unknown as { rows: { name: string }[] };
      return { answers, prepared: prepared.rows.map((row) => row.name) };
    });
    expect(inside.answers).toEqual([1, 0, 1]);
    if (target.name === "pglite") expect(inside.prepared).toEqual([]);
    else expect(inside.prepared).toEqual([expect.stringMatching(/^auto_[0-9a-f]{40}$/)]);
  });

  it("leaves a statement without parameters unnamed", async () => {
    const { answer, prepared } = await ctx.db.transaction(async (tx) => {
      const result = (await tx.execute(sql.raw("select 41 + 1 as answer"))) as unknown as {
        rows: { answer: number }[];
      };
      const named = (await tx.execute(
        sql.raw("select name from pg_prepared_statements where statement like '%41 + 1%'"),
      )) as unknown as { rows: unknown[] };
      return { answer: result.rows[0]!.answer, prepared: named.rows };
    });
    expect(answer).toBe(42);
    expect(prepared).toEqual([]);
  });
});
