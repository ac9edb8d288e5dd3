// Forgot and reset password (docs/product.md D7): one random token per request, kept hashed, single use,
// valid for 30 minutes. The request's answer never says whether the account exists.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import { RESET_LINK_INVALID } from "../../schemas/api/params.ts";
import { hashPassword } from "../auth/password.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { badRequest } from "../errors.ts";
import { passwordReset } from "../notify/notifications.ts";
import { accountHolder, notify, toMember, type Queued } from "../notify/notifier.ts";
import { revokeAllSessions } from "./sessions.ts";
import { findUserByEmail } from "./users.ts";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export { RESET_LINK_INVALID };

/** The reset page in the account's language (/hi/reset-password for a Hindi account, D25). */
export function resetLink(siteUrl: string, token: string, lang: Lang = "en"): string {
  // The token travels in the fragment: browsers never send it to a server or a referrer.
  return new URL(`${pathInLang("/reset-password", lang)}#token=${token}`, siteUrl).toString();
}

/** Returns what it queued (the e-mail), or undefined when no account has the address. */
export async function requestPasswordReset(
  db: Database,
  email: string,
  siteUrl: string,
): Promise<Queued | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomToken();
  const link = resetLink(siteUrl, token, user.language);
  return db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const member = accountHolder(user);
    return notify(tx, toMember(member, passwordReset(member, link, siteUrl)));
  });
}

const liveToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/**
 * Sets the new password, spends the token and ends every session of the account. The token is
 * looked up before the password is hashed: a made-up token costs one indexed read, never a
 * hash (decision 0025: random tokens used to cost a hash each).
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<{ userId: string }> {
  const tokenHash = hashToken(token);
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveToken(tokenHash))
    .limit(1);
  if (!live) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Spent here, once: of two uses of one link at the same time, one wins.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(tokenHash))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(RESET_LINK_INVALID);
    // The link came to the address: following it proves the address, as a confirmation does
    // (decision 0043; someone who lost the confirmation e-mail is not stuck).
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, spent.userId));
    // Any other outstanding link of this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, spent.userId);
    return { userId: spent.userId };
  });
}
