// GET /api/v1/openapi.json: the API's description, generated from the schemas the routes
// validate with (src/schemas/api/openapi.ts), built on the first call and kept. Public and the
// same for everyone, so it may be cached, unlike every other answer (app.ts).
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";

/** Five minutes: short, since any deploy may change it. */
export const API_DESCRIPTION_CACHE = "public, max-age=300";

export const apiDescriptionRoutes = new Hono<AppBindings>().get("/", async (c) => {
  // Loaded on the first call: the answers' schemas and the generator are not evaluated on
  // every cold start of the API function (the same bundle file either way, as decision 0022's PDF).
  const { apiDescription } = await import("../../schemas/api/openapi.ts");
  c.header("Cache-Control", API_DESCRIPTION_CACHE);
  return c.json(apiDescription());
});
