// The language of the page being rendered, for .astro components: Astro's i18n routing sets
// `currentLocale` from the path (astro.config.ts), which decides when it is missing.
import { isLang, langOfPath, type Lang } from "./lang.ts";

export function pageLang(astro: { currentLocale?: string | undefined; url: URL }): Lang {
  return isLang(astro.currentLocale) ? astro.currentLocale : langOfPath(astro.url.pathname);
}

/**
 * The page's path as the site names it, whatever file the build writes: "/" for the home page
 * ("/index.html"), "/hi" for its Hindi twin, "/services" for "/services.html".
 */
export function pagePath(astro: { url: URL }): string {
  return astro.url.pathname.replace(/(\/index)?\.html$/, "").replace(/(.)\/$/, "$1") || "/";
}
