// The API reference's frame words in a language (src/i18n/en/api-reference.ts,
// src/i18n/hi/api-reference.ts).
import en from "./en/api-reference.ts";
import hi from "./hi/api-reference.ts";
import type { Lang } from "./lang.ts";
import { wordsIn } from "./words.ts";

export const apiReferenceWords = (lang: Lang) => wordsIn(lang, { en, hi });
