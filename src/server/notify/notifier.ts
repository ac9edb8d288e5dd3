// The one notifier (docs/product.md D26; docs/decisions/0037-one-notifier.md). Every message the
// product sends someone is a notification (notifications.ts); this module decides, from who it
// is for and what they agreed to, on which channels it goes, and queues it in the caller's
// transaction: rows in the e-mail outbox and the WhatsApp outbox, sent later by their deliveries.
// Services never write an outbox themselves. A third channel is an adapter here: its consent
// channel, its part of a notification, its rows.
import { eq, inArray } from "drizzle-orm";
import type { Lang } from "../../i18n/lang.ts";
import type { ConsentState } from "../../schemas/consent.ts";
import { outgoingEmails, outgoingWhatsapp, users } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import type { Env } from "../env.ts";
import { outboxRows, type EmailInput } from "../mail/outbox.ts";
import { toWhatsAppNumber, whatsappRows, type WhatsAppInput } from "../whatsapp/outbox.ts";
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "../whatsapp/templates.ts";
import { defaultConsents, heldOff, latestChoices, stateOf } from "./consents.ts";

/**
 * Why a message is sent, which decides its channels:
 * - updates: about the member's own inquiries, bookings, payments due and membership. WhatsApp
 *   with WhatsApp "updates" consent; e-mail unless e-mail updates were withdrawn while WhatsApp
 *   carries the message (e-mail is the fallback: a message WhatsApp cannot carry goes by e-mail).
 * - offers: marketing. Each channel only with its own "offers" consent; nothing otherwise.
 * - documents: a document (PDF) or a payment's receipt: always by e-mail, and on WhatsApp too
 *   with WhatsApp "updates" consent.
 * - security: the account's safety (a password reset): by e-mail only, always.
 */
export type NotificationPurpose = "updates" | "offers" | "documents" | "security";

/** A WhatsApp template with its parameters, in the order the template declares them. */
export interface WhatsAppPart {
  template: WhatsAppTemplateName;
  params: readonly string[];
}

/** One thing the product tells a member, rendered in their language for every channel. */
export interface Notification {
  purpose: NotificationPurpose;
  email: EmailInput;
  whatsapp?: WhatsAppPart;
}

/** A member as the notifier sees them: where to reach them, in which language, what they agreed to. */
export interface Member {
  userId: string;
  name: string;
  email: string;
  language: Lang;
  /** "91" and ten digits; null when the account's phone is not an Indian mobile number. */
  whatsappNumber: string | null;
  consents: ConsentState;
  /** The account was erased (decision 0039): nothing is sent to it any more. */
  erased?: boolean;
  /**
   * The address was never confirmed (decision 0043): nothing but the account's security (a
   * password reset) is sent to it, on any channel; what is not sent is not kept for later.
   */
  unconfirmed?: boolean;
}

/** The channels this server sends on besides e-mail, from its configuration (channelsOf). */
export interface Channels {
  /**
   * false when this server sends no WhatsApp at all (env.providers.whatsapp "off": production
   * without WhatsApp's credentials): nothing is queued for WhatsApp, and what it would have
   * carried goes by e-mail. Absent means on.
   */
  whatsapp?: boolean;
}

/** The operators: their e-mail and their WhatsApp numbers (OPERATOR_EMAIL, OPERATOR_WHATSAPP). */
export interface OperatorContacts extends Channels {
  operatorEmail?: string;
  /** "91" and ten digits each (env.ts). */
  operatorWhatsApp?: readonly string[];
}

/** What the configuration says of the channels (env.providers). */
type ChannelSettings = { providers: Pick<Env["providers"], "whatsapp"> };

export function channelsOf(env: ChannelSettings): Required<Channels> {
  return { whatsapp: env.providers.whatsapp !== "off" };
}

/** The operators' contacts and the channels, as the services that alert the operators take them. */
export function operatorsOf(
  env: ChannelSettings & Pick<Env, "OPERATOR_EMAIL" | "OPERATOR_WHATSAPP">,
): OperatorContacts & Required<Channels> {
  const channels = channelsOf(env);
  return {
    ...channels,
    operatorEmail: env.OPERATOR_EMAIL,
    // Numbers configured on a server that sends no WhatsApp are not written to.
    operatorWhatsApp: channels.whatsapp ? (env.OPERATOR_WHATSAPP ?? []) : [],
  };
}

