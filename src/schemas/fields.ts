// Field rules and texts that the browser needs without zod: plain constants, no schemas.
// The schema modules import these; a small island imports them instead of a schema module
// (a schema module would put zod, about 23 KB gzip, on its page).

/** No spaces, exactly one @, a dot in the domain (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;

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

export const CONTACT_MESSAGE_MAX = 5000;
export const PHONE_MAX = 20;
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the reCAPTCHA challenge.";
export const CONTACT_SENT_MESSAGE = "Your inquiry has been sent successfully.";

/** The local stand-in widget's token: this prefix and 22 random base64url characters. */
export const LOCAL_CAPTCHA_PREFIX = "local-captcha-ok.";
export const LOCAL_CAPTCHA_TOKEN = /^local-captcha-ok\.[\w-]{22}$/;
