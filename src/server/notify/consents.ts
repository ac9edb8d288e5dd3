// The consent record (docs/product.md D26; decision 0037): each choice a row, never updated,
// written by the member (sign-up, /purchase, the dashboard) or by a STOP reply (the webhook);
// a member's consent is their latest row per channel and purpose. The notifier reads it here.
import { and, desc, eq, inArray, max, sql, type SQL } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { CONSENT_TEXT_VERSION as EN_VERSION } from "../../i18n/en/consent.ts";
import { CONSENT_TEXT_VERSION as HI_VERSION } from "../../i18n/hi/consent.ts";
import { langOfPath, type Lang } from "../../i18n/lang.ts";
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  EMAIL_UPDATES_NEEDED_MESSAGE,
  STOP_SOURCE,
  WHATSAPP_NUMBER_NEEDED_MESSAGE,
  WHATSAPP_NUMBER_STOPPED_MESSAGE,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecordEntry,
  type ConsentState,
  type ConsentsView,
} from "../../schemas/consent.ts";
import type { ConsentChoice, SignupConsents } from "../../schemas/consent-requests.ts";
import { consents, inboundWhatsapp, outgoingWhatsapp, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { conflict, unauthorized } from "../errors.ts";
import { failWithFallback } from "../whatsapp/fallback.ts";
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "../whatsapp/templates.ts";
import { toWhatsAppNumber } from "../whatsapp/outbox.ts";

const TEXT_VERSION: Record<Lang, string> = { en: EN_VERSION, hi: HI_VERSION };

/** The version of the words shown on the page a choice was made on: "hi:2026-11-27". */
export function textVersionOf(source: string): string {
  const lang = langOfPath(source);
  return `${lang}:${TEXT_VERSION[lang]}`;
}

/** Before any choice: e-mail updates on (until withdrawn), WhatsApp and offers off (until given). */
export function defaultConsents(): ConsentState {
  return { whatsapp: { updates: false, offers: false }, email: { updates: true, offers: false } };
}

/** A choice as the notifier reads it: the latest row of a channel and purpose. */
export interface LatestChoice {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  phone: string;
}

/** The purposes for which WhatsApp to an account's number is held off by someone else's "no". */
export type HeldOff = Record<ConsentPurpose, boolean>;

const NOT_HELD: HeldOff = { updates: false, offers: false };

/**
 * What a member has agreed to now, from their latest choices. A WhatsApp choice holds for the
 * number it was made about: once the account's number changes, WhatsApp is off until given
 * again for the new one. It is off too where the number is held off (see heldOff).
 */
export function stateOf(
  latest: readonly LatestChoice[],
  whatsappNumber: string | null,
  held: HeldOff = NOT_HELD,
): ConsentState {
  const state = defaultConsents();
  for (const choice of latest) {
    state[choice.channel][choice.purpose] =
      choice.channel === "whatsapp"
        ? choice.granted &&
          whatsappNumber !== null &&
          choice.phone === whatsappNumber &&
          !held[choice.purpose]
        : choice.granted;
  }
  return state;
}

/** When each of these numbers last wrote START to the business (inbound.ts keeps it). */
async function lastStarts(db: DbOrTx, numbers: readonly string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select({ number: inboundWhatsapp.from, at: max(inboundWhatsapp.receivedAt) })
    .from(inboundWhatsapp)
    .where(and(inArray(inboundWhatsapp.from, [...numbers]), eq(inboundWhatsapp.action, "start")))
    .groupBy(inboundWhatsapp.from);
  return new Map(rows.flatMap((row) => (row.at ? [[row.number, row.at] as const] : [])));
}

/**
 * Nobody proves a number typed on an account is theirs, so one account's yes cannot outweigh a
 * "no" about the same number said elsewhere (decision 0037). WhatsApp to an account's number is
 * held off, for a purpose, when since the number last sent START:
 * - the number sent STOP (whichever accounts had it then: the first to type a number is not
 *   its owner, so only the number itself, writing START, lifts its STOP); or
 * - another account's latest choice for that purpose about the number is its own withdrawal.
 * An erasure blanks the number of the account's own choices, so they hold nothing off; a STOP
 * outlives the account (services/erasure.ts).
 */
export async function heldOff(
  db: DbOrTx,
  accounts: readonly { userId: string; whatsappNumber: string | null }[],
): Promise<Map<string, HeldOff>> {
  const found = new Map<string, HeldOff>();
  const numbers = [...new Set(accounts.flatMap((account) => account.whatsappNumber ?? []))];
  if (numbers.length === 0) return found;
  // One after another: inside a transaction the queries share one connection.
  const starts = await lastStarts(db, numbers);
  const stops = await db
    .select({ number: consents.phone, at: max(consents.createdAt) })
    .from(consents)
    .where(
      and(
        inArray(consents.phone, numbers),
        eq(consents.channel, "whatsapp"),
        eq(consents.source, STOP_SOURCE),
      ),
    )
    .groupBy(consents.phone);
  const latest = await db
    .selectDistinctOn([consents.phone, consents.userId, consents.purpose], {
      number: consents.phone,
      userId: consents.userId,
      purpose: consents.purpose,
      granted: consents.granted,
      source: consents.source,
      at: consents.createdAt,
    })
    .from(consents)
    .where(and(inArray(consents.phone, numbers), eq(consents.channel, "whatsapp")))
    .orderBy(consents.phone, consents.userId, consents.purpose, desc(consents.createdAt));
  const time = (at: Date | null | undefined) => at?.getTime() ?? Number.NEGATIVE_INFINITY;
  for (const { userId, whatsappNumber: number } of accounts) {
    if (!number) continue;
    const startedAt = time(starts.get(number));
    const stopped = time(stops.find((stop) => stop.number === number)?.at) > startedAt;
    const held = { ...NOT_HELD };
    for (const purpose of CONSENT_PURPOSES) {
      held[purpose] =
        stopped ||
        latest.some(
          (choice) =>
            choice.number === number &&
            choice.purpose === purpose &&
            choice.userId !== userId &&
            !choice.granted &&
            choice.source !== STOP_SOURCE &&
            time(choice.at) > startedAt,
        );
    }
    found.set(userId, held);
  }
  return found;
}

/**
 * The latest choice of each channel and purpose of these accounts, in one query. Rows of one
 * transaction share now(): ours are stamped with clock_timestamp(), so later is later.
 */
export async function latestChoices(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, LatestChoice[]>> {
  const found = new Map<string, LatestChoice[]>();
  if (userIds.length === 0) return found;
  const rows = await db
    .selectDistinctOn([consents.userId, consents.channel, consents.purpose], {
      userId: consents.userId,
      channel: consents.channel,
      purpose: consents.purpose,
      granted: consents.granted,
      phone: consents.phone,
    })
    .from(consents)
    .where(inArray(consents.userId, [...userIds]))
    .orderBy(consents.userId, consents.channel, consents.purpose, desc(consents.createdAt));
  for (const { userId, ...choice } of rows) {
    if (!userId) continue;
    found.set(userId, [...(found.get(userId) ?? []), choice]);
  }
  return found;
}

/** GET /user/consents: the member's choices now and every choice made, newest first. */
export async function consentsView(db: DbOrTx, userId: string): Promise<ConsentsView> {
  const [account] = await db.select({ phoneNo: users.phoneNo }).from(users).where(eq(users.id, userId));
  if (!account) throw unauthorized("Your session is not valid. Please log in again.");
  const whatsappNumber = toWhatsAppNumber(account.phoneNo);
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  const latest: LatestChoice[] = [];
  for (const row of rows) {
    if (!latest.some((seen) => seen.channel === row.channel && seen.purpose === row.purpose))
      latest.push(row);
  }
  const history: ConsentRecordEntry[] = rows.map((row) => ({
    channel: row.channel,
    purpose: row.purpose,
    granted: row.granted,
    source: row.source,
    textVersion: row.textVersion,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  }));
  const held = (await heldOff(db, [{ userId, whatsappNumber }])).get(userId);
  return { current: stateOf(latest, whatsappNumber, held), whatsappNumber, history };
}

/** The account, locked until the transaction ends, so that two choices of one member queue up. */
async function lockedAccount(tx: DbOrTx, userId: string) {
  const [account] = await tx
    .select({ id: users.id, phoneNo: users.phoneNo })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!account) throw unauthorized("Your session is not valid. Please log in again.");
  return account;
}

/**
 * PUT /user/consents: records a choice if it changes what the member has agreed to, or gives it
 * again on newer words; the same choice made again writes nothing (the record keeps the first,
 * decision 0037). Withdrawing always takes effect at once; e-mail updates may be withdrawn only
 * while WhatsApp updates carry the news of the member's bookings.
 */
export async function recordConsent(
  db: Database,
  userId: string,
  choice: ConsentChoice,
): Promise<{ view: ConsentsView; fallbackEmailIds: string[] }> {
  const fallbackEmailIds = await db.transaction(async (tx): Promise<string[]> => {
    const account = await lockedAccount(tx, userId);
    const whatsappNumber = toWhatsAppNumber(account.phoneNo);
    if (choice.channel === "whatsapp" && choice.granted && !whatsappNumber) {
      throw conflict(WHATSAPP_NUMBER_NEEDED_MESSAGE);
    }
    const held = (await heldOff(tx, [{ userId, whatsappNumber }])).get(userId);
    if (choice.channel === "whatsapp" && choice.granted && held?.[choice.purpose]) {
      throw conflict(WHATSAPP_NUMBER_STOPPED_MESSAGE);
    }
    const latest = (await latestChoices(tx, [userId])).get(userId) ?? [];
    const state = stateOf(latest, whatsappNumber, held);
    if (
      choice.channel === "email" &&
      choice.purpose === "updates" &&
      !choice.granted &&
      !state.whatsapp.updates
    ) {
      throw conflict(EMAIL_UPDATES_NEEDED_MESSAGE);
    }
    // Whether the choice changes anything is judged on the member's own choices: a withdrawal
    // while the number is held off is still recorded, so that it outlasts the hold.
    const own = stateOf(latest, whatsappNumber);
    const textVersion = textVersionOf(choice.source);
    const [last] = await tx
      .select({
        textVersion: consents.textVersion,
        granted: consents.granted,
        phone: consents.phone,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(
        and(
          eq(consents.userId, userId),
          eq(consents.channel, choice.channel),
          eq(consents.purpose, choice.purpose),
        ),
      )
      .orderBy(desc(consents.createdAt))
      .limit(1);
    let unchanged =
      own[choice.channel][choice.purpose] === choice.granted &&
      // A grant on newer words is new evidence; a withdrawal is a withdrawal whatever the words.
      (!choice.granted || last?.textVersion === textVersion || (choice.channel === "email" && !last));
    // A START from the number ended what this account's earlier "no" held off: saying it again
    // is recorded, so that it holds the number off again.
    if (
      unchanged &&
      choice.channel === "whatsapp" &&
      !choice.granted &&
      whatsappNumber &&
      last?.phone === whatsappNumber
    ) {
      const started = (await lastStarts(tx, [whatsappNumber])).get(whatsappNumber);
      if (started && last.createdAt < started) unchanged = false;
    }
    if (unchanged) return [];
    await tx.insert(consents).values(
      consentRow(userId, account.phoneNo, {
        channel: choice.channel,
        purpose: choice.purpose,
        granted: choice.granted,
        source: choice.source,
      }),
    );
    return choice.channel === "whatsapp" && !choice.granted && whatsappNumber
      ? failWaiting(tx, whatsappNumber, choice.purpose)
      : [];
  });
  return { view: await consentsView(db, userId), fallbackEmailIds };
}

/**
 * The templates a member's consent of each purpose lets through: marketing ones for offers, the
 * utility ones for updates (the operators' alert is not a member's).
 */
const MEMBERS_TEMPLATES: Record<ConsentPurpose, WhatsAppTemplateName[]> = {
  updates: templatesOf("utility").filter((name) => name !== "operator_alert"),
  offers: templatesOf("marketing"),
};

function templatesOf(category: "utility" | "marketing"): WhatsAppTemplateName[] {
  return (Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[]).filter(
    (name) => WHATSAPP_TEMPLATES[name].category === category,
  );
}

/**
 * A withdrawal holds from the moment it is said: the members' messages of that purpose still
 * waiting for the number (a retry while the Cloud API was down) are failed, as a STOP fails them,
 * whichever account they were for (the number is held off for all, heldOff above). An update
 * falls back to e-mail where it had not gone by e-mail already; an offer is not sent. The
 * operators' alerts and the replies to STOP and START are not the members' consent's to stop.
 * Returns the ids of the fallback e-mails queued, for delivery after the commit.
 */
function failWaiting(tx: DbOrTx, whatsappNumber: string, purpose: ConsentPurpose): Promise<string[]> {
  return failPending(
    tx,
    and(
      eq(outgoingWhatsapp.to, whatsappNumber),
      inArray(outgoingWhatsapp.template, MEMBERS_TEMPLATES[purpose]),
    ),
    "The member withdrew consent to WhatsApp",
  );
}

/**
 * A number the account gave up (its phone corrected, D27): what was still waiting for it for this
 * account is failed, and an update falls back to e-mail. The number may be someone else's now, and
 * the account's consent was for it (decision 0037). Other accounts' messages to it are theirs.
 */
export function failWaitingForOldNumber(tx: DbOrTx, userId: string, oldNumber: string): Promise<string[]> {
  return failPending(
    tx,
    and(
      eq(outgoingWhatsapp.userId, userId),
      eq(outgoingWhatsapp.to, oldNumber),
      inArray(outgoingWhatsapp.template, [...MEMBERS_TEMPLATES.updates, ...MEMBERS_TEMPLATES.offers]),
    ),
    "The member's phone number changed",
  );
}

async function failPending(tx: DbOrTx, which: SQL | undefined, lastError: string): Promise<string[]> {
  const waiting = await tx
    .select({ id: outgoingWhatsapp.id })
    .from(outgoingWhatsapp)
    .where(and(which, eq(outgoingWhatsapp.status, "pending")));
  const emailIds: string[] = [];
  for (const row of waiting) {
    const emailId = await failWithFallback(tx, row.id, { lastError });
    if (emailId) emailIds.push(emailId);
  }
  return emailIds;
}

/** A row of the record, stamped with the moment it is written (see latestChoices). */
function consentRow(
  userId: string,
  phoneNo: string,
  choice: { channel: ConsentChannel; purpose: ConsentPurpose; granted: boolean; source: string },
) {
  return {
    userId,
    // The number the choice is about; an e-mail choice keeps the account's number too, so that
    // every row says whose it is even after the account is gone.
    phone: toWhatsAppNumber(phoneNo) ?? phoneNo,
    ...choice,
    textVersion: textVersionOf(choice.source),
    createdAt: sql`clock_timestamp()`,
  } satisfies PgInsertValue<typeof consents>;
}

/** The ticked boxes of a sign-up, written with the new account in its transaction. */
export async function recordSignupConsents(
  tx: DbOrTx,
  account: { id: string; phoneNo: string },
  given: SignupConsents,
): Promise<void> {
  if (!toWhatsAppNumber(account.phoneNo)) return;
  const rows = (
    [
      ["updates", given.whatsappUpdates],
      ["offers", given.whatsappOffers],
    ] as const
  )
    .filter(([, granted]) => granted === true)
    .map(([purpose]) =>
      consentRow(account.id, account.phoneNo, {
        channel: "whatsapp",
        purpose,
        granted: true,
        source: given.source,
      }),
    );
  if (rows.length > 0) await tx.insert(consents).values(rows);
}

/** Every channel and purpose, in the order the dashboard lists them. */
export const CONSENT_KEYS = CONSENT_CHANNELS.flatMap((channel) =>
  CONSENT_PURPOSES.map((purpose) => ({ channel, purpose })),
);
