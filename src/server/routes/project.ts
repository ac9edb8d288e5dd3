// POST /project/: a design-project brief for the agency side, signed-in members only.
import { Hono } from "hono";
import { projectSchema } from "../../schemas/project.ts";
import { requireUser } from "../auth/guard.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { RATE_LIMITS } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { createProject } from "../services/inquiries.ts";
import { jsonBody } from "../validate.ts";
import { operatorsOf } from "../notify/notifier.ts";

export const projectRoutes = new Hono<AppBindings>({ strict: false }).post(
  "/",
  requireUser,
  ...jsonBody(projectSchema),
  limit(RATE_LIMITS.projectPerMember),
  async (c) => {
    const { db, env } = c.var.deps;
    const { project, ...queued } = await createProject(db, c.var.user, c.req.valid("json"), {
      ...operatorsOf(env),
      siteUrl: env.siteUrl,
    });
    deliverQueued(c, queued, "project brief messages");
    return c.json({ project }, 201);
  },
);
