// The page the e-mailed link opens (docs/product.md D7). Opening it spends nothing (mail scanners open
// links); the token, read from the URL's fragment, is spent only when the form is sent. In the
// page's language: the link in a Hindi e-mail opens the Hindi page.
import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "../../client/api.ts";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Words } from "../../i18n/words.ts";
import { clearSession } from "../../stores/auth.ts";
import { toast, toastAfterNavigation } from "../../stores/toast.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { resolverOnDemand } from "../shared/resolver-in-lang.ts";
import { SubmitButton } from "../shared/submit-button.tsx";

export type ResetPasswordWords = Words<typeof en>["resetForm"];

function tokenFromLocation(): string | undefined {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  return fragment.get("token") ?? query.get("token") ?? undefined;
}

export function ResetPasswordForm({ words }: { words: ResetPasswordWords }) {
  const id = useId();
  const [token, setToken] = useState<string | undefined>();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  // The API's rule for the new password and the two typings the same, loaded when the person
  // starts on the form, not with the page (account-resolvers.ts).
  const validation = useMemo(
    () =>
      resolverOnDemand(() =>
        import("../shared/account-resolvers.ts").then((module) =>
          module.newPasswordResolver(words.passwordsDiffer),
        ),
      ),
    [words.passwordsDiffer],
  );
  const form = useForm<{ password: string; confirm: string }>({
    resolver: validation.resolver,
    reValidateMode: "onChange",
    // No default values: the form takes over what was typed before React arrived (client:idle).
  });

  useEffect(() => {
    setToken(tokenFromLocation());
    setReady(true);
  }, []);

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setBusy(true);
    try {
      await apiRequest(`/user/auth/update-password/${encodeURIComponent(token)}/`, {
        method: "PUT",
        body: { password },
        auth: false,
      });
      // Every session of the account ended on the server; this browser's too.
      clearSession();
      toastAfterNavigation({ title: words.updatedTitle, description: words.updatedText });
      window.location.assign(pathInPageLang("/login"));
    } catch (caught) {
      toast({ ...errorToast(caught, words.errorFallback), title: words.errorTitle });
      setBusy(false);
    }
  });

  if (ready && !token) {
    return (
      <div className="grid gap-4">
        <p role="alert">{words.missingToken}</p>
        <a href={pathInPageLang("/forgot-password")} className="text-accent hover:underline">
          {words.requestNew}
        </a>
      </div>
    );
  }

  const fields = [
    { name: "password", label: words.password },
    { name: "confirm", label: words.confirm },
  ] as const;
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={validation.preload}
      onPointerEnter={validation.preload}
      className="grid gap-3"
      aria-label={words.label}
    >
      {fields.map((field) => {
        const error = form.formState.errors[field.name]?.message;
        return (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              type="password"
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${field.name}-error`}
              {...form.register(field.name)}
            />
            <FieldError id={`${id}-${field.name}-error`}>{error}</FieldError>
          </div>
        );
      })}
      <SubmitButton loading={busy} className="w-full">
        {words.submit}
      </SubmitButton>
    </form>
  );
}
