// Forgot and reset password (D7): one random token per request, kept hashed, single use,
// valid for 30 minutes. The request's answer never says whether the account exists.
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../auth/password.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { badRequest } from "../errors.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { revokeAllSessions } from "./sessions.ts";
import { findUserByEmail } from "./users.ts";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export function resetLink(siteUrl: string, token: string): string {
  // The token travels in the fragment: browsers never send it to a server or a referrer.
  return new URL(`/reset-password#token=${token}`, siteUrl).toString();
}

/** Returns the id of the queued e-mail, or undefined when no account has the address. */
export async function requestPasswordReset(
  db: Database,
  email: string,
  siteUrl: string,
): Promise<string | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomToken();
  const link = resetLink(siteUrl, token);
  return db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return enqueueEmail(tx, {
      to: user.email,
      subject: "Reset your Nova Experience password",
      template: "password-reset",
      textBody: [
        `Hello ${user.name},`,
        "",
        "Someone asked to reset the password of your Nova Experience account.",
        "Open this link within 30 minutes to choose a new password:",
        "",
        link,
        "",
        "If it wasn't you, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
  });
}

/** Sets the new password, spends the token and ends every session of the account. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    // Any other outstanding link of this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, spent.userId);
  });
}
