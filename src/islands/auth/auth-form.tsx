// The one login / sign-up form (decision 0007): on the account pages (variant "page") and inside
// the inquiry and membership dialogs (variant "dialog"), each with the specification's
// messages for its place. Its words come in the page's language: from the page as a prop, or
// bound by load-auth-form.ts in a dialog that loads the form when it is wanted.
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { LoginInput, PublicUser } from "../../schemas/auth.ts";
import { login, signup } from "../../stores/auth.ts";
import { toast, toastAfterNavigation } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { ApiError } from "../../client/api.ts";
import { CAPTCHA_BOX_CLASS } from "../../config/captcha.ts";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Words } from "../../i18n/words.ts";
import type { CaptchaHandle } from "../shared/captcha.tsx";
import { applyServerErrors, errorToast } from "../shared/form-errors.ts";
import { resolverOnDemand } from "../shared/resolver-in-lang.ts";
import { SubmitButton } from "../shared/submit-button.tsx";
import { DataNotice } from "../shared/data-notice.tsx";
import type { WhatsAppChoice } from "../shared/whatsapp-choices.tsx";

export type AuthMode = "login" | "signup";

/** The form's words in one language (src/i18n/en/auth.ts, src/i18n/hi/auth.ts). */
export type AuthFormWords = Words<typeof en>["form"];

export interface AuthFormProps {
  mode: AuthMode;
  /** In the page's language (a dialog loads the form with them: load-auth-form.ts). */
  words: AuthFormWords;
  variant?: "page" | "dialog";
  /**
   * Where to go after success (docs/product.md A2: "/"), by its English path: on a Hindi page
   * the form goes to the Hindi twin.
   */
  redirectTo?: string;
  /** Dialog variant: called after success instead of navigating. */
  onSuccess?: (user: PublicUser) => void;
  /** Dialog variant: lets the person switch between the two modes. */
  onModeChange?: (mode: AuthMode) => void;
}

/**
 * The sign-up's WhatsApp boxes (D26), loaded once the person starts on the form: a login never
 * carries them, and the page's first load stays within its budget. Their place is kept until
 * the server says it sends no WhatsApp (signup-whatsapp.tsx).
 */
const WhatsAppChoices = lazy(() =>
  import("./signup-whatsapp.tsx").then((module) => ({ default: module.SignupWhatsApp })),
);
const CHOICES_BOX_CLASS = "min-h-36";

/** The bot check, loaded only for a login to an account that needs it (decision 0025). */
const Captcha = lazy(() => import("../shared/captcha.tsx").then((module) => ({ default: module.Captcha })));

interface FieldSpec {
  name: keyof AuthFormWords["fields"];
  type: string;
  autoComplete: string;
  inputMode?: "tel" | "email";
  /** Checked on every keystroke, not only after a submit (D9: the phone). */
  live?: boolean;
}

