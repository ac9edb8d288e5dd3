// The landing page's words in a language (src/i18n/en/landing.ts, src/i18n/hi/landing.ts).
import type { Lang } from "./lang.ts";
import en from "./en/landing.ts";
import hi from "./hi/landing.ts";
import { wordsIn } from "./words.ts";

export const landingWords = (lang: Lang) => wordsIn(lang, { en, hi });

/** The Hindi-or-English label of a figure of LANDING_STATS (its own English label in English). */
export const statLabel = (lang: Lang, label: string): string => landingWords(lang).statLabels[label] ?? label;
