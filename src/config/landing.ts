// The landing page's constants (docs/product.md A1, A2, A9; D12, D13).
// The stat figures stay in site.ts (LANDING_STATS); the section copy lives in the landing
// content collections (src/content/landing/).

/** The testimonials' rating and review count (docs/product.md A9: rating 4.5, 400+ reviews). */
export const LANDING_RATING = 4.5;
export const LANDING_RATING_MAX = 5;
export const LANDING_REVIEWS = "400+";

/** The landing page's contact form sends like the contact page (D12). */
export const LANDING_CONTACT = {
  path: "/contact/create",
  subject: "general",
  source: "landing",
  /** An empty message is sent as a single space (docs/product.md B5). */
  emptyMessage: " ",
} as const;

/** Matches the API's limit on the phone field. */
export const LANDING_PHONE_MAX_LENGTH = 20;

/** The form's visible texts. Toast texts are the specification's (docs/product.md B8). */
export const LANDING_CONTACT_TEXT = {
  send: "Send",
  sending: "Sending...",
  successTitle: "Success",
  successDescription: "Your inquiry has been sent successfully.",
  errorTitle: "Error",
  errorFallback: "Something went wrong",
} as const;

/** Shown under a field that is wrong when the form is sent (the page renders them, not the script). */
export const LANDING_CONTACT_ERRORS = {
  nameMissing: "Please enter your full name.",
  emailMissing: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  phoneInvalid: "Please enter a valid phone number.",
} as const;
