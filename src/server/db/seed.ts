// Seeds every database gets: the plan catalogue and, when configured, an admin (the owner).
// Both are idempotent, so they run at every start.
import { eq, sql } from "drizzle-orm";
import type { StaffRole } from "../../schemas/staff.ts";
import { PLANS } from "../../config/plans.ts";
import { hashPassword } from "../auth/password.ts";
import { plans, users } from "./schema.ts";
import type { Database } from "./types.ts";

/** Inserts or updates the catalogue of src/config/plans.ts, keyed by slug. */
export async function seedPlans(db: Database): Promise<void> {
  await db
    .insert(plans)
    .values(
      PLANS.map((plan) => ({
        slug: plan.slug,
        name: plan.name,
        membershipLevel: plan.membershipLevel,
        description: plan.description,
        yearlyPricePaise: plan.yearlyPricePaise,
        priceUsd: plan.priceUSD,
        features: [...plan.features],
        highlighted: plan.highlighted,
        sortOrder: plan.sortOrder,
        isActive: true,
      })),
    )
    .onConflictDoUpdate({
      target: plans.slug,
      set: {
        name: sql`excluded.name`,
        membershipLevel: sql`excluded.membership_level`,
        description: sql`excluded.description`,
        yearlyPricePaise: sql`excluded.yearly_price_paise`,
        priceUsd: sql`excluded.price_usd`,
        features: sql`excluded.features`,
        highlighted: sql`excluded.highlighted`,
        sortOrder: sql`excluded.sort_order`,
        isActive: sql`excluded.is_active`,
      },
    });
}

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
  phoneNo?: string;
  /** The staff role (decision 0041): the configured admin is the owner. */
  staffRole?: StaffRole;
  /** Clears the second factor: set up again at the next sign-in (a lost phone and lost codes). */
  resetFactor?: boolean;
}

export type AdminResult = "created" | "updated" | "exists" | "conflict";

/**
 * Makes sure an admin account exists.
 * - From configuration at start (`overwrite: false`): creates the admin once; an existing
 *   admin is left alone; an existing non-admin account is NOT promoted ("conflict"), since
 *   whoever signed up with that address would gain the role.
 * - From `npm run admin:create` (`overwrite: true`): an operator on the server's shell may
 *   set the password and the role of an existing account.
 */
export async function ensureAdmin(
  db: Database,
  input: AdminInput,
  { overwrite }: { overwrite: boolean },
): Promise<AdminResult> {
  const email = input.email.trim();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);

  if (existing && !overwrite) return existing.role === "admin" ? "exists" : "conflict";

  const staffRole = input.staffRole ?? "owner";
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        role: "admin",
        staffRole,
        ...(input.resetFactor
          ? { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }
          : {}),
        // Tokens issued under the old role or factor stop working.
        authVersion: sql`${users.authVersion} + 1`,
        // Vouched for by whoever typed it on the server's shell, as a configured admin's is.
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      })
      .where(eq(users.id, existing.id));
    return "updated";
  }
  await db.insert(users).values({
    name: input.name ?? "Administrator",
    email,
    phoneNo: input.phoneNo ?? "0000000000",
    passwordHash,
    role: "admin",
    staffRole,
    // The operator's own address, set in the configuration (decision 0043).
    emailConfirmedAt: new Date(),
  });
  return "created";
}
