import { and, eq, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../i18n/lang.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { SignupBody } from "../../schemas/consent-requests.ts";
import { hashPassword, needsRehash, verifyPassword } from "../auth/password.ts";
import { users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { conflict, forbidden, pgErrorCode, unauthorized } from "../errors.ts";
import { failWaitingForOldNumber, recordSignupConsents } from "../notify/consents.ts";
import { toWhatsAppNumber } from "../whatsapp/outbox.ts";
import { revokeAllSessions } from "./sessions.ts";

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";
/** One message for an unknown e-mail and a wrong password alike. */
export const BAD_CREDENTIALS_MESSAGE = "Invalid email or password.";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNo: row.phoneNo,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    // A staff account's role (decision 0041): the admin panel shows what it allows.
    ...(row.staffRole ? { staffRole: row.staffRole } : {}),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    // An erased account keeps no address of its own (decision 0039), and is never found by one.
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.erasedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Creates a member whose e-mails are in `language`; the unique index on lower(email) settles
 * concurrent sign-ups.
 */
export async function createUser(db: Database, input: SignupBody, language: Lang = "en"): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const values = {
    name: input.name,
    email: input.email,
    phoneNo: input.phoneNo,
    passwordHash,
    role: "user" as const,
    language,
  };
  try {
    if (!input.consents) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    }
    // The boxes ticked at sign-up are recorded with the account, or neither is (decision 0037).
    const consents = input.consents;
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(values).returning();
      await recordSignupConsents(tx, row!, consents);
      return row!;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** Sets the language of the account's e-mails (D25); the account, or undefined when it is gone. */
export async function setLanguage(db: Database, id: string, language: Lang): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Corrects the account's name and phone (D27), as checked by the sign-up's rules; the account,
 * or undefined when it is gone, and the fallback e-mails queued. A new number turns WhatsApp off
 * until it is given again for it (the consent record holds each choice for the number it was made
 * about, decision 0037), and what was still waiting for the old number goes by e-mail instead.
 */
export async function updateProfile(
  db: Database,
  id: string,
  input: { name?: string; phoneNo?: string },
): Promise<{ user: UserRow | undefined; fallbackEmailIds: string[] }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ phoneNo: users.phoneNo })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.erasedAt)))
      .for("update");
    if (!before) return { user: undefined, fallbackEmailIds: [] };
    const [row] = await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phoneNo !== undefined ? { phoneNo: input.phoneNo } : {}),
      })
      .where(eq(users.id, id))
      .returning();
    const [oldNumber, newNumber] = [toWhatsAppNumber(before.phoneNo), toWhatsAppNumber(row!.phoneNo)];
    const fallbackEmailIds =
      oldNumber && oldNumber !== newNumber ? await failWaitingForOldNumber(tx, id, oldNumber) : [];
    return { user: row, fallbackEmailIds };
  });
}

/** The language of an account's e-mails; English for an account that is gone. */
export async function languageOf(db: DbOrTx, id: string): Promise<Lang> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, id));
  return row?.language ?? "en";
}

// Verified against when the e-mail is unknown, so that both paths take the same time.
let decoyHash: Promise<string> | undefined;

/**
 * The account whose password this is; throws 401 otherwise. A hash made with older
 * parameters or scrypt (the first release) is replaced by a current one while the password
 * is at hand: accounts move to Argon2id as their owners log in.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  decoyHash ??= hashPassword("decoy password that never matches");
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row || !matches) throw unauthorized(BAD_CREDENTIALS_MESSAGE);
  if (needsRehash(row.passwordHash)) {
    const passwordHash = await hashPassword(password);
    // Only if nobody changed the password meanwhile (a reset in another tab wins).
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
    return { ...row, passwordHash };
  }
  return row;
}

export const CURRENT_PASSWORD_WRONG = "That password is not right. Your password was not changed.";

/**
 * A signed-in member's new password, given the current one; every other session of the account
 * ends (decision 0043), the one it was changed from goes on. Answers how many ended.
 */
export async function changePassword(
  db: Database,
  userId: string,
  currentPassword: string,
  password: string,
  keepSession: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash)))
    throw forbidden(CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Only over the hash just checked: a reset meanwhile wins.
    const changed = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw forbidden(CURRENT_PASSWORD_WRONG);
    return revokeAllSessions(tx, userId, keepSession);
  });
}
