// The demo data set behind `npm run seed:demo`: members who can log in, onboarding, paid
// memberships with sequential invoices, inquiries of every kind at every status (with the
// history an operator would have left), contact messages, and an admin. Written through the
// real tables in one transaction: all of it or nothing.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import { hashPassword } from "../../src/server/auth/password.ts";
import {
  contactMessages,
  inquiries,
  inquiryStatusChanges,
  localPayments,
  onboarding,
  paymentOrders,
  plans,
  users,
} from "../../src/server/db/schema.ts";
import { ensureAdmin } from "../../src/server/db/seed.ts";
import type { Database } from "../../src/server/db/types.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { issueInvoice, type PaymentContext } from "../../src/server/services/payments.ts";
import { newReference } from "../../src/server/references.ts";
import { inquiryValues, type NewInquiry } from "../../src/server/services/inquiries.ts";
import { ONBOARDING_INTERESTS } from "../../src/config/site.ts";
import {
  between,
  chance,
  contactMessage,
  createRandom,
  inquiryBody,
  person,
  pick,
  PROFESSIONS,
  STATUS_NOTES,
  type Random,
} from "./demo-data.ts";

export const DEMO_ADMIN_EMAIL = "demo.admin@example.com";
/** Every demo member's password: published in the README, so demo data must stay off real sites. */
export const DEMO_MEMBER_PASSWORD = "nova-demo-member";
export const DEMO_MEMBERS = 64;

const DAY = 86_400_000;

export const PRODUCTION_REFUSAL =
  "Refusing to add demo data in production (NODE_ENV=production or Netlify): demo accounts have a published password.";
const LOCAL_HOSTS = new Set(["", "localhost", "127.0.0.1", "::1", "[::1]"]);

