// A route's rate limit as middleware: `limit(RATE_LIMITS.inquiryPerMember)` after the body
// has been checked counts the event against the caller (their address, or the signed-in
// member) and answers 429 with how long to wait once the limit is reached. Limits that
// depend on the request's outcome (a login's failures, a reset e-mail after the bot check, a
// new order but not a reused one) are asked for in the route or the service instead.
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../context.ts";
import { enforce, type RateRule } from "./limiter.ts";

export function limit(rule: RateRule & { per: "client" | "member" }): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const { db, env, clientAddress } = c.var.deps;
    const key = rule.per === "member" ? c.var.user.id : clientAddress(c);
    await enforce(db, [[rule, key]], env.RATE_LIMIT_MULTIPLIER);
    await next();
  };
}
