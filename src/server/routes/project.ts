// POST /project/: a design-project brief for the agency side, signed-in members only.
import { Hono } from "hono";
import { projectSchema } from "../../schemas/project.ts";
import { requireUser } from "../auth/guard.ts";
import { afterResponse } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { createProject } from "../services/inquiries.ts";
import { findUserById } from "../services/users.ts";
import { jsonBody } from "../validate.ts";

export const projectRoutes = new Hono<AppBindings>({ strict: false }).post(
  "/",
  requireUser,
  ...jsonBody(projectSchema),
  async (c) => {
    const { db, env, mailer } = c.var.deps;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw unauthorized();
    const { project, emailIds } = await createProject(db, user.id, c.req.valid("json"), {
      operatorEmail: env.OPERATOR_EMAIL,
      requesterEmail: user.email,
      requesterName: user.name,
    });
    afterResponse(c, mailer.deliver(emailIds), "project brief e-mails");
    return c.json({ project }, 201);
  },
);
