// Memberships (docs/product.md D20; decision 0027): a paid membership invoice is a year of
// membership, from its purchase or, when renewed early, from the end of the year already
// paid for. A refunded invoice's year is gone. Reminders go 30, 7 and 1 days before the end
// and on the day, once each per period.
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { daysBetween, formatIsoDay } from "../../lib/dates.ts";
import type { Membership } from "../../schemas/membership.ts";
import { bookingDiscountPercentOf } from "../../config/plans.ts";
import {
  invoices,
  membershipReminders,
  outgoingEmails,
  outgoingWhatsapp,
  plans,
  users,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import type { ReminderKind } from "../mail/messages.ts";
import { MEMBERSHIP_OFFER_TEMPLATE, membershipEnding, membershipOffer } from "../notify/notifications.ts";
import { membersById, notify, toMember, type Channels } from "../notify/notifier.ts";

/** The paid (not refunded) membership invoices of a member. */
const paidMemberships = (userId: string | ReturnType<typeof sql>) =>
  and(eq(invoices.userId, userId), eq(invoices.status, "paid"), isNotNull(invoices.planId));

/**
 * The member's membership: active until the paid year that ends last has ended; its plan and
 * start are those of the paid year that covers now (a year bought ahead, on renewal, starts
 * later), else of the year that ended last; null before any.
 */
export async function currentMembership(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<Membership | null> {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      startsAt: invoices.startsAt,
      endsAt: invoices.nextBillingDate,
      planId: plans.id,
      planName: plans.name,
      planSlug: plans.slug,
    })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(paidMemberships(userId))
    .orderBy(desc(invoices.nextBillingDate))
    .limit(50);
  const last = rows[0];
  if (!last) return null;
  const at = now.getTime();
  const row = rows.find((year) => year.startsAt.getTime() <= at && at < year.endsAt.getTime()) ?? last;
  const active = last.endsAt.getTime() > at;
  return {
    plan: { _id: row.planId, name: row.planName, slug: row.planSlug },
    status: active ? "active" : "expired",
    startsAt: row.startsAt.toISOString(),
    endsAt: last.endsAt.toISOString(),
    daysLeft: active ? Math.max(0, daysBetween(now, last.endsAt)) : 0,
    invoiceId: last.invoiceId,
  };
}

/**
 * When a year bought now starts: at the end of the paid year that ends last, if that is still
 * to come (an early renewal loses no day), else now. Call it inside the transaction that
 * makes the invoice, after locking the member's row, so that two payments cannot both start
 * at the same end.
 */
export async function nextPeriodStart(tx: DbOrTx, userId: string, paidAt: Date): Promise<Date> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [latest] = await tx
    .select({ endsAt: invoices.nextBillingDate })
    .from(invoices)
    .where(and(paidMemberships(userId), gt(invoices.nextBillingDate, paidAt)))
    .orderBy(desc(invoices.nextBillingDate))
    .limit(1);
  return latest?.endsAt ?? paidAt;
}

/** Days before the end a reminder is due, latest first: "30" up to 30 days before, and so on. */
const REMINDERS: readonly [ReminderKind, number][] = [
  ["0", 0],
  ["1", 1],
  ["7", 7],
  ["30", 30],
];

/**
 * The reminder a membership ending in `daysLeft` days is due: the nearest threshold at or
 * after it (30, 7, 1, or 0 on the day). A day the job did not run is caught up the next day
 * with the reminder of that moment, never with an earlier one.
 */
export function reminderDue(daysLeft: number): ReminderKind | undefined {
  if (daysLeft < 0) return undefined;
  return REMINDERS.find(([, days]) => daysLeft <= days)?.[0];
}

export interface RemindersResult {
  /** Memberships ending within 30 days of the date. */
  checked: number;
  /** Reminders sent (on one channel or more). */
  sent: number;
  emailIds: string[];
  whatsappIds: string[];
}

/**
 * Queues the reminders due on `asOf` (a day in the business's calendar): for each member whose
 * membership (the paid year that ends last) ends within 30 days, the reminder of that moment
 * if it was not sent for this period yet. Each is recorded with its e-mail in one transaction,
 * so that it is sent exactly once however often the job runs.
 */
