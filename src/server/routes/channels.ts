// GET /channels: the channels this server sends messages on besides e-mail (decision 0037), so
// that a page offers only the choices that do something: without WhatsApp's credentials a
// deployed server sends no WhatsApp at all (env.providers.whatsapp "off"), and the sign-up,
// /purchase, the inquiry's confirmation and the dashboard then offer none. The same for every
// caller, and about no one: a shared cache may keep it for a few minutes.
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { channelsOf } from "../notify/notifier.ts";

/** About no one, and changed only by a new deployment: five minutes in any cache. */
export const CHANNELS_CACHE = "public, max-age=300";

export const channelRoutes = new Hono<AppBindings>().get("/", (c) => {
  c.header("Cache-Control", CHANNELS_CACHE);
  return c.json(channelsOf(c.var.deps.env));
});
