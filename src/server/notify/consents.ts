// The consent record (docs/product.md D26; decision 0037): each choice a row, never updated,
// written by the member (sign-up, /purchase, the dashboard) or by a STOP reply (the webhook);
// a member's consent is their latest row per channel and purpose. The notifier reads it here.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { CONSENT_TEXT_VERSION as EN_VERSION } from "../../i18n/en/consent.ts";
import { CONSENT_TEXT_VERSION as HI_VERSION } from "../../i18n/hi/consent.ts";
import { langOfPath, type Lang } from "../../i18n/lang.ts";
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  EMAIL_UPDATES_NEEDED_MESSAGE,
  WHATSAPP_NUMBER_NEEDED_MESSAGE,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecordEntry,
  type ConsentState,
  type ConsentsView,
} from "../../schemas/consent.ts";
import type { ConsentChoice, SignupConsents } from "../../schemas/consent-requests.ts";
import { consents, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { conflict, unauthorized } from "../errors.ts";
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

/**
 * What a member has agreed to now, from their latest choices. A WhatsApp choice holds for the
 * number it was made about: once the account's number changes, WhatsApp is off until given
 * again for the new one.
 */
export function stateOf(latest: readonly LatestChoice[], whatsappNumber: string | null): ConsentState {
  const state = defaultConsents();
  for (const choice of latest) {
    state[choice.channel][choice.purpose] =
      choice.channel === "whatsapp"
        ? choice.granted && whatsappNumber !== null && choice.phone === whatsappNumber
        : choice.granted;
  }
  return state;
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
  return { current: stateOf(latest, whatsappNumber), whatsappNumber, history };
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
): Promise<ConsentsView> {
  await db.transaction(async (tx) => {
    const account = await lockedAccount(tx, userId);
    const whatsappNumber = toWhatsAppNumber(account.phoneNo);
    if (choice.channel === "whatsapp" && choice.granted && !whatsappNumber) {
      throw conflict(WHATSAPP_NUMBER_NEEDED_MESSAGE);
    }
    const latest = (await latestChoices(tx, [userId])).get(userId) ?? [];
    const state = stateOf(latest, whatsappNumber);
    if (
      choice.channel === "email" &&
      choice.purpose === "updates" &&
      !choice.granted &&
      !state.whatsapp.updates
    ) {
      throw conflict(EMAIL_UPDATES_NEEDED_MESSAGE);
    }
    const textVersion = textVersionOf(choice.source);
    const [last] = await tx
      .select({ textVersion: consents.textVersion })
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
    const unchanged =
      state[choice.channel][choice.purpose] === choice.granted &&
      // A grant on newer words is new evidence; a withdrawal is a withdrawal whatever the words.
      (!choice.granted || last?.textVersion === textVersion || (choice.channel === "email" && !last));
    if (unchanged) return;
    await tx.insert(consents).values(
      consentRow(userId, account.phoneNo, {
        channel: choice.channel,
        purpose: choice.purpose,
        granted: choice.granted,
        source: choice.source,
      }),
    );
  });
  return consentsView(db, userId);
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
