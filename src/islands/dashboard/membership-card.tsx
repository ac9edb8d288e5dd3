// The member's membership on /dashboard (docs/product.md D20): the plan, active or expired, the day it ends
// and the days left, with Renew, which leads to /purchase with the plan (an early renewal
// starts where the current year ends).
import { useEffect, useId, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { Membership } from "../../schemas/membership.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { fetchMembership } from "../membership/member-reads.ts";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; membership: Membership | null };

type MembershipWords = DashboardWords["membership"];

/** "23 days left", "1 day left", "Ends today". */
export function daysLeftWords(days: number, words: MembershipWords): string {
  if (days <= 0) return words.endsToday;
  return fill(days === 1 ? words.dayLeft : words.daysLeft, { days });
}

export function MembershipCard({ words, lang }: { words: MembershipWords; lang: Lang }) {
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
        {words.heading}
      </h2>
      {/* One height whatever loads into it (the tallest state, wrapped on a phone): nothing below moves. */}
      <div className="mt-3 min-h-[7.5rem] sm:min-h-[3.75rem]">
        {load.state === "loading" ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-5 w-64" />
            <span className="sr-only">{words.loading}</span>
          </div>
        ) : load.state === "failed" ? (
          <p className="text-sm text-muted">{fill(words.failed, { message: load.message })}</p>
        ) : load.membership ? (
          <MembershipFacts membership={load.membership} words={words} lang={lang} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted">{words.none}</p>
            <a href={hrefIn(lang, "/membership#membership-plans")} className={buttonVariants()}>
              {words.seePlans}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

function MembershipFacts({
  membership,
  words,
  lang,
}: {
  membership: Membership;
  words: MembershipWords;
  lang: Lang;
}) {
  const active = membership.status === "active";
  const ends = formatLongDate(membership.endsAt, lang);
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
            {active ? words.active : words.expired}
          </span>
        </p>
        <p className="mt-1 text-sm">
          {active
            ? fill(words.ends, { date: ends, left: daysLeftWords(membership.daysLeft, words) })
            : fill(words.ended, { date: ends })}
        </p>
      </div>
      <a
        href={hrefIn(lang, `/purchase?plan=${encodeURIComponent(membership.plan.slug)}`)}
        className={buttonVariants()}
        aria-label={fill(words.renewLabel, { plan: membership.plan.name })}
      >
        {words.renew}
      </a>
    </div>
  );
}
