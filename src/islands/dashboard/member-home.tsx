// The member's dashboard (spec: inquiries-content-dashboards section 2, D15): a sidebar with
// the four views (a disclosure on small screens), a header with the current view's name,
// and the view. The view lives in the address (#invoices ...), so reload, back and forward
// work and a view can be linked to. Invoices and inquiries load once per opening and are
// shared by the views.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { MEMBER_VIEWS, type MemberViewId } from "../../config/dashboard.ts";
import { cn } from "../../lib/cn.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { LogoutButton } from "../shell/logout-button.tsx";
import { SessionGate } from "../shell/session-gate.tsx";
import { InquiriesView } from "./inquiries-view.tsx";
import { InvoicesView } from "./invoices-view.tsx";
import { viewFromHash, type InquiryFilter, type UpcomingEvent } from "./member-summary.ts";
import { OverviewView } from "./overview-view.tsx";
import { UpcomingEventsView } from "./upcoming-events-view.tsx";
import { useMemberData } from "./use-member-data.ts";

export function MemberHome({ events }: { events: UpcomingEvent[] }) {
  return <SessionGate>{(user) => <MemberDashboard user={user} events={events} />}</SessionGate>;
}

/** The sidebar's icons, 24 x 24 line drawings. */
const VIEW_ICONS: Record<MemberViewId, string> = {
  dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
  invoices: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  inquiries: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5",
  "upcoming-events": "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z",
};

function MemberDashboard({ user, events }: { user: PublicUser; events: UpcomingEvent[] }) {
  const navId = useId();
  const [view, setView] = useState<MemberViewId>(() => viewFromHash(window.location.hash) ?? "dashboard");
  const [menuOpen, setMenuOpen] = useState(false);
  const [inquiryFilter, setInquiryFilter] = useState<InquiryFilter>("all");
  /** Bumped when the view changes after the first render, to move focus to its heading. */
  const [arrivals, setArrivals] = useState(0);
  const [pageTitle] = useState(() => document.title);
  const heading = useRef<HTMLHeadingElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { invoices, inquiries } = useMemberData(user._id);
  const label = MEMBER_VIEWS.find((candidate) => candidate.id === view)?.label ?? "Dashboard";

  useEffect(() => {
    const onHashChange = () => {
      const next = viewFromHash(window.location.hash);
      if (!next) return; // another fragment, such as the skip link's
      setView(next);
      setMenuOpen(false);
      setArrivals((count) => count + 1);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    document.title = view === "dashboard" ? pageTitle : `${label} · ${pageTitle}`;
  }, [view, label, pageTitle]);

  // A new view is announced by its heading, and the keyboard goes on from there.
  useEffect(() => {
    if (arrivals > 0) heading.current?.focus();
  }, [arrivals]);

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-10">
      {/* The sidebar comes first: after a view is chosen, focus is on its heading and the
          keyboard goes on into the view, not back through the menu. */}
      <div className="lg:sticky lg:top-24 lg:self-start">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-border px-4 text-sm font-semibold transition hover:bg-surface lg:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} />
          </svg>
          Dashboard menu
        </button>
        <nav
          id={navId}
          aria-label="Dashboard"
          onKeyDown={closeMenuOnEscape}
          className={cn(
            "mt-3 rounded-2xl border border-border p-3 lg:mt-0 lg:block",
            menuOpen ? "block" : "hidden",
          )}
        >
          <ul className="grid gap-1">
            {MEMBER_VIEWS.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  aria-current={item.id === view ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-muted transition hover:bg-surface hover:text-foreground aria-[current=page]:bg-surface aria-[current=page]:text-foreground"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    aria-hidden="true"
                  >
                    <path d={VIEW_ICONS[item.id]} />
                  </svg>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-border px-3 pt-4 pb-1">
            <LogoutButton />
          </div>
        </nav>
      </div>

      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={-1}
          className="w-fit text-3xl font-bold tracking-tight focus-visible:outline-offset-4"
        >
          {label}
        </h1>
        <p className="mt-1 text-muted">Welcome, {user.name}.</p>
        <div className="mt-8">
          {view === "dashboard" ? (
            <OverviewView user={user} invoices={invoices} inquiries={inquiries} />
          ) : view === "invoices" ? (
            <InvoicesView invoices={invoices} />
          ) : view === "inquiries" ? (
            <InquiriesView inquiries={inquiries} filter={inquiryFilter} onFilterChange={setInquiryFilter} />
          ) : (
            <UpcomingEventsView events={events} />
          )}
        </div>
      </div>
    </div>
  );
}
