// Toasts: one visible at a time, 5000 ms by default (docs/product.md A9). Any island calls
// toast(); every page's notification region (src/client/toast-region.ts) renders the store.
// A toast meant for the next page (after a redirect) waits in sessionStorage until the
// region there picks it up.
import { atom } from "nanostores";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "../config/app.ts";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Shows the specification's "Dismiss" action. */
  dismissible?: boolean;
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, "title" | "variant" | "duration">> {
  id: number;
  description?: string;
  dismissible: boolean;
}

const PENDING_KEY = "pending-toast";

export const $toasts = atom<ToastItem[]>([]);
let lastId = 0;

/** Shows a toast now; the newest replaces what is on screen beyond the limit. */
export function toast(input: ToastInput): number {
  lastId += 1;
  const item: ToastItem = {
    id: lastId,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    dismissible: input.dismissible ?? false,
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  $toasts.set([item, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return item.id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}

/** Keeps a toast for the page the browser goes to next. */
export function toastAfterNavigation(
  input: ToastInput,
  storage: Pick<Storage, "setItem"> = sessionStorage,
): void {
  try {
    storage.setItem(PENDING_KEY, JSON.stringify(input));
  } catch {
    // Storage refused: the toast is lost, the navigation is not.
  }
}

/** Shows the toast a previous page left, once. */
export function showPendingToast(storage: Pick<Storage, "getItem" | "removeItem"> = sessionStorage): void {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const input = JSON.parse(raw) as ToastInput;
    if (typeof input.title === "string") toast(input);
  } catch {
    // A damaged entry is dropped.
  }
}