/** An operators' alert: their e-mail (English) and the operator_alert template's three parameters. */
export interface OperatorAlert {
  email: (to: string) => EmailInput;
  /** What happened ("New inquiry EVT-..."), a one-line summary, and the admin panel's link. */
  whatsapp: { what: string; summary: string; link: string };
}

/** The messages to queue: rows of each outbox. */
export interface Outgoing {
  emails: EmailInput[];
  whatsapp: WhatsAppInput[];
}

/** What was queued: the ids to hand to each channel's delivery (background.ts, deliverQueued). */
export interface Queued {
  emailIds: string[];
  whatsappIds: string[];
}

/** Several calls' queued messages as one (a missing part queued nothing). */
export function queuedTogether(...parts: (Queued | null | undefined)[]): Queued {
  return {
    emailIds: parts.flatMap((part) => part?.emailIds ?? []),
    whatsappIds: parts.flatMap((part) => part?.whatsappIds ?? []),
  };
}

const NOTHING: Outgoing = { emails: [], whatsapp: [] };

/**
 * A template parameter as the Cloud API takes it: one line (no new lines or tabs, no runs of
 * spaces) and not too long for a message.
 */
export function templateParam(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line || "-";
}

function whatsappInput(
  to: string,
  part: WhatsAppPart,
  language: Lang,
  userId: string | null,
  fallbackEmail: EmailInput | null,
): WhatsAppInput {
  return {
    to,
    template: part.template,
    language,
    params: part.params.map((param) => templateParam(param)),
    userId,
    fallbackEmail,
  };
}

/**
 * The channels of a notification to a member, by its purpose and the member's consent. A
 * marketing template never goes without WhatsApp "offers" consent, whatever the purpose says.
 * On a server that sends no WhatsApp (channels.whatsapp false), WhatsApp carries nothing and
 * e-mail carries what it would have, as for a member who did not choose it.
 */
export function toMember(member: Member, notification: Notification, channels: Channels = {}): Outgoing {
  // An erased account has no address or number left, and asked to hear nothing more.
  if (member.erased) return NOTHING;
  // An address nobody proved is theirs may be a stranger's: it gets nothing from the product,
  // and nor does the account's phone (the same person typed both). Two exceptions, by e-mail
  // only: a password reset (which confirms the address), and the documents of money the
  // account paid (a tax invoice is owed to the buyer, and nobody floods a stranger at a price).
  if (member.unconfirmed && notification.purpose !== "security" && notification.purpose !== "documents") {
    return NOTHING;
  }
  const { consents } = member;
  const part = notification.whatsapp;
  const marketing = part ? WHATSAPP_TEMPLATES[part.template].category === "marketing" : false;
  const whatsappAgreed =
    channels.whatsapp !== false &&
    part !== undefined &&
    member.whatsappNumber !== null &&
    !member.unconfirmed &&
    (marketing
      ? notification.purpose === "offers" && consents.whatsapp.offers
      : notification.purpose !== "security" &&
        notification.purpose !== "offers" &&
        consents.whatsapp.updates);
  let email: boolean;
  switch (notification.purpose) {
    case "security":
    case "documents":
      email = true;
      break;
    case "offers":
      email = consents.email.offers;
      break;
    case "updates":
      email = consents.email.updates || !whatsappAgreed;
      break;
  }
  const whatsapp =
    whatsappAgreed && part
      ? [
          whatsappInput(
            member.whatsappNumber!,
            part,
            member.language,
            member.userId,
            // The e-mail the message falls back to once if WhatsApp fails: an update the member
            // did not also get by e-mail. Offers never fall back.
            !email && notification.purpose === "updates" ? notification.email : null,
          ),
        ]
      : [];
  return { emails: email ? [notification.email] : [], whatsapp };
}

