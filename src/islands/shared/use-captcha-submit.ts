// How every public form that goes through the bot check (D18) sends: the widget's token kept
// beside the form, the form busy while it sends, a reminder when the check is not solved yet,
// the specification's error toast when the server refuses, and a fresh challenge after any answer
// (Google's tokens are good for one check). The contact, grievance, forgot-password and
// data-request forms differ only in what they send and what they do once it is sent.
import { useRef, useState } from "react";
import { ApiError } from "../../client/api.ts";
import { toast } from "../../stores/toast.ts";
import type { CaptchaHandle, CaptchaProps } from "./captcha.tsx";
import { errorToast } from "./form-errors.ts";

/** The words a form says around sending, in the page's language. */
export interface CaptchaSubmitWords {
  errorTitle: string;
  /** Said when the button is pressed before the check is solved. */
  captchaRequired: string;
  /** The error toast's text when the server gives none. */
  errorFallback: string;
}

export interface CaptchaSubmit {
  busy: boolean;
  /**
   * Sends with the token (the request does the rest: its toast, resetting its fields), or
   * reminds to solve the check first and sends nothing. Whatever the server said, the widget
   * then shows a new challenge, unless the form has left the page.
   */
  send: (request: (capchaToken: string) => Promise<void>) => Promise<void>;
  /** Spread onto <Captcha>. */
  captcha: Pick<CaptchaProps, "ref" | "onToken">;
}

export function useCaptchaSubmit(
  words: CaptchaSubmitWords,
  /** The reminder's toast with a Dismiss button, as the account forms' (contact and grievance: none). */
  options: { dismissibleReminder?: boolean } = {},
): CaptchaSubmit {
  const widget = useRef<CaptchaHandle>(null);
  const token = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(request: (capchaToken: string) => Promise<void>) {
    if (!token.current) {
      toast({
        title: words.errorTitle,
        description: words.captchaRequired,
        variant: "destructive",
        ...(options.dismissibleReminder ? { dismissible: true } : {}),
      });
      return;
    }
    setBusy(true);
    try {
      await request(token.current);
      // Spent: a form that stays (or comes back) asks for a new one.
      token.current = null;
      widget.current?.reset();
    } catch (caught) {
      toast({ ...errorToast(caught, words.errorFallback), title: words.errorTitle });
      // Once the server has refused a token, solve again.
      if (caught instanceof ApiError && caught.captchaRequired) widget.current?.reset();
    } finally {
      setBusy(false);
    }
  }

  return { busy, send, captcha: { ref: widget, onToken: (value) => (token.current = value) } };
}
