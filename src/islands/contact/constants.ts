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

// Copies of the contact schema's constants (src/schemas/contact.ts and auth.ts). Those modules
// build zod schemas when they load, so importing even a string from them puts zod (23 KB
// gzip) on this page. tests/unit/contact-form.test.ts keeps every copy equal to its original.
export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "event", label: "Event Planning" },
  { value: "travel", label: "Travel & Tourism" },
  { value: "partnership", label: "Partnerships" },
  { value: "other", label: "Other" },
] as const;
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the reCAPTCHA challenge.";
export const CONTACT_SENT_MESSAGE = "Your inquiry has been sent successfully.";
export const LOCAL_CAPTCHA_PREFIX = "local-captcha-ok.";
export const FIELD_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;
