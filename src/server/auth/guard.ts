// Route guards: a valid bearer access token (401 otherwise), and the admin role checked
// against the database, not only the token (docs/product.md D5).
import { and, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../context.ts";
import { preparedOn } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { verifyAccessToken } from "./tokens.ts";

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * The account behind a token, its role, and the name, address and language of its own e-mails,
 * while the token's session goes on: looked up on every signed-in call.
 */
const accountOf = preparedOn((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(users)
    // An erased account's tokens die with it (decision 0039), and an ended session's with it
    // (decision 0041; a token from before sessions were kept names none).
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        isNull(users.erasedAt),
        sql`(${sql.placeholder("sid")}::uuid is null or exists (select 1 from ${sessions} where ${sessions.id} = ${sql.placeholder("sid")}::uuid and ${sessions.endedAt} is null))`,
      ),
    )
    .limit(1)
    .prepare("account_of_token"),
);

export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(token, c.var.deps.jwtKey);
  // The account must still exist, and its role is the database's, not the token's.
  const [row] = await accountOf(c.var.deps.db).execute({ id: claims.userId, sid: claims.sessionId ?? null });
  if (!row) throw unauthorized("Your session is not valid. Please log in again.");
  c.set("user", row);
  c.set("sessionId", claims.sessionId);
  await next();
});

export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  if (c.var.user?.role !== "admin") throw forbidden("Only administrators can do this.");
  await next();
});

/** The caller may act on `userId` only as that user or as an admin (D6). */
export function assertSelfOrAdmin(user: { id: string; role: string }, userId: string): void {
  if (user.id !== userId && user.role !== "admin") throw forbidden();
}
