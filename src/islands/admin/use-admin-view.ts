// The admin panel's view kept in the address: a change pushes a history entry, back and
// forward restore the view, a reload opens it again.
import { useCallback, useEffect, useRef, useState } from "react";
import { adminViewSearch, parseAdminView, type AdminView } from "./admin-view.ts";

export interface AdminViewControl {
  view: AdminView;
  /** Shows `next` and records it in the address (a new history entry unless `replace`). */
  navigate: (next: AdminView, options?: { replace?: boolean }) => void;
}

function addressOf(view: AdminView): string {
  return `${window.location.pathname}${adminViewSearch(view)}`;
}

export function useAdminView(): AdminViewControl {
  const [view, setView] = useState(() => parseAdminView(window.location.search));
  const shown = useRef(view);
  shown.current = view;

  // The address says what is shown, in its own spelling: a stale or edited link is tidied.
  useEffect(() => {
    const tidy = addressOf(parseAdminView(window.location.search));
    if (tidy !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, "", `${tidy}${window.location.hash}`);
    }
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const next = parseAdminView(window.location.search);
      // A fragment (the skip link's #main) is a history entry too, and changes nothing here.
      if (adminViewSearch(next) === adminViewSearch(shown.current)) return;
      setView(next);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const navigate = useCallback((next: AdminView, options: { replace?: boolean } = {}) => {
    const address = addressOf(next);
    if (address === `${window.location.pathname}${window.location.search}`) return;
    if (options.replace) window.history.replaceState(null, "", address);
    else window.history.pushState(null, "", address);
    setView(next);
  }, []);

  return { view, navigate };
}
