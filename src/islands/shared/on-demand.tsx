// A component whose code loads when it is first shown, or earlier when `preload()` is called
// (decision 0045). Unlike React.lazy it needs no Suspense: until the code is here the caller's
// fallback shows, and once it is here every later render draws the component at once, in the
// same commit, so that a view opened after its code arrived is on the page when its heading
// takes the focus (a keyboard user's next Tab lands in it). A failed load leaves the fallback;
// the next render tries again.
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from "react";

export interface OnDemand<P extends object> {
  (props: P & { fallback: ReactNode }): ReactNode;
  /** Fetches the code now (once; again after a failure). */
  preload(): Promise<unknown>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Shown({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    });
    return loaded ? createElement(loaded, props as P) : fallback;
  }
  return Object.assign(Shown, { preload });
}
