import type { APIRoute } from "astro";
import { PRIVATE_ROUTES } from "../config/routes.ts";
import { LANGS, pathInLang } from "../i18n/lang.ts";

export const GET: APIRoute = ({ site }) => {
  const lines = [
    "User-agent: *",
    // Each private page in both languages (the admin panel has no Hindi twin).
    ...[...new Set(PRIVATE_ROUTES.flatMap((route) => LANGS.map((lang) => pathInLang(route, lang))))].map(
      (route) => `Disallow: ${route}`,
    ),
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", site).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
