// The member's membership on /dashboard (docs/product.md D20): the plan, active or expired, the day it ends
// and the days left, with Renew, which leads to /purchase with the plan (an early renewal
// starts where the current year ends).
import { useEffect, useId, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { Membership } from "../../schemas/membership.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { fetchMembership } from "../membership/payment-calls.ts";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; membership: Membership | null };

/** "23 days left", "1 day left", "Ends today". */
export function daysLeftWords(days: number): string {
  if (days <= 0) return "Ends today";
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

export function MembershipCard() {
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let live = true;
    fetchMembership().then(
      (membership) => {
        if (live) setLoad({ state: "ready", membership });
      },
      (error: unknown) => {
        if (live) setLoad({ state: "failed", message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Your membership
      </h2>
      {/* One height whatever loads into it (the tallest state, wrapped on a phone): nothing below moves. */}
      <div className="mt-3 min-h-[7.5rem] sm:min-h-[3.75rem]">
        {load.state === "loading" ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-5 w-64" />
            <span className="sr-only">Loading your membership</span>
          </div>
        ) : load.state === "failed" ? (
          <p className="text-sm text-muted">Your membership could not be loaded: {load.message}</p>
        ) : load.membership ? (
          <MembershipFacts membership={load.membership} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted">You are not a member yet.</p>
            <a href="/membership#membership-plans" className={buttonVariants()}>
              See the membership plans
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

function MembershipFacts({ membership }: { membership: Membership }) {
  const active = membership.status === "active";
  const ends = formatLongDate(membership.endsAt);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold">{membership.plan.name}</span>
          <span
            className={
              active
                ? "rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground"
                : "rounded-full border border-danger px-2.5 py-0.5 text-xs font-semibold text-danger"
            }
          >
            {active ? "Active" : "Expired"}
          </span>
        </p>
        <p className="mt-1 text-sm">
          {active ? `Ends on ${ends} · ${daysLeftWords(membership.daysLeft)}` : `Ended on ${ends}`}
        </p>
      </div>
      <a
        href={`/purchase?plan=${encodeURIComponent(membership.plan.slug)}`}
        className={buttonVariants()}
        aria-label={`Renew your ${membership.plan.name} membership`}
      >
        Renew
      </a>
    </div>
  );
}
