// The contact form's bot check (spec: accounts-payments-invoices section 4,
// inquiries-content-dashboards sections 7 and 9).

/** A solved challenge is cleared, and the widget reset, this long after it was solved. */
export const CAPTCHA_RESET_MS = 110_000;

/** The global function Google's script calls once it has loaded (explicit render). */
export const RECAPTCHA_ONLOAD_CALLBACK = "novaRecaptchaLoaded";
export const RECAPTCHA_SCRIPT_URL = `https://www.google.com/recaptcha/api.js?onload=${RECAPTCHA_ONLOAD_CALLBACK}&render=explicit`;

/**
 * What the contact page's Content-Security-Policy must allow when Google's widget is used:
 * its script (api.js on www.google.com loads the rest from www.gstatic.com) and its frames,
 * narrowed to the /recaptcha/ paths as Google's reCAPTCHA FAQ recommends.
 */
export const RECAPTCHA_CSP_SOURCES = {
  scripts: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frames: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

// The contact schema's texts and limits, from the zod-free module (no zod on this page).
export {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECTS,
  LOCAL_CAPTCHA_PREFIX,
} from "../../schemas/fields.ts";
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from "../../schemas/fields.ts";

export const FIELD_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  message: CONTACT_MESSAGE_MAX,
} as const;
