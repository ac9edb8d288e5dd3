// The account forms' schemas, used by the forms (react-hook-form resolver) and by the API.
// Messages are the specification's texts (docs/product.md A5, A8; B5 for the dialog variant).
import type { StaffRole } from "./staff-rules.ts";
import "./zod-setup.ts";
import * as z from "zod/mini";

import type { Lang } from "../i18n/lang.ts";
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  normalizePhone,
  PHONE_INPUT_PATTERN,
  PHONE_PATTERN,
} from "./fields.ts";
import { singleLine } from "./rules.ts";

export { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PHONE_PATTERN };
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PROFESSION_MAX = 100;
export const INTERESTS_MAX = 20;
export const INTEREST_MAX = 60;

export const REQUIRED_MESSAGE = "Please fill out all required fields.";
export const PASSWORD_MIN_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_MAX_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters.`;
const TOO_MANY_INTERESTS = `Choose at most ${INTERESTS_MAX} interests.`;

export interface AuthMessages {
  /** An empty field. */
  required: string;
  email: string;
  phone: string;
}

/** The account pages' messages: an empty e-mail or phone is simply not valid. */
export const PAGE_MESSAGES: AuthMessages = {
  required: REQUIRED_MESSAGE,
  email: "Invalid email address",
  phone: "Invalid phone number",
};

/** The messages of the login/sign-up form inside the inquiry and membership dialogs. */
export const DIALOG_MESSAGES: AuthMessages = {
  required: REQUIRED_MESSAGE,
  email: "Please enter a valid email.",
  phone: "Please enter a valid 10-digit phone number.",
};

/** The page variant names an empty e-mail invalid; the dialog asks for the required fields. */
const emptyMessage = (messages: AuthMessages, invalid: string) =>
  messages === PAGE_MESSAGES ? invalid : messages.required;

const email = (messages: AuthMessages) =>
  singleLine(messages.email, messages.email).check(
    z.minLength(1, emptyMessage(messages, messages.email)),
    z.maxLength(EMAIL_MAX, messages.email),
    z.regex(EMAIL_PATTERN, messages.email),
  );

/** At sign-in any stored password is accepted as typed; only its presence is required. */
const existingPassword = z
  .string(REQUIRED_MESSAGE)
  .check(z.minLength(1, REQUIRED_MESSAGE), z.maxLength(PASSWORD_MAX, PASSWORD_MAX_MESSAGE));

/** A new password: required, and long enough to resist guessing (decision 0007). */
export const newPassword = z
  .string(REQUIRED_MESSAGE)
  .check(
    z.minLength(1, REQUIRED_MESSAGE),
    z.minLength(PASSWORD_MIN, PASSWORD_MIN_MESSAGE),
    z.maxLength(PASSWORD_MAX, PASSWORD_MAX_MESSAGE),
  );

/**
 * The bot check's token (spelled as the specification spells it on the contact form): asked
 * for at login once an account has had too many wrong passwords, and on every reset request.
 */
const capchaToken = z.optional(z.string().check(z.maxLength(4096)));

export function loginSchema(messages: AuthMessages = PAGE_MESSAGES) {
  return z.strictObject({ email: email(messages), password: existingPassword, capchaToken });
}

export const NAME_LINK_MESSAGE = "A name cannot contain a web address or a link.";

/**
 * What looks like a link in a name (decision 0043): a scheme, "www.", an e-mail address, or a
 * domain with a common ending ("spam.example", "win-now.in"). A person's name has none of
 * these; "Dr.Sharma" and "J. R. Rao" are names still.
 */
export const LINK_IN_NAME =
  /[a-z][a-z\d+.-]*:\/\/|\bwww\.|@|[\p{L}\p{N}-]{2,}\.(?:[\p{L}\p{N}-]+\.)*(?:com|net|org|in|co|io|info|biz|xyz|me|app|dev|link|site|online|shop|store|top|club|live|example|ly|gl|tk|ru|cn|uk|us|to|cc|ws|su|pw|win|bid|click|vip|fun|icu)\b/iu;

/**
 * What else an outside test (29 November) sent as a name to be greeted in a mail to a typed
 * address: a domain with any other ending written in lower case ("evil.ai", "bit.do/x"; a
 * capital after the dot is a name's, "Dr.Sharma"), an address with a path ("203.0.113.9/x"), and
 * a phone number to call ("+91 90000 00000": seven digits or more). Tested after the dots that
 * mail clients and domains read as dots (fullwidth, ideographic, halfwidth) are made ASCII ones.
 */
const BARE_LINK_IN_NAME =
  /[\p{L}\p{N}-]{2,}\.[a-z]{2,}(?![\p{L}\p{N}])|\.[\p{L}\p{N}]+\/|(?:\d[\s().+-]*){7}/u;
const DOT_LIKE = /[\uFF0E\u3002\uFF61\u2024\uFE52]/g;
/** Devanagari digits, read as the phone rule reads digits. */
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** Whether a name looks like a link or a number to call (within the length limit only: see below). */
export function linkInName(name: string): boolean {
  // Fullwidth letters, digits and dots are their ASCII selves (NFKC), as mail clients read them.
  const dotted = name
    .normalize("NFKC")
    .replace(DOT_LIKE, ".")
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x966));
  return LINK_IN_NAME.test(dotted) || BARE_LINK_IN_NAME.test(dotted);
}

/**
 * Refuses a name that looks like a link: every name the product greets in an e-mail (an
 * account's, and the name typed on the contact and grievance forms, whose acknowledgement goes
 * to a typed address) is no way to mail a link from the business to someone. Looked at only
 * within the length limit: on a longer text the pattern backtracks in time that grows with the
 * square of the length (a 60 KB name, under the API's body limit, took about 15 s of CPU on
 * its own), and such a name is refused for its length anyway.
 */
export const noLinkInName = () =>
  z.refine<string>((name) => name.length > NAME_MAX || !linkInName(name), NAME_LINK_MESSAGE);

/** An account's name: at sign-up, and when the member corrects it (D27). */
export const accountName = singleLine(REQUIRED_MESSAGE).check(
  z.minLength(1, REQUIRED_MESSAGE),
  z.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  noLinkInName(),
);

/** An account's phone number: at sign-up, and when the member corrects it (D27). */
export function accountPhone(messages: AuthMessages = PAGE_MESSAGES) {
  return z.string(messages.phone).check(
    z.trim(),
    z.minLength(1, emptyMessage(messages, messages.phone)),
    // Ten digits, or as Indians write them: "+91 98765 43210" is kept as 9876543210 (D26).
    z.regex(PHONE_INPUT_PATTERN, messages.phone),
    z.overwrite(normalizePhone),
  );
}

export function signupSchema(messages: AuthMessages = PAGE_MESSAGES) {
  return z.strictObject({
    name: accountName,
    email: email(messages),
    phoneNo: accountPhone(messages),
    password: newPassword,
  });
}

export const forgotPasswordSchema = z.strictObject({ email: email(PAGE_MESSAGES), capchaToken });

export const resetPasswordSchema = z.strictObject({ password: newPassword });

export const CONFIRMATION_LINK_INVALID =
  "This confirmation link is invalid or has expired. Please ask for a new one from your dashboard.";
/** POST /user/email/confirm: the token of the e-mailed link, base64url (decision 0043). */
export const confirmEmailSchema = z.strictObject({
  token: z.string(CONFIRMATION_LINK_INVALID).check(z.regex(/^[\w-]{20,100}$/, CONFIRMATION_LINK_INVALID)),
});

export const CURRENT_PASSWORD_MESSAGE = "Enter your current password.";
/** PUT /user/password: the member changes their password, signed in (decision 0043). */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string(CURRENT_PASSWORD_MESSAGE)
    .check(z.minLength(1, CURRENT_PASSWORD_MESSAGE), z.maxLength(PASSWORD_MAX, CURRENT_PASSWORD_MESSAGE)),
  password: newPassword,
});

export const refreshSchema = z.strictObject({
  refreshToken: z
    .string(REQUIRED_MESSAGE)
    .check(z.minLength(1, REQUIRED_MESSAGE), z.maxLength(200, "Invalid refresh token.")),
});

/** Onboarding: the profession (a list's first item is what the old client sent) and interests. */
export const onboardingSchema = z.strictObject({
  profession: z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string()).check(z.maxLength(INTERESTS_MAX))]),
      z.transform((value: string | string[]) => (Array.isArray(value) ? (value[0] ?? "") : value).trim()),
    ),
    singleLine().check(
      z.maxLength(PROFESSION_MAX, `Profession must be at most ${PROFESSION_MAX} characters.`),
    ),
  ),
  interests: z
    .array(
      singleLine().check(
        z.minLength(1),
        z.maxLength(INTEREST_MAX, `Each interest must be at most ${INTEREST_MAX} characters.`),
      ),
    )
    .check(z.maxLength(INTERESTS_MAX, TOO_MANY_INTERESTS)),
});

/**
 * The languages an account may choose for its e-mails (docs/product.md D25): the site's own
 * (src/i18n/lang.ts LANGS, which a test holds this to), written out here so that the forms
 * that load this module do not load the site's list of pages with it.
 */
export const ACCOUNT_LANGUAGES = ["en", "hi"] as const satisfies readonly Lang[];
export const LANGUAGE_MESSAGE = "Choose a language: en or hi.";
/** PUT /user/language: the signed-in account's language. */
export const languageSchema = z.strictObject({ language: z.enum(ACCOUNT_LANGUAGES, LANGUAGE_MESSAGE) });

export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;
export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** A user as every response shows one: never a password hash or a token. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  phoneNo: string;
  role: "user" | "admin";
  /** The language of the account's e-mails: the page's at sign-up, changeable on the dashboard. */
  language: Lang;
  createdAt: string;
  /** A staff account's role (decision 0041); absent for a member. */
  staffRole?: StaffRole;
}

export interface AuthResult {
  accessToken: string;
  refreshToken: string;
}
