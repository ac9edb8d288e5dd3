// The dashboard view (docs/product.md B2): Total Invoices, Total Inquiries, Total Revenue (₹, D4)
// and Total Clients from the member's own data under the membership (D20), then Recent Activity (the first 5 invoices
// and inquiries in tables 300px high), the account and the member's preferences.
import { useId } from "react";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatRupees } from "../../lib/money.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { InvoiceTable } from "../shared/invoice-table.tsx";
import { EmptyState, LoadFailed, LoadingRows } from "../shared/list-states.tsx";
import { onDemand } from "../shared/on-demand.tsx";
import { MembershipCard } from "./membership-card.tsx";
import {
  memberCounters,
  NO_INQUIRIES_HREF,
  NO_INVOICES_HREF,
  recentInquiries,
  recentInvoices,
  type MemberCounters,
} from "./member-summary.ts";
import type { RemoteList } from "./use-member-data.ts";

// Below the fold, after the figures and the recent lists: the address's confirmation, the
// signed-in devices and the preferences load with the first view, not before it (decision 0045).
const loadAccountSecurity = () => import("./account-security.tsx");
const AddressConfirmation = onDemand(async () => (await loadAccountSecurity()).AddressConfirmation);
const SignedInDevices = onDemand(async () => (await loadAccountSecurity()).SignedInDevices);
/**
 * The recent inquiries' table is behind its tab: its code loads with the dashboard's later
 * views (member-home.tsx), or when the tab is opened first.
 */
export const RecentInquiriesTable = onDemand(
  async () => (await import("./recent-inquiries-table.tsx")).RecentInquiriesTable,
);
const PreferencesSection = onDemand(
  async () => (await import("./preferences-section.tsx")).PreferencesSection,
);

/** The recent tables' fixed height (docs/product.md B2: tables 300px high). */
const RECENT_BOX = "h-[300px]";

type CounterId = keyof DashboardWords["overview"]["counters"];

interface Counter {
  id: CounterId;
  needs: readonly ("invoices" | "inquiries")[];
  show: (counters: MemberCounters) => string;
}

const COUNTERS: readonly Counter[] = [
  { id: "invoices", needs: ["invoices"], show: (c) => String(c.totalInvoices) },
  { id: "inquiries", needs: ["inquiries"], show: (c) => String(c.totalInquiries) },
  { id: "revenue", needs: ["invoices"], show: (c) => formatRupees(c.totalRevenuePaise) },
  { id: "clients", needs: ["invoices", "inquiries"], show: (c) => String(c.totalClients) },
];

interface Lists {
  invoices: RemoteList<Invoice>;
  inquiries: RemoteList<InquiryListItem>;
  words: DashboardWords;
  lang: Lang;
}

export function OverviewView({ user, invoices, inquiries, words, lang }: Lists & { user: PublicUser }) {
  return (
    <div className="grid grid-cols-1 gap-10">
      {/* A list that failed says why once, above the figures that wait for it. */}
      {invoices.remote.status === "failed" || inquiries.remote.status === "failed" ? (
        <div className="grid gap-4">
          {invoices.remote.status === "failed" ? (
            <LoadFailed
              what={words.yourInvoices}
              message={invoices.remote.message}
              onRetry={invoices.retry}
              words={words.lists}
            />
          ) : null}
          {inquiries.remote.status === "failed" ? (
            <LoadFailed
              what={words.yourInquiries}
              message={inquiries.remote.message}
              onRetry={inquiries.retry}
              words={words.lists}
            />
          ) : null}
        </div>
      ) : null}
      <MembershipCard words={words.membership} lang={lang} />
      <Counters invoices={invoices} inquiries={inquiries} words={words} lang={lang} />
      <RecentActivity invoices={invoices} inquiries={inquiries} words={words} lang={lang} />
      <section aria-labelledby="account-heading" className="rounded-2xl border border-border p-6">
        <h2 id="account-heading" className="text-lg font-semibold">
          {words.overview.account}
        </h2>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">{words.overview.email}</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted">{words.overview.phone}</dt>
          <dd>{user.phoneNo}</dd>
        </dl>
        <AddressConfirmation fallback={null} words={words.confirmation} />
      </section>
      <SignedInDevices fallback={null} words={words.devices} lang={lang} />
      {/* The preferences' place is kept while they load, so that nothing below moves. */}
      <PreferencesSection fallback={<Skeleton rounded="rounded-2xl" className="h-80" />} userId={user._id} />
    </div>
  );
}

