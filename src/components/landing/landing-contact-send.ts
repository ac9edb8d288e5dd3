// The landing form's sending half, loaded when the visitor starts on the form (the page's own
// script only checks the fields): the bot check's widget, and the message sent through the
// API client like every other form's, so that its time limit and failure kinds hold here too.
import { ApiError, apiRequest } from "../../client/api.ts";
import { mountCaptcha, type CaptchaWords } from "../../client/captcha/widget.ts";
import { LANDING_CONTACT } from "../../config/landing.ts";
import type en from "../../i18n/en/landing.ts";
import type { Words } from "../../i18n/words.ts";
import { errorToast } from "../../islands/shared/form-errors.ts";
import { toast } from "../../stores/toast.ts";

/** What the sending says, in the page's language (src/i18n/en/landing.ts). */
export type LandingSenderText = Words<typeof en>["contact"]["sender"];

export interface LandingSender {
  /** Sends the checked form; the button says "Sending..." meanwhile. */
  send(): Promise<void>;
}

export function startLandingSender(
  form: HTMLFormElement,
  button: HTMLButtonElement,
  text: LandingSenderText,
  captchaWords: CaptchaWords,
): LandingSender {
  let token: string | null = null;
  const widget = mountCaptcha(form.querySelector<HTMLElement>("[data-captcha]")!, {
    onToken: (value) => (token = value),
    words: captchaWords,
  });

  return {
    async send() {
      if (!token) {
        toast({ title: text.errorTitle, description: text.captchaRequired, variant: "destructive" });
        return;
      }
      const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
      const message = data.message ?? "";
      button.disabled = true;
      button.textContent = text.sending;
      try {
        await apiRequest(LANDING_CONTACT.path, {
          method: "POST",
          auth: false,
          body: {
            name: data.name?.trim(),
            email: data.email?.trim(),
            phone: data.phone?.trim(),
            subject: LANDING_CONTACT.subject,
            message: message.trim() ? message : LANDING_CONTACT.emptyMessage,
            source: LANDING_CONTACT.source,
            website: data.website ?? "",
            capchaToken: token,
          },
        });
        form.reset();
        widget.reset();
        toast({ title: text.successTitle, description: text.successDescription });
      } catch (error) {
        toast({ ...errorToast(error, text.errorFallback), title: text.errorTitle });
        // Google's tokens are good for one check: once the server has refused one, solve again.
        if (error instanceof ApiError && error.captchaRequired) widget.reset();
      } finally {
        // Disabling the focused button drops focus; give it back so the keyboard stays put.
        button.disabled = false;
        button.textContent = text.send;
        if (document.activeElement === document.body) button.focus();
      }
    },
  };
}
