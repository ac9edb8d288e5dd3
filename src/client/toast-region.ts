// Renders the toast store into the page's notification region with plain DOM: every page
// can show a toast (after a redirect too) without loading a framework. One toast at a time,
// 5000 ms by default, paused while hovered or focused, Escape or Dismiss to close.
import { $toasts, dismissToast, showPendingToast, type ToastItem } from "../stores/toast.ts";

const VARIANT_CLASSES: Record<ToastItem["variant"], string> = {
  default: "border-border bg-background text-foreground",
  // White on the solid error colour: at least 4.5:1 in both themes (the lighter --danger of
  // the dark theme, made for text on the dark background, gave 2.9:1).
  destructive: "border-danger-solid bg-danger-solid text-white",
};

function renderToast(item: ToastItem, dismissLabel: string): HTMLDivElement {
  const li = document.createElement("div");
  li.dataset.toastId = String(item.id);
  li.dataset.variant = item.variant;
  li.className = `pointer-events-auto flex w-full items-start justify-between gap-4 rounded-xl border p-4 shadow-lg ${VARIANT_CLASSES[item.variant]}`;
  // Errors interrupt; everything else waits its turn.
  li.setAttribute("role", item.variant === "destructive" ? "alert" : "status");

  const text = document.createElement("div");
  text.className = "grid gap-1";
  const title = document.createElement("p");
  title.className = "text-sm font-semibold";
  title.textContent = item.title;
  text.append(title);
  if (item.description) {
    const description = document.createElement("p");
    description.className = "text-sm opacity-90";
    description.textContent = item.description;
    text.append(description);
  }
  li.append(text);

  if (item.dismissible) {
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.textContent = dismissLabel;
    dismiss.className =
      "shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/10";
    dismiss.addEventListener("click", () => dismissToast(item.id));
    li.append(dismiss);
  }
  return li;
}

/** Keeps a toast for `duration` of time on screen, not counting while it is hovered or focused. */
function scheduleDismiss(li: HTMLDivElement, item: ToastItem): void {
  let remaining = item.duration;
  let started = Date.now();
  let timer = setTimeout(() => dismissToast(item.id), remaining);
  const pause = () => {
    clearTimeout(timer);
    remaining -= Date.now() - started;
  };
  const resume = () => {
    started = Date.now();
    timer = setTimeout(() => dismissToast(item.id), Math.max(remaining, 1000));
  };
  li.addEventListener("mouseenter", pause);
  li.addEventListener("mouseleave", resume);
  li.addEventListener("focusin", pause);
  li.addEventListener("focusout", resume);
}

export function mountToastRegion(list: HTMLElement): void {
  // The page's own word (src/components/toast-region.astro), English where none is given.
  const dismissLabel = list.dataset.dismiss ?? "Dismiss";
  const shown = new Map<number, HTMLDivElement>();
  $toasts.subscribe((items) => {
    const ids = new Set(items.map((item) => item.id));
    for (const [id, li] of shown) {
      if (!ids.has(id)) {
        li.remove();
        shown.delete(id);
      }
    }
    for (const item of items) {
      if (shown.has(item.id)) continue;
      const li = renderToast(item, dismissLabel);
      shown.set(item.id, li);
      list.prepend(li);
      scheduleDismiss(li, item);
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && list.contains(document.activeElement)) {
      const id = Number(
        (document.activeElement?.closest("[data-toast-id]") as HTMLElement | null)?.dataset.toastId,
      );
      if (id) dismissToast(id);
    }
  });
  showPendingToast();
}
