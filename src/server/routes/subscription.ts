import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { listActivePlans } from "../services/plans.ts";

export const subscriptionRoutes = new Hono<AppBindings>().get("/", async (c) => {
  const subscriptions = await listActivePlans(c.var.deps.db);
  return c.json({ subscriptions });
});
