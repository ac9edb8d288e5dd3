// Sessions (decision 0043): a signed-in device is a session, holding an access JWT (which names
// the session as `sid`) and a refresh token. Refresh tokens rotate on every use. The same token
// refreshed again within a few seconds (two tabs, a phone retrying a request whose answer it
// lost) answers the same successor; used again after that, it was stolen, so its whole family,
// the session, is ended (docs/product.md D8). Members see their sessions and end any of them.
import { createHmac } from "node:crypto";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { SESSION_NOT_FOUND } from "../../schemas/api/params.ts";
import type { AuthResult } from "../../schemas/auth.ts";
import { hashToken, randomToken, REFRESH_TOKEN_TTL_MS, signAccessToken } from "../auth/tokens.ts";
import { refreshTokens, sessions, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { notFound, unauthorized } from "../errors.ts";
import type { UserRow } from "./users.ts";

const INVALID_REFRESH = "Your session has ended. Please log in again.";

/**
 * How long a spent refresh token still answers the successor it was exchanged for: long enough
 * for two tabs refreshing at once and a phone's retry, too short to be worth stealing.
 */
export const REFRESH_GRACE_MS = 30_000;

/** Where a session signs in from: the browser's User-Agent and the client's address. */
export interface DeviceSeen {
  userAgent: string;
  clientAddress: string;
}

const USER_AGENT_MAX = 500;

/**
 * The refresh token that replaces `token`: derived from it with the signing key, so that every
 * caller exchanging the same token within the grace window gets the same successor, and
 * nothing but its hash is stored.
 */
function successorOf(token: string, jwtKey: Uint8Array): string {
  return createHmac("sha256", jwtKey).update(`refresh-successor:${token}`).digest("base64url");
}

async function accessTokenFor(
  user: Pick<UserRow, "id" | "role" | "authVersion">,
  sessionId: string,
  jwtKey: Uint8Array,
  secondFactor: boolean,
) {
  return signAccessToken(
    { userId: user.id, role: user.role, sessionId, authVersion: user.authVersion, secondFactor },
    jwtKey,
  );
}

/** A new session for a login or a sign-up: its row and its first refresh token, in one statement. */
export async function issueSession(
  db: Database,
  user: Pick<UserRow, "id" | "role" | "authVersion">,
  jwtKey: Uint8Array,
  device: DeviceSeen,
  now = Date.now(),
  /** A staff sign-in past its second factor (decision 0041): its refreshes stay past it. */
  secondFactor = false,
): Promise<AuthResult & { sessionId: string }> {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken();
  const expiresAt = new Date(now + REFRESH_TOKEN_TTL_MS);
  const session = db.$with("new_session").as(
    db
      .insert(sessions)
      .values({
        id: sessionId,
        userId: user.id,
        userAgent: device.userAgent.slice(0, USER_AGENT_MAX),
        clientAddress: device.clientAddress,
        lastUsedAt: new Date(now),
        expiresAt,
        createdAt: new Date(now),
      })
      .returning({ id: sessions.id }),
  );
  await db
    .with(session)
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId: sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt,
      secondFactor,
    });
  return {
    accessToken: await accessTokenFor(user, sessionId, jwtKey, secondFactor),
    refreshToken,
    sessionId,
  };
}

/** Exchanges a refresh token for a new pair; the old one stops working once its grace is over. */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  jwtKey: Uint8Array,
  device: DeviceSeen,
  now = Date.now(),
): Promise<AuthResult & { user: UserRow }> {
  const tokenHash = hashToken(refreshToken);
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= now) throw unauthorized(INVALID_REFRESH);

  // Claim the token, naming its successor: exactly one caller can.
  const successor = successorOf(refreshToken, jwtKey);
  const claimed = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now), replacedById: crypto.randomUUID() })
    .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revokedAt)))
    .returning({ replacedById: refreshTokens.replacedById });
  let successorId = claimed[0]?.replacedById;
  if (!successorId) {
    // Spent already: by a rotation a moment ago (the same successor again), or it was stolen.
    const [spent] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, current.id)).limit(1);
    const inGrace =
      spent?.replacedById != null &&
      spent.revokedAt !== null &&
      now - spent.revokedAt.getTime() <= REFRESH_GRACE_MS;
    if (!inGrace) {
      await revokeFamily(db, current.familyId, now);
      throw unauthorized(INVALID_REFRESH);
    }
    successorId = spent.replacedById!;
  }
  const expiresAt = new Date(now + REFRESH_TOKEN_TTL_MS);
  // Whoever comes first writes the successor; the same row either way.
  await db
    .insert(refreshTokens)
    .values({
      id: successorId,
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: hashToken(successor),
      expiresAt,
      secondFactor: current.secondFactor,
    })
    .onConflictDoNothing();
  const [next] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, successorId)).limit(1);
  // A successor already spent or ended (its session was ended meanwhile) gives nothing.
  if (!next || next.revokedAt !== null || next.tokenHash !== hashToken(successor)) {
    throw unauthorized(INVALID_REFRESH);
  }
  const [session] = await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now), expiresAt: next.expiresAt, clientAddress: device.clientAddress })
    .where(and(eq(sessions.id, current.familyId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (!session) {
    await revokeFamily(db, current.familyId, now);
    throw unauthorized(INVALID_REFRESH);
  }
  const [user] = await db.select().from(users).where(eq(users.id, current.userId)).limit(1);
  if (!user || user.erasedAt) throw unauthorized(INVALID_REFRESH);
  return {
    accessToken: await accessTokenFor(user, current.familyId, jwtKey, current.secondFactor),
    refreshToken: successor,
    user,
  };
}

/** Ends a session: its refresh tokens stop working and its access tokens at their next call. */
export async function revokeFamily(db: Database, familyId: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(now) })
    .where(and(eq(sessions.id, familyId), isNull(sessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: the token's family ends; an unknown token is not an error (already logged out). */
export async function endSession(db: Database, refreshToken: string): Promise<void> {
  const [current] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (current) await revokeFamily(db, current.familyId);
}

/** Ends every session of the account, or every one but `except` (a password changed on this device). */
export async function revokeAllSessions(db: DbOrTx, userId: string, except?: string): Promise<number> {
  const now = new Date();
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.familyId, except) : undefined,
      ),
    );
  return ended.length;
}

/** A session as its member sees it. */
export interface SessionView {
  _id: string;
  /** The browser and the system from the User-Agent (null when it names none we know). */
  browser: string | null;
  system: string | null;
  clientAddress: string;
  signedInAt: string;
  lastUsedAt: string;
  /** The session this call is made from. */
  current: boolean;
}

/** The member's sessions still going, the last used first. */
export async function listSessions(
  db: Database,
  userId: string,
  currentId: string | undefined,
  now = Date.now(),
): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    ...describeUserAgent(row.userAgent),
    clientAddress: row.clientAddress,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the member's own sessions; 404 for anyone else's or an unknown one. */
export async function endOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  await revokeFamily(db, row.id);
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome" and "Android" from a User-Agent: the words a person knows their device by. */
export function describeUserAgent(userAgent: string): { browser: string | null; system: string | null } {
  const find = (list: readonly [RegExp, string][]) =>
    list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
