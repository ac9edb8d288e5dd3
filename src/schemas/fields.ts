// Field rules and texts that the browser needs without zod: plain constants, no schemas.
// The schema modules import these; a small island imports them instead of a schema module
// (a schema module would put zod, about 23 KB gzip, on its page).

/**
 * No spaces, exactly one @, a dot in the domain (docs/product.md A5); and no empty part of the
 * domain ("x@example.org." and "x@example..org" are the inbox of x@example.org under another
 * key, so they stepped round the limits per address) and no invisible character (a zero-width
 * space made a second account that looked like the first in the admin panel): the format
 * characters, and the ones that draw nothing without being format characters (the combining
 * grapheme joiner, the Hangul fillers, two Khmer vowels).
 */
export const EMAIL_PATTERN =
  /^(?!.*(?:\u034F|\u115F|\u1160|\u17B4|\u17B5|\u3164|\uFFA0))[^\s@\p{Cc}\p{Cf}]+@[^\s@.\p{Cc}\p{Cf}]+(?:\.[^\s@.\p{Cc}\p{Cf}]+)+$/u;
export const PHONE_PATTERN = /^\d{10}$/;
/** A phone number the inquiry and contact forms refuse (docs/product.md B5). */
export const PHONE_MESSAGE = "Please enter a valid phone number.";

/**
 * What a phone number may hold between its digits: spaces (a no-break space too, as pasted
 * from a contact card) and dashes, as people type them, and the invisible direction controls
 * a number copied from WhatsApp comes wrapped in (U+202A ... U+202C); never a line break.
 */
const PHONE_SEPARATORS = /[\p{Zs}\-\u2010\u2011\u2013\u202A-\u202E\u2066-\u2069]/gu;

/** The Devanagari digits ० to ९ (U+0966-U+096F), as a Hindi keyboard types a number. */
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/**
 * A phone number as Indians write it, brought to the ten digits the rules check (D26): Devanagari
 * digits become the Latin ones, its spaces and dashes go, then a leading +91, 91 (twelve digits
 * in all) or 0. "+91 98765 43210", "098765-43210", "91 9876543210" and "९८७६५ ४३२१०" are all
 * "9876543210". Anything else comes back without its spaces and dashes, for the 10-digit rule to
 * refuse with the field's own message.
 */
export function normalizePhone(text: string): string {
  const compact = text
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x966))
    .replace(PHONE_SEPARATORS, "");
  return /^(?:\+91|91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}

/**
 * The numbers normalizePhone makes ten digits of, as an <input pattern> (which the browser
 * anchors and compiles with the v flag), and as the schemas check what is sent.
 */
const PHONE_GAP = "[\\p{Zs}\\-\\u2010\\u2011\\u2013\\u202A-\\u202E\\u2066-\\u2069]*";
const PHONE_DIGIT = "[0-9\\u0966-\\u096F]";
const PHONE_NINE = "[9\\u096F]";
const PHONE_ONE = "[1\\u0967]";
const PHONE_ZERO = "[0\\u0966]";
export const PHONE_HTML_PATTERN = `${PHONE_GAP}(?:\\+${PHONE_GAP}${PHONE_NINE}${PHONE_GAP}${PHONE_ONE}|${PHONE_NINE}${PHONE_GAP}${PHONE_ONE}|${PHONE_ZERO})?(?:${PHONE_GAP}${PHONE_DIGIT}){10}${PHONE_GAP}`;
export const PHONE_INPUT_PATTERN = new RegExp(`^(?:${PHONE_HTML_PATTERN})$`, "u");

/**
 * One line of text: no line break and no other control character (Unicode's Cc: the C0 set
 * with tab, CR and LF, DEL and the C1 set with NEL), no line or paragraph separator (U+2028,
 * U+2029), and none of the controls that force a direction on the text after them (the
 * embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069). Every field that is not
 * a message, notes or details box follows it, so that nothing typed into a name, a destination
 * or a title can start a new line wherever it is written again (an e-mail header above all;
 * decision 0026), nor turn what follows it around: a destination ending in U+202E and
 * "00.000,01 :eud ecnalab" read "balance due: 10,000.00" on the tax invoice it is printed on.
 * Devanagari needs none of them; the joiners (U+200C, U+200D) and the direction marks (U+200E,
 * U+200F) stay allowed. Checked after trimming.
 */
export const SINGLE_LINE_PATTERN = /^[^\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]*$/u;
/** The same rule for an <input pattern>, which the browser anchors and compiles with the v flag. */
export const SINGLE_LINE_HTML_PATTERN = "[^\\p{Cc}\\p{Zl}\\p{Zp}\\u202A-\\u202E\\u2066-\\u2069]*";
export const SINGLE_LINE_MESSAGE = "Please keep this on one line.";

export const isSingleLine = (text: string): boolean => SINGLE_LINE_PATTERN.test(text);

/**
 * A day written YYYY-MM-DD that the calendar has. Date.parse reads 2027-02-30 as 2 March,
 * so the day is written back and must come out the same.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "event", label: "Event Planning" },
  { value: "travel", label: "Travel & Tourism" },
  { value: "partnership", label: "Partnerships" },
  { value: "other", label: "Other" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];
/** The subjects' values, as the database keeps them. */
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** What a design-project brief can ask for (POST /project/). */
export const PROJECT_SERVICES = [
  { value: "ui-ux-design", label: "UI/UX Design" },
  { value: "full-stack-development", label: "Full stack development" },
  { value: "visual-design", label: "Visual design & Graphics" },
] as const;
export type ProjectService = (typeof PROJECT_SERVICES)[number]["value"];
export const PROJECT_SERVICE_VALUES = PROJECT_SERVICES.map((service) => service.value) as [
  ProjectService,
  ...ProjectService[],
];

export const CONTACT_MESSAGE_MAX = 5000;
export const PHONE_MAX = 20;
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the reCAPTCHA challenge.";
export const CONTACT_SENT_MESSAGE = "Your inquiry has been sent successfully.";
/** The answer to a service inquiry (spec: inquiries-content-dashboards section 7). */
export const INQUIRY_SENT_MESSAGE = "Form submitted successfully!";

/** The local stand-in widget's token: this prefix and 22 random base64url characters. */
export const LOCAL_CAPTCHA_PREFIX = "local-captcha-ok.";
export const LOCAL_CAPTCHA_TOKEN = /^local-captcha-ok\.[\w-]{22}$/;

/** A refund's reason, printed on its credit note (D20). */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 300;
/** Written out (REFUND_REASON_MIN, above), so that its Hindi is found by its words. */
export const REFUND_REASON_MESSAGE = "Please give the reason for the refund, in 3 characters or more.";