function Counters({ invoices, inquiries, words }: Lists) {
  const text = words.overview;
  const headingId = useId();
  const sources = { invoices: invoices.remote, inquiries: inquiries.remote };
  const counters = memberCounters(
    invoices.remote.status === "ready" ? invoices.remote.data : [],
    inquiries.remote.status === "ready" ? inquiries.remote.data : [],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {text.summary}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {COUNTERS.map((counter) => {
          const states = counter.needs.map((source) => sources[source].status);
          const loading = states.includes("loading");
          const failed = !loading && states.includes("failed");
          return (
            <div key={counter.id} className="rounded-2xl border border-border bg-surface p-5">
              <dt className="text-sm font-medium text-muted">{text.counters[counter.id]}</dt>
              <dd
                className="mt-2 h-9 text-3xl leading-9 font-bold tabular-nums"
                aria-busy={loading || undefined}
              >
                {loading ? (
                  <>
                    <Skeleton className="h-9 w-24" />
                    <span className="sr-only">{text.loading}</span>
                  </>
                ) : failed ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{text.notAvailable}</span>
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

function RecentActivity({ invoices, inquiries, words, lang }: Lists) {
  const headingId = useId();
  const text = words.overview;
  const tabs = [
    { id: "invoices", label: text.recentInvoices },
    { id: "inquiries", label: text.recentInquiries },
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {text.recentActivity}
      </h2>
      <Tabs
        label={text.recentActivity}
        items={tabs}
        className="mt-4"
        // The inquiries' panel is the table's scroll box itself: one tab stop that scrolls, its
        // space above outside its border. The other panels keep the tabs' own space.
        panelClassName={(id) =>
          id === "inquiries" && inquiries.remote.status === "ready" && inquiries.remote.data.length > 0
            ? `mt-6 ${RECENT_BOX} overflow-auto rounded-2xl border border-border`
            : undefined
        }
      >
        {(id) =>
          id === "invoices" ? (
            <RecentInvoices list={invoices} words={words} lang={lang} />
          ) : (
            <RecentInquiries list={inquiries} words={words} lang={lang} />
          )
        }
      </Tabs>
    </section>
  );
}

/** In a recent list's place while the message above the counters says why and offers a retry. */
function NotLoaded({ text }: { text: string }) {
  return (
    <p
      className={`flex ${RECENT_BOX} items-center justify-center rounded-2xl border border-border p-6 text-muted`}
    >
      {text}
    </p>
  );
}

interface RecentProps<T> {
  list: RemoteList<T>;
  words: DashboardWords;
  lang: Lang;
}

function RecentInvoices({ list, words, lang }: RecentProps<Invoice>) {
  const { remote } = list;
  if (remote.status === "loading")
    return <LoadingRows label={words.loadingInvoices} className={RECENT_BOX} />;
  if (remote.status === "failed")
    return <NotLoaded text={fill(words.notLoaded, { what: words.yourInvoices })} />;
  if (remote.data.length === 0) {
    return <EmptyState {...words.noInvoices} href={hrefIn(lang, NO_INVOICES_HREF)} className={RECENT_BOX} />;
  }
  return (
    <InvoiceTable
      invoices={recentInvoices(remote.data)}
      className={`${RECENT_BOX} overflow-y-auto`}
      words={words.invoiceTable}
      lang={lang}
    />
  );
}

function RecentInquiries({ list, words, lang }: RecentProps<InquiryListItem>) {
  const { remote } = list;
  if (remote.status === "loading")
    return <LoadingRows label={words.loadingInquiries} className={RECENT_BOX} />;
  if (remote.status === "failed")
    return <NotLoaded text={fill(words.notLoaded, { what: words.yourInquiries })} />;
  if (remote.data.length === 0) {
    return (
      <EmptyState {...words.noInquiries} href={hrefIn(lang, NO_INQUIRIES_HREF)} className={RECENT_BOX} />
    );
  }
  return (
    <RecentInquiriesTable
      fallback={<LoadingRows label={words.loadingInquiries} framed={false} className="h-full" />}
      inquiries={recentInquiries(remote.data)}
      words={words}
      lang={lang}
    />
  );
}