/** A database URL whose server is this machine (a name, an address, or a Unix socket). */
export function isOnThisMachine(url: string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

/**
 * Why the demo data must not go into the configured database, or undefined when it may: never
 * in production (NODE_ENV=production or Netlify: env.isProduction), and never into a server
 * that is not on this machine (a Neon URL is one) unless --allow-remote says it is a throwaway.
 */
export function demoSeedRefusal(env: Env, { allowRemote }: { allowRemote: boolean }): string | undefined {
  if (env.isProduction) return PRODUCTION_REFUSAL;
  if (env.databaseDriver === "pglite" || !env.DATABASE_URL) return undefined;
  if (isOnThisMachine(env.DATABASE_URL) || allowRemote) return undefined;
  const host = new URL(env.DATABASE_URL).hostname;
  return `Refusing to add demo data to the database at ${host}: it is not on this machine and may be a production database. If it is a throwaway database, run again with --allow-remote.`;
}

export interface DemoSeedResult {
  status: "seeded" | "already-seeded";
  adminEmail: string;
  /** Only when this run created the admin; a second run cannot know it. */
  adminPassword?: string;
  memberPassword: string;
  sampleMemberEmail?: string;
  counts?: {
    members: number;
    invoices: number;
    inquiries: number;
    statusChanges: number;
    contactMessages: number;
  };
}

/** Where the demo members are billed: mostly Rajasthan (CGST + SGST), some elsewhere (IGST). */
const DEMO_BILLING_STATES = ["08", "08", "08", "08", "27", "07", "29", "24"] as const;

const INQUIRY_SCHEMAS = {
  event: eventInquirySchema,
  catering: cateringInquirySchema,
  travel: travelInquirySchema,
} as const;

/** A status an inquiry of this age plausibly reached, and the path it took there. */
function statusPath(random: Random, ageDays: number): ("contacted" | "quoted" | "confirmed" | "lost")[] {
  if (ageDays < 3 || chance(random, 0.25)) return [];
  const path: ("contacted" | "quoted" | "confirmed" | "lost")[] = ["contacted"];
  if (ageDays < 10 || chance(random, 0.2)) return chance(random, 0.15) ? [...path, "lost"] : path;
  path.push("quoted");
  if (ageDays < 20 || chance(random, 0.3)) return path;
  path.push(chance(random, 0.65) ? "confirmed" : "lost");
  return path;
}

export async function seedDemo(
  db: Database,
  options: { seed?: number; now?: Date; adminPassword?: string; context?: PaymentContext } = {},
): Promise<DemoSeedResult> {
  // Invoices are issued as the payment path issues them: serials, GST documents, periods.
  const context: PaymentContext = options.context ?? {
    seller: parseEnv({}).seller,
    siteUrl: parseEnv({}).siteUrl,
  };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ADMIN_EMAIL))
    .limit(1);
  if (existing) {
    return { status: "already-seeded", adminEmail: DEMO_ADMIN_EMAIL, memberPassword: DEMO_MEMBER_PASSWORD };
  }

  const random = createRandom(options.seed ?? 7);
  const now = (options.now ?? new Date()).getTime();
  const adminPassword = options.adminPassword ?? randomBytes(12).toString("base64url");
  // scrypt costs about 70 ms a hash: one for every member, one for the admin.
  const memberHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const planRows = await db.select().from(plans).orderBy(plans.sortOrder);
  if (planRows.length === 0) throw new Error("No membership plans: migrate and seed the plans first.");

  return db.transaction(async (tx) => {
    await ensureAdmin(
      tx as unknown as Database,
      { email: DEMO_ADMIN_EMAIL, password: adminPassword, name: "Demo Admin", phoneNo: "9000000000" },
      { overwrite: false },
    );
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));

    // Members joined over the last nine months, oldest first.
    const people = Array.from({ length: DEMO_MEMBERS }, (_, n) => person(random, n));
    const joined = people
      .map(() => now - between(random, 1, 270) * DAY - between(random, 0, DAY))
      .sort((a, b) => a - b);
    const members = await tx
      .insert(users)
      .values(
        people.map((who, i) => ({
          name: who.name,
          email: who.email,
          phoneNo: who.phoneNo,
          passwordHash: memberHash,
          role: "user" as const,
          createdAt: new Date(joined[i]!),
          updatedAt: new Date(joined[i]!),
          emailConfirmedAt: new Date(joined[i]!),
        })),
      )
      .returning({ id: users.id, createdAt: users.createdAt });

    await tx.insert(onboarding).values(
      members
        .filter(() => chance(random, 0.7))
        .map((member) => ({
          userId: member.id,
          profession: pick(random, PROFESSIONS),
          interests: [...new Set([pick(random, ONBOARDING_INTERESTS), pick(random, ONBOARDING_INTERESTS)])],
        })),
    );

    // Memberships: most members bought one plan some days after joining; a few renewed early.
    type Purchase = { userId: string; plan: (typeof planRows)[number]; paidAt: number };
    const purchases: Purchase[] = [];
    for (const member of members) {
      if (!chance(random, 0.7)) continue;
      const level = random();
      const plan = planRows[level < 0.45 ? 0 : level < 0.85 ? 1 : 2] ?? planRows[0]!;
      const joinedAt = member.createdAt.getTime();
      const paidAt = Math.min(
        now - DAY / 24,
        joinedAt + between(random, 0, 20) * DAY + between(random, 60_000, DAY),
      );
      purchases.push({ userId: member.id, plan, paidAt });
      if (chance(random, 0.12) && now - paidAt > 30 * DAY) {
        // Renewed before the year ended: the new year starts when the first one ends.
        const renewedAt = Math.min(now - DAY / 24, paidAt + between(random, 20, 60) * DAY);
        purchases.push({ userId: member.id, plan, paidAt: renewedAt });
      }
    }
    // Oldest first, so that invoice numbers rise with their dates.
    purchases.sort((a, b) => a.paidAt - b.paidAt);
    const paid = purchases.map((purchase) => ({
      ...purchase,
      providerOrderId: `order_local_${randomBytes(9).toString("base64url")}`,
      paymentId: `pay_local_${randomBytes(8).toString("hex")}`,
    }));
    const orders = await tx
      .insert(paymentOrders)
      .values(
        paid.map((p) => ({
          userId: p.userId,
          planId: p.plan.id,
          billingName: null,
          billingStateCode: pick(random, DEMO_BILLING_STATES),
          provider: "local" as const,
          providerOrderId: p.providerOrderId,
          amountPaise: p.plan.yearlyPricePaise,
          status: "paid" as const,
          providerPaymentId: p.paymentId,
          paidAt: new Date(p.paidAt),
          createdAt: new Date(p.paidAt - 120_000),
          updatedAt: new Date(p.paidAt),
        })),
      )
      .returning();
    const orderOf = new Map(orders.map((order) => [order.providerOrderId, order]));
    await tx.insert(localPayments).values(
      paid.map((p) => ({
        id: p.paymentId,
        providerOrderId: p.providerOrderId,
        status: "captured" as const,
        createdAt: new Date(p.paidAt),
      })),
    );
    for (const p of paid) {
      // One at a time, oldest first: serials and membership years follow the purchases.
      await issueInvoice(tx, context, orderOf.get(p.providerOrderId)!, p.paymentId, new Date(p.paidAt));
    }

    // Inquiries of all three kinds, from about two thirds of the members.
    let inquiryCount = 0;
    let changeCount = 0;
    for (const [index, member] of members.entries()) {
      if (!chance(random, 0.65)) continue;
      for (let k = between(random, 1, 3); k > 0; k -= 1) {
        const kind = pick(random, ["event", "event", "catering", "travel", "travel"] as const);
        // Usually the member's own details; sometimes on behalf of a relative or a colleague.
        const who = chance(random, 0.85) ? people[index]! : person(random, DEMO_MEMBERS + index * 3 + k);
        const data = INQUIRY_SCHEMAS[kind].parse(inquiryBody(random, kind, who));
        const joinedAt = member.createdAt.getTime();
        const sentAt = joinedAt + random() * (now - joinedAt - 3_600_000);
        const path = statusPath(random, (now - sentAt) / DAY);
        let changedAt = sentAt;
        const changes = path.map((status, step) => {
          changedAt += random() * ((now - changedAt) / (path.length - step + 1));
          return {
            fromStatus: step === 0 ? ("new" as const) : path[step - 1]!,
            toStatus: status,
            note: chance(random, 0.8) ? pick(random, STATUS_NOTES[status]) : null,
            createdAt: new Date(changedAt),
          };
        });
        const lastNote = changes.findLast((change) => change.note)?.note ?? null;
        const [row] = await tx
          .insert(inquiries)
          .values({
            ...inquiryValues(member.id, { kind, data } as NewInquiry),
            status: path.at(-1) ?? "new",
            internalNote: lastNote,
            createdAt: new Date(sentAt),
            updatedAt: new Date(changedAt),
          })
          .returning({ id: inquiries.id });
        if (changes.length > 0) {
          await tx
            .insert(inquiryStatusChanges)
            .values(changes.map((change) => ({ ...change, inquiryId: row!.id, changedById: admin!.id })));
        }
        inquiryCount += 1;
        changeCount += changes.length;
      }
    }

    // Contact messages, from members and from visitors without an account.
    const messages = Array.from({ length: 36 }, (_, i) => {
      const who = chance(random, 0.4)
        ? people[between(random, 0, DEMO_MEMBERS - 1)]!
        : person(random, 500 + i);
      return {
        ...contactMessage(random, who),
        at: now - between(random, 0, 120) * DAY - between(random, 0, DAY),
      };
    }).sort((a, b) => a.at - b.at);
    await tx.insert(contactMessages).values(
      messages.map(({ at, ...message }) => ({
        ...message,
        reference: newReference("CON"),
        createdAt: new Date(at),
      })),
    );

    return {
      status: "seeded" as const,
      adminEmail: DEMO_ADMIN_EMAIL,
      adminPassword,
      memberPassword: DEMO_MEMBER_PASSWORD,
      sampleMemberEmail: people.at(-1)!.email,
      counts: {
        members: members.length,
        invoices: paid.length,
        inquiries: inquiryCount,
        statusChanges: changeCount,
        contactMessages: messages.length,
      },
    };
  });
}
