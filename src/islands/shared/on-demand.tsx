// A component whose code loads when it is first shown, or earlier when `preload()` is called
// (decision 0045). Unlike React.lazy it needs no Suspense: until the code is here the caller's
// fallback shows, and once it is here every later render draws the component at once, in the
// same commit, so that a view opened after its code arrived is on the page when its heading
// takes the focus (a keyboard user's next Tab lands in it). A failed load leaves the fallback;
// the next render tries again.
//
// Whether the code is here is read as an external store (useSyncExternalStore), not as state
// set by an effect: code that arrives between the fallback's render and the component's effects
// (a preload already under way, as the admin panel's table starts beside its list) would
// otherwise be missed, and the fallback stay for good. React checks the store again when it
// subscribes and draws the component then.
import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

export interface OnDemand<P extends object> {
  (props: P & { fallback: ReactNode }): ReactNode;
  /** Fetches the code now (once; again after a failure). */
  preload(): Promise<unknown>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  // The server's render (and the hydration that must match it) never has the code.
  const onServer = () => undefined;
  function Shown({ fallback, ...props }: P & { fallback: ReactNode }) {
    const component = useSyncExternalStore(subscribe, current, onServer);
    useEffect(() => {
      if (!loaded) preload().catch(() => undefined);
    });
    return component ? createElement(component, props as P) : fallback;
  }
  return Object.assign(Shown, { preload });
}
