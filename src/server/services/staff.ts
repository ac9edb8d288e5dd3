// Staff accounts (D27; decision 0041): the second factor every one of them needs before an admin
// endpoint answers (TOTP with one-time recovery codes), and the owner's management of the staff:
// who is on it, with which role, and resetting a lost factor.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from "../../schemas/staff.ts";
import {
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from "../auth/totp.ts";
import { hashToken } from "../auth/tokens.ts";
import { staffRecoveryCodes, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { forget, RATE_LIMITS } from "../rate-limit/limiter.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../errors.ts";
import type { StaffChange } from "../mail/request-messages.ts";
import { staffAccessChanged } from "../notify/notifications.ts";
import { accountHolder, notify, toMember, type Queued } from "../notify/notifier.ts";
import { revokeAllSessions } from "./sessions.ts";
import type { UserRow } from "./users.ts";

/** The name authenticator apps show beside the code. */
export const TOTP_ISSUER = "Nova Experience";

const recoveryHash = (userId: string, code: string) => hashToken(`${userId}:${normalizeRecoveryCode(code)}`);

async function staffRow(db: Database, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "admin"), isNull(users.erasedAt)))
    .limit(1);
  if (!row?.staffRole) throw forbidden(STAFF_MESSAGES.notStaff);
  return row;
}

/** Step one of setting up the factor: a new secret, kept aside until a code from it confirms it. */
export async function startEnrolment(db: Database, userId: string) {
  const row = await staffRow(db, userId);
  if (row.totpEnabledAt) throw conflict(STAFF_MESSAGES.alreadyEnrolled);
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  return { secret, uri: otpauthUri(secret, row.email, TOTP_ISSUER) };
}

/**
 * Step two: a code from the new secret turns the factor on, with ten new recovery codes (returned
 * once, kept hashed). Every earlier session ends: the caller gets a new one past the factor.
 */
export async function confirmEnrolment(db: Database, userId: string, code: string, now: Date) {
  const row = await staffRow(db, userId);
  if (row.totpEnabledAt) throw conflict(STAFF_MESSAGES.alreadyEnrolled);
  if (!row.totpPendingSecret) throw conflict(STAFF_MESSAGES.noEnrolment);
  const step = matchTotp(row.totpPendingSecret, code, now);
  if (step === null) throw badRequest(STAFF_MESSAGES.wrongCode);
  const codes = newRecoveryCodes();
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        authVersion: sql`${users.authVersion} + 1`,
      })
      // Two confirmations at once: one wins.
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
      .returning();
    if (!updated) throw conflict(STAFF_MESSAGES.alreadyEnrolled);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((recovery) => ({ userId, codeHash: recoveryHash(userId, recovery) })));
    await revokeAllSessions(tx, userId);
    return updated;
  });
  return { recoveryCodes: codes, user };
}

/**
 * The sign-in's second step: a code from the app (each time step once) or an unused recovery code
 * (then spent). Which one it was, for the staff record.
 */
export async function verifySecondFactor(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<"totp" | "recovery"> {
  const row = await staffRow(db, userId);
  if (!row.totpSecret || !row.totpEnabledAt) {
    throw new HttpError(403, STAFF_MESSAGES.setupFactor, { extra: { secondFactor: "setup" } });
  }
  const step = matchTotp(row.totpSecret, code, now, row.totpLastStep);
  if (step !== null) {
    const [claimed] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    if (claimed) return "totp";
  } else if (!/^\d{6}$/.test(code)) {
    const [spent] = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.userId, userId),
          eq(staffRecoveryCodes.codeHash, recoveryHash(userId, code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (spent) return "recovery";
  }
  throw badRequest(STAFF_MESSAGES.wrongCode);
}

/** Recovery codes not yet used. */
export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The owner's management of the staff

const toStaffMember = (row: UserRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  staffRole: row.staffRole!,
  factorEnrolledAt: row.totpEnabledAt?.toISOString() ?? null,
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.erasedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toStaffMember);
}

/**
 * The factor's recovery codes and its count of wrong codes gone, and every session ended: what
 * adding someone, removing them and resetting their factor share (with FACTOR_CLEARED).
 */
async function clearFactor(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));
  await forget(tx, RATE_LIMITS.factorPerMember, id);
  await revokeAllSessions(tx, id);
}

