// How a person lets us write to them (docs/product.md D26; decision 0037): on which channel, for
// what, and the record of each choice; the closed sets, messages and shapes, without zod, so
// that the islands read them for nothing. The requests' schemas are consent-requests.ts.

/** The channels a person can be told things on. */
export const CONSENT_CHANNELS = ["whatsapp", "email"] as const;
/**
 * What a person agrees to on a channel: updates about their own inquiries, bookings and payments
 * (WhatsApp's "utility" templates), or offers (its "marketing" templates). WhatsApp and offers
 * are off until given; e-mail updates are on until withdrawn.
 */
export const CONSENT_PURPOSES = ["updates", "offers"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a choice was made: the page's path, as the browser has it. */
export const CONSENT_SOURCE_MAX = 200;
export const CONSENT_SOURCE_MESSAGE =
  "Say where the choice was made: the page's path (at most 200 characters).";
export const CONSENT_CHANNEL_MESSAGE = "Choose a channel: whatsapp or email.";
export const CONSENT_PURPOSE_MESSAGE = "Choose a purpose: updates or offers.";
export const CONSENT_GRANTED_MESSAGE = "Say whether the choice is given: true or false.";
/** A withdrawal of e-mail updates while WhatsApp does not carry them (decision 0037). */
export const EMAIL_UPDATES_NEEDED_MESSAGE =
  "Turn on WhatsApp updates first: news about your bookings needs one channel.";
/** An account whose phone is not a 10-digit Indian mobile number cannot get WhatsApp messages. */
export const WHATSAPP_NUMBER_NEEDED_MESSAGE =
  "WhatsApp messages need a 10-digit mobile number on your account.";
/** A grant for a number that someone else has said no about (decision 0037). */
export const WHATSAPP_NUMBER_STOPPED_MESSAGE =
  "WhatsApp messages to this number were stopped, by a STOP sent from it or by another account with it. To get them again, send START to our WhatsApp from this number, then turn them on here.";

/** A member's current choice on each channel, for each purpose. */
export type ConsentState = Record<ConsentChannel, Record<ConsentPurpose, boolean>>;

/** One row of the record: what was chosen, when, where, and which words were shown. */
export interface ConsentRecordEntry {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  /** The page's path, or "whatsapp:STOP" for a STOP reply. */
  source: string;
  /** "<lang>:<version>" of the words shown (src/i18n/{en,hi}/consent.ts). */
  textVersion: string;
  /** The number a WhatsApp choice was about (91 and ten digits). */
  phone: string;
  createdAt: string;
}

/** GET and PUT /user/consents. */
export interface ConsentsView {
  /** What the member has chosen now (e-mail updates on until withdrawn, the rest off until given). */
  current: ConsentState;
  /** The WhatsApp number the choices are about ("91" and ten digits), null without a usable one. */
  whatsappNumber: string | null;
  /** Every choice made, newest first. */
  history: ConsentRecordEntry[];
}

/** The source a STOP reply writes (the webhook's). */
export const STOP_SOURCE = "whatsapp:STOP";
