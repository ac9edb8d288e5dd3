// Google's reCAPTCHA v2 script, loaded on demand (docs/product.md B7: explicit render with an
// onload callback): only when a widget is shown, so that no page and no visitor who never
// reaches a form downloads it. On a Hindi page Google is asked for its Hindi widget (`hl`).
import { RECAPTCHA_ONLOAD_CALLBACK, RECAPTCHA_SCRIPT_URL } from "../../config/captcha.ts";
import type { Lang } from "../../i18n/lang.ts";
import { langOfDocument } from "../page-lang.ts";

export interface RecaptchaParameters {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

/** The part of Google's `grecaptcha` object this site uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: RecaptchaParameters): number;
  reset(widgetId?: number): void;
}

/** The globals the loader touches: Google's object and the callback its script calls. */
export interface RecaptchaGlobals {
  grecaptcha?: Grecaptcha;
  [RECAPTCHA_ONLOAD_CALLBACK]?: () => void;
}

let loading: Promise<Grecaptcha> | undefined;

/** Adds Google's script once and resolves when it calls back; later calls share the promise. */
export function loadRecaptcha(
  win: RecaptchaGlobals = window as RecaptchaGlobals,
  doc: Document = document,
  lang: Lang = langOfDocument(),
): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    win[RECAPTCHA_ONLOAD_CALLBACK] = () => {
      delete win[RECAPTCHA_ONLOAD_CALLBACK];
      if (win.grecaptcha) resolve(win.grecaptcha);
      else reject(new Error("reCAPTCHA loaded without grecaptcha"));
    };
    const script = doc.createElement("script");
    script.src = lang === "hi" ? `${RECAPTCHA_SCRIPT_URL}&hl=hi` : RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.addEventListener("error", () => {
      // A later render may try again (the visitor's network may come back).
      script.remove();
      loading = undefined;
      reject(new Error("The reCAPTCHA script could not be loaded"));
    });
    doc.head.append(script);
  });
  return loading;
}
