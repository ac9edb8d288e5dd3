// Route guards: a valid bearer access token (401 otherwise), and for the admin endpoints a staff
// account, its second factor and its role's permission, all read from the database, not only the
// token (docs/product.md D5, D27; decision 0041).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { can, STAFF_MESSAGES, type Permission } from "../../schemas/staff.ts";
import type { AppBindings, CurrentUser } from "../context.ts";
import { preparedOn } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";
import { forbidden, HttpError, unauthorized } from "../errors.ts";
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
      staffRole: users.staffRole,
      authVersion: users.authVersion,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    // An erased account's tokens die with it (decision 0039), and an ended session's with it
    // (decision 0043; a token from before sessions were kept names none).
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

/** The signed-in account behind the bearer token, set on the context (401 otherwise). */
async function signIn(c: Context<AppBindings>): Promise<CurrentUser> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(token, c.var.deps.jwtKey);
  // The account must still exist, and its role is the database's, not the token's.
  const [row] = await accountOf(c.var.deps.db).execute({ id: claims.userId, sid: claims.sessionId ?? null });
  if (!row) throw unauthorized("Your session is not valid. Please log in again.");
  // Issued before the second factor was set up or reset, or the staff role changed (decision 0041).
  if ((claims.authVersion ?? 0) !== row.authVersion) {
    throw unauthorized("Your session has ended. Please log in again.");
  }
  const { authVersion: _version, ...account } = row;
  const user: CurrentUser = {
    ...account,
    secondFactor: claims.secondFactor === true && row.role === "admin" && row.totpEnabledAt !== null,
  };
  c.set("user", user);
  c.set("sessionId", claims.sessionId);
  return user;
}

/**
 * A signed-in account; a staff account only past its second factor (403 with `secondFactor`
 * otherwise). A staff password alone must not change the password, end the sessions that did
 * pass the factor, or read and change the account (decision 0041): it reaches only the calls
 * that lead to the factor, behind `requireSession`.
 */
export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  const user = await signIn(c);
  if (user.role === "admin" && user.staffRole) assertSecondFactor(user);
  await next();
});

/**
 * A signed-in account, a staff one before its second factor too: only for the factor's own calls
 * and the session check that tells the site who is signed in.
 */
export const requireSession = createMiddleware<AppBindings>(async (c, next) => {
  await signIn(c);
  await next();
});

/** A staff account, signed in with or without its second factor (the factor's own calls). */
export const requireStaff = createMiddleware<AppBindings>(async (c, next) => {
  if (c.var.user?.role !== "admin" || !c.var.user.staffRole) throw forbidden(STAFF_MESSAGES.notStaff);
  await next();
});

/** 403 for a staff session that has not passed its second factor: what to do next, in `secondFactor`. */
function assertSecondFactor(user: CurrentUser): void {
  if (user.secondFactor) return;
  throw user.totpEnabledAt
    ? new HttpError(403, STAFF_MESSAGES.enterCode, { extra: { secondFactor: "required" } })
    : new HttpError(403, STAFF_MESSAGES.setupFactor, { extra: { secondFactor: "setup" } });
}

/** Which permission a route's handler checks (the API description's test reads it). */
const permissions = new WeakMap<object, Permission>();

export function permissionOf(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? permissions.get(handler) : undefined;
}

/**
 * An admin endpoint: a staff account, past its second factor, whose role has `permission` in the
 * one matrix (src/schemas/staff.ts). Every admin route names its permission here.
 */
export function allow(permission: Permission) {
  const check = createMiddleware<AppBindings>(async (c, next) => {
    const user = c.var.user;
    if (user.role !== "admin" || !user.staffRole) throw forbidden("Only administrators can do this.");
    assertSecondFactor(user);
    if (!can(user.staffRole, permission)) throw forbidden(STAFF_MESSAGES.notAllowed);
    await next();
  });
  permissions.set(check, permission);
  return [requireUser, check] as const;
}

/** Which second permission a route's handler checks after allow()'s (alsoAllow). */
const alsoNeeded = new WeakMap<object, Permission>();

export function alsoPermissionOf(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? alsoNeeded.get(handler) : undefined;
}

/**
 * A second permission a route needs, after allow()'s: a list's CSV takes "exports" and the list's
 * own, so that no role downloads what it may not read (accounts exports, but reads no grievance
 * or contact message).
 */
export function alsoAllow(permission: Permission) {
  const check = createMiddleware<AppBindings>(async (c, next) => {
    if (!can(c.var.user.staffRole, permission)) throw forbidden(STAFF_MESSAGES.notAllowed);
    await next();
  });
  alsoNeeded.set(check, permission);
  return check;
}

/**
 * The caller may act on `userId` only as that user, or as staff past the second factor whose role
 * has `permission` (D6).
 */
export function assertSelfOrStaff(user: CurrentUser, userId: string, permission: Permission): void {
  if (user.id === userId) return;
  if (user.role !== "admin" || !user.staffRole) throw forbidden();
  assertSecondFactor(user);
  if (!can(user.staffRole, permission)) throw forbidden(STAFF_MESSAGES.notAllowed);
}

/**
 * The caller may change what `userId` wrote only as that user, or as the owner (the
 * specification's admin) past the second factor: reading a member is sales' and accounts' work,
 * writing in their name is not.
 */
export function assertSelfOrOwner(user: CurrentUser, userId: string): void {
  if (user.id === userId) return;
  if (user.role !== "admin" || !user.staffRole) throw forbidden();
  assertSecondFactor(user);
  if (user.staffRole !== "owner") throw forbidden(STAFF_MESSAGES.notAllowed);
}
