// The published refund policy (src/content/refund-policy/, the page /refund-policy) as the server
// applies it (docs/product.md D23): what a cancellation keeps and gives back, by kind and by the
// calendar days left before the service, and how long a refund takes. One definition: the page's
// words and these numbers are checked against each other (tests/unit/cancellation.test.ts).
//
// Read so (D23): a fee or a non-refundable part is a share of the booking (of its total, or of
// its deposit), taken from what was paid and never more than it; the rest of what was paid comes
// back. "Within 24 hours of booking" counts from the deposit's payment.

export type CancellationKind = "event" | "catering" | "travel";

/** What the business keeps when a booking is cancelled this many days (or more) before the service. */
export type CancellationKeeps =
  /** A share of the booking's total (travel's cancellation fees). */
  | { totalPercent: number }
  /** A share of the deposit (catering: "50% of the deposit is refunded" keeps the other 50%). */
  | { depositPercent: number }
  /** The deposit, and a share of what was paid beyond it (events: "50% ..., excluding the deposit"). */
  | { deposit: true; restPercent: number }
  /** Everything paid: "non-refundable", "no refund". */
  | { everything: true };

export interface CancellationTier {
  /** From this many calendar days before the service (this tier applies to `days >= fromDays`). */
  fromDays: number;
  keeps: CancellationKeeps;
  /** The policy's own words for the tier, shown with the amount. */
  words: string;
}

export interface CancellationRule {
  /** Tiers from the earliest cancellation to the latest; the first whose fromDays is met applies. */
  tiers: readonly CancellationTier[];
  /** A full refund within this many hours of the deposit's payment (travel), else null. */
  fullRefundWithinHours: number | null;
  /** "10-15": the refund's timeline in business days, as the policy says it. */
  refundBusinessDays: string;
}

export const CANCELLATION_POLICY: Record<CancellationKind, CancellationRule> = {
  travel: {
    fullRefundWithinHours: 24,
    tiers: [
      {
        fromDays: 30,
        keeps: { totalPercent: 25 },
        words: "Up to 30 days before travel: a cancellation fee of 25% of the package price.",
      },
      {
        fromDays: 7,
        keeps: { totalPercent: 50 },
        words: "30-7 days before travel: a cancellation fee of 50% of the package price.",
      },
      {
        fromDays: 0,
        keeps: { everything: true },
        words: "Within 7 days of travel: the booking is non-refundable.",
      },
    ],
    refundBusinessDays: "10-15",
  },
  event: {
    fullRefundWithinHours: null,
    tiers: [
      {
        fromDays: 45,
        keeps: { deposit: true, restPercent: 50 },
        words: "45+ days before the event: a refund of 50% of the amount paid, excluding the deposit.",
      },
      {
        fromDays: 0,
        keeps: { everything: true },
        words: "Within 45 days of the event: the booking is non-refundable.",
      },
    ],
    refundBusinessDays: "15-20",
  },
  catering: {
    fullRefundWithinHours: null,
    tiers: [
      {
        fromDays: 14,
        keeps: { depositPercent: 50 },
        words: "14+ days before the event: 50% of the deposit is refunded.",
      },
      {
        fromDays: 7,
        keeps: { depositPercent: 75 },
        words: "7-14 days before the event: 25% of the deposit is refunded.",
      },
      { fromDays: 0, keeps: { everything: true }, words: "Within 7 days of the event: no refund." },
    ],
    refundBusinessDays: "10-15",
  },
};

/**
 * How long a refund takes where the policy gives no timeline of its own (a membership refunded by
 * the operators, D20): the shortest the policy names.
 */
export const DEFAULT_REFUND_BUSINESS_DAYS = "10-15";

/** The words of the full refund within hours of booking (travel). */
export const FULL_REFUND_WORDS = "Within 24 hours of booking: a full refund is possible.";

/** The travel policy's smallest cancellation fee, as a share of the package price (25%). */
const SMALLEST_TRAVEL_FEE_PERCENT = Math.min(
  ...CANCELLATION_POLICY.travel.tiers.flatMap((tier) =>
    "totalPercent" in tier.keeps ? [tier.keeps.totalPercent] : [],
  ),
);

