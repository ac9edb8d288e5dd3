// The membership page's plan choice (docs/product.md B2; decision 0009). It takes over every
// [data-plan] link (until then each leads to /purchase?plan=…): the plan becomes the selected plan;
// a signed-in person goes on to /purchase, anyone else gets the login / sign-up dialog first and
// goes there after success. While a plan is selected, a bar offers to continue or to clear it.
// Its words come from the page, in the page's language; so does /purchase (/hi/purchase).
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/plan-chooser.ts";
import type { Words } from "../../i18n/words.ts";
import { $auth, restoreSession, verifySession } from "../../stores/auth.ts";
import { $plan, clearPlan, selectPlan, type SelectedPlan } from "../../stores/plan.ts";
import { Button } from "../../ui/button.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import { onDemand } from "../shared/on-demand.tsx";

const TRIGGER = "[data-plan]";
export const PURCHASE_PATH = "/purchase";

/** The account dialog (Radix's, 9 KB) loads when a plan is pointed at, focused or chosen (decision 0045). */
const PlanDialog = onDemand(async () => (await import("./plan-dialog.tsx")).PlanDialog);

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
  /** Once asked, the dialog stays on the page, closed, so that Radix gives the focus back. */
  const [dialogShown, setDialogShown] = useState(false);
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
      else {
        setDialogShown(true);
        setAsking(plan);
      }
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
      if (!planOf(event) || $auth.get().user) return;
      void loadAuthForm();
      void PlanDialog.preload().catch(() => undefined);
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
      {dialogShown ? (
        <PlanDialog
          fallback={null}
          asking={asking}
          mode={mode}
          onModeChange={setMode}
          onClose={() => {
            setAsking(null);
            setMode("login");
          }}
          lastTrigger={lastTrigger}
          redirectTo={PURCHASE_PATH}
          words={words}
        />
      ) : null}
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
