// The API's error messages in a language (docs/product.md D25): English as the API writes
// them; Hindi from src/i18n/hi/errors.ts, by the exact text or by a pattern whose values are
// carried over. A message without Hindi stays English: an answer never fails for want of words.
import { MESSAGES, PATTERNS } from "./hi/errors.ts";
import type { Lang } from "./lang.ts";

/** src/server/validate.ts names the field in front of some messages: "name: This text has …". */
const FIELD_PREFIX = /^([\w.]+): (.+)$/s;

/** The Hindi of an English message, or undefined when the catalogue has none. */
export function hindiError(message: string): string | undefined {
  const exact = MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const { pattern, hindi } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return hindi(...match.slice(1).map((value) => value ?? ""));
  }
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const inner = hindiError(field[2]!);
    if (inner !== undefined) return `${field[1]}: ${inner}`;
  }
  return undefined;
}

/** An error message in `lang`: the English itself, or its Hindi when there is one. */
export const errorIn = (lang: Lang, message: string): string =>
  lang === "hi" ? (hindiError(message) ?? message) : message;
