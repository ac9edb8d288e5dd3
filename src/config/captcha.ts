// The bot check's constants (docs/product.md A4, B7, B9; D18).

/** A solved challenge is cleared, and the widget reset, this long after it was solved. */
export const CAPTCHA_RESET_MS = 110_000;

/** The global function Google's script calls once it has loaded (explicit render). */
export const RECAPTCHA_ONLOAD_CALLBACK = "novaRecaptchaLoaded";
export const RECAPTCHA_SCRIPT_URL = `https://www.google.com/recaptcha/api.js?onload=${RECAPTCHA_ONLOAD_CALLBACK}&render=explicit`;

/**
 * What a page's Content-Security-Policy must allow when Google's widget is used: its script
 * (api.js on www.google.com loads the rest from www.gstatic.com) and its frames, narrowed to
 * the /recaptcha/ paths as Google's reCAPTCHA FAQ recommends.
 */
export const RECAPTCHA_CSP_SOURCES = {
  scripts: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frames: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

/**
 * The height a widget takes, reserved by the element it is mounted in so that nothing moves
 * when it appears: the local widget's two lines, and Google's widget shown at 0.7 (55 px).
 */
export const CAPTCHA_BOX_CLASS = "min-h-[4.5rem]";
