import type { APIRoute } from "astro";
import { PUBLIC_ROUTES } from "../config/routes.ts";
import { HTML_LANG, LANGS, pathInLang } from "../i18n/lang.ts";

// Every public page in each language, each naming its twins (hreflang both ways; English for
// anyone else), as search engines read alternates in a sitemap.
export const GET: APIRoute = ({ site }) => {
  const url = (path: string) => new URL(path, site).toString();
  const urls = PUBLIC_ROUTES.flatMap((route) => {
    const alternates = [
      ...LANGS.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${url(pathInLang(route, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route)}"/>`,
    ].join("\n");
    return LANGS.map(
      (lang) => `  <url>\n    <loc>${url(pathInLang(route, lang))}</loc>\n${alternates}\n  </url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
