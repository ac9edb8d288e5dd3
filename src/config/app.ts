// How the site behaves in the browser: where it keeps state, its themes, its toasts and where
// the API is (docs/product.md A3, A4, A9). Apart from site.ts so that
// the pages' small scripts load these few constants and not the business's details.

/** Storage keys fixed by the specification. */
export const STORAGE_KEYS = {
  theme: "vite-ui-theme",
  persisted: "root",
} as const;

/** Dispatched on window whenever the saved state changes in this tab. */
export const PERSISTED_EVENT = "nova:persisted";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";

/** Toasts: one visible at a time, 5000 ms by default (docs/product.md A9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Restoring persisted state gives up after this long with 'persist timed out'. */
export const PERSIST_TIMEOUT_MS = 5000;

export const API_BASE = "/api/v1";
