// Forgot password (docs/product.md A2, A8; D7: one request per submit), in the page's language.
// Every reset e-mail is asked for through the bot check (D18).
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Words } from "../../i18n/words.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { EmailRequestForm } from "../shared/email-request-form.tsx";

export type ForgotPasswordWords = Words<typeof en>["forgotForm"];

export function ForgotPasswordForm({ words }: { words: ForgotPasswordWords }) {
  return (
    <EmailRequestForm path="/user/forgot/password" words={words} captchaWords={words.captcha}>
      <a href={pathInPageLang("/login")} className={buttonVariants({ variant: "outline" })}>
        {words.back}
      </a>
    </EmailRequestForm>
  );
}
