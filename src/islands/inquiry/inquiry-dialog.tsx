// The inquiry dialog (docs/product.md B2): one island per page, hydrated when the browser is
// idle. It takes over every [data-inquiry-type] link on the page (until then each link
// leads to the contact page) and opens on the chosen service type: the form of that type
// for a signed-in person, the login / sign-up form for anyone else with the ways to ask
// without an account (inquiry-dialog-view.tsx). The dialog, the forms and the account form
// load only when first wanted (a pointer or the keyboard on a button, or the dialog opening),
// so the page carries React and this listener alone. So do the words, in the page's language
// (inquiry-words.ts): the dialog opens once they and the dialog are here.
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { ServiceType } from "../../config/inquiry.ts";
import { $auth, restoreSession, verifySession } from "../../stores/auth.ts";
import { $booking, closeInquiry, openInquiry, parseServiceType } from "../../stores/booking.ts";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import type { InquiryDialogView } from "./inquiry-dialog-view.tsx";
import { FORM_LOADERS, loadDialogView, loadMemberPanel, loadVisitorPanel } from "./inquiry-loaders.ts";
import { loadInquiryWords, type InquiryWords } from "./inquiry-words.ts";

const TRIGGER = "[data-inquiry-type]";

/** The service type of the inquiry link an event happened on, with the link. */
function triggerOf(event: Event): { link: HTMLElement; type: ServiceType } | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER) : null;
  const type = parseServiceType(link?.dataset.inquiryType);
  return link && type ? { link, type } : null;
}

/** Once per page: the saved session is read, then checked with the server in the background. */
let sessionChecked: Promise<unknown> | undefined;
function checkSession() {
  sessionChecked ??= restoreSession().then(() => {
    void verifySession();
  });
  return sessionChecked;
}

/** The dialog's view and words, fetched together once per page (again after a failure). */
let dialogLoaded: Promise<{ View: typeof InquiryDialogView; words: InquiryWords }> | undefined;
function loadDialog() {
  dialogLoaded ??= Promise.all([loadDialogView(), loadInquiryWords()]).then(
    ([view, words]) => ({ View: view.InquiryDialogView, words }),
    (error: unknown) => {
      dialogLoaded = undefined;
      throw error;
    },
  );
  return dialogLoaded;
}

export function InquiryDialog() {
  const { formOpen, serviceType } = useStore($booking);
  const { user } = useStore($auth);
  const [restored, setRestored] = useState(false);
  const [mode, setMode] = useState<AuthMode>("login");
  const [dialog, setDialog] = useState<{ View: typeof InquiryDialogView; words: InquiryWords }>();
  /** The service the button names (a card's title), for the WhatsApp message; else its type's name. */
  const [service, setService] = useState<string>();
  /** The type last opened: the dialog stays mounted, closed, after it (Radix returns the focus). */
  const [shownType, setShownType] = useState<ServiceType>();
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
      loadDialog().then(setDialog, () => {});
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
    loadDialog().then(setDialog, () => {
      // Without its dialog and words it cannot open: the button leads where it led before React.
      closeInquiry();
      const link = lastTrigger.current;
      if (live && link instanceof HTMLAnchorElement) window.location.assign(link.href);
    });
    return () => {
      live = false;
    };
  }, [formOpen]);

  useEffect(() => {
    if (serviceType !== 0) setShownType(serviceType);
  }, [serviceType]);

  const type = serviceType === 0 ? shownType : serviceType;
  if (!dialog || type === undefined) return null;
  const { View, words } = dialog;
  return (
    <View
      open={formOpen && serviceType !== 0}
      serviceType={type}
      words={words}
      restored={restored}
      user={user}
      mode={mode}
      onModeChange={setMode}
      service={service}
      lastTrigger={lastTrigger}
      onClose={() => {
        closeInquiry();
        setMode("login");
      }}
    />
  );
}
