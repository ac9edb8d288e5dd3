// The API's description as a file of the built site (dist/api/v1/openapi.json, decision 0047):
// deployed, the CDN answers GET /api/v1/openapi.json with it (the API function's config
// excludes that address), so the function carries neither the description nor its generator.
// `npm start` answers the same address from the app's own route (routes/api-description.ts),
// with the same document; the browser tests compare the two.
import type { APIRoute } from "astro";
import { apiDescription } from "../../../schemas/api/openapi.ts";

export const GET: APIRoute = () =>
  new Response(JSON.stringify(apiDescription()), { headers: { "Content-Type": "application/json" } });
