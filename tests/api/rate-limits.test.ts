// The sliding-window counters behind every abuse limit, on every driver, with the clock given
// to them (no test waits for time to pass).
import { afterAll, describe, expect, it } from "vitest";
import {
  describeWait,
  hit,
  peek,
  slidingState,
  sweepRateLimits,
  type RateRule,
} from "../../src/server/rate-limit/limiter.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

/** A minute's window that starts at a known instant. */
const BASE = Date.UTC(2031, 0, 1, 9, 0, 0);
const SECOND = 1000;
let rules = 0;
const rule = (limit: number): RateRule => ({
  name: `test-${(rules += 1)}`,
  per: "client",
  limit,
  windowSeconds: 60,
});

describe("the sliding count", () => {
  it("counts the previous window's events as they slide out, whole until gone", () => {
    const limits = { limit: 3, windowSeconds: 60 };
    expect(slidingState(0, 2, 0.5, limits).count).toBe(2);
    // Just past the edge, nothing of the previous window has slid out yet.
    expect(slidingState(3, 0, 0.0001, limits).count).toBe(3);
    expect(slidingState(3, 0, 0.5, limits).count).toBe(2);
    expect(slidingState(3, 1, 0.99, limits).count).toBe(2);
  });

  it("says how long until one more fits", () => {
    const limits = { limit: 3, windowSeconds: 60 };
    expect(slidingState(0, 2, 0.2, limits).retryAfterSeconds).toBe(0);
    // Full in this window: room again once a third of it has slid out, 20 s into the next.
    expect(slidingState(0, 3, 0.5, limits).retryAfterSeconds).toBe(30 + 20);
    // Full from the previous window: room once one of its three has slid out.
    expect(slidingState(3, 0, 1 / 6, limits).retryAfterSeconds).toBe(10);
  });

  it("names a wait as people say it", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(42.2)).toBe("43 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(11 * 60 + 5)).toBe("12 minutes");
    expect(describeWait(3 * 3600)).toBe("3 hours");
  });
});

forEachDatabase("rate counters", { app: false }, (ctx) => {
  it("has no edge to rush: a full window stays full just past it, then frees room gradually", async () => {
    const limited = rule(3);
    for (const at of [40, 50, 59]) await hit(ctx.db, limited, "client", BASE + at * SECOND);
    // A fixed window would start again at 60 s with room for three more.
    expect((await peek(ctx.db, limited, "client", BASE + 61 * SECOND)).count).toBe(3);
    expect((await peek(ctx.db, limited, "client", BASE + 80 * SECOND)).count).toBe(2);
    expect((await peek(ctx.db, limited, "client", BASE + 100 * SECOND)).count).toBe(1);
    expect((await peek(ctx.db, limited, "client", BASE + 121 * SECOND)).count).toBe(0);
  });

  it("keeps subjects and rules apart, whatever the case of the subject", async () => {
    const one = rule(2);
    const other = rule(2);
    await hit(ctx.db, one, "Someone@Example.com", BASE);
    expect((await hit(ctx.db, one, "someone@example.com", BASE + SECOND)).count).toBe(2);
    expect((await peek(ctx.db, one, "another@example.com", BASE + SECOND)).count).toBe(0);
    expect((await peek(ctx.db, other, "someone@example.com", BASE + SECOND)).count).toBe(0);
  });

  it("counts an inbox once whatever its tags, and a caller's IPv6 addresses by their /64", async () => {
    // An outside test (29 November): "victim+1@…" stepped round the limits on mail to one
    // person, and each address of a /64 would have had a whole allowance.
    const perInbox: RateRule = { ...rule(3), per: "account" };
    await hit(ctx.db, perInbox, "victim@example.org", BASE);
    await hit(ctx.db, perInbox, "Victim+1@example.org", BASE);
    expect((await hit(ctx.db, perInbox, "victim+two@EXAMPLE.org", BASE)).count).toBe(3);
    expect((await peek(ctx.db, perInbox, "victim2@example.org", BASE)).count).toBe(0);
    // Fullwidth letters are their ASCII selves.
    expect((await peek(ctx.db, perInbox, "\uFF56ictim@example.org", BASE)).count).toBe(3);

    const perClient = rule(3);
    await hit(ctx.db, perClient, "2001:db8:1:2::1", BASE);
    await hit(ctx.db, perClient, "2001:0db8:0001:0002:ffff:0:0:9", BASE);
    expect((await hit(ctx.db, perClient, "2001:db8:1:2:aaaa::7", BASE)).count).toBe(3);
    // The next /64, and IPv4 callers, each their own.
    expect((await peek(ctx.db, perClient, "2001:db8:1:3::1", BASE)).count).toBe(0);
    await hit(ctx.db, perClient, "203.0.113.9", BASE);
    expect((await peek(ctx.db, perClient, "203.0.113.10", BASE)).count).toBe(0);
    expect((await peek(ctx.db, perClient, "::ffff:203.0.113.9", BASE)).count).toBe(1);
  });

  it("counts every one of many events at once", async () => {
    const limited = rule(1000);
    await Promise.all(Array.from({ length: 50 }, () => hit(ctx.db, limited, "burst", BASE)));
    expect((await peek(ctx.db, limited, "burst", BASE)).count).toBe(50);
  });

  it("sweeps counters older than two days, and only those", async () => {
    const limited = rule(5);
    await hit(ctx.db, limited, "old", BASE - 3 * 24 * 3600 * SECOND);
    await hit(ctx.db, limited, "recent", BASE - 3600 * SECOND);
    expect(await sweepRateLimits(ctx.db, BASE)).toBeGreaterThanOrEqual(1);
    expect((await peek(ctx.db, limited, "old", BASE - 3 * 24 * 3600 * SECOND)).count).toBe(0);
    expect((await peek(ctx.db, limited, "recent", BASE - 3600 * SECOND)).count).toBe(1);
  });
});