const FIELDS: Record<AuthMode, FieldSpec[]> = {
  login: [
    { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
    { name: "password", type: "password", autoComplete: "current-password" },
  ],
  signup: [
    { name: "name", type: "text", autoComplete: "name" },
    { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
    {
      name: "phoneNo",
      type: "tel",
      autoComplete: "tel-national",
      inputMode: "tel",
      live: true,
    },
    { name: "password", type: "password", autoComplete: "new-password" },
  ],
};

function Fields<T extends FieldValues>({
  form,
  fields,
  labels,
}: {
  form: UseFormReturn<T>;
  fields: FieldSpec[];
  labels: AuthFormWords["fields"];
}) {
  const id = useId();
  return fields.map((field) => {
    const error = form.formState.errors[field.name]?.message;
    const inputId = `${id}-${field.name}`;
    return (
      <div key={field.name} className="grid gap-1.5">
        <Label htmlFor={inputId}>{labels[field.name]}</Label>
        <Input
          id={inputId}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-error`}
          {...form.register(field.name as Path<T>, {
            onChange: field.live ? () => void form.trigger(field.name as Path<T>) : undefined,
          })}
        />
        <FieldError id={`${inputId}-error`}>{typeof error === "string" ? error : undefined}</FieldError>
      </div>
    );
  });
}

/**
 * The sign-up body's optional `consents` (decision 0037): only when a box is ticked, so that
 * the specification's body goes as it is otherwise; made on this page.
 */
function consentsOf(choice: WhatsAppChoice) {
  if (!choice.whatsappUpdates && !choice.whatsappOffers) return {};
  return { consents: { ...choice, source: window.location.pathname } };
}

export function AuthForm({
  mode,
  words,
  variant = "page",
  redirectTo = "/",
  onSuccess,
  onModeChange,
}: AuthFormProps) {
  // The schemas, with the specification's messages for the form's place, load once the person
  // starts on the form (with the WhatsApp boxes) or, at the latest, with the first check.
  const validation = useMemo(
    () =>
      resolverOnDemand(() =>
        import("../shared/account-resolvers.ts").then((module) => module.authResolver(mode, variant)),
      ),
    [mode, variant],
  );
  // Checked on submit, then live on every change (the phone message shows while typing, D9).
  const form = useForm<FieldValues>({
    resolver: validation.resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [busy, setBusy] = useState(false);
  // The WhatsApp boxes of a sign-up, unticked (D26): sent with the account only when ticked.
  const [whatsapp, setWhatsapp] = useState<WhatsAppChoice>({ whatsappUpdates: false, whatsappOffers: false });
  const [started, setStarted] = useState(false);
  // After many wrong passwords for an account, the server asks for the bot check before it
  // checks another (decision 0025): the form shows it from then on.
  const [checkNeeded, setCheckNeeded] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const token = useRef<string | null>(null);

  /** The person starts on the form: a sign-up's WhatsApp boxes and the form's checks load. */
  function start() {
    setStarted(true);
    validation.preload();
  }

  const submit = form.handleSubmit(async (values) => {
    if (checkNeeded && !token.current) {
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
      const user =
        mode === "login"
          ? await login({ ...(values as LoginInput), capchaToken: token.current ?? undefined })
          : await signup({ ...values, ...consentsOf(whatsapp) } as never);
      if (onSuccess) {
        toast({ title: words[mode].success });
        onSuccess(user);
      } else {
        toastAfterNavigation({ title: words[mode].success });
        window.location.assign(pathInPageLang(redirectTo));
      }
    } catch (error) {
      if (!applyServerErrors(error, form))
        toast({ ...errorToast(error, words.errorFallback), title: words.errorTitle });
      if (error instanceof ApiError && error.captchaRequired) {
        setCheckNeeded(true);
        // Google's tokens are good for one check: solve again.
        captcha.current?.reset();
      }
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={start}
      onPointerEnter={start}
      className="grid gap-3"
      aria-label={words[mode].label}
    >
      <Fields form={form} fields={FIELDS[mode]} labels={words.fields} />
      {mode === "signup" ? (
        started ? (
          <Suspense fallback={<div className={CHOICES_BOX_CLASS} />}>
            <WhatsAppChoices
              className={CHOICES_BOX_CLASS}
              words={words.whatsapp}
              phone={String(form.watch("phoneNo") ?? "")}
              value={whatsapp}
              onChange={setWhatsapp}
              disabled={busy}
            />
          </Suspense>
        ) : (
          <div className={CHOICES_BOX_CLASS} />
        )
      ) : null}
      {mode === "login" ? (
        <a
          href={pathInPageLang("/forgot-password")}
          className="justify-self-end py-1 text-sm text-accent hover:underline"
        >
          {words.forgotPassword}
        </a>
      ) : null}
      {checkNeeded ? (
        <Suspense fallback={<div className={CAPTCHA_BOX_CLASS} />}>
          <Captcha ref={captcha} words={words.captcha} onToken={(value) => (token.current = value)} />
        </Suspense>
      ) : null}
      {mode === "signup" ? <DataNotice notice={words.notice} /> : null}
      <SubmitButton loading={busy} className="mt-2 w-full">
        {words[mode].submit}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {words[mode].other}
        {onModeChange ? (
          <Button
            type="button"
            variant="link"
            size="none"
            className="underline"
            onClick={() => onModeChange(mode === "login" ? "signup" : "login")}
          >
            {words[mode].switchTo}
          </Button>
        ) : (
          <a
            href={pathInPageLang(mode === "login" ? "/signup" : "/login")}
            className="text-accent underline underline-offset-4"
          >
            {words[mode].switchTo}
          </a>
        )}
      </p>
    </form>
  );
}
