// The product's words per language (docs/product.md D25): each area's English words in
// src/i18n/en/, its Hindi words in src/i18n/hi/ with the same shape, which the type checker
// holds them to. The Hindi glossary (docs/hindi-glossary.md) says which word is used for what.
import type { Lang } from "./lang.ts";

/** The shape of an area's words: the same keys, any text (a function stays a function). */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Words<E>[]
      : { readonly [K in keyof T]: Words<T[K]> };

/** An area's words in `lang`. */
export function wordsIn<T>(lang: Lang, words: { en: T; hi: Words<T> }): Words<T> {
  return words[lang] as Words<T>;
}
