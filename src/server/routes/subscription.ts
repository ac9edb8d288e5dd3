import { Hono } from "hono";
import { orderSchema } from "../../schemas/payment.ts";
import { requireUser } from "../auth/guard.ts";
import type { AppBindings } from "../context.ts";
import { listActivePlans } from "../services/plans.ts";
import { jsonBody } from "../validate.ts";
import { handleCreateOrder } from "./payment.ts";

export const subscriptionRoutes = new Hono<AppBindings>({ strict: false })
  .get("/", async (c) => {
    const subscriptions = await listActivePlans(c.var.deps.db);
    return c.json({ subscriptions });
  })
  // The specification lists this call beside POST /payment/order; they are the same.
  .post("/order", requireUser, ...jsonBody(orderSchema), (c) => handleCreateOrder(c, c.req.valid("json")));
