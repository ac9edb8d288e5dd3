// The language of the page an island runs on, read from `<html lang>` (src/i18n/lang.ts
// HTML_LANG: "hi" on Hindi pages, "en-IN" on English ones). For what an island does after the
// page has rendered: the API's answers (Accept-Language), validation messages and words that
// load with a lazy part. What an island renders on the server comes to it as props instead.
import type { Lang } from "../i18n/lang.ts";

export function langOfDocument(): Lang {
  return globalThis.document?.documentElement.lang === "hi" ? "hi" : "en";
}

/**
 * A page of the site by its English path ("/login"), on a Hindi page its Hindi twin
 * ("/hi/login"): where an island sends the browser itself (after a login, a logout, a refused
 * session), which the middleware's rewriting of links does not reach. Only for pages with a
 * twin (src/i18n/lang.ts BILINGUAL_ROUTES: not the admin panel), written without that list so
 * that it does not travel with every island.
 */
export const pathInPageLang = (path: string): string =>
  langOfDocument() === "hi" ? `/hi${path === "/" ? "" : path}` : path;
