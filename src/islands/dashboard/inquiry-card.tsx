// One inquiry as the member follows it: its kind, what it is about, the reference to quote
// when calling, the day it was sent, where it stands and its timeline and quote (docs/product.md D21).
import { lazy, Suspense, useCallback, useId, useState } from "react";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import { inquirySubject } from "./member-summary.ts";
import { StatusBadge } from "./status-badge.tsx";

/** An inquiry's timeline and quote load with the inquiries view's cards, not with the dashboard. */
const InquiryProgress = lazy(async () => ({
  default: (await import("./inquiry-progress.tsx")).InquiryProgress,
}));

export function InquiryCard({
  inquiry,
  responsePromise,
  words,
  lang,
}: {
  inquiry: InquiryListItem;
  responsePromise: string;
  words: DashboardWords;
  lang: Lang;
}) {
  const headingId = useId();
  const text = words.inquiries;
  // Where it stands now: the list's status until the booking loads, then the booking's own, so
  // paying the deposit turns "Quoted" into "Confirmed" beside the timeline that says so.
  const [status, setStatus] = useState(inquiry.status);
  const [cancelled, setCancelled] = useState(false);
  // Stable: the progress reloads its booking when this changes.
  const onStatus = useCallback((now: InquiryListItem["status"], byMember: boolean) => {
    setStatus(now);
    setCancelled(byMember);
  }, []);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <div>
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {words.types[inquiry.inquiry_type]}
        </p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold">
          {inquirySubject(inquiry, words.subjects)}
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{text.reference}</dt>
        <dd className="font-mono">{inquiry.reference}</dd>
        <dt className="text-muted">{text.sent}</dt>
        <dd>
          <time dateTime={inquiry.createdAt}>{formatLongDate(inquiry.createdAt, lang)}</time>
        </dd>
        <dt className="text-muted">{text.status}</dt>
        <dd>
          <StatusBadge status={status} label={cancelled ? text.cancelled : words.statuses[status]} />
        </dd>
      </dl>
      <Suspense fallback={<p className="text-sm text-muted">{text.loadingProgress}</p>}>
        <InquiryProgress
          inquiryId={inquiry.id}
          reference={inquiry.reference}
          responsePromise={responsePromise}
          words={{ ...words.progress, loading: text.loadingProgress }}
          lang={lang}
          onStatus={onStatus}
        />
      </Suspense>
    </article>
  );
}
