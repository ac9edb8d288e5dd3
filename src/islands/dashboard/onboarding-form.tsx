// Onboarding from the member's dashboard: profession and interests
// (GET/PUT /user/onboarding/:userId/).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "../../client/api.ts";
import { ONBOARDING_INTERESTS } from "../../config/site.ts";
import { onboardingSchema } from "../../schemas/auth.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { errorToast } from "../shared/form-errors.ts";

interface OnboardingValues {
  profession: string;
  interests: string[];
}

export function OnboardingForm({ userId }: { userId: string }) {
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<OnboardingValues>({
    resolver: standardSchemaResolver(onboardingSchema),
    defaultValues: { profession: "", interests: [] },
  });

  useEffect(() => {
    apiRequest<{ onboarding: { profession: string | null; interests: string[] } }>(
      `/user/onboarding/${userId}/`,
    )
      .then(({ onboarding }) =>
        form.reset({ profession: onboarding.profession ?? "", interests: onboarding.interests }),
      )
      .catch((error: unknown) => toast(errorToast(error, "Something went wrong!")))
      .finally(() => setLoaded(true));
  }, [userId, form]);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await apiRequest(`/user/onboarding/${userId}/`, { method: "PUT", body: values });
      toast({ title: "Saved", description: "Your preferences are up to date." });
    } catch (error) {
      toast(errorToast(error, "Something went wrong!"));
    } finally {
      setBusy(false);
    }
  });

  const professionError = form.formState.errors.profession?.message;
  return (
    <form onSubmit={submit} aria-label="Your preferences" aria-busy={!loaded || undefined}>
      {/* Nothing can be typed before the saved values arrive: they would overwrite it. */}
      <fieldset disabled={!loaded} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-profession`}>Profession</Label>
          <Input id={`${id}-profession`} autoComplete="organization-title" {...form.register("profession")} />
          <FieldError id={`${id}-profession-error`}>{professionError}</FieldError>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Interests</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ONBOARDING_INTERESTS.map((interest) => (
              <label key={interest} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={interest}
                  className="size-4 accent-current"
                  {...form.register("interests")}
                />
                {interest}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" loading={busy} className="justify-self-start">
          Save preferences
        </Button>
      </fieldset>
    </form>
  );
}
