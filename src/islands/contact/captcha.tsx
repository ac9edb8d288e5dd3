// The bot check under the contact form. With a site key it is Google's reCAPTCHA v2; without
// one (local runs and the tests, where the server uses its local verifier) it is a stand-in a
// person can complete. Both hand the form a token through `onToken` and take `reset()`, so
// the form never knows which one it has. A token is dropped, and the widget reset,
// CAPTCHA_RESET_MS after it was obtained (spec: accounts-payments-invoices section 4).
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { CAPTCHA_RESET_MS } from "./constants.ts";
import { localCaptchaToken } from "./local-captcha-token.ts";
import { loadRecaptcha, type Grecaptcha } from "./recaptcha-loader.ts";

export interface CaptchaHandle {
  /** Clears the token (the form hears `onToken(null)`) and shows the widget unsolved. */
  reset(): void;
}

export interface CaptchaProps {
  /** Google's public site key; none means the local stand-in. */
  siteKey?: string;
  /** A fresh token, or null when there is none any more. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

export function Captcha({ siteKey, ...props }: CaptchaProps) {
  return siteKey ? <Recaptcha siteKey={siteKey} {...props} /> : <LocalCaptcha {...props} />;
}

/** Runs `expire` CAPTCHA_RESET_MS after each `start()`; `stop()` (and unmounting) cancels it. */
function useExpiry(expire: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(expire);
  latest.current = expire;
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    start() {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), CAPTCHA_RESET_MS);
    },
    stop() {
      clearTimeout(timer.current);
    },
  };
}

function LocalCaptcha({ onToken, ref }: Omit<CaptchaProps, "siteKey">) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const reset = () => {
    expiry.stop();
    setChecked(false);
    onToken(null);
  };
  const expiry = useExpiry(reset);
  useImperativeHandle(ref, () => ({ reset }));

  return (
    <div className="w-fit rounded-lg border border-border bg-background px-4 py-3">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            if (!event.target.checked) return reset();
            setChecked(true);
            onToken(localCaptchaToken());
            expiry.start();
          }}
          className="size-6 accent-accent"
        />
        <label htmlFor={id} className="font-medium">
          I&apos;m not a robot
        </label>
      </div>
      <p className="mt-1 text-xs text-muted">Local test check (no reCAPTCHA key configured)</p>
    </div>
  );
}

function Recaptcha({ siteKey, onToken, ref }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number }>(undefined);
  const [failed, setFailed] = useState(false);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;

  const reset = () => {
    expiry.stop();
    widget.current?.api.reset(widget.current.id);
    latestOnToken.current(null);
  };
  const expiry = useExpiry(reset);
  useImperativeHandle(ref, () => ({ reset }));

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current) return;
        const dropToken = () => {
          expiry.stop();
          latestOnToken.current(null);
        };
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => {
            latestOnToken.current(token);
            expiry.start();
          },
          "expired-callback": dropToken,
          "error-callback": dropToken,
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
    // Rendered once per mount: Google's widget cannot be rendered twice into one element.
  }, [siteKey]);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-danger">
        The reCAPTCHA check could not load. Please check your connection and reload the page.
      </p>
    );
  }
  // Google's widget (304 by 78 pixels) shown at 0.7 (spec section 9); the outer box keeps
  // only the scaled height in the layout.
  return (
    <div className="h-[55px]">
      <div ref={container} className="origin-top-left scale-70" />
    </div>
  );
}
