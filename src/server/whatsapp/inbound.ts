// Messages people send to the business's WhatsApp number (docs/product.md D26). Each is kept
// once by its id, so Meta's retries of a webhook change nothing. A "STOP" ends WhatsApp
// messages to that number: a withdrawal of both purposes is written to the consent record for
// every account with the number (or one without an account), the messages still waiting for it
// fall back to e-mail, and one confirmation is queued, in the language the STOP was written in
// or the account's. A STOP from a number already stopped is kept, and changes nothing. A
// "START" ends what the number's STOP, or another account's withdrawal, held off for every
// account with it (src/server/notify/consents.ts heldOff); it gives no consent itself.
import { and, asc, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Lang } from "../../i18n/lang.ts";
import { STOP_SOURCE } from "../../schemas/consent.ts";
import { CONSENT_PURPOSES, consents, inboundWhatsapp, outgoingWhatsapp, users } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { failWithFallback } from "./fallback.ts";
import { textMessageBody } from "./outbox.ts";
import { TEMPLATE_WORDS } from "./templates.ts";

/**
 * The consent record's text version for it: the words that offered it are the templates'
 * "Reply STOP" line (src/i18n/{en,hi}/whatsapp.ts).
 */
export const STOP_TEXT_VERSION = "whatsapp-stop-1";

/**
 * What a whole message must say, once trimmed, lower-cased and stripped of closing punctuation,
 * to stop WhatsApp messages (docs/whatsapp.md). Whole messages only: "do not stop my booking"
 * stops nothing. Hindi as people type it: in Devanagari, and in Latin letters (Hinglish).
 */
export const STOP_WORDS: Record<Lang, readonly string[]> = {
  en: ["stop", "stop all", "unsubscribe"],
  hi: [
    "रोकें",
    "रोको",
    "रोकिए",
    "रोक दें",
    "बंद",
    "बंद करें",
    "बंद करो",
    "बंद कीजिए",
    "बंद कर दें",
    "band karo",
    "band karen",
    "band kare",
    "band kar do",
    "roko",
  ],
};

/**
 * What a whole message must say, read as STOP_WORDS are, to end what a STOP held off (the number
 * proves it is its own by writing from it).
 */
export const START_WORDS: Record<Lang, readonly string[]> = {
  en: ["start", "unstop"],
  hi: [
    "शुरू",
    "शुरू करें",
    "शुरू करो",
    "चालू",
    "चालू करें",
    "चालू करो",
    "shuru",
    "shuru karo",
    "shuru karen",
    "chalu karo",
  ],
};

/** The language a text says one of these words in, or null when it says none of them. */
function saysIn(words: Record<Lang, readonly string[]>, text: string | null | undefined): Lang | null {
  if (!text) return null;
  const said = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.!।,]+$/u, "")
    .trim()
    .replace(/\s+/g, " ");
  if (words.en.includes(said)) return "en";
  if (words.hi.includes(said)) return "hi";
  return null;
}

/** The language a text stops WhatsApp messages in, or null when it is not a STOP. */
export function stopLanguage(text: string | null | undefined): Lang | null {
  return saysIn(STOP_WORDS, text);
}

/** The language a text starts WhatsApp messages again in, or null when it is not a START. */
export function startLanguage(text: string | null | undefined): Lang | null {
  return saysIn(START_WORDS, text);
}

export interface InboundMessage {
  /** The Cloud API's id of the message (wamid...). */
  id: string;
  /** The sender: country code and number, digits only. */
  from: string;
  text: string | null;
}

export interface InboundOutcome {
  /** Fallback e-mails of the messages that were waiting for a number that has just stopped. */
  emailIds: string[];
  /** The confirmation queued, if one was. */
  whatsappIds: string[];
}

