// The membership page's plan choice (docs/product.md B2; decision 0009). It takes over every
// [data-plan] link (until then each leads to /purchase?plan=…): the plan becomes the selected plan;
// a signed-in person goes on to /purchase, anyone else gets the login / sign-up dialog first and
// goes there after success. While a plan is selected, a bar offers to continue or to clear it.
// Its words come from the page, in the page's language; so does /purchase (/hi/purchase).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/plan-chooser.ts";
import { fill, type Words } from "../../i18n/words.ts";
import { $auth, restoreSession, verifySession } from "../../stores/auth.ts";
import { $plan, clearPlan, selectPlan, type SelectedPlan } from "../../stores/plan.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import { focusBackTo, keepOpenForToasts } from "../shared/dialog-handlers.ts";

const TRIGGER = "[data-plan]";
export const PURCHASE_PATH = "/purchase";

const AuthForm = lazy(() => loadAuthForm().then((form) => ({ default: form })));

export type PlanChooserWords = Words<typeof en>;

function planOf(event: Event): { link: HTMLElement; plan: SelectedPlan } | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER) : null;
  const slug = link?.dataset.plan;
  const name = link?.dataset.planName;
  return link && slug && name ? { link, plan: { slug, name } } : null;
}

export function PlanChooser({ words }: { words: PlanChooserWords }) {
  const selected = useStore($plan);
  const [restored, setRestored] = useState(false);
  const [asking, setAsking] = useState<SelectedPlan | null>(null);
  const [mode, setMode] = useState<AuthMode>("login");
  const lastTrigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let live = true;
    void restoreSession().then(() => {
      if (live) setRestored(true);
      void verifySession();
    });
    return () => {
      live = false;
    };
  }, []);

  /** Signed in: on to /purchase. Otherwise the account dialog first. */
  const choose = (plan: SelectedPlan) => {
    selectPlan(plan);
    void restoreSession().then(() => {
      if ($auth.get().user) window.location.assign(pathInPageLang(PURCHASE_PATH));
      else setAsking(plan);
    });
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const choice = planOf(event);
      if (!choice) return;
      event.preventDefault();
      lastTrigger.current = choice.link;
      choose(choice.plan);
    };
    const onIntent = (event: Event) => {
      if (planOf(event) && !$auth.get().user) void loadAuthForm();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  return (
    <>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            setMode("login");
          }
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
                redirectTo={PURCHASE_PATH}
                onModeChange={setMode}
              />
            </Suspense>
          </DialogContent>
        ) : null}
      </Dialog>
      {restored && selected && asking === null ? (
        // The spacer keeps the footer's last line clear of the bar.
        <div className="h-16 print:hidden" aria-hidden="true" />
      ) : null}
      {restored && selected && asking === null ? (
        <div
          role="region"
          aria-label={words.selectedRegion}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 backdrop-blur print:hidden"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm">
              {words.selected} <strong>{selected.name}</strong>
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={clearPlan}>
                {words.clear}
              </Button>
              <Button
                size="sm"
                onClick={(event) => {
                  lastTrigger.current = event.currentTarget;
                  choose(selected);
                }}
              >
                {words.continue}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
