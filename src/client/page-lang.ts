// The language of the page an island runs on, read from `<html lang>` (src/i18n/lang.ts
// HTML_LANG: "hi" on Hindi pages, "en-IN" on English ones). For what an island does after the
// page has rendered: the API's answers (Accept-Language), validation messages and words that
// load with a lazy part. What an island renders on the server comes to it as props instead.
import type { Lang } from "../i18n/lang.ts";

export function langOfDocument(): Lang {
  return globalThis.document?.documentElement.lang === "hi" ? "hi" : "en";
}
