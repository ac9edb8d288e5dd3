// A form that asks for something to be sent to an e-mail address, through the bot check: the
// forgot-password form (docs/product.md A2, A8) and a visitor's data request (D27). One address
// field checked on each change and on submit (A5), the same answer whatever the address, a
// toast that says so, and the form emptied. What stands around the button is the caller's.
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "../../client/api.ts";
import type { CaptchaWords } from "../../client/captcha/widget.ts";
import { toast } from "../../stores/toast.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Captcha } from "./captcha.tsx";
import { resolverOnDemand } from "./resolver-in-lang.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useCaptchaSubmit, type CaptchaSubmitWords } from "./use-captcha-submit.ts";

export interface EmailRequestWords extends CaptchaSubmitWords {
  label: string;
  email: string;
  submit: string;
  sentTitle: string;
  sentText: string;
}

/**
 * The same rule on both pages: the forgot-password schema is the data request's. It loads when
 * the person starts on the form, not with the page (account-resolvers.ts).
 */
const validation = resolverOnDemand(() =>
  import("./account-resolvers.ts").then((module) => module.emailRequestResolver),
);

export function EmailRequestForm({
  path,
  words,
  captchaWords,
  beforeSubmit,
  children,
}: {
  /** The API call that takes `{ email, capchaToken }`. */
  path: string;
  words: EmailRequestWords;
  captchaWords: CaptchaWords;
  /** Between the bot check and the button (a data notice). */
  beforeSubmit?: ReactNode;
  /** After the button (a way back). */
  children?: ReactNode;
}) {
  const id = useId();
  const form = useForm<{ email: string }>({
    resolver: validation.resolver,
    mode: "onChange",
    // No default values: the form takes over what was typed before React arrived (client:idle).
  });
  const { busy, send, captcha } = useCaptchaSubmit(words, { dismissibleReminder: true });
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit(({ email }) =>
    send(async (capchaToken) => {
      await apiRequest(path, { method: "POST", body: { email, capchaToken }, auth: false });
      toast({ title: words.sentTitle, description: words.sentText });
      form.reset();
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={validation.preload}
      onPointerEnter={validation.preload}
      className="grid gap-3"
      aria-label={words.label}
    >
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
      <Captcha {...captcha} words={captchaWords} />
      {beforeSubmit}
      <SubmitButton loading={busy} className="w-full">
        {words.submit}
      </SubmitButton>
      {children}
    </form>
  );
}
