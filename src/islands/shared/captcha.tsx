// The bot check as a React part: the one widget of src/client/captcha/widget.ts, mounted into
// a box whose height is reserved, so that nothing moves when it appears.
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { mountCaptcha, type CaptchaWidget, type CaptchaWords } from "../../client/captcha/widget.ts";
import { CAPTCHA_BOX_CLASS } from "../../config/captcha.ts";

export interface CaptchaHandle {
  /** Clears the token (the form hears `onToken(null)`) and shows the widget unsolved. */
  reset(): void;
}

export interface CaptchaProps {
  /** Google's public site key; by default the build's, none meaning the local stand-in. */
  siteKey?: string;
  /** A fresh token, or null when there is none any more. */
  onToken: (token: string | null) => void;
  /** The widget's words in the page's language (src/i18n/en/captcha.ts, hi/captcha.ts). */
  words: CaptchaWords;
  ref?: Ref<CaptchaHandle>;
}

export function Captcha({ siteKey, onToken, words, ref }: CaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget>(undefined);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;

  useEffect(() => {
    if (!box.current) return;
    const mounted = mountCaptcha(box.current, {
      siteKey,
      onToken: (token) => latestOnToken.current(token),
      words,
    });
    widget.current = mounted;
    return () => mounted.destroy();
    // The words are the page's and never change: not a reason to mount the widget again.
  }, [siteKey]);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }));

  return <div ref={box} className={CAPTCHA_BOX_CLASS} />;
}
