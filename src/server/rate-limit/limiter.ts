// Abuse limits kept in the database, so that a limit holds across every function instance
// (docs/product.md D10, D18). Each rule counts events in a sliding window: the current fixed window's count
// plus the previous window's, weighted by how much of it still lies inside the sliding
// window. Two rows per key at most, one upsert per event, and no burst at a window's edge
// (a fixed window let a client spend its whole allowance twice in a minute around the hour,
// and made the last one in wait up to the whole window). The numbers, and why each is what
// it is: docs/security.md "Abuse limits".
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { HttpError } from "../errors.ts";

export interface RateRule {
  /** Names the counter, e.g. "login-failure:client". */
  name: string;
  /** What is counted: a caller's address, an e-mail address, or a signed-in member. */
  per: "client" | "account" | "member";
  /** Events allowed in any window of windowSeconds. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit of the API. "client" is the caller's address (many people may share one: an
 * office, a venue's wi-fi, a mobile carrier's NAT), "account" an e-mail address typed at
 * login or reset, "member" a signed-in account. Failures are counted where only failures
 * matter, so that people who get it right are never slowed down by people who do not.
 */
export const RATE_LIMITS = {
  /** Sign-ups from one address: a venue's guests may all join at once. */
  signupPerClient: { name: "signup:client", per: "client", limit: 60, windowSeconds: HOUR },
  /** Every login from one address (right or wrong): bounds the password hashing it causes. */
  loginPerClient: { name: "login:client", per: "client", limit: 300, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords from one address, whatever the account: past this, logging in from it needs
   * the bot check (never a refusal: many honest people may share the address; decision 0043).
   */
  loginFailuresPerClient: {
    name: "login-failure:client",
    per: "client",
    limit: 30,
    windowSeconds: 15 * MINUTE,
  },
  /**
   * Wrong passwords for one account, from anywhere: past this, logging in to it needs the bot
   * check (never a refusal, so that nobody can lock the owner out).
   */
  loginFailuresPerAccount: {
    name: "login-failure:account",
    per: "account",
    limit: 5,
    windowSeconds: 15 * MINUTE,
  },
  /** Confirmation links to one e-mail address (decision 0043): one in ten minutes… */
  confirmationPerAddress: {
    name: "confirmation:account",
    per: "account",
    limit: 1,
    windowSeconds: 10 * MINUTE,
  },
  /** …and three a day: an address typed by a stranger hears little from us, whoever asks. */
  confirmationPerAddressDaily: {
    name: "confirmation-day:account",
    per: "account",
    limit: 3,
    windowSeconds: DAY,
  },
  /** Confirmation links opened from one address: guessing tokens (256 bits) gets nowhere. */
  confirmLinkPerClient: { name: "confirm-link:client", per: "client", limit: 60, windowSeconds: 15 * MINUTE },
  /** Reset requests from one address. */
  forgotPerClient: { name: "forgot:client", per: "client", limit: 20, windowSeconds: HOUR },
  /** Reset e-mails to one address: nobody's inbox is flooded. */
  forgotPerAccount: { name: "forgot:account", per: "account", limit: 3, windowSeconds: HOUR },
  /** New passwords set through reset links from one address: each costs a hash. */
  resetPerClient: { name: "reset:client", per: "client", limit: 30, windowSeconds: 15 * MINUTE },
  /** Session refreshes from one address: every signed-in tab refreshes every 15 minutes. */
  refreshPerClient: { name: "refresh:client", per: "client", limit: 600, windowSeconds: 15 * MINUTE },
  /** Contact messages from one address (each also passes the bot check). */
  contactPerClient: { name: "contact:client", per: "client", limit: 30, windowSeconds: HOUR },
  /** Contact messages acknowledged to one e-mail address: nobody's inbox is filled through the form. */
  contactPerAddress: { name: "contact:address", per: "account", limit: 5, windowSeconds: DAY },
  /** Grievances from one address (each also passes the bot check): people rarely file more than one. */
  grievancePerClient: { name: "grievance:client", per: "client", limit: 10, windowSeconds: HOUR },
  /** Grievances acknowledged to one e-mail address: nobody's inbox is filled through the form. */
  grievancePerAddress: { name: "grievance:address", per: "account", limit: 5, windowSeconds: DAY },
  /** Service inquiries by one member: each sends e-mail to the operators and the member. */
  inquiryPerMember: { name: "inquiry:member", per: "member", limit: 20, windowSeconds: DAY },
  /** Project briefs by one member. */
  projectPerMember: { name: "project:member", per: "member", limit: 10, windowSeconds: DAY },
  /** Tax-document PDFs drawn for one member (each costs tens of milliseconds of CPU). */
  pdfPerMember: { name: "pdf:member", per: "member", limit: 120, windowSeconds: HOUR },
  /** New payment orders by one member (an open one is reused): each is a call to Razorpay. */
  orderPerMember: { name: "order:member", per: "member", limit: 20, windowSeconds: HOUR },
  /**
   * Calls on payment links from one address, whatever the token (D22): a family paying together
   * needs a few; guessing tokens (256 bits) gets nowhere, and each new order is a call to Razorpay.
   */
  paymentLinkPerClient: { name: "pay-link:client", per: "client", limit: 60, windowSeconds: 15 * MINUTE },
  /** A member's data summary (D27): each is some twenty reads; a person downloads it a few times. */
  dataPerMember: { name: "data:member", per: "member", limit: 60, windowSeconds: HOUR },
  /** Password changes by one member (each checks the old password): a stolen token cannot guess on. */
  passwordChangePerMember: { name: "password-change:member", per: "member", limit: 10, windowSeconds: HOUR },
  /** Tries to erase one account (each checks the password): a stolen token cannot guess on. */
  erasePerMember: { name: "erase:member", per: "member", limit: 10, windowSeconds: HOUR },
  /** Visitors' data requests from one address (each passes the bot check first). */
  dataRequestPerClient: { name: "data-request:client", per: "client", limit: 20, windowSeconds: HOUR },
  /** Data-request e-mails to one address: nobody's inbox is flooded. */
  dataRequestPerAccount: { name: "data-request:account", per: "account", limit: 3, windowSeconds: HOUR },
  /** Opening and using data-request links from one address: guessing tokens (256 bits) gets nowhere. */
  dataLinkPerClient: { name: "data-link:client", per: "client", limit: 60, windowSeconds: 15 * MINUTE },
  /** WhatsApp's subscription handshakes from one address: Meta makes one when the webhook is set up. */
  whatsappHandshakePerClient: {
    name: "whatsapp-handshake:client",
    per: "client",
    limit: 30,
    windowSeconds: HOUR,
  },
  /**
   * WhatsApp's webhook deliveries from one address: three statuses per message sent (sent,
   * delivered, read) and the replies, from a handful of Meta's addresses; past it Meta retries.
   */
  whatsappWebhookPerClient: {
    name: "whatsapp-webhook:client",
    per: "client",
    limit: 3000,
    windowSeconds: 15 * MINUTE,
  },
  /**
   * Wrong second-factor codes for one staff account (decision 0041): a million codes cannot be
   * guessed ten at a time, and a person mistypes a few. Right ones are not counted, so that
   * signing in on several devices never locks anyone out; the owner's reset of the factor, or
   * the person's removal, forgets the count.
   */
  factorPerMember: { name: "factor:member", per: "member", limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

export interface RateState {
  /** Events in the sliding window ending now (the weighted estimate). */
  count: number;
  /** Seconds until one more event would be within the limit (0 when it already is). */
  retryAfterSeconds: number;
}

interface Windows {
  key: string;
  current: Date;
  previous: Date;
  /** How far into the current window `now` is, 0 to 1. */
  elapsed: number;
}

/**
 * What a rule counts by. An e-mail address as its inbox has it: "Asha+1@Example.com" is
 * asha@example.com, so that tags do not multiply the limits on mail to one person. A caller's
 * IPv6 address by its /64, the block one home line or one server is given: each of its 2^64
 * addresses would otherwise have a whole allowance.
 */
export function countedAs(per: RateRule["per"], subject: string): string {
  // Fullwidth letters and digits are their ASCII selves ("ｘ@example.org" is x@example.org).
  const value = subject.trim().normalize("NFKC").toLowerCase();
  if (per === "account") {
    const at = value.lastIndexOf("@");
    return at > 0 ? `${value.slice(0, at).replace(/\+.*$/, "")}${value.slice(at)}` : value;
  }
  if (per === "client" && value.includes(":")) return ipv6Block(value) ?? value;
  return value;
}

/** The /64 of an IPv6 address ("2001:db8:1:2::/64"); an IPv4 one written as IPv6 is itself. */
function ipv6Block(address: string): string | undefined {
  const bare = address.replace(/^\[|\](?::\d+)?$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1];
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (tail === undefined && left.length !== 8) return undefined;
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (!groups.every((group) => /^[\da-f]{1,4}$/.test(group))) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function windowsOf(rule: RateRule, subject: string, now: number): Windows {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return {
    key: `${rule.name}:${countedAs(rule.per, subject)}`,
    current: new Date(start),
    previous: new Date(start - size),
    elapsed: (now - start) / size,
  };
}

/**
 * The sliding count from the two windows' counts, and how long until it falls to `limit - 1`
 * or below (so that one more event fits): it falls as the previous window slides out, then
 * as the current one does. The previous window's events are taken as spread evenly over it,
 * and each counts whole until it has slid out (rounded up), so that crossing a window's edge
 * never frees room at once.
 */
export function slidingState(
  previous: number,
  current: number,
  elapsed: number,
  rule: Pick<RateRule, "limit" | "windowSeconds">,
): RateState {
  const count = Math.ceil(previous * (1 - elapsed) - 1e-9) + current;
  const room = rule.limit - 1;
  let waitWindows = 0;
  if (count > room) {
    if (current <= room && previous > 0) {
      // Within this window, once enough of the previous one has slid out.
      waitWindows = 1 - (room - current) / previous - elapsed;
    } else {
      // In the next window, once enough of this one has slid out.
      waitWindows = 1 - elapsed + (current > 0 ? Math.max(0, 1 - room / current) : 0);
    }
  }
  // Rounded up to whole seconds (less a hair, so that floating point never adds one).
  return { count, retryAfterSeconds: Math.max(0, Math.ceil(waitWindows * rule.windowSeconds - 1e-6)) };
}

/**
 * The rule with a per-client limit scaled by RATE_LIMIT_MULTIPLIER: the browser tests all
 * come from one address (and use 20). Limits per account or member stay as they are: each
 * test has accounts of its own.
 */
export function scaled<R extends RateRule>(rule: R, multiplier: number): R {
  if (rule.per !== "client") return rule;
  return { ...rule, limit: Math.max(1, Math.round(rule.limit * multiplier)) };
}

/** Counts one event for `subject` and gives the state including it. */
export async function hit(
  db: Database,
  rule: RateRule,
  subject: string,
  now = Date.now(),
): Promise<RateState> {
  const windows = windowsOf(rule, subject, now);
  const counted = db.$with("counted").as(
    db
      .insert(rateLimits)
      .values({ key: windows.key, windowStart: windows.current, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count }),
  );
  const [row] = await db
    .with(counted)
    .select({
      current: counted.count,
      previous: sql<number>`coalesce((select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${windows.key} and ${rateLimits.windowStart} = ${windows.previous.toISOString()}::timestamptz), 0)::int`,
    })
    .from(counted);
  return slidingState(Number(row?.previous ?? 0), Number(row?.current ?? 1), windows.elapsed, rule);
}

/** The state of `subject` without counting anything. */
export async function peek(
  db: Database,
  rule: RateRule,
  subject: string,
  now = Date.now(),
): Promise<RateState> {
  const windows = windowsOf(rule, subject, now);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, windows.key),
        inArray(rateLimits.windowStart, [windows.current, windows.previous]),
      ),
    );
  const countAt = (start: Date) =>
    rows.find((row) => row.windowStart.getTime() === start.getTime())?.count ?? 0;
  return slidingState(countAt(windows.previous), countAt(windows.current), windows.elapsed, rule);
}

/**
 * Deletes counters too old to matter to any rule (older than the longest rule's two windows);
 * run by the scheduled housekeeping, never on a request.
 */
export async function sweepRateLimits(db: Database, now = Date.now()): Promise<number> {
  const swept = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - 2 * DAY * 1000)))
    .returning({ key: rateLimits.key });
  return swept.length;
}

