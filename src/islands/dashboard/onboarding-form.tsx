// Onboarding from the member's dashboard: profession and interests
// (GET/PUT /user/onboarding/:userId/), in the page's language: its words come from the section
// that loads it, its validation messages through resolverInPageLang. The interests' values are
// the API's; only their labels are translated.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "../../client/api.ts";
import { ONBOARDING_INTERESTS } from "../../config/site.ts";
import { onboardingSchema } from "../../schemas/auth.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import type { PreferencesWords } from "../../i18n/en/preferences.ts";
import { DataNotice } from "../shared/data-notice.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";

interface OnboardingValues {
  profession: string;
  interests: string[];
}

export function OnboardingForm({ userId, words }: { userId: string; words: PreferencesWords["form"] }) {
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<OnboardingValues>({
    resolver: resolverInPageLang(standardSchemaResolver(onboardingSchema)),
    defaultValues: { profession: "", interests: [] },
  });

  const failed = (error: unknown) => toast({ ...errorToast(error, words.failed), title: words.errorTitle });

  useEffect(() => {
    apiRequest<{ onboarding: { profession: string | null; interests: string[] } }>(
      `/user/onboarding/${userId}/`,
    )
      .then(({ onboarding }) =>
        form.reset({ profession: onboarding.profession ?? "", interests: onboarding.interests }),
      )
      .catch(failed)
      .finally(() => setLoaded(true));
  }, [userId, form]);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await apiRequest(`/user/onboarding/${userId}/`, { method: "PUT", body: values });
      toast({ title: words.savedTitle, description: words.savedText });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  });

  const professionError = form.formState.errors.profession?.message;
  return (
    <form onSubmit={submit} aria-label={words.label} aria-busy={!loaded || undefined}>
      {/* Nothing can be typed before the saved values arrive: they would overwrite it. */}
      <fieldset disabled={!loaded} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-profession`}>{words.profession}</Label>
          <Input id={`${id}-profession`} autoComplete="organization-title" {...form.register("profession")} />
          <FieldError id={`${id}-profession-error`}>{professionError}</FieldError>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{words.interests}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ONBOARDING_INTERESTS.map((interest) => (
              <label key={interest} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={interest}
                  className="size-4 accent-current"
                  {...form.register("interests")}
                />
                {words.interestLabels[interest]}
              </label>
            ))}
          </div>
        </fieldset>
        <DataNotice notice={words.notice} />
        <Button type="submit" loading={busy} className="justify-self-start">
          {words.save}
        </Button>
      </fieldset>
    </form>
  );
}
