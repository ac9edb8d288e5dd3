// Fixed-window counters in the database (D10), so that a limit holds across every function
// instance. One upsert per check; old windows are swept now and then.
import { lt, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { tooManyRequests } from "../errors.ts";

export interface RateRule {
  /** Names the counter, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits of D10: per client and per e-mail address. */
export const RATE_LIMITS = {
  loginPerClient: { name: "login:client", limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { name: "login:email", limit: 10, windowSeconds: 15 * 60 },
  signupPerClient: { name: "signup:client", limit: 10, windowSeconds: 60 * 60 },
  forgotPerClient: { name: "forgot:client", limit: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { name: "forgot:email", limit: 3, windowSeconds: 60 * 60 },
  refreshPerClient: { name: "refresh:client", limit: 120, windowSeconds: 15 * 60 },
  contactPerClient: { name: "contact:client", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

export interface RateDecision {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Counts one attempt against `rule` for `subject` and says whether it is allowed. */
export async function consume(
  db: Database,
  rule: RateRule,
  subject: string,
  now = Date.now(),
): Promise<RateDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // About one call in a hundred clears windows older than a day.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
  }
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000),
  };
}

/** Throws 429 with Retry-After when any of the checks is over its limit (times `multiplier`). */
export async function enforce(
  db: Database,
  checks: readonly [RateRule, string][],
  multiplier = 1,
): Promise<void> {
  for (const [rule, subject] of checks) {
    const scaled = { ...rule, limit: Math.max(1, Math.round(rule.limit * multiplier)) };
    const decision = await consume(db, scaled, subject);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
}