/** The factor and every session gone: what removing someone and resetting a factor share. */
const FACTOR_CLEARED = {
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  authVersion: sql`${users.authVersion} + 1`,
} as const;

/** Tells the person what the owner changed (decision 0041): by e-mail, in their language. */
function tell(tx: DbOrTx, row: UserRow, change: StaffChange, siteUrl: string): Promise<Queued> {
  const member = accountHolder(row);
  return notify(tx, toMember(member, staffAccessChanged(member, change, siteUrl)));
}

/**
 * An existing account joins the staff with a role (people sign up first and confirm their
 * address, then the owner adds them: nobody else chooses their password). Their earlier sessions end; they set up the factor at
 * their next sign-in, as the e-mail telling them says.
 */
export async function addStaff(db: Database, email: string, role: StaffRole, siteUrl: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.erasedAt)))
    .limit(1);
  if (!row) throw notFound(STAFF_MESSAGES.noAccount);
  if (row.role === "admin") throw conflict(STAFF_MESSAGES.alreadyStaff);
  // Anyone can sign up with any address: until its owner has followed the confirmation link,
  // the account may be someone else's, waiting for the address's owner to be hired.
  if (!row.emailConfirmedAt) throw conflict(STAFF_MESSAGES.unconfirmed);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role: "admin", staffRole: role, ...FACTOR_CLEARED })
      .where(and(eq(users.id, row.id), eq(users.role, "user")))
      .returning();
    if (!updated) throw conflict(STAFF_MESSAGES.alreadyStaff);
    await clearFactor(tx, row.id);
    const queued = await tell(tx, updated, { kind: "added", role }, siteUrl);
    return { member: toStaffMember(updated), queued };
  });
}

/**
 * Someone else on the staff (nobody changes their own role: there is always an owner), locked
 * until the transaction ends: two changes to one person at once (a double click on "Remove")
 * queue up, and the second sees what the first left, so each change is told once.
 */
async function otherStaff(tx: DbOrTx, actorId: string, id: string): Promise<UserRow> {
  if (actorId === id) throw forbidden(STAFF_MESSAGES.notYourself);
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin"), isNull(users.erasedAt)))
    .for("update");
  if (!row) throw notFound(STAFF_MESSAGES.notOnStaff);
  return row;
}

/**
 * A new role takes effect at the next call: the guard reads it from the database each time. The
 * role they already have changes nothing and tells them nothing.
 */
export async function changeStaffRole(
  db: Database,
  actorId: string,
  id: string,
  role: StaffRole,
  siteUrl: string,
) {
  return db.transaction(async (tx) => {
    const from = (await otherStaff(tx, actorId, id)).staffRole!;
    const [updated] = await tx.update(users).set({ staffRole: role }).where(eq(users.id, id)).returning();
    const queued =
      from === role ? undefined : await tell(tx, updated!, { kind: "role-changed", from, to: role }, siteUrl);
    return { member: toStaffMember(updated!), from, queued };
  });
}

/** Back to a member's account: no role, no factor, no sessions. */
export async function removeStaff(db: Database, actorId: string, id: string, siteUrl: string) {
  return db.transaction(async (tx) => {
    const before = await otherStaff(tx, actorId, id);
    await tx
      .update(users)
      .set({ role: "user", staffRole: null, ...FACTOR_CLEARED })
      .where(eq(users.id, id));
    await clearFactor(tx, id);
    const queued = await tell(tx, before, { kind: "removed" }, siteUrl);
    return { member: toStaffMember(before), queued };
  });
}

/**
 * A lost phone: the factor and its codes are cleared, every session ends, set up again at sign-in.
 * Only a factor that was set up is reset: a set-up begun and not finished starts again anyway at
 * the next sign-in, and "your second factor was reset" would tell the person of one they never had.
 */
export async function resetStaffFactor(db: Database, actorId: string, id: string, siteUrl: string) {
  return db.transaction(async (tx) => {
    const before = await otherStaff(tx, actorId, id);
    if (!before.totpEnabledAt) throw conflict(STAFF_MESSAGES.noFactor);
    const [updated] = await tx.update(users).set(FACTOR_CLEARED).where(eq(users.id, id)).returning();
    await clearFactor(tx, id);
    const queued = await tell(tx, updated!, { kind: "factor-reset" }, siteUrl);
    return { member: toStaffMember(updated!), queued };
  });
}
