// The bot check as a React part: the one widget of src/client/captcha/widget.ts, mounted into
// a box whose height is reserved, so that nothing moves when it appears.
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { mountCaptcha, type CaptchaWidget } from "../../client/captcha/widget.ts";
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
  ref?: Ref<CaptchaHandle>;
}

export function Captcha({ siteKey, onToken, ref }: CaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget>(undefined);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;

  useEffect(() => {
    if (!box.current) return;
    const mounted = mountCaptcha(box.current, { siteKey, onToken: (token) => latestOnToken.current(token) });
    widget.current = mounted;
    return () => mounted.destroy();
  }, [siteKey]);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }));

  return <div ref={box} className={CAPTCHA_BOX_CLASS} />;
}
