import type { APIRoute } from "astro";
import { PUBLIC_ROUTES } from "../config/routes.ts";

export const GET: APIRoute = ({ site }) => {
  const urls = PUBLIC_ROUTES.map((route) => `  <url><loc>${new URL(route, site).toString()}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
