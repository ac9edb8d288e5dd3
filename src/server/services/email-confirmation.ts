// Confirming an account's address (decision 0043): sign-up sends one link, and until it is
// followed nothing else is sent to the address (notifier.ts, Member.unconfirmed), so that an
// account opened with a stranger's address writes nothing to them. The link's token is kept
// hashed, valid 7 days, and works once; a later link does not spoil an earlier one.
import { and, eq, gt, isNull } from "drizzle-orm";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import { CONFIRMATION_LINK_INVALID } from "../../schemas/auth.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { emailConfirmations, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { badRequest } from "../errors.ts";
import { confirmEmailEmail } from "../mail/request-messages.ts";
import { notify, toAddress, type Queued } from "../notify/notifier.ts";

export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_CONFIRMED_MESSAGE = "Thank you: your email address is confirmed.";
export const CONFIRMATION_SENT_MESSAGE = "We have sent you a link to confirm your email address.";
export const ALREADY_CONFIRMED_MESSAGE = "Your email address is already confirmed.";

/** The confirm page in the account's language; the token travels in the fragment, as a reset's does. */
export function confirmationLink(siteUrl: string, token: string, lang: Lang = "en"): string {
  return new URL(`${pathInLang("/confirm-email", lang)}#token=${token}`, siteUrl).toString();
}

/**
 * Queues a confirmation link for the account, unless its address is confirmed already (then
 * undefined). The caller limits how often (RATE_LIMITS.confirmationPerAddress).
 */
export async function queueConfirmation(
  db: Database,
  userId: string,
  siteUrl: string,
  now = Date.now(),
): Promise<Queued | undefined> {
  const [user] = await db
    .select({ email: users.email, language: users.language, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  if (!user || user.confirmedAt) return undefined;
  const token = randomToken();
  const link = confirmationLink(siteUrl, token, user.language);
  return db.transaction(async (tx) => {
    await tx.insert(emailConfirmations).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + CONFIRMATION_TTL_MS),
    });
    // Straight to the address: the notifier holds back everything for an unconfirmed one.
    return notify(tx, toAddress(confirmEmailEmail(user.email, link, user.language, siteUrl)));
  });
}

/** Whether the account's address is confirmed. */
export async function isConfirmed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.confirmedAt);
}

/** Confirms the address the link was sent for; a link already used for it answers the same. */
export async function confirmEmail(db: Database, token: string, now = Date.now()): Promise<void> {
  const tokenHash = hashToken(token);
  const [link] = await db
    .update(emailConfirmations)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailConfirmations.userId });
  if (link) {
    await db
      .update(users)
      .set({ emailConfirmedAt: new Date(now) })
      .where(and(eq(users.id, link.userId), isNull(users.emailConfirmedAt), isNull(users.erasedAt)));
    return;
  }
  // Opened twice (a mail app's preview, then the person): the second is fine once confirmed.
  const [used] = await db
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(eq(emailConfirmations.tokenHash, tokenHash))
    .limit(1);
  if (!used?.confirmedAt) throw badRequest(CONFIRMATION_LINK_INVALID);
}
