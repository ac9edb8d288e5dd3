// The languages the site speaks (docs/product.md D25) and where a page lives in each: English
// at the specification's paths, Hindi under /hi/ (/hi/tirtham-darshanam). One module every
// page, the sitemap, the links and the tests read.
import { PUBLIC_ROUTES, PRIVATE_ROUTES } from "../config/routes.ts";

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

export { HTML_LANG } from "./lang-key.ts";
/** Open Graph's locale of each language's pages. */
export const OG_LOCALE = { en: "en_IN", hi: "hi_IN" } as const satisfies Record<Lang, string>;
/** Each language's own name, as its readers write it: the label of the switch. */
export const LANG_NAME = { en: "English", hi: "हिन्दी" } as const satisfies Record<Lang, string>;

export { LANG_STORAGE_KEY } from "./lang-key.ts";
/** The admin panel stays English (D25); every other page has a Hindi twin. */
const ENGLISH_ONLY = new Set<string>(["/admin-dashboard"]);

/** Every page with a Hindi twin, by its English path. */
export const BILINGUAL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES].filter(
  (route) => !ENGLISH_ONLY.has(route),
);
const bilingual = new Set(BILINGUAL_ROUTES);

/** The language of a page by its path: /hi and everything under /hi/ is Hindi. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The English path of a page in either language: /hi/services -> /services, /hi -> /. */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * The same page in `lang`: /services -> /hi/services, /hi -> /. A page without a Hindi twin
 * (the admin panel), an asset or the API stays where it is.
 */
export function pathInLang(pathname: string, lang: Lang): string {
  const english = englishPath(pathname);
  if (lang === "en" || !bilingual.has(english)) return english;
  return english === "/" ? "/hi" : `/hi${english}`;
}

/**
 * A link on a page of `lang` to a page of the site, kept with its query and anchor:
 * "/contact-us?subject=catering#form" on a Hindi page leads to the Hindi contact page.
 * Links elsewhere (another site, mail, the API, a file) are returned as they are.
 */
export function hrefInLang(href: string, lang: Lang): string {
  if (lang === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const path = match[1] || "/";
  return bilingual.has(path) ? pathInLang(path, lang) + match[2] : href;
}
