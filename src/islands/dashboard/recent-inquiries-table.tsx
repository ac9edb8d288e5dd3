// The member's recent inquiries as a table: the overview's "Recent Inquiries" tab
// (overview-view.tsx). It is behind a tab, so its code loads with the dashboard's later views
// when the browser is idle (member-home.tsx; decision 0045), not before the first view.
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import { inquirySubject } from "./member-summary.ts";
import { StatusBadge } from "./status-badge.tsx";

/** As the invoice table's cells: a column from `sm` up, a labelled line of a card below it. */
const INQUIRY_CELL =
  "px-4 py-3 max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']";

export function RecentInquiriesTable({
  inquiries,
  words,
  lang,
}: {
  inquiries: readonly InquiryListItem[];
  words: DashboardWords;
  lang: Lang;
}) {
  const columns = words.overview.columns;
  return (
    <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
      <caption className="caption-bottom px-4 py-3 text-sm text-muted max-sm:block max-sm:border-b max-sm:border-border max-sm:text-left">
        {words.overview.inquiriesCaption}
      </caption>
      <thead className="sticky top-0 border-b border-border bg-surface max-sm:sr-only">
        <tr>
          {/* In the words' order: Reference, Type, Subject, Sent, Status. */}
          {Object.values(columns).map((heading) => (
            <th key={heading} scope="col" className="px-4 py-3 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {inquiries.map((inquiry) => (
          <tr
            key={inquiry.id}
            className="border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3"
          >
            <td data-label={columns.reference} className={`${INQUIRY_CELL} font-mono whitespace-nowrap`}>
              {inquiry.reference}
            </td>
            <td data-label={columns.type} className={INQUIRY_CELL}>
              {words.types[inquiry.inquiry_type]}
            </td>
            <td data-label={columns.subject} className={INQUIRY_CELL}>
              {inquirySubject(inquiry, words.subjects)}
            </td>
            <td data-label={columns.sent} className={`${INQUIRY_CELL} whitespace-nowrap`}>
              {formatLongDate(inquiry.createdAt, lang)}
            </td>
            <td data-label={columns.status} className={INQUIRY_CELL}>
              <StatusBadge status={inquiry.status} label={words.statuses[inquiry.status]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
