// Onboarding from the dashboard (profession and interests). The form carries react-hook-form
// and zod (about 38 KB gzip), more than the rest of the dashboard's own code: it loads when
// the member asks for it, and starts loading as the pointer or the keyboard reaches the button.
import { useId, useState, type ComponentType } from "react";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";

type FormComponent = ComponentType<{ userId: string }>;

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

export function PreferencesSection({ userId }: { userId: string }) {
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
            Your preferences
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your profession and interests help us suggest events and trips for you.
          </p>
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
          Update preferences
        </Button>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="mt-6">
        {form === "failed" ? (
          <div role="alert" className="flex flex-wrap items-center gap-4">
            <p className="text-danger">The preferences form could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={fetchForm}>
              Try again
            </Button>
          </div>
        ) : form ? (
          <form.Form userId={userId} />
        ) : open ? (
          <Spinner className="size-6" label="Loading your preferences" />
        ) : null}
      </div>
    </section>
  );
}
