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

/**
 * A sentence with values in it, from words that must travel as data (an island's props are
 * serialised, so they hold no functions): fill("{count} दिन बाकी", { count: 3 }).
 * A name without a value is left as it is, so a missing value shows rather than vanishes.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
