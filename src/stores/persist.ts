// The browser's saved state: the auth, invoice and plan slices live together as one JSON
// object under localStorage "root" (docs/product.md A3). Restoring has a 5000 ms limit; until it
// is done the protected views render nothing.
import { atom, type WritableAtom } from "nanostores";
import { PERSIST_TIMEOUT_MS, PERSISTED_EVENT, STORAGE_KEYS } from "../config/app.ts";

export type PersistStatus = "loading" | "ready" | "timed-out";
export const PERSIST_TIMEOUT_MESSAGE = "persist timed out";

interface Slice {
  atom: WritableAtom<unknown>;
  initial: unknown;
  accept(value: unknown): boolean;
}

const slices = new Map<string, Slice>();
export const $persistStatus = atom<PersistStatus>("loading");

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readRoot(): Record<string, unknown> {
  const raw = storage()?.getItem(STORAGE_KEYS.persisted);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let applying = false;

function apply(root: Record<string, unknown>): void {
  applying = true;
  try {
    for (const [name, slice] of slices) {
      const value = root[name];
      slice.atom.set(value !== undefined && slice.accept(value) ? value : slice.initial);
    }
  } finally {
    applying = false;
  }
}

function save(): void {
  if (applying) return;
  // Slices this page does not load (the plan on /invoice, say) keep their saved values.
  const root = readRoot();
  for (const [name, slice] of slices) root[name] = slice.atom.get();
  try {
    storage()?.setItem(STORAGE_KEYS.persisted, JSON.stringify(root));
  } catch {
    // Storage full or refused: the state lives for this page only.
  }
  // Plain scripts on the page (the header's account link) follow the change too.
  if (typeof window !== "undefined") window.dispatchEvent(new Event(PERSISTED_EVENT));
}

/** An atom kept in "root" under `name`; values that fail `accept` fall back to `initial`. */
export function persistedAtom<T>(
  name: string,
  initial: T,
  accept: (value: unknown) => value is T,
): WritableAtom<T> {
  const store = atom<T>(initial);
  slices.set(name, { atom: store as WritableAtom<unknown>, initial, accept });
  store.listen(save);
  return store;
}

/**
 * Restores every slice from storage. Resolves "ready", or "timed-out" (logging the
 * specification's 'persist timed out') when storage does not answer in time.
 */
export async function restorePersisted(
  read: () => Record<string, unknown> | Promise<Record<string, unknown>> = readRoot,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Promise<PersistStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), timeoutMs);
  });
  const restored = Promise.resolve()
    .then(read)
    .then((root) => {
      apply(root);
      return "ready" as const;
    });
  const status = await Promise.race([restored, timedOut]);
  clearTimeout(timer);
  if (status === "timed-out") console.error(PERSIST_TIMEOUT_MESSAGE);
  $persistStatus.set(status);
  return status;
}

// Another tab logged in or out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.persisted) apply(readRoot());
  });
}
