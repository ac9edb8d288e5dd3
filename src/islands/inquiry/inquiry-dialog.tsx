// The inquiry dialog (docs/product.md B2): one island per page, hydrated when the browser is
// idle. It takes over every [data-inquiry-type] link on the page (until then each link
// leads to the contact page) and opens on the chosen service type: the form of that type
// for a signed-in person (then the confirmation once sent: member-panel.tsx), the login /
// sign-up form for anyone else with the ways to ask without an account (visitor-panel.tsx).
// The forms and the account form load only when first wanted (a pointer or the keyboard
// on a button, or the dialog opening), so the page carries React and the dialog alone. So do
// the words, in the page's language (inquiry-words.ts): the dialog opens once they are here.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import type { ServiceType } from "../../config/inquiry.ts";
import { $auth, restoreSession, verifySession } from "../../stores/auth.ts";
import { $booking, closeInquiry, openInquiry, parseServiceType } from "../../stores/booking.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import { focusBackTo, keepOpenForToasts } from "../shared/dialog-handlers.ts";
import type { InquiryFormProps } from "./inquiry-form.tsx";
import { loadInquiryWords, type InquiryWords } from "./inquiry-words.ts";

const TRIGGER = "[data-inquiry-type]";

const FORM_LOADERS: Record<ServiceType, () => Promise<{ default: ComponentType<InquiryFormProps> }>> = {
  1: () => import("./event-form.tsx").then((module) => ({ default: module.EventForm })),
  2: () => import("./catering-form.tsx").then((module) => ({ default: module.CateringForm })),
  3: () => import("./travel-form.tsx").then((module) => ({ default: module.TravelForm })),
};
const loadVisitorPanel = () => import("./visitor-panel.tsx");
const loadMemberPanel = () => import("./member-panel.tsx");
const VisitorPanel = lazy(() => loadVisitorPanel().then((module) => ({ default: module.VisitorPanel })));
const MemberPanel = lazy(() => loadMemberPanel().then((module) => ({ default: module.MemberPanel })));
const FORMS = {
  1: lazy(FORM_LOADERS[1]),
  2: lazy(FORM_LOADERS[2]),
  3: lazy(FORM_LOADERS[3]),
} satisfies Record<ServiceType, unknown>;

/** The service type of the inquiry link an event happened on, with the link. */
function triggerOf(event: Event): { link: HTMLElement; type: ServiceType } | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER) : null;
  const type = parseServiceType(link?.dataset.inquiryType);
  return link && type ? { link, type } : null;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex h-full min-h-40 items-center justify-center">
      <Spinner size="size-6" label={label} />
    </div>
  );
}

/** Once per page: the saved session is read, then checked with the server in the background. */
let sessionChecked: Promise<unknown> | undefined;
function checkSession() {
  sessionChecked ??= restoreSession().then(() => {
    void verifySession();
  });
  return sessionChecked;
}

export function InquiryDialog() {
  const { formOpen, serviceType } = useStore($booking);
  const { user } = useStore($auth);
  const [restored, setRestored] = useState(false);
  const [mode, setMode] = useState<AuthMode>("login");
  const [words, setWords] = useState<InquiryWords>();
  /** The service the button names (a card's title), for the WhatsApp message; else its type's name. */
  const [service, setService] = useState<string>();
  const lastTrigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const links = document.querySelectorAll<HTMLElement>(TRIGGER);
    for (const link of links) link.setAttribute("aria-haspopup", "dialog");

    const onClick = (event: MouseEvent) => {
      // A new tab or window (modifier keys, middle button) still follows the link.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const trigger = triggerOf(event);
      if (!trigger) return;
      event.preventDefault();
      lastTrigger.current = trigger.link;
      setService(trigger.link.dataset.inquiryService);
      openInquiry(trigger.type);
    };
    // A pointer over a button or the focus on it: fetch what its dialog will need.
    const onIntent = (event: Event) => {
      const trigger = triggerOf(event);
      if (!trigger) return;
      void FORM_LOADERS[trigger.type]();
      void Promise.all([loadMemberPanel(), loadVisitorPanel(), loadAuthForm()]).catch(() => {});
      loadInquiryWords().then(setWords, () => {});
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      for (const link of links) link.removeAttribute("aria-haspopup");
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  useEffect(() => {
    if (!formOpen) return;
    let live = true;
    void checkSession().then(() => {
      if (live) setRestored(true);
    });
    loadInquiryWords().then(setWords, () => {
      // Without its words the dialog cannot open: the button leads where it led before React.
      closeInquiry();
      const link = lastTrigger.current;
      if (live && link instanceof HTMLAnchorElement) window.location.assign(link.href);
    });
    return () => {
      live = false;
    };
  }, [formOpen]);

  const open = formOpen && serviceType !== 0 && words !== undefined;
  const Form = serviceType === 0 ? null : FORMS[serviceType];
  const signedIn = restored && user !== null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          closeInquiry();
          setMode("login");
        }
      }}
    >
      {open && Form ? (
        <DialogContent
          closeLabel={words.dialog.close}
          maxWidth="max-w-[800px]"
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={focusBackTo(lastTrigger)}
        >
          <DialogHeader>
            <DialogTitle>{words.dialog.titles[serviceType]}</DialogTitle>
            <DialogDescription>
              {!restored ? "" : signedIn ? words.dialog.intro[serviceType] : words.dialog.signInIntro[mode]}
            </DialogDescription>
          </DialogHeader>
          {!restored ? (
            <Loading label={words.dialog.loading} />
          ) : user ? (
            // docs/product.md B9: the form scrolls inside an area 25rem high.
            <div className="-mx-1 h-[25rem] overflow-y-auto px-1">
              <Suspense fallback={<Loading label={words.dialog.loading} />}>
                <MemberPanel Form={Form} user={user} words={words} />
              </Suspense>
            </div>
          ) : (
            <Suspense fallback={<Loading label={words.dialog.loading} />}>
              <VisitorPanel
                mode={mode}
                onModeChange={setMode}
                type={serviceType}
                service={service}
                words={words}
              />
            </Suspense>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
