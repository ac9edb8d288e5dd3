// The bot check under a form, in plain DOM so that islands and the landing page's script use
// the same one. With a site key it is Google's reCAPTCHA v2; without one (local runs and the
// tests, where the server uses its local verifier) it is a stand-in a person can tick. Both
// hand the form a token through `onToken` and take `reset()`, so no form knows which it has.
// A token is dropped, and the widget reset, CAPTCHA_RESET_MS after it was obtained
// (docs/product.md A4). Its words are the page's language's, given by the form.
import { CAPTCHA_RESET_MS } from "../../config/captcha.ts";
import type en from "../../i18n/en/captcha.ts";
import type { Words } from "../../i18n/words.ts";
import { localCaptchaToken } from "./local-token.ts";
import { loadRecaptcha } from "./recaptcha-loader.ts";

/** Google's public site key, fixed at build time; none means the local stand-in. */
export const RECAPTCHA_SITE_KEY: string | undefined = import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY || undefined;

/** The widget's words (src/i18n/en/captcha.ts). */
export type CaptchaWords = Words<typeof en>;

export interface CaptchaOptions {
  siteKey?: string;
  /** A fresh token, or null when there is none any more. */
  onToken: (token: string | null) => void;
  /** In the page's language. */
  words: CaptchaWords;
}

export interface CaptchaWidget {
  /** Clears the token (the form hears `onToken(null)`) and shows the widget unsolved. */
  reset(): void;
  /** Removes the widget and stops its timer. */
  destroy(): void;
}

let widgets = 0;

export function mountCaptcha(container: HTMLElement, options: CaptchaOptions): CaptchaWidget {
  const siteKey = options.siteKey ?? RECAPTCHA_SITE_KEY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopExpiry = () => clearTimeout(timer);
  const startExpiry = (expire: () => void) => {
    stopExpiry();
    timer = setTimeout(expire, CAPTCHA_RESET_MS);
  };
  const widget = siteKey
    ? mountRecaptcha(container, siteKey, options, { startExpiry, stopExpiry })
    : mountLocal(container, options, { startExpiry, stopExpiry });
  return {
    reset: widget.reset,
    destroy() {
      stopExpiry();
      container.replaceChildren();
    },
  };
}

interface Expiry {
  startExpiry(expire: () => void): void;
  stopExpiry(): void;
}

function mountLocal(container: HTMLElement, { onToken, words }: CaptchaOptions, expiry: Expiry) {
  const id = `local-captcha-${(widgets += 1)}`;
  const box = document.createElement("div");
  box.className = "w-fit rounded-lg border border-border bg-background px-4 py-3";
  const row = document.createElement("div");
  row.className = "flex items-center gap-3";
  const checkbox = document.createElement("input");
  checkbox.type = "checkbox";
  checkbox.id = id;
  checkbox.className = "size-6 accent-accent";
  const label = document.createElement("label");
  label.htmlFor = id;
  label.className = "font-medium";
  label.textContent = words.notRobot;
  const note = document.createElement("p");
  note.className = "mt-1 text-xs text-muted";
  note.textContent = words.localNote;
  row.append(checkbox, label);
  box.append(row, note);
  container.replaceChildren(box);

  const reset = () => {
    expiry.stopExpiry();
    checkbox.checked = false;
    onToken(null);
  };
  checkbox.addEventListener("change", () => {
    if (!checkbox.checked) return reset();
    onToken(localCaptchaToken());
    expiry.startExpiry(reset);
  });
  return { reset };
}

function mountRecaptcha(
  container: HTMLElement,
  siteKey: string,
  { onToken, words }: CaptchaOptions,
  expiry: Expiry,
) {
  // Google's widget (304 by 78 pixels) shown at 0.7 (docs/product.md B9); the outer box keeps
  // only the scaled height in the layout.
  const outer = document.createElement("div");
  outer.className = "h-[55px]";
  const inner = document.createElement("div");
  inner.className = "origin-top-left scale-70";
  outer.append(inner);
  container.replaceChildren(outer);

  let rendered: { reset(): void } | undefined;
  const dropToken = () => {
    expiry.stopExpiry();
    onToken(null);
  };
  const reset = () => {
    dropToken();
    rendered?.reset();
  };
  loadRecaptcha().then(
    (api) => {
      if (!inner.isConnected) return; // removed while the script loaded
      const id = api.render(inner, {
        sitekey: siteKey,
        callback: (token) => {
          onToken(token);
          expiry.startExpiry(reset);
        },
        "expired-callback": dropToken,
        "error-callback": dropToken,
      });
      rendered = { reset: () => api.reset(id) };
    },
    () => {
      const alert = document.createElement("p");
      alert.setAttribute("role", "alert");
      alert.className = "text-sm text-danger";
      alert.textContent = words.loadFailed;
      container.replaceChildren(alert);
    },
  );
  return { reset };
}
