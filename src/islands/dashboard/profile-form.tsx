// Correcting the account's name and phone (docs/product.md D27): the sign-up's own rules
// (profileSchema), saved with PATCH /user/profile; the session's stored user (localStorage
// "root") takes the answer, so every page greets the member by the corrected name.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import { PHONE_HTML_PATTERN } from "../../schemas/fields.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { profileSchema } from "../../schemas/privacy-requests.ts";
import { updateSessionUser } from "../../stores/account.ts";
import { toast } from "../../stores/toast.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { applyServerErrors, errorToast } from "../shared/form-errors.ts";
import { saveProfile } from "../shared/privacy-calls.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";
import { SubmitButton } from "../shared/submit-button.tsx";

interface ProfileValues {
  name: string;
  phoneNo: string;
}

export function ProfileForm({
  user,
  words,
  onSaved,
}: {
  user: PublicUser;
  words: YourDataWords["profile"];
  onSaved: (user: PublicUser) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileValues>({
    resolver: resolverInPageLang(standardSchemaResolver(profileSchema)),
    defaultValues: { name: user.name, phoneNo: user.phoneNo },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await saveProfile({ name: values.name, phoneNo: values.phoneNo });
      updateSessionUser(saved);
      form.reset({ name: saved.name, phoneNo: saved.phoneNo });
      toast({ title: words.savedTitle, description: words.savedText });
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, form))
        toast({ ...errorToast(error, words.failed), title: words.errorTitle });
    } finally {
      setBusy(false);
    }
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.lead}</p>
      <form noValidate onSubmit={submit} aria-label={words.heading} className="mt-4 grid gap-3 sm:max-w-md">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{words.name}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`${id}-name-error`}
            {...form.register("name")}
          />
          <FieldError id={`${id}-name-error`}>{errors.name?.message}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`}>{words.phone}</Label>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            pattern={PHONE_HTML_PATTERN}
            aria-invalid={errors.phoneNo ? true : undefined}
            aria-describedby={`${id}-phone-hint ${id}-phone-error`}
            {...form.register("phoneNo")}
          />
          <p id={`${id}-phone-hint`} className="text-xs text-muted">
            {words.phoneHint}
          </p>
          <FieldError id={`${id}-phone-error`}>{errors.phoneNo?.message}</FieldError>
        </div>
        <SubmitButton loading={busy} className="w-fit">
          {words.save}
        </SubmitButton>
      </form>
    </section>
  );
}
