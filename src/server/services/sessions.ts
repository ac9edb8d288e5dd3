// Sessions: an access JWT plus a refresh token. Refresh tokens rotate on every use; a token
// used twice means it was stolen, so its whole family is revoked (docs/product.md D8).
import { and, eq, isNull } from "drizzle-orm";
import type { AuthResult } from "../../schemas/auth.ts";
import { hashToken, randomToken, REFRESH_TOKEN_TTL_MS, signAccessToken } from "../auth/tokens.ts";
import { refreshTokens, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { unauthorized } from "../errors.ts";
import type { UserRow } from "./users.ts";

const INVALID_REFRESH = "Your session has ended. Please log in again.";

export async function issueSession(
  db: Database,
  user: Pick<UserRow, "id" | "role" | "authVersion">,
  jwtKey: Uint8Array,
  familyId: string = crypto.randomUUID(),
  /** A staff sign-in past its second factor (decision 0041): its refreshes stay past it. */
  secondFactor = false,
): Promise<AuthResult & { refreshTokenId: string }> {
  const refreshToken = randomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      secondFactor,
    })
    .returning({ id: refreshTokens.id });
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, authVersion: user.authVersion, secondFactor },
    jwtKey,
  );
  return { accessToken, refreshToken, refreshTokenId: row!.id };
}

/** Exchanges a refresh token for a new pair; the old one stops working. */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  jwtKey: Uint8Array,
): Promise<AuthResult & { user: UserRow }> {
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!current) throw unauthorized(INVALID_REFRESH);

  // Claim the token: exactly one caller can revoke it; any later use is a reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, current.familyId);
    throw unauthorized(INVALID_REFRESH);
  }
  if (current.expiresAt.getTime() <= Date.now()) throw unauthorized(INVALID_REFRESH);

  const [user] = await db.select().from(users).where(eq(users.id, current.userId)).limit(1);
  if (!user) throw unauthorized(INVALID_REFRESH);
  const next = await issueSession(db, user, jwtKey, current.familyId, current.secondFactor);
  await db
    .update(refreshTokens)
    .set({ replacedById: next.refreshTokenId })
    .where(eq(refreshTokens.id, current.id));
  return { accessToken: next.accessToken, refreshToken: next.refreshToken, user };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
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

export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