/** An operators' alert: the e-mail to OPERATOR_EMAIL, the template to every OPERATOR_WHATSAPP number. */
export function toOperators(operators: OperatorContacts, alert: OperatorAlert): Outgoing {
  const part: WhatsAppPart = {
    template: "operator_alert",
    params: [alert.whatsapp.what, alert.whatsapp.summary, alert.whatsapp.link],
  };
  return {
    emails: operators.operatorEmail ? [alert.email(operators.operatorEmail)] : [],
    // The operators read English; their e-mail is sent beside it, so nothing falls back.
    whatsapp:
      operators.whatsapp === false
        ? []
        : (operators.operatorWhatsApp ?? []).map((to) => whatsappInput(to, part, "en", null, null)),
  };
}

/** A message to someone without an account (a contact form's sender): by e-mail, the only channel given. */
export function toAddress(email: EmailInput): Outgoing {
  return { emails: [email], whatsapp: [] };
}

function combine(parts: readonly Outgoing[]): Outgoing {
  return parts.reduce(
    (all, part) => ({
      emails: [...all.emails, ...part.emails],
      whatsapp: [...all.whatsapp, ...part.whatsapp],
    }),
    NOTHING,
  );
}

/** Queues these messages in the caller's transaction (one insert per outbox); returns their ids. */
export async function notify(tx: DbOrTx, ...parts: Outgoing[]): Promise<Queued> {
  const { emails, whatsapp } = combine(parts);
  const emailRows = outboxRows(emails);
  const whatsappMessages = whatsappRows(whatsapp);
  if (emailRows.length > 0) await tx.insert(outgoingEmails).values(emailRows);
  if (whatsappMessages.length > 0) await tx.insert(outgoingWhatsapp).values(whatsappMessages);
  return { emailIds: emailRows.map((row) => row.id), whatsappIds: whatsappMessages.map((row) => row.id) };
}

/**
 * These messages as the common table expressions of one data-modifying statement (decision
 * 0015): `db.with(...queued.with).insert(...)` writes the data and its messages together or
 * not at all, in one round trip.
 */
export function notifyWith(db: DbOrTx, ...parts: Outgoing[]) {
  const { emails, whatsapp } = combine(parts);
  const emailRows = outboxRows(emails);
  const whatsappMessages = whatsappRows(whatsapp);
  return {
    with: [
      ...(emailRows.length > 0
        ? [db.$with("queued_emails").as(db.insert(outgoingEmails).values(emailRows))]
        : []),
      ...(whatsappMessages.length > 0
        ? [db.$with("queued_whatsapp").as(db.insert(outgoingWhatsapp).values(whatsappMessages))]
        : []),
    ],
    queued: {
      emailIds: emailRows.map((row) => row.id),
      whatsappIds: whatsappMessages.map((row) => row.id),
    } satisfies Queued,
  };
}

/** Members by id, with their consent now (two reads). An id without an account is left out. */
export async function membersById(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Member>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Member>();
  if (ids.length === 0) return found;
  const accounts = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      phoneNo: users.phoneNo,
      erasedAt: users.erasedAt,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(ids.length === 1 ? eq(users.id, ids[0]!) : inArray(users.id, ids));
  const choices = await latestChoices(
    db,
    accounts.map((account) => account.userId),
  );
  const numbers = accounts.map(({ userId, phoneNo }) => ({
    userId,
    whatsappNumber: toWhatsAppNumber(phoneNo),
  }));
  const held = await heldOff(db, numbers);
  for (const { phoneNo, erasedAt, emailConfirmedAt, ...account } of accounts) {
    const whatsappNumber = toWhatsAppNumber(phoneNo);
    found.set(account.userId, {
      ...account,
      whatsappNumber,
      consents: stateOf(choices.get(account.userId) ?? [], whatsappNumber, held.get(account.userId)),
      ...(erasedAt ? { erased: true } : {}),
      ...(emailConfirmedAt ? {} : { unconfirmed: true }),
    });
  }
  return found;
}

/**
 * An account as its security messages (a password reset, a change on the staff) reach it: by
 * e-mail, whatever it chose (decision 0037), so there is no consent to read.
 */
export function accountHolder(account: { id: string; name: string; email: string; language: Lang }): Member {
  return {
    userId: account.id,
    name: account.name,
    email: account.email,
    language: account.language,
    whatsappNumber: null,
    consents: defaultConsents(),
  };
}

/** One member, with their consent now; undefined when the account is gone. */
export async function memberOf(db: DbOrTx, userId: string): Promise<Member | undefined> {
  return (await membersById(db, [userId])).get(userId);
}
