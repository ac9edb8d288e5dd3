// The dashboard's preferences once their words are here (preferences-section.tsx loads this
// module with them): the onboarding answers, whose form loads when the member asks for it, how
// we may write to them (messages-card.tsx), and the language of the account (language-preference.tsx).
import { useId, useState, type ComponentType } from "react";
import type { PreferencesWords } from "../../i18n/en/preferences.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { LanguagePreference } from "./language-preference.tsx";
import { MessagesCard } from "./messages-card.tsx";

// The form carries react-hook-form and zod (about 38 KB gzip), more than the rest of the
// dashboard's own code: it loads when the member asks for it, and starts loading as the
// pointer or the keyboard reaches the button.
type FormComponent = ComponentType<{ userId: string; words: PreferencesWords["form"] }>;

let loading: Promise<FormComponent> | undefined;
function loadForm(): Promise<FormComponent> {
  loading ??= import("./onboarding-form.tsx").then(
    (module) => module.OnboardingForm,
    (error: unknown) => {
      loading = undefined; // a later attempt tries again
      throw error;
    },
  );
  return loading;
}
const prefetch = () => void loadForm().catch(() => undefined);

export function PreferencesPanels({ userId, words }: { userId: string; words: PreferencesWords }) {
  return (
    <>
      <OnboardingSection userId={userId} words={words} />
      <MessagesCard words={words.messages} />
      <LanguagePreference words={words.language} />
    </>
  );
}

function OnboardingSection({ userId, words }: { userId: string; words: PreferencesWords }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<{ Form: FormComponent } | "failed" | null>(null);

  const fetchForm = () => {
    setForm(null);
    loadForm().then(
      (Form) => setForm({ Form }),
      () => setForm("failed"),
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {words.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{words.lead}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            if (!open && form === null) fetchForm();
            setOpen(!open);
          }}
        >
          {words.update}
        </Button>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="mt-6">
        {form === "failed" ? (
          <div role="alert" className="flex flex-wrap items-center gap-4">
            <p className="text-danger">{words.formFailed}</p>
            <Button variant="outline" size="sm" onClick={fetchForm}>
              {words.tryAgain}
            </Button>
          </div>
        ) : form ? (
          <form.Form userId={userId} words={words.form} />
        ) : open ? (
          <Spinner size="size-6" label={words.loading} />
        ) : null}
      </div>
    </section>
  );
}