/** Keeps one inbound message and acts on it, in `tx` (a transaction the caller opened). */
export async function receiveMessage(tx: DbOrTx, message: InboundMessage): Promise<InboundOutcome> {
  const outcome: InboundOutcome = { emailIds: [], whatsappIds: [] };
  const kept = await tx
    .insert(inboundWhatsapp)
    .values({ id: message.id, from: message.from, text: message.text })
    .onConflictDoNothing()
    .returning({ id: inboundWhatsapp.id });
  if (kept.length === 0) return outcome; // a retried webhook: done the first time
  const stopIn = stopLanguage(message.text);
  const startIn = startLanguage(message.text);
  if (!stopIn && !startIn) return outcome;

  // Two STOPs (or STARTs) from one number at once take turns, so that only one of them confirms.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`whatsapp-stop:${message.from}`}, 0))`,
  );
  const tenDigits = /^91\d{10}$/.test(message.from) ? message.from.slice(2) : null;
  const accounts = tenDigits
    ? await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(eq(users.phoneNo, tenDigits))
        .orderBy(asc(users.createdAt))
    : [];
  if (!stopIn) {
    // A START: kept with its action, every time (heldOff reads when the last one came), and
    // answered once after a STOP, as a STOP is confirmed once: a START said again gets no reply.
    const [said] = await tx
      .select({ action: inboundWhatsapp.action })
      .from(inboundWhatsapp)
      .where(and(eq(inboundWhatsapp.from, message.from), inArray(inboundWhatsapp.action, ["stop", "start"])))
      .orderBy(desc(inboundWhatsapp.receivedAt))
      .limit(1);
    await tx.update(inboundWhatsapp).set({ action: "start" }).where(eq(inboundWhatsapp.id, message.id));
    if (said?.action === "start") return outcome;
    const startedIn: Lang = startIn === "hi" ? "hi" : (accounts[0]?.language ?? "en");
    outcome.whatsappIds.push(
      await reply(tx, message.from, accounts[0]?.id ?? null, startedIn, "start_confirmed"),
    );
    return outcome;
  }
  const holders: (string | null)[] = accounts.length > 0 ? accounts.map((account) => account.id) : [null];

  if (await alreadyStopped(tx, message.from, holders)) {
    await tx.update(inboundWhatsapp).set({ action: "stop-again" }).where(eq(inboundWhatsapp.id, message.id));
    return outcome;
  }
  await tx.insert(consents).values(
    holders.flatMap((userId) =>
      CONSENT_PURPOSES.map((purpose) => ({
        userId,
        phone: message.from,
        channel: "whatsapp" as const,
        purpose,
        granted: false,
        source: STOP_SOURCE,
        textVersion: STOP_TEXT_VERSION,
      })),
    ),
  );

  // What was still waiting for this number goes by e-mail instead. The operators' alerts are
  // not the STOP's to end: they never ask for consent (the next one goes anyway), and an
  // operator's number is the business's own (OPERATOR_WHATSAPP).
  const waiting = await tx
    .select({ id: outgoingWhatsapp.id })
    .from(outgoingWhatsapp)
    .where(
      and(
        eq(outgoingWhatsapp.to, message.from),
        eq(outgoingWhatsapp.status, "pending"),
        ne(outgoingWhatsapp.template, "operator_alert"),
      ),
    );
  for (const row of waiting) {
    const emailId = await failWithFallback(tx, row.id, { lastError: "The recipient sent STOP" });
    if (emailId) outcome.emailIds.push(emailId);
  }

  const language: Lang = stopIn === "hi" ? "hi" : (accounts[0]?.language ?? "en");
  outcome.whatsappIds.push(
    await reply(tx, message.from, accounts[0]?.id ?? null, language, "stop_confirmed"),
  );
  await tx.update(inboundWhatsapp).set({ action: "stop" }).where(eq(inboundWhatsapp.id, message.id));
  return outcome;
}

/** Queues the answer to a STOP or a START: a text message, inside the window the person opened. */
async function reply(
  tx: DbOrTx,
  to: string,
  userId: string | null,
  language: Lang,
  words: "stop_confirmed" | "start_confirmed",
): Promise<string> {
  const [queued] = await tx
    .insert(outgoingWhatsapp)
    .values({
      userId,
      to,
      template: words,
      language,
      category: "utility",
      body: textMessageBody(to, TEMPLATE_WORDS[language][words]),
    })
    .returning({ id: outgoingWhatsapp.id });
  return queued!.id;
}

/**
 * True when every holder's latest WhatsApp choice for both purposes on this number is a
 * withdrawal, and the number has not sent START since its last STOP.
 */
async function alreadyStopped(tx: DbOrTx, phone: string, holders: (string | null)[]): Promise<boolean> {
  const latest = await tx
    .selectDistinctOn([consents.userId, consents.purpose], {
      userId: consents.userId,
      purpose: consents.purpose,
      granted: consents.granted,
    })
    .from(consents)
    .where(and(eq(consents.phone, phone), eq(consents.channel, "whatsapp")))
    .orderBy(consents.userId, consents.purpose, sql`${consents.createdAt} desc`);
  const [started] = await tx
    .select({ at: max(inboundWhatsapp.receivedAt) })
    .from(inboundWhatsapp)
    .where(and(eq(inboundWhatsapp.from, phone), eq(inboundWhatsapp.action, "start")));
  const [stopped] = await tx
    .select({ at: max(consents.createdAt) })
    .from(consents)
    .where(and(eq(consents.phone, phone), eq(consents.source, STOP_SOURCE)));
  if (started?.at && (!stopped?.at || started.at > stopped.at)) return false;
  return holders.every((userId) =>
    CONSENT_PURPOSES.every((purpose) =>
      latest.some((row) => row.userId === userId && row.purpose === purpose && !row.granted),
    ),
  );
}
