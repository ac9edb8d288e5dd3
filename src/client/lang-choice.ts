// The reader's choice of language kept in this browser (docs/product.md D25: "the choice is
// remembered, browser and account"), under the key the switch and the offer of Hindi use
// (src/components/language-choice.astro): once there is one, the offer is not made again.
import { LANG_STORAGE_KEY } from "../i18n/lang-key.ts";
import type { Lang } from "../i18n/lang.ts";

/** The language chosen in this browser, if any (storage refused: none). */
export function storedLangChoice(): Lang | undefined {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return value === "en" || value === "hi" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `lang` as this browser's choice; a refused storage (a private window) keeps nothing. */
export function rememberLangChoice(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // The offer may come again; nothing else depends on it.
  }
}
