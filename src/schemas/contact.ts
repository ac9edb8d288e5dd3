// The contact message (docs/product.md B2, B3, B5; D12): sent by
// the contact page (with the bot-check token, spelled `capchaToken` as specified) and by the
// landing page's form (with a honeypot field instead of the widget).
import "./zod-setup.ts";
import * as z from "zod/mini";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  normalizePhone,
  PHONE_MAX,
  PHONE_HTML_PATTERN,
  PHONE_MESSAGE,
  type ContactSubject,
} from "./fields.ts";
import { noLinkInName } from "./auth.ts";
import { singleLine } from "./rules.ts";

export {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_MAX,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECTS,
  LOCAL_CAPTCHA_PREFIX,
  LOCAL_CAPTCHA_TOKEN,
  PHONE_MAX,
  type ContactSubject,
} from "./fields.ts";

/** None, or a number of ten digits as Indians write it (fields.ts). */
const OPTIONAL_PHONE = new RegExp(`^(?:${PHONE_HTML_PATTERN})?$`, "u");

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

export const contactSchema = z.strictObject({
  // Greeted in the acknowledgement to the typed address: no link (decision 0043).
  name: singleLine("Please enter your name.").check(
    z.minLength(1, "Please enter your name."),
    z.maxLength(NAME_MAX),
    noLinkInName(),
  ),
  email: singleLine("Please enter a valid email address.", "Please enter a valid email address.").check(
    z.maxLength(EMAIL_MAX, "Please enter a valid email address."),
    z.regex(EMAIL_PATTERN, "Please enter a valid email address."),
  ),
  phone: z._default(
    z.optional(
      // "+91 98765 43210" is kept as 9876543210 (D26); its pattern is its one-line rule.
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(PHONE_MAX, PHONE_MESSAGE),
          z.regex(OPTIONAL_PHONE, PHONE_MESSAGE),
          z.overwrite(normalizePhone),
        ),
    ),
    "",
  ),
  subject: z.enum(SUBJECT_VALUES, "Please select a subject."),
  // Not required; an empty message is kept as a single space (docs/product.md B5).
  message: z.pipe(
    z._default(
      z.optional(
        z
          .string()
          .check(
            z.maxLength(
              CONTACT_MESSAGE_MAX,
              `Please keep the message under ${CONTACT_MESSAGE_MAX} characters.`,
            ),
          ),
      ),
      "",
    ),
    z.transform((message: string) => (message.trim() === "" ? " " : message)),
  ),
  capchaToken: z.optional(z.string().check(z.maxLength(4096))),
  /** Which form sent it: the landing page's has a honeypot instead of the widget. */
  source: z._default(z.enum(["contact-page", "landing"]), "contact-page"),
  /** The honeypot: invisible to people, filled by bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
