// The admin panel's data, fetched afresh whenever it is needed (docs/product.md B4, B9: on
// mount every list is refetched, cache time 0): when the panel opens, when the browser brings
// it back from its back-forward cache, and whenever the tab, search, filters or page change.
import { useCallback, useEffect, useState } from "react";
import type { AdminSummary } from "../../schemas/admin.ts";
import { failureMessage } from "../../client/api.ts";
import { fetchAdminList, fetchAdminSummary, type AdminList } from "./admin-calls.ts";
import { listApiPath, type AdminView } from "./admin-view.ts";
import { useOpenings } from "../shell/use-openings.ts";

export interface Loadable<T> {
  /** The last answer (kept on screen while the next one loads). */
  data: T | undefined;
  loading: boolean;
  /** Why the last attempt failed. */
  error: string | undefined;
  /** Asks again: after a failure, or because something changed. */
  reload: () => void;
}

/** `load` whenever `key` changes, the page opens again, or reload() is called. */
function useFresh<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Omit<Loadable<T>, "reload">>({
    data: undefined,
    loading: true,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const openings = useOpenings();

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: undefined }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((current) => ({ ...current, loading: false, error: failureMessage(error) }));
      },
    );
    // A newer request wins: the older one is abandoned, never shown.
    return () => controller.abort();
    // `load` is a new function on every render; `key` names the request it makes.
  }, [key, openings, attempt]);

  return { ...state, reload: useCallback(() => setAttempt((count) => count + 1), []) };
}

export function useAdminList(view: AdminView): Loadable<AdminList> {
  const key = listApiPath(view);
  return useFresh(key, (signal) => fetchAdminList(view, signal));
}

export function useAdminSummary(changes = 0): Loadable<AdminSummary> {
  return useFresh(`summary ${changes}`, fetchAdminSummary);
}
