// GET /api/v1/openapi.json: the API's description, generated from the schemas the routes
// validate with (src/schemas/api/openapi.ts), built on the first call and kept. Public and the
// same for everyone, so it may be cached, unlike every other answer (app.ts).
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";

/** Five minutes: short, since any deploy may change it. */
export const API_DESCRIPTION_CACHE = "public, max-age=300";

/** Defined (true) by the build of the deployed functions (scripts/lib/function-build.ts). */
declare const __NOVA_DEPLOYED_FUNCTION__: boolean | undefined;

export const apiDescriptionRoutes = new Hono<AppBindings>().get("/", async (c) => {
  // Deployed, the CDN answers this address with the built file (src/pages/api/v1/openapi.json.ts,
  // decision 0047): the function's config excludes it, and the build drops the generator
  // from the function (about 100 KB). Should a request reach it anyway, it says where to look.
  if (typeof __NOVA_DEPLOYED_FUNCTION__ === "boolean" && __NOVA_DEPLOYED_FUNCTION__) {
    return c.json({ err: "The API's description is the site's file /api/v1/openapi.json." }, 404);
  }
  // Loaded on the first call: the answers' schemas and the generator are evaluated only by
  // the process that serves them (`npm start`), not at its start.
  const { apiDescription } = await import("../../schemas/api/openapi.ts");
  c.header("Cache-Control", API_DESCRIPTION_CACHE);
  return c.json(apiDescription());
});
