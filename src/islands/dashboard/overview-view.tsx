// The dashboard view (docs/product.md B2): Total Invoices, Total Inquiries, Total Revenue (₹, D4)
// and Total Clients from the member's own data under the membership (D20), then Recent Activity (the first 5 invoices
// and inquiries in tables 300px high), the account and the member's preferences.
import { useId } from "react";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { InvoiceTable } from "../shared/invoice-table.tsx";
import { EmptyState, LoadFailed, LoadingRows, NO_INQUIRIES, NO_INVOICES } from "../shared/list-states.tsx";
import { StatusBadge } from "./inquiry-card.tsx";
import { MembershipCard } from "./membership-card.tsx";
import {
  INQUIRY_TYPE_LABEL,
  memberCounters,
  recentInquiries,
  recentInvoices,
  type MemberCounters,
} from "./member-summary.ts";
import { PreferencesSection } from "./preferences-section.tsx";
import type { RemoteList } from "./use-member-data.ts";

/** The recent tables' fixed height (docs/product.md B2: tables 300px high). */
const RECENT_BOX = "h-[300px]";

interface Counter {
  label: string;
  needs: readonly ("invoices" | "inquiries")[];
  show: (counters: MemberCounters) => string;
}

const COUNTERS: readonly Counter[] = [
  { label: "Total Invoices", needs: ["invoices"], show: (c) => String(c.totalInvoices) },
  { label: "Total Inquiries", needs: ["inquiries"], show: (c) => String(c.totalInquiries) },
  { label: "Total Revenue", needs: ["invoices"], show: (c) => formatRupees(c.totalRevenuePaise) },
  { label: "Total Clients", needs: ["invoices", "inquiries"], show: (c) => String(c.totalClients) },
];

export function OverviewView({
  user,
  invoices,
  inquiries,
}: {
  user: PublicUser;
  invoices: RemoteList<Invoice>;
  inquiries: RemoteList<InquiryListItem>;
}) {
  return (
    <div className="grid grid-cols-1 gap-10">
      {/* A list that failed says why once, above the figures that wait for it. */}
      {invoices.remote.status === "failed" || inquiries.remote.status === "failed" ? (
        <div className="grid gap-4">
          {invoices.remote.status === "failed" ? (
            <LoadFailed what="Your invoices" message={invoices.remote.message} onRetry={invoices.retry} />
          ) : null}
          {inquiries.remote.status === "failed" ? (
            <LoadFailed what="Your inquiries" message={inquiries.remote.message} onRetry={inquiries.retry} />
          ) : null}
        </div>
      ) : null}
      <MembershipCard />
      <Counters invoices={invoices} inquiries={inquiries} />
      <RecentActivity invoices={invoices} inquiries={inquiries} />
      <section aria-labelledby="account-heading" className="rounded-2xl border border-border p-6">
        <h2 id="account-heading" className="text-lg font-semibold">
          Your account
        </h2>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>{user.phoneNo}</dd>
        </dl>
      </section>
      <PreferencesSection userId={user._id} />
    </div>
  );
}

