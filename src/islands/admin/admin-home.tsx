// The admin panel (docs/product.md B2, 'Admin dashboard / Admin
// Panel'; D5, D16; decision 0013): side navigation titled 'Admin Panel' (a disclosure on small
// screens), a header with the search box, the summary cards, and the tabs Users, Invoices,
// Enquiries, Inquiries and Grievances, which the side navigation switches too. What is shown lives in the
// address (?tab=&q=&page=&limit=), so reload, back and forward and links all work. Below
// them, the e-mails that could not be delivered, each with "Send again".
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { ADMIN_TABS, type AdminTabId } from "../../config/admin.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import {
  MAIL_ICON,
  MESSAGE_SQUARE_ICON,
  RECEIPT_ICON,
  SHIELD_ICON,
  USERS_ICON,
  type IconDrawing,
} from "../../ui/icons.ts";
import { Tabs } from "../../ui/tabs.tsx";
import { LogoutButton } from "../shell/logout-button.tsx";
import { SessionGate } from "../shell/session-gate.tsx";
import { can, type Permission, type StaffRole } from "../../schemas/staff-rules.ts";
import { $staffRole } from "../../stores/staff.ts";
import { StaffFactorGate } from "./staff-factor.tsx";
import { SideNav } from "../shell/side-nav.tsx";
import { AdminListPanel } from "./admin-list-panel.tsx";
import { SearchForm } from "./search-form.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { adminViewSearch, DEFAULT_VIEW, refine, switchTab } from "./admin-view.ts";
import { useAdminView } from "./use-admin-view.ts";

/** The undelivered e-mails load after the panel, below its lists. */
const FailedEmails = lazy(async () => ({ default: (await import("./failed-emails.tsx")).FailedEmails }));
/** The accountant's GST returns (decision 0042) load after the panel too. */
const GstReturns = lazy(async () => ({ default: (await import("./gst-returns.tsx")).GstReturns }));

export function AdminHome() {
  return (
    <SessionGate admin>
      {(user) => <StaffFactorGate>{(role) => <AdminPanel user={user} role={role} />}</StaffFactorGate>}
    </SessionGate>
  );
}

/** What a role must be allowed to see each tab (src/schemas/staff-rules.ts, decision 0041). */
const TAB_PERMISSIONS: Record<AdminTabId, Permission> = {
  users: "members",
  invoices: "invoices",
  enquiries: "messages",
  inquiries: "inquiries",
  grievances: "grievances",
};

/** The side navigation's icons. */
const TAB_ICONS: Record<AdminTabId, IconDrawing> = {
  users: USERS_ICON,
  invoices: RECEIPT_ICON,
  enquiries: MAIL_ICON,
  inquiries: MESSAGE_SQUARE_ICON,
  grievances: SHIELD_ICON,
};

/** The owner's staff list and record load after the panel, below its lists. */
const StaffPanel = lazy(async () => ({ default: (await import("./staff-panel.tsx")).StaffPanel }));

function AdminPanel({ user, role }: { user: PublicUser; role: StaffRole }) {
  $staffRole.set(role);
  const tabs = ADMIN_TABS.filter((item) => can(role, TAB_PERMISSIONS[item.id]));
  const navItems = tabs.map((tab) => ({
    id: tab.id,
    label: tab.label,
    href: adminViewSearch({ ...DEFAULT_VIEW, tab: tab.id }),
    icon: TAB_ICONS[tab.id],
  }));
  const { view: asked, navigate } = useAdminView();
  // A tab the role may not see (an old link) opens the first one it may.
  const view = tabs.some((item) => item.id === asked.tab) ? asked : switchTab(asked, tabs[0]!.id);
  const tab = tabs.find((item) => item.id === view.tab) ?? tabs[0]!;
  /** Bumped when the side navigation opens a tab: the tab takes the focus. */
  const [arrivals, setArrivals] = useState(0);
  /** Bumped by each change made in a list's dialog: the summary's counts are read again. */
  const [changes, setChanges] = useState(0);
  const [pageTitle] = useState(() => document.title);
  const lists = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${tab.label} · ${pageTitle}`;
  }, [tab.label, pageTitle]);

  // The chosen tab is announced ("Invoices, tab, selected") and the keyboard goes on into it.
  useEffect(() => {
    if (arrivals === 0) return;
    lists.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [arrivals]);

  const openFromNav = (id: AdminTabId, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (id !== view.tab) navigate(switchTab(view, id));
    setArrivals((count) => count + 1);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-10">
      <SideNav
        label="Admin Panel"
        title="Admin Panel"
        menuLabel="Admin menu"
        items={navItems}
        current={view.tab}
        onNavigate={openFromNav}
        footer={<LogoutButton />}
      />

      <div className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
            <p className="mt-1 text-sm text-muted">
              Signed in as {user.name} ({user.email}). Role: {role}.
            </p>
          </div>
          <SearchForm
            key={tab.id}
            noun={tab.noun}
            hint={tab.searchHint}
            value={view.q}
            onSearch={(q) => navigate(refine(view, { q }))}
            className="w-full sm:w-auto sm:min-w-[22rem]"
          />
        </div>

        <SummaryCards className="mt-8" changes={changes} />

        <div ref={lists} className="mt-10">
          <Tabs
            label="Admin lists"
            items={tabs}
            value={view.tab}
            onValueChange={(id) => navigate(switchTab(view, id))}
          >
            {(id) =>
              id === view.tab ? (
                <AdminListPanel view={view} navigate={navigate} onChanged={() => setChanges((n) => n + 1)} />
              ) : null
            }
          </Tabs>
        </div>

        <Suspense fallback={null}>
          {can(role, "tax-returns") ? <GstReturns className="mt-12" /> : null}
          {can(role, "messages") ? <FailedEmails className="mt-12" /> : null}
        </Suspense>
        {can(role, "staff") ? <StaffDetails selfId={user._id} /> : null}
      </div>
    </div>
  );
}

/** The owner's staff and their record, loaded when opened. */
function StaffDetails({ selfId }: { selfId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-12" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-xl font-semibold">Staff and the staff record</summary>
      {open ? (
        <Suspense fallback={null}>
          <StaffPanel selfId={selfId} className="mt-6" />
        </Suspense>
      ) : null}
    </details>
  );
}
