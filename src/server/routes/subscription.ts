import { Hono } from "hono";
import { orderSchema } from "../../schemas/payment.ts";
import { requireUser } from "../auth/guard.ts";
import type { AppBindings } from "../context.ts";
import { currentMembership } from "../services/memberships.ts";
import { listActivePlans } from "../services/plans.ts";
import { jsonBody } from "../validate.ts";
import { handleCreateOrder } from "./payment.ts";

export const subscriptionRoutes = new Hono<AppBindings>({ strict: false })
  .get("/", async (c) => {
    const subscriptions = await listActivePlans(c.var.deps.db);
    return c.json({ subscriptions });
  })
  // The member's membership: plan, active or expired, its end and the days left (docs/product.md D20).
  .get("/current", requireUser, async (c) =>
    c.json({ membership: await currentMembership(c.var.deps.db, c.var.user.id) }),
  )
  // The specification lists this call beside POST /payment/order; they are the same.
  .post("/order", requireUser, ...jsonBody(orderSchema), (c) => handleCreateOrder(c, c.req.valid("json")));
