// GET /api/v1/openapi.json: the API's description, generated from the schemas the routes
// validate with (src/schemas/api/openapi.ts), built on the first call and kept. Public and the
// same for everyone, so it may be cached, unlike every other answer (app.ts).
import { Hono } from "hono";
import { apiDescription } from "../../schemas/api/openapi.ts";
import type { AppBindings } from "../context.ts";

/** Five minutes: short, since any deploy may change it. */
export const API_DESCRIPTION_CACHE = "public, max-age=300";

export const apiDescriptionRoutes = new Hono<AppBindings>().get("/", (c) => {
  c.header("Cache-Control", API_DESCRIPTION_CACHE);
  return c.json(apiDescription());
});
