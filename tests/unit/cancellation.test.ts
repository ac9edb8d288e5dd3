// The refund policy as the server applies it (docs/product.md D23; src/config/cancellation.ts):
// the page's words are the rules' words, and each tier gives back what the policy says, to the
// paisa, never more than was paid.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../src/config/plans.ts";
import {
  CANCELLATION_POLICY,
  cancellationTerms,
  FULL_REFUND_WORDS,
  MEMBER_CANCELLATION,
  type CancellationKind,
} from "../../src/config/cancellation.ts";

const policyText = (kind: CancellationKind) =>
  readFileSync(new URL(`../../src/content/refund-policy/${kind}.md`, import.meta.url), "utf8").replace(
    /\s+/g,
    " ",
  );

/** "**45+ days before the event:** a refund ..." as plain words. */
const plain = (markdown: string) => markdown.replaceAll("**", "");

describe("the cancellation rules", () => {
  it("say what the published policy says, tier by tier, with its refund timeline", () => {
    for (const kind of Object.keys(CANCELLATION_POLICY) as CancellationKind[]) {
      const text = plain(policyText(kind));
      const rule = CANCELLATION_POLICY[kind];
      for (const tier of rule.tiers) expect(text, `${kind}: ${tier.words}`).toContain(tier.words);
      expect(text).toContain(`within ${rule.refundBusinessDays} business days`);
    }
    expect(plain(policyText("travel"))).toContain(FULL_REFUND_WORDS);
    // The members' own terms, as the plan cards promise them.
    for (const member of Object.values(MEMBER_CANCELLATION)) {
      expect(plain(policyText("travel"))).toContain(member.words);
    }
  });

  const TOTAL = 10_000_000; // ₹1,00,000
  const terms = (
    kind: CancellationKind,
    daysBefore: number,
    paidPaise: number,
    depositPaise: number,
    hoursSinceDeposit: number | null = 72,
  ) => cancellationTerms({ kind, totalPaise: TOTAL, depositPaise, paidPaise, daysBefore, hoursSinceDeposit });

  it("a trip quoted with a Premium or Elite discount: the plan's own terms where they give back more", () => {
    const member = (plan: string | null, kind: CancellationKind, daysBefore: number, hoursBefore: number) =>
      cancellationTerms({
        kind,
        totalPaise: TOTAL,
        depositPaise: 2_000_000,
        paidPaise: TOTAL,
        daysBefore,
        hoursSinceDeposit: 72,
        memberPlan: plan,
        hoursBefore,
      });
    const elite = MEMBER_CANCELLATION.Elite!.words;
    const premium = MEMBER_CANCELLATION.Premium!.words;
    // Elite: everything back until 12 hours before the travel day begins; after that, the policy.
    expect(member("Elite", "travel", 1, 13)).toMatchObject({ keptPaise: 0, refundPaise: TOTAL, rule: elite });
    expect(member("Elite", "travel", 20, 20 * 24)).toMatchObject({ keptPaise: 0, rule: elite });
    expect(member("Elite", "travel", 0, -3)).toMatchObject({
      keptPaise: TOTAL,
      rule: expect.stringMatching(/^Within 7 days/),
    });
    expect(member("Elite", "travel", 1, 11)).toMatchObject({ keptPaise: TOTAL });
    // Premium: the smallest fee (25%) until 24 hours before; where the policy keeps no more, its words.
    expect(member("Premium", "travel", 2, 30)).toMatchObject({ keptPaise: 2_500_000, rule: premium });
    expect(member("Premium", "travel", 20, 20 * 24)).toMatchObject({ keptPaise: 2_500_000, rule: premium });
    expect(member("Premium", "travel", 40, 40 * 24).rule).toMatch(/^Up to 30 days before travel/);
    expect(member("Premium", "travel", 1, 23)).toMatchObject({ keptPaise: TOTAL });
    // Essentials promises nothing of the kind; events and catering keep their own policies.
    expect(member("Essentials", "travel", 2, 30)).toMatchObject({ keptPaise: TOTAL });
    expect(member("Elite", "event", 20, 20 * 24).rule).toMatch(/^Within 45 days of the event/);
    expect(member(null, "travel", 2, 30)).toMatchObject({ keptPaise: TOTAL });
    // Exactly the plans whose cards promise it, by the hours they name.
    for (const plan of PLANS) {
      const promise = plan.features.find((feature) => /cancellation/i.test(feature));
      const terms = MEMBER_CANCELLATION[plan.name];
      expect(Boolean(terms), plan.name).toBe(Boolean(promise));
      if (terms) expect(promise).toContain(`${terms.fromHours} hours before`);
    }
  });

  it("travel: a full refund within 24 hours of the deposit, then 25% or 50% of the price kept, then all", () => {
    expect(terms("travel", 5, 2_000_000, 2_000_000, 3)).toMatchObject({
      keptPaise: 0,
      refundPaise: 2_000_000,
    });
    expect(terms("travel", 40, TOTAL, 2_000_000)).toMatchObject({
      keptPaise: 2_500_000,
      refundPaise: 7_500_000,
    });
    expect(terms("travel", 30, TOTAL, 2_000_000).keptPaise).toBe(2_500_000);
    // Cancelled at 20 days, paid in full: half the price comes back.
    expect(terms("travel", 20, TOTAL, 2_000_000)).toMatchObject({
      keptPaise: 5_000_000,
      refundPaise: 5_000_000,
    });
    // The fee is taken from what was paid, never more: a 20% advance at 20 days brings nothing back.
    expect(terms("travel", 20, 2_000_000, 2_000_000)).toMatchObject({ keptPaise: 2_000_000, refundPaise: 0 });
    expect(terms("travel", 6, TOTAL, 2_000_000)).toMatchObject({ keptPaise: TOTAL, refundPaise: 0 });
  });

  it("events: 45 days or more keeps the deposit and half of the rest; within 45 days, all", () => {
    expect(terms("event", 60, 3_000_000, 3_000_000)).toMatchObject({ refundPaise: 0 });
    expect(terms("event", 45, TOTAL, 3_000_000)).toMatchObject({
      keptPaise: 6_500_000,
      refundPaise: 3_500_000,
    });
    expect(terms("event", 44, TOTAL, 3_000_000)).toMatchObject({ refundPaise: 0 });
  });

  it("money paid beyond the total comes back whole, whatever the tier keeps of the price", () => {
    const OVER = 2_000_000; // a deposit's checkout opened before the quote changed, paid late
    // Within 45 days of an event all of the price is kept, and the overpayment still comes back.
    expect(terms("event", 44, TOTAL + OVER, 3_000_000)).toMatchObject({
      keptPaise: TOTAL,
      refundPaise: OVER,
    });
    // 45 days or more: the deposit and half of the rest of the price, not half of the overpayment.
    expect(terms("event", 45, TOTAL + OVER, 3_000_000)).toMatchObject({
      keptPaise: 6_500_000,
      refundPaise: 3_500_000 + OVER,
    });
    expect(terms("travel", 6, TOTAL + OVER, 2_000_000)).toMatchObject({
      keptPaise: TOTAL,
      refundPaise: OVER,
    });
    expect(terms("catering", 3, TOTAL + OVER, 4_000_000)).toMatchObject({
      keptPaise: TOTAL,
      refundPaise: OVER,
    });
  });

  it("catering: 14 days or more gives half the deposit back, 7-14 days a quarter, within 7 days nothing", () => {
    expect(terms("catering", 14, 4_000_000, 4_000_000)).toMatchObject({ refundPaise: 2_000_000 });
    expect(terms("catering", 13, 4_000_000, 4_000_000)).toMatchObject({ refundPaise: 1_000_000 });
    expect(terms("catering", 7, 4_000_000, 4_000_000)).toMatchObject({ refundPaise: 1_000_000 });
    expect(terms("catering", 6, 4_000_000, 4_000_000)).toMatchObject({ refundPaise: 0 });
    // A balance paid early comes back whole with the deposit's refundable share.
    expect(terms("catering", 20, TOTAL, 4_000_000)).toMatchObject({
      keptPaise: 2_000_000,
      refundPaise: 8_000_000,
    });
  });
});
