// The membership catalogue (docs/product.md B9). One source for the
// pages and for the database seed; the database copy is what the server charges (D1).

export const MEMBERSHIP_LEVELS = ["Essentials", "Premium", "Elite"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

export const BILLING_FREQUENCY = "yearly" as const;

export interface PlanDefinition {
  slug: string;
  name: string;
  membershipLevel: MembershipLevel;
  description: string;
  /** Yearly price in paise (integer money, D4). */
  yearlyPricePaise: number;
  /** Indicative price in US dollars, shown beside the rupee price. */
  priceUSD: number;
  /** Off every quote for a member whose membership is active when quoted (D22). */
  bookingDiscountPercent: number;
  features: readonly string[];
  highlighted: boolean;
  sortOrder: number;
}

/** The plan's promise as its card lists it; the server gives the same percentage off every quote. */
function bookingDiscountFeature(percent: number): string {
  return `${percent}% discount on all bookings`;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    slug: "essentials",
    name: "Essentials",
    membershipLevel: "Essentials",
    description: "For the occasional traveller who wants member prices on every trip.",
    yearlyPricePaise: 4_999_00,
    priceUSD: 69,
    bookingDiscountPercent: 5,
    features: [
      bookingDiscountFeature(5),
      "2 complimentary lounge passes a year",
      "2 discounted trips a year",
      "10% seasonal discount",
    ],
    highlighted: false,
    sortOrder: 1,
  },
  {
    slug: "premium",
    name: "Premium",
    membershipLevel: "Premium",
    description: "For frequent travellers who want flexibility and easy payments.",
    yearlyPricePaise: 9_999_00,
    priceUSD: 139,
    bookingDiscountPercent: 10,
    features: [
      bookingDiscountFeature(10),
      "4 complimentary lounge passes a year",
      "4 discounted trips a year",
      "Interest-free EMI on bookings over ₹25,000",
      "Cancellation up to 24 hours before with minimal fees",
      "15% seasonal discount",
    ],
    highlighted: true,
    sortOrder: 2,
  },
  {
    slug: "elite",
    name: "Elite",
    membershipLevel: "Elite",
    description: "For those who travel often and want every privilege, for two.",
    yearlyPricePaise: 19_999_00,
    priceUSD: 279,
    bookingDiscountPercent: 15,
    features: [
      bookingDiscountFeature(15),
      "Unlimited lounge access for you and one guest",
      "6 discounted trips a year",
      "Interest-free EMI on bookings over ₹50,000",
      "Full refund on cancellation up to 12 hours before travel",
      "20% off in premium seasons",
    ],
    highlighted: false,
    sortOrder: 3,
  },
];

/** The monthly equivalent shown beside the yearly price, rounded down to the paisa. */
export function monthlyPricePaise(yearlyPricePaise: number): number {
  return Math.floor(yearlyPricePaise / 12);
}

/** The four fixed lines of the subscription summary on /purchase (docs/product.md A2). */
export const PURCHASE_FEATURES = [
  "Unlimited access to all features",
  "Priority customer support",
  "Advanced analytics",
  "Custom integrations",
] as const;

/** A plan's booking discount by its slug (0 for a plan the catalogue no longer has). */
export function bookingDiscountPercentOf(slug: string): number {
  return PLANS.find((plan) => plan.slug === slug)?.bookingDiscountPercent ?? 0;
}
