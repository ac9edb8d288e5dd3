import { asc, eq } from "drizzle-orm";
import { monthlyPricePaise } from "../../config/plans.ts";
import { formatRupeeDigits, paiseToRupees } from "../../lib/money.ts";
import { plans } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

/**
 * A plan as the API shows it: the specification's plan record (`_id`, `name`, `price` as a
 * rupee display string, `priceUSD`, `yearlyPrice`, `monthlyPrice`, `membershipLevel`,
 * `isActive` ...) plus the exact amounts in paise (docs/product.md D4).
 */
export interface PlanView {
  _id: string;
  slug: string;
  name: string;
  membershipLevel: string;
  description: string;
  price: string;
  priceUSD: string;
  yearlyPrice: number;
  monthlyPrice: number;
  yearlyPricePaise: number;
  monthlyPricePaise: number;
  billingFrequency: "yearly";
  features: string[];
  highlighted: boolean;
  isActive: boolean;
}

type PlanRow = typeof plans.$inferSelect;

export function toPlanView(row: PlanRow): PlanView {
  const monthly = monthlyPricePaise(row.yearlyPricePaise);
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    membershipLevel: row.membershipLevel,
    description: row.description,
    price: formatRupeeDigits(row.yearlyPricePaise),
    priceUSD: String(row.priceUsd),
    yearlyPrice: paiseToRupees(row.yearlyPricePaise),
    monthlyPrice: paiseToRupees(monthly),
    yearlyPricePaise: row.yearlyPricePaise,
    monthlyPricePaise: monthly,
    billingFrequency: "yearly",
    features: row.features,
    highlighted: row.highlighted,
    isActive: row.isActive,
  };
}

/** The active plans, in the catalogue's order. */
export async function listActivePlans(db: Database): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return rows.map(toPlanView);
}
