// The member's dashboard (docs/product.md B2, D15): a sidebar with
// the four views (a disclosure on small screens), a header with the current view's name,
// and the view. The view lives in the address (#invoices ...), so reload, back and forward
// work and a view can be linked to. Invoices and inquiries load once per opening and are
// shared by the views. Its words come from the page in the page's language, and go down as props.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { MEMBER_VIEWS, type MemberViewId } from "../../config/dashboard.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import {
  CALENDAR_ICON,
  LAYOUT_GRID_ICON,
  MESSAGE_SQUARE_ICON,
  RECEIPT_ICON,
  SHIELD_CHECK_ICON,
  type IconDrawing,
} from "../../ui/icons.ts";
import { LogoutButton } from "../shell/logout-button.tsx";
import { SessionGate } from "../shell/session-gate.tsx";
import { SideNav } from "../shell/side-nav.tsx";
import { LoadingRows } from "../shared/list-states.tsx";
import { onDemand } from "../shared/on-demand.tsx";
import type { InquiryFilter } from "./inquiry-filters.ts";
import { viewFromHash } from "./member-summary.ts";
import { OverviewView, RecentInquiriesTable } from "./overview-view.tsx";
import { useMemberData } from "./use-member-data.ts";

// The first view is on the page; the others load once the dashboard has drawn it, when the
// browser is idle, or when opened first (decision 0045: the dashboard's JavaScript before
// interaction), each a small file.
const InvoicesView = onDemand(async () => (await import("./invoices-view.tsx")).InvoicesView);
const InquiriesView = onDemand(async () => (await import("./inquiries-view.tsx")).InquiriesView);
const UpcomingEventsView = onDemand(async () => {
  const view = await import("./upcoming-events-view.tsx");
  await view.loadEvents();
  return view.UpcomingEventsView;
});
const YourDataSection = onDemand(async () => (await import("./your-data-section.tsx")).YourDataSection);
const LATER_VIEWS = [RecentInquiriesTable, InvoicesView, InquiriesView, UpcomingEventsView, YourDataSection];

export interface MemberHomeProps {
  responsePromise: string;
  words: DashboardWords;
  lang: Lang;
}

export function MemberHome(props: MemberHomeProps) {
  // Once the account is erased (D27) the session is over: the page says what was erased and
  // what is kept, in place of the dashboard.
  const [farewell, setFarewell] = useState<ReactNode>(null);
  if (farewell) return farewell;
  return (
    <SessionGate loadingLabel={props.words.gateLoading}>
      {(user) => <MemberDashboard user={user} onErased={setFarewell} {...props} />}
    </SessionGate>
  );
}

/** The sidebar's icons. */
const VIEW_ICONS: Record<MemberViewId, IconDrawing> = {
  dashboard: LAYOUT_GRID_ICON,
  invoices: RECEIPT_ICON,
  inquiries: MESSAGE_SQUARE_ICON,
  "upcoming-events": CALENDAR_ICON,
  "your-data": SHIELD_CHECK_ICON,
};

/** Each view is a fragment of the address, so a plain link switches it (hashchange). */
const navItems = (words: DashboardWords) =>
  MEMBER_VIEWS.map((id) => ({ id, label: words.views[id], href: `#${id}`, icon: VIEW_ICONS[id] }));

function MemberDashboard({
  user,
  responsePromise,
  words,
  lang,
  onErased,
}: MemberHomeProps & { user: PublicUser; onErased: (confirmation: ReactNode) => void }) {
  const [view, setView] = useState<MemberViewId>(() => viewFromHash(window.location.hash) ?? "dashboard");
  const [inquiryFilter, setInquiryFilter] = useState<InquiryFilter>("all");
  /** Bumped when the view changes after the first render, to move focus to its heading. */
  const [arrivals, setArrivals] = useState(0);
  const [pageTitle] = useState(() => document.title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { invoices, inquiries } = useMemberData(user._id);
  const label = words.views[view];

  useEffect(() => {
    const onHashChange = () => {
      const next = viewFromHash(window.location.hash);
      if (!next) return; // another fragment, such as the skip link's
      setView(next);
      setArrivals((count) => count + 1);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    document.title = view === "dashboard" ? pageTitle : `${label} · ${pageTitle}`;
  }, [view, label, pageTitle]);

  // The other views' code, once this one is drawn and the browser has nothing else to do.
  useEffect(() => {
    const preload = () => LATER_VIEWS.forEach((view) => void view.preload().catch(() => undefined));
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preload);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 0);
    return () => clearTimeout(id);
  }, []);

  // A new view is announced by its heading, and the keyboard goes on from there.
  useEffect(() => {
    if (arrivals > 0) heading.current?.focus();
  }, [arrivals]);

  const loadingView = <LoadingRows label={words.gateLoading} />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-10">
      <SideNav
        label={words.nav}
        menuLabel={words.menu}
        items={navItems(words)}
        current={view}
        footer={<LogoutButton label={words.logOut} />}
      />

      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={-1}
          className="w-fit text-3xl font-bold tracking-tight focus-visible:outline-offset-4"
        >
          {label}
        </h1>
        <p className="mt-1 text-muted">{fill(words.welcome, { name: user.name })}</p>
        <div className="mt-8">
          {view === "dashboard" ? (
            <OverviewView user={user} invoices={invoices} inquiries={inquiries} words={words} lang={lang} />
          ) : view === "invoices" ? (
            <InvoicesView fallback={loadingView} invoices={invoices} words={words} lang={lang} />
          ) : view === "inquiries" ? (
            <InquiriesView
              fallback={loadingView}
              inquiries={inquiries}
              filter={inquiryFilter}
              onFilterChange={setInquiryFilter}
              responsePromise={responsePromise}
              words={words}
              lang={lang}
            />
          ) : view === "upcoming-events" ? (
            <UpcomingEventsView fallback={loadingView} words={words} lang={lang} />
          ) : (
            <YourDataSection
              fallback={loadingView}
              user={user}
              lang={lang}
              names={words}
              onErased={onErased}
              failedText={words.yourDataFailed}
              retryText={words.lists.retry}
            />
          )}
        </div>
      </div>
    </div>
  );
}
