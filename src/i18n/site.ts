// The frame's words in a language, and a navigation label in it (brand names stay as they are).
import type { Lang } from "./lang.ts";
import en from "./en/site.ts";
import hi from "./hi/site.ts";
import { wordsIn } from "./words.ts";

export const siteWords = (lang: Lang) => wordsIn(lang, { en, hi });

export const navLabel = (lang: Lang, label: string): string => siteWords(lang).nav[label] ?? label;
