// The page the e-mailed link opens (docs/product.md D7). Opening it spends nothing (mail scanners open
// links); the token, read from the URL's fragment, is spent only when the form is sent.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { apiRequest } from "../../client/api.ts";
import { newPassword } from "../../schemas/auth.ts";
import { clearSession } from "../../stores/auth.ts";
import { toast, toastAfterNavigation } from "../../stores/toast.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { SubmitButton } from "../shared/submit-button.tsx";

export const PASSWORDS_DIFFER = "The passwords do not match.";
export const MISSING_TOKEN = "This reset link is incomplete. Please open the link from the e-mail again.";

const schema = z.object({ password: newPassword, confirm: z.string() }).check(
  z.refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    message: PASSWORDS_DIFFER,
  }),
);

function tokenFromLocation(): string | undefined {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  return fragment.get("token") ?? query.get("token") ?? undefined;
}

export function ResetPasswordForm() {
  const id = useId();
  const [token, setToken] = useState<string | undefined>();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<{ password: string; confirm: string }>({
    resolver: standardSchemaResolver(schema),
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
      toastAfterNavigation({ title: "Password updated", description: "Log in with your new password." });
      window.location.assign("/login");
    } catch (caught) {
      toast(errorToast(caught, "An error occurred"));
      setBusy(false);
    }
  });

  if (ready && !token) {
    return (
      <div className="grid gap-4">
        <p role="alert">{MISSING_TOKEN}</p>
        <a href="/forgot-password" className="text-accent hover:underline">
          Request a new link
        </a>
      </div>
    );
  }

  const fields = [
    { name: "password", label: "New password" },
    { name: "confirm", label: "Confirm new password" },
  ] as const;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Set a new password">
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
        Set new password
      </SubmitButton>
    </form>
  );
}
