// Links an island draws in the browser, after the page was built: the build rewrote the links
// of the page's own HTML to the Hindi pages (src/middleware.ts), not these. For a page that has
// a Hindi twin (every page a member's island links to; the admin panel has none), the link in
// the page's language: "/invoice?id=…" on a Hindi page is "/hi/invoice?id=…".
import type { Lang } from "../../i18n/lang.ts";

export function hrefIn(lang: Lang, href: string): string {
  return lang === "hi" && href.startsWith("/") && !href.startsWith("//") ? `/hi${href}` : href;
}
