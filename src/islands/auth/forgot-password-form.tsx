// Forgot password (docs/product.md A2, A8; D7: one request per submit), in the page's language.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, apiRequest } from "../../client/api.ts";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Words } from "../../i18n/words.ts";
import { forgotPasswordSchema } from "../../schemas/auth.ts";
import { toast } from "../../stores/toast.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Captcha, type CaptchaHandle } from "../shared/captcha.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";
import { SubmitButton } from "../shared/submit-button.tsx";

export type ForgotPasswordWords = Words<typeof en>["forgotForm"];

export function ForgotPasswordForm({ words }: { words: ForgotPasswordWords }) {
  const id = useId();
  const form = useForm<{ email: string }>({
    resolver: resolverInPageLang(standardSchemaResolver(forgotPasswordSchema)),
    // Checked on each change and on submit (docs/product.md A5).
    mode: "onChange",
    // No default values: the form takes over what was typed before React arrived (client:idle).
  });
  const [busy, setBusy] = useState(false);
  const error = form.formState.errors.email?.message;
  // Every reset e-mail is asked for through the bot check (D18).
  const captcha = useRef<CaptchaHandle>(null);
  const token = useRef<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    if (!token.current) {
      toast({
        title: words.errorTitle,
        description: words.captchaRequired,
        variant: "destructive",
        dismissible: true,
      });
      return;
    }
    setBusy(true);
    try {
      await apiRequest("/user/forgot/password", {
        method: "POST",
        body: { email, capchaToken: token.current },
        auth: false,
      });
      toast({ title: words.sentTitle, description: words.sentText });
      form.reset();
      captcha.current?.reset();
    } catch (caught) {
      toast({ ...errorToast(caught, words.errorFallback), title: words.errorTitle });
      // Google's tokens are good for one check: once the server has refused one, solve again.
      if (caught instanceof ApiError && caught.captchaRequired) captcha.current?.reset();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={words.label}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>
          {words.email} <span aria-hidden="true">*</span>
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-email-error`}
          {...form.register("email")}
        />
        <FieldError id={`${id}-email-error`}>{error}</FieldError>
      </div>
      <Captcha ref={captcha} words={words.captcha} onToken={(value) => (token.current = value)} />
      <SubmitButton loading={busy} className="w-full">
        {words.submit}
      </SubmitButton>
      <a href={pathInPageLang("/login")} className={buttonVariants({ variant: "outline" })}>
        {words.back}
      </a>
    </form>
  );
}
