import type { APIRoute } from "astro";
import { PRIVATE_ROUTES } from "../config/routes.ts";

export const GET: APIRoute = ({ site }) => {
  const lines = [
    "User-agent: *",
    ...PRIVATE_ROUTES.map((route) => `Disallow: ${route}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", site).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
