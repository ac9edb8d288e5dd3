// @vitest-environment happy-dom
// onDemand (src/islands/shared/on-demand.tsx, decision 0045) in React with a DOM: a component
// whose code arrives while its fallback is being committed is drawn, not left as the fallback
// for good (the admin panel's table stayed grey placeholder rows in about one load in twenty
// before this was mended); code already here is drawn at once; a failed load is tried again.
import { createElement, Fragment, useLayoutEffect, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { onDemand } from "../../src/islands/shared/on-demand.tsx";

type Props = { text: string };
const Drawn: ComponentType<Props> = ({ text }) => createElement("p", null, text);

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  // As in a browser: React schedules its work itself (no act()), so effects run after the
  // commit, in a task of their own, with the microtasks of the commit's task run before them.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
});

test("code that arrives between the fallback's commit and its effects is drawn", async () => {
  const code = Promise.withResolvers<ComponentType<Props>>();
  const View = onDemand(() => code.promise);
  // Already under way before the component is first shown, as the admin panel starts it.
  void View.preload();
  // Resolved during the commit that puts the fallback on the page (layout effects run in it).
  function ArrivesDuringCommit() {
    useLayoutEffect(() => code.resolve(Drawn), []);
    return null;
  }
  root.render(
    createElement(
      Fragment,
      null,
      createElement(View, { fallback: "waiting", text: "the table" }),
      createElement(ArrivesDuringCommit),
    ),
  );
  await vi.waitFor(() => expect(container.textContent).toBe("the table"));
});

test("code that is already here is drawn in the first render, with no fallback", async () => {
  const View = onDemand(async () => Drawn);
  await View.preload();
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  root.render(createElement(View, { fallback: "waiting", text: "the view" }));
  await vi.waitFor(() => expect(container.textContent).toBe("the view"));
  observer.disconnect();
  expect(seen).not.toContain("waiting");
});

test("a failed load leaves the fallback, and the next render tries again", async () => {
  let attempts = 0;
  const View = onDemand(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("offline");
    return Drawn;
  });
  root.render(createElement(View, { fallback: "waiting", text: "first" }));
  await vi.waitFor(() => expect(attempts).toBe(1));
  expect(container.textContent).toBe("waiting");
  root.render(createElement(View, { fallback: "waiting", text: "second" }));
  await vi.waitFor(() => expect(container.textContent).toBe("second"));
  expect(attempts).toBe(2);
});
