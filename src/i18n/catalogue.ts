// The catalogue pages' words in a language (src/i18n/en/catalogue.ts, src/i18n/hi/catalogue.ts).
import type { Lang } from "./lang.ts";
import en from "./en/catalogue.ts";
import hi from "./hi/catalogue.ts";
import { wordsIn } from "./words.ts";

export const catalogueWords = (lang: Lang) => wordsIn(lang, { en, hi });