function Counters({
  invoices,
  inquiries,
}: {
  invoices: RemoteList<Invoice>;
  inquiries: RemoteList<InquiryListItem>;
}) {
  const headingId = useId();
  const sources = { invoices: invoices.remote, inquiries: inquiries.remote };
  const counters = memberCounters(
    invoices.remote.status === "ready" ? invoices.remote.data : [],
    inquiries.remote.status === "ready" ? inquiries.remote.data : [],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {COUNTERS.map((counter) => {
          const states = counter.needs.map((source) => sources[source].status);
          const loading = states.includes("loading");
          const failed = !loading && states.includes("failed");
          return (
            <div key={counter.label} className="rounded-2xl border border-border bg-surface p-5">
              <dt className="text-sm font-medium text-muted">{counter.label}</dt>
              <dd
                className="mt-2 h-9 text-3xl leading-9 font-bold tabular-nums"
                aria-busy={loading || undefined}
              >
                {loading ? (
                  <>
                    <Skeleton className="h-9 w-24" />
                    <span className="sr-only">Loading</span>
                  </>
                ) : failed ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Not available</span>
                  </>
                ) : (
                  counter.show(counters)
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

const RECENT_TABS = [
  { id: "invoices", label: "Recent Invoices" },
  { id: "inquiries", label: "Recent Inquiries" },
] as const;

function RecentActivity({
  invoices,
  inquiries,
}: {
  invoices: RemoteList<Invoice>;
  inquiries: RemoteList<InquiryListItem>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        Recent Activity
      </h2>
      <Tabs
        label="Recent Activity"
        items={RECENT_TABS}
        className="mt-4"
        // The inquiries' panel is the table's scroll box itself: one tab stop that scrolls.
        panelClassName={(id) =>
          id === "inquiries" && inquiries.remote.status === "ready" && inquiries.remote.data.length > 0
            ? `mt-6 pt-0 ${RECENT_BOX} overflow-auto rounded-2xl border border-border`
            : ""
        }
      >
        {(id) =>
          id === "invoices" ? <RecentInvoices list={invoices} /> : <RecentInquiries list={inquiries} />
        }
      </Tabs>
    </section>
  );
}

/** In a recent list's place while the message above the counters says why and offers a retry. */
function NotLoaded({ what }: { what: string }) {
  return (
    <p
      className={`flex ${RECENT_BOX} items-center justify-center rounded-2xl border border-border p-6 text-muted`}
    >
      {what} could not be loaded.
    </p>
  );
}

function RecentInvoices({ list }: { list: RemoteList<Invoice> }) {
  const { remote } = list;
  if (remote.status === "loading")
    return <LoadingRows label="Loading your invoices" className={RECENT_BOX} />;
  if (remote.status === "failed") return <NotLoaded what="Your invoices" />;
  if (remote.data.length === 0) return <EmptyState {...NO_INVOICES} className={RECENT_BOX} />;
  return <InvoiceTable invoices={recentInvoices(remote.data)} className={`${RECENT_BOX} overflow-auto`} />;
}

/** As the invoice table's cells: a column from `sm` up, a labelled line of a card below it. */
const INQUIRY_CELL =
  "px-4 py-3 max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']";

function RecentInquiries({ list }: { list: RemoteList<InquiryListItem> }) {
  const { remote } = list;
  if (remote.status === "loading")
    return <LoadingRows label="Loading your inquiries" className={RECENT_BOX} />;
  if (remote.status === "failed") return <NotLoaded what="Your inquiries" />;
  if (remote.data.length === 0) return <EmptyState {...NO_INQUIRIES} className={RECENT_BOX} />;
  return (
    <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
      <caption className="caption-bottom px-4 py-3 text-sm text-muted max-sm:block max-sm:border-b max-sm:border-border max-sm:text-left">
        A list of your recent inquiries.
      </caption>
      <thead className="sticky top-0 border-b border-border bg-surface max-sm:sr-only">
        <tr>
          {["Reference", "Type", "Subject", "Sent", "Status"].map((heading) => (
            <th key={heading} scope="col" className="px-4 py-3 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {recentInquiries(remote.data).map((inquiry) => (
          <tr
            key={inquiry.id}
            className="border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3"
          >
            <td data-label="Reference" className={`${INQUIRY_CELL} font-mono whitespace-nowrap`}>
              {inquiry.reference}
            </td>
            <td data-label="Type" className={INQUIRY_CELL}>
              {INQUIRY_TYPE_LABEL[inquiry.inquiry_type]}
            </td>
            <td data-label="Subject" className={INQUIRY_CELL}>
              {inquiry.subject}
            </td>
            <td data-label="Sent" className={`${INQUIRY_CELL} whitespace-nowrap`}>
              {formatLongDate(inquiry.createdAt)}
            </td>
            <td data-label="Status" className={INQUIRY_CELL}>
              <StatusBadge status={inquiry.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
