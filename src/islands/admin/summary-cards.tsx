// The summary cards (docs/product.md B2: Total Users, Total Invoices, Total Enquiries; and the
// inquiries, decision 0013): whole-table counts from GET /admin/summary, whatever the lists' search.
// While they load each figure is a skeleton of the figure's size, so nothing moves.
import { useId } from "react";
import type { AdminSummary } from "../../schemas/admin.ts";
import { cn } from "../../lib/cn.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import lists from "../../i18n/en/lists.ts";
import { LoadFailed } from "../shared/list-states.tsx";
import { useAdminSummary } from "./use-admin-data.ts";

/** The oldest open grievance's age, in the Grievances tab's words (decision 0040). */
const oldestText = (days: number | null) =>
  days === null ? "None waiting" : `Oldest: ${days === 0 ? "today" : days === 1 ? "1 day" : `${days} days`}`;

const CARDS: readonly {
  label: string;
  figure: (summary: AdminSummary) => number;
  detail?: (summary: AdminSummary) => string;
}[] = [
  { label: "Total Users", figure: (summary) => summary.totalUsers },
  { label: "Total Invoices", figure: (summary) => summary.totalInvoices },
  { label: "Total Enquiries", figure: (summary) => summary.totalEnquiries },
  { label: "Total Inquiries", figure: (summary) => summary.totalInquiries },
  {
    label: "Open Grievances",
    figure: (summary) => summary.openGrievances,
    detail: (summary) => oldestText(summary.oldestOpenGrievanceDays),
  },
];

const COUNT = new Intl.NumberFormat("en-IN");

/** `changes` counts the changes made below: each one reads the figures again. */
export function SummaryCards({ className, changes }: { className?: string; changes: number }) {
  const headingId = useId();
  const summary = useAdminSummary(changes);
  const { data } = summary;
  const loading = !data && summary.loading;
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-4", className)}>
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      {summary.error && !summary.loading ? (
        <LoadFailed
          words={lists.states}
          what="The summary"
          message={summary.error}
          onRetry={summary.reload}
        />
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {CARDS.map((card) => (
          <div key={card.label} className="rounded-2xl border border-border bg-surface p-5">
            <dt className="text-sm font-medium text-muted">{card.label}</dt>
            <dd
              className="mt-2 h-9 text-3xl leading-9 font-bold tabular-nums"
              aria-busy={loading || undefined}
            >
              {data ? (
                COUNT.format(card.figure(data))
              ) : loading ? (
                <>
                  <Skeleton className="h-9 w-20" />
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not available</span>
                </>
              )}
            </dd>
            {card.detail ? (
              <dd className="mt-1 h-5 text-sm text-muted">{data ? card.detail(data) : null}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