/** "12 minutes", "1 hour", "45 seconds": a wait as people say it, rounded up. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}

/** 429 with Retry-After, saying how long to wait. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many requests. Try again in ${describeWait(seconds)}.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * Takes back an event counted by enforce() that turned out to cost nothing (a right code: only
 * wrong ones count).
 */
export async function takeBack(db: Database, rule: RateRule, subject: string): Promise<void> {
  await unhit(db, rule, subject, Date.now());
}

/** Forgets everything `rule` counted for `subject` (a staff member's factor cleared by the owner). */
export async function forget(db: DbOrTx, rule: RateRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, windowsOf(rule, subject, Date.now()).key));
}

/** Takes back an event counted by hit() (one that was refused, so that it costs nothing). */
async function unhit(db: Database, rule: RateRule, subject: string, now: number): Promise<void> {
  const windows = windowsOf(rule, subject, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, windows.key), eq(rateLimits.windowStart, windows.current)));
}

/**
 * Counts one event against each rule and throws 429 when any is past its limit. A refused
 * event is taken back: waiting the time the answer names is always enough, however often
 * others behind the same address were refused meanwhile.
 */
export async function enforce(
  db: Database,
  checks: readonly (readonly [RateRule, string])[],
  multiplier = 1,
): Promise<void> {
  const counted: [RateRule, string][] = [];
  const now = Date.now();
  for (const [rule, subject] of checks) {
    const limited = scaled(rule, multiplier);
    const state = await hit(db, limited, subject, now);
    counted.push([limited, subject]);
    if (state.count > limited.limit) {
      for (const [done, what] of counted) await unhit(db, done, what, now);
      throw tooManyRequests(state.retryAfterSeconds);
    }
  }
}

/** True when `subject` has reached the rule's limit (e.g. an account that needs the bot check). */
export async function reached(
  db: Database,
  rule: RateRule,
  subject: string,
  multiplier = 1,
): Promise<boolean> {
  const limited = scaled(rule, multiplier);
  return (await peek(db, limited, subject)).count >= limited.limit;
}
