// Astro's middleware, run as each page is prerendered: on a Hindi page, every link to a page
// of the site leads to its Hindi twin (src/i18n/lang.ts hrefInLang), so that components keep
// the specification's English paths and a Hindi reader stays in Hindi from page to page.
import { defineMiddleware } from "astro:middleware";
import { hrefInLang, langOfPath } from "./i18n/lang.ts";

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const lang = langOfPath(context.url.pathname);
  if (lang === "en" || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = await response.text();
  // Only links (<a href="...">): not stylesheets, scripts or fonts. A link that names its
  // language (hreflang: the language switch) leads where it says.
  const localized = html.replace(/<a\b[^>]*>/g, (tag) =>
    tag.includes(" hreflang=")
      ? tag
      : tag.replace(
          /(\shref=")(\/[^"]*)"/,
          (_, start: string, href: string) => `${start}${hrefInLang(href, lang)}"`,
        ),
  );
  return new Response(localized, { status: response.status, headers: response.headers });
});
