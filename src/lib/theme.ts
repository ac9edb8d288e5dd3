// Browser helpers for the theme toggle. The first paint is handled by theme-init.ts; these
// follow the same rules when a person changes the theme.
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from "../config/app.ts";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The order the header button walks through. */
export function nextTheme(theme: Theme): Theme {
  const order: readonly Theme[] = ["dark", "light", "system"];
  return order[(order.indexOf(theme) + 1) % order.length] ?? DEFAULT_THEME;
}

export function readTheme(storage: Pick<Storage, "getItem"> = localStorage): Theme {
  try {
    const stored = storage.getItem(STORAGE_KEYS.theme);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Private browsing may refuse storage; the theme then lasts for this page only.
  }
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const resolved = resolveTheme(theme, matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  root.dataset.theme = theme;
}
