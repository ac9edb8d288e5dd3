import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { serviceUnavailable } from "../errors.ts";
import { checkDatabase } from "../services/health.ts";

export const healthRoutes = new Hono<AppBindings>().get("/", async (c) => {
  const started = performance.now();
  try {
    await checkDatabase(c.var.deps.db);
  } catch (error) {
    c.var.log.warn("health check failed", { error });
    throw serviceUnavailable("Database unavailable");
  }
  c.header("Cache-Control", "no-store");
  return c.json({
    status: "ok",
    database: "ok",
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
  });
});