export async function sendMembershipReminders(
  db: Database,
  options: Channels & { asOf: Date; siteUrl: string },
): Promise<RemindersResult> {
  const day = formatIsoDay(options.asOf);
  // The latest paid membership year of each member, when it ends within 31 days of the day.
  const latest = latestMemberships(db);
  const due = await db
    .select({
      invoiceId: latest.invoiceId,
      userId: latest.userId,
      endsAt: latest.endsAt,
      planName: plans.name,
      planSlug: plans.slug,
    })
    .from(latest)
    .innerJoin(plans, eq(plans.id, latest.planId))
    .where(
      and(
        sql`${latest.endsAt} >= (${day}::date)::timestamp at time zone 'Asia/Kolkata'`,
        sql`${latest.endsAt} < (${day}::date + 32)::timestamp at time zone 'Asia/Kolkata'`,
      ),
    );

  const result: RemindersResult = { checked: due.length, sent: 0, emailIds: [], whatsappIds: [] };
  const members = await membersById(
    db,
    due.map((membership) => membership.userId),
  );
  for (const membership of due) {
    const kind = reminderDue(daysBetween(options.asOf, membership.endsAt));
    const member = members.get(membership.userId);
    if (!kind || !member) continue;
    const queued = await db.transaction(async (tx) => {
      // The reminder and its messages together, or neither: a repeat records nothing.
      const recorded = await tx
        .insert(membershipReminders)
        .values({ invoiceId: membership.invoiceId, kind })
        .onConflictDoNothing()
        .returning({ invoiceId: membershipReminders.invoiceId });
      if (recorded.length === 0) return undefined;
      return notify(
        tx,
        toMember(
          member,
          membershipEnding(
            member,
            { planName: membership.planName, planSlug: membership.planSlug, endsAt: membership.endsAt },
            kind,
            options.siteUrl,
          ),
          options,
        ),
      );
    });
    if (!queued) continue;
    result.sent += 1;
    result.emailIds.push(...queued.emailIds);
    result.whatsappIds.push(...queued.whatsappIds);
  }
  return result;
}

/** The latest paid membership year of each member. */
function latestMemberships(db: DbOrTx) {
  return db
    .selectDistinctOn([invoices.userId], {
      invoiceId: invoices.id,
      userId: invoices.userId,
      endsAt: invoices.nextBillingDate,
      planId: invoices.planId,
    })
    .from(invoices)
    .where(and(eq(invoices.status, "paid"), isNotNull(invoices.planId)))
    .orderBy(invoices.userId, desc(invoices.nextBillingDate))
    .as("latest");
}

/** How long after a membership ends its renewal is offered (marketing, with consent only). */
export const OFFER_WINDOW_DAYS = 30;

export interface OffersResult {
  /** Members whose membership ended within the window and who have not renewed. */
  checked: number;
  /** Offers sent (on one channel or more). */
  sent: number;
  emailIds: string[];
  whatsappIds: string[];
}

/**
 * Offers a renewal to members whose membership ended in the last 30 days and who have not
 * renewed (D26, membership_offer): a marketing message, so only on the channels where the
 * member gave "offers" consent (the notifier enforces it); someone without any gets nothing.
 * Once per ended membership: an offer already queued since it ended, on either channel, is
 * not sent again; the member's invoice row is locked while this is checked, so two runs of the
 * job at once send one.
 */
export async function sendMembershipOffers(
  db: Database,
  options: Channels & { asOf: Date; siteUrl: string },
): Promise<OffersResult> {
  const day = formatIsoDay(options.asOf);
  const latest = latestMemberships(db);
  const ended = await db
    .select({
      invoiceId: latest.invoiceId,
      userId: latest.userId,
      endsAt: latest.endsAt,
      planName: plans.name,
      planSlug: plans.slug,
    })
    .from(latest)
    .innerJoin(plans, eq(plans.id, latest.planId))
    .where(
      and(
        sql`${latest.endsAt} < (${day}::date)::timestamp at time zone 'Asia/Kolkata'`,
        sql`${latest.endsAt} >= (${day}::date - ${OFFER_WINDOW_DAYS}::int)::timestamp at time zone 'Asia/Kolkata'`,
      ),
    );
  const result: OffersResult = { checked: ended.length, sent: 0, emailIds: [], whatsappIds: [] };
  const members = await membersById(
    db,
    ended.map((membership) => membership.userId),
  );
  for (const membership of ended) {
    const member = members.get(membership.userId);
    // Nobody without offers consent on some channel: nothing to lock or check.
    if (!member || !(member.consents.email.offers || member.consents.whatsapp.offers)) continue;
    const queued = await db.transaction(async (tx) => {
      await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.id, membership.invoiceId))
        .for("update");
      const [offered] = await tx
        .select({ id: outgoingWhatsapp.id })
        .from(outgoingWhatsapp)
        .where(
          and(
            eq(outgoingWhatsapp.userId, member.userId),
            eq(outgoingWhatsapp.template, "membership_offer"),
            gt(outgoingWhatsapp.createdAt, membership.endsAt),
          ),
        )
        .unionAll(
          tx
            .select({ id: outgoingEmails.id })
            .from(outgoingEmails)
            .where(
              and(
                eq(sql`lower(${outgoingEmails.to})`, member.email.toLowerCase()),
                eq(outgoingEmails.template, MEMBERSHIP_OFFER_TEMPLATE),
                gt(outgoingEmails.createdAt, membership.endsAt),
              ),
            ),
        )
        .limit(1);
      if (offered) return undefined;
      return notify(
        tx,
        toMember(
          member,
          membershipOffer(
            member,
            {
              planName: membership.planName,
              planSlug: membership.planSlug,
              discountPercent: bookingDiscountPercentOf(membership.planSlug),
              endedAt: membership.endsAt,
            },
            options.siteUrl,
          ),
          options,
        ),
      );
    });
    if (!queued || queued.emailIds.length + queued.whatsappIds.length === 0) continue;
    result.sent += 1;
    result.emailIds.push(...queued.emailIds);
    result.whatsappIds.push(...queued.whatsappIds);
  }
  return result;
}
