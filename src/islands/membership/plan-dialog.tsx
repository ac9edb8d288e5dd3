// The membership page's account dialog (decision 0009): the login / sign-up form for a plan
// chosen by someone not signed in, who goes on to /purchase after it. Loaded by plan-chooser.tsx
// when a plan is first pointed at, focused or chosen, with Radix's dialog (decision 0045).
import { lazy, Suspense, type RefObject } from "react";
import { fill } from "../../i18n/words.ts";
import type { SelectedPlan } from "../../stores/plan.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import { focusBackTo, keepOpenForToasts } from "../shared/dialog-handlers.ts";
import type { PlanChooserWords } from "./plan-chooser.tsx";

const AuthForm = lazy(() => loadAuthForm().then((form) => ({ default: form })));

export function PlanDialog({
  asking,
  mode,
  onModeChange,
  onClose,
  lastTrigger,
  redirectTo,
  words,
}: {
  /** The plan chosen, while the dialog is open. */
  asking: SelectedPlan | null;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  /** What opened the dialog: the focus goes back to it. */
  lastTrigger: RefObject<HTMLElement | null>;
  /** Where the account form goes on success: /purchase. */
  redirectTo: string;
  words: PlanChooserWords;
}) {
  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {asking ? (
        <DialogContent
          maxWidth="max-w-md"
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={focusBackTo(lastTrigger)}
          closeLabel={words.close}
        >
          <DialogHeader>
            <DialogTitle>{fill(words.choose, { plan: asking.name })}</DialogTitle>
            <DialogDescription>{words.intro[mode]}</DialogDescription>
          </DialogHeader>
          <Suspense
            fallback={
              <div className="flex min-h-40 items-center justify-center">
                <Spinner size="size-6" label={words.loading} />
              </div>
            }
          >
            <AuthForm
              key={mode}
              mode={mode}
              variant="dialog"
              redirectTo={redirectTo}
              onModeChange={onModeChange}
            />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