/**
 * A membership's own terms for cancelling a trip, as its plan card promises them (src/config/
 * plans.ts; decision 0049): from `fromHours` before the travel day begins (midnight in India), at
 * most `keepsPercent` of the package price is kept. They apply where they give back more than
 * the policy's tier, for the plan whose discount the booking's quote carried.
 */
export interface MemberCancellation {
  fromHours: number;
  keepsPercent: number;
  words: string;
}

export const MEMBER_CANCELLATION: Readonly<Record<string, MemberCancellation>> = {
  // "Cancellation up to 24 hours before with minimal fees": the policy's smallest fee.
  Premium: {
    fromHours: 24,
    keepsPercent: SMALLEST_TRAVEL_FEE_PERCENT,
    words: `Premium membership: cancellation up to 24 hours before travel with the smallest fee, ${SMALLEST_TRAVEL_FEE_PERCENT}% of the package price.`,
  },
  // "Full refund on cancellation up to 12 hours before travel".
  Elite: {
    fromHours: 12,
    keepsPercent: 0,
    words: "Elite membership: a full refund on cancellation up to 12 hours before travel.",
  },
};

export interface CancellationTerms {
  /** What was paid and stands (refunds already made excluded). */
  paidPaise: number;
  /** What the business keeps: never more than was paid, nor than the total. */
  keptPaise: number;
  /** What comes back: paid less kept. */
  refundPaise: number;
  /** Calendar days from the day of cancelling to the service (India's calendar). */
  daysBefore: number;
  /** The policy's words for what applies. */
  rule: string;
  refundBusinessDays: string;
}

const share = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/**
 * What a cancellation made `daysBefore` calendar days before the service gives back under the
 * policy, to the paisa. `hoursSinceDeposit` is null when no deposit is paid. A trip quoted with a
 * member's discount (`memberPlan`, the plan's name) gets its plan's own terms where they give back
 * more, `hoursBefore` the start of the travel day.
 */
export function cancellationTerms(input: {
  kind: CancellationKind;
  totalPaise: number;
  depositPaise: number;
  paidPaise: number;
  daysBefore: number;
  hoursSinceDeposit: number | null;
  memberPlan?: string | null;
  hoursBefore?: number;
}): CancellationTerms {
  const rule = CANCELLATION_POLICY[input.kind];
  const paid = Math.max(0, input.paidPaise);
  // The policy keeps a share of the price: money paid beyond the total (a checkout opened before
  // the quote changed, paid late) is owed back whole, whatever the tier.
  const counted = Math.min(paid, Math.max(0, input.totalPaise));
  const deposit = Math.min(input.depositPaise, counted);
  const terms = (kept: number, words: string): CancellationTerms => {
    const keptPaise = Math.min(Math.max(0, kept), counted);
    return {
      paidPaise: paid,
      keptPaise,
      refundPaise: paid - keptPaise,
      daysBefore: input.daysBefore,
      rule: words,
      refundBusinessDays: rule.refundBusinessDays,
    };
  };
  if (
    rule.fullRefundWithinHours !== null &&
    input.hoursSinceDeposit !== null &&
    input.hoursSinceDeposit < rule.fullRefundWithinHours
  ) {
    return terms(0, FULL_REFUND_WORDS);
  }
  const tier = rule.tiers.find((candidate) => input.daysBefore >= candidate.fromDays) ?? rule.tiers.at(-1)!;
  const keeps = tier.keeps;
  const byTier =
    "everything" in keeps
      ? terms(counted, tier.words)
      : "totalPercent" in keeps
        ? terms(share(input.totalPaise, keeps.totalPercent), tier.words)
        : "depositPercent" in keeps
          ? terms(share(deposit, keeps.depositPercent), tier.words)
          : terms(deposit + share(counted - deposit, keeps.restPercent), tier.words);
  const member =
    input.kind === "travel" && input.memberPlan ? MEMBER_CANCELLATION[input.memberPlan] : undefined;
  if (member && (input.hoursBefore ?? 0) >= member.fromHours) {
    const byPlan = terms(share(input.totalPaise, member.keepsPercent), member.words);
    if (byPlan.keptPaise < byTier.keptPaise) return byPlan;
  }
  return byTier;
}
