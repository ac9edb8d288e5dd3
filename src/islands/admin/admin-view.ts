// What the admin panel shows, as it lives in the address (docs/product.md D16: lists are searched on the
// server and paged): ?tab=users|invoices|enquiries|inquiries|grievances&q=...&page=N&limit=N, for
// the inquiries &type= and &status=, for the grievances &status=. Pure functions, so that the
// unit tests hold them to it.
import { ADMIN_PAGE_SIZES, ADMIN_TABS, type AdminTabId } from "../../config/admin.ts";
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  INQUIRY_KIND_VALUES,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryStatus,
} from "../../schemas/admin.ts";
import { GRIEVANCE_STATUSES, type GrievanceStatus } from "../../schemas/grievance-rules.ts";

export interface AdminView {
  tab: AdminTabId;
  /** The search text, trimmed; "" for none. */
  q: string;
  /** 1-based. */
  page: number;
  limit: number;
  /** Inquiries only: one kind, or every kind. */
  type: InquiryKind | undefined;
  /** Inquiries and grievances: one of the tab's statuses, or every status. */
  status: InquiryStatus | GrievanceStatus | undefined;
}

export const DEFAULT_VIEW: AdminView = {
  tab: ADMIN_TABS[0].id,
  q: "",
  page: 1,
  limit: ADMIN_PAGE_SIZE,
  type: undefined,
  status: undefined,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** A whole number from 1 to `max` as the address spells it, or undefined. */
function wholeNumber(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * The view an address asks for. Anything it does not understand falls back to the default,
 * so that an edited or stale link still opens a working panel.
 */
export function parseAdminView(search: string): AdminView {
  const params = new URLSearchParams(search);
  const tab = oneOf(
    ADMIN_TABS.map((item) => item.id),
    params.get("tab"),
  );
  const limit = Number(params.get("limit"));
  const inquiries = tab === "inquiries";
  const grievances = tab === "grievances";
  return {
    tab: tab ?? DEFAULT_VIEW.tab,
    q: (params.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX),
    page: wholeNumber(params.get("page"), ADMIN_PAGE_MAX) ?? 1,
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_VIEW.limit,
    type: inquiries ? oneOf(INQUIRY_KIND_VALUES, params.get("type")) : undefined,
    status: inquiries
      ? oneOf(INQUIRY_STATUSES, params.get("status"))
      : grievances
        ? oneOf(GRIEVANCE_STATUSES, params.get("status"))
        : undefined,
  };
}

/** The address's query for a view: the tab always, the rest when it is not the default. */
export function adminViewSearch(view: AdminView): string {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.q) params.set("q", view.q);
  setFilters(view, params);
  if (view.page !== 1) params.set("page", String(view.page));
  if (view.limit !== DEFAULT_VIEW.limit) params.set("limit", String(view.limit));
  return `?${params.toString()}`;
}

/** Another tab starts afresh: its own search, the first page; the page size stays. */
export function switchTab(view: AdminView, tab: AdminTabId): AdminView {
  return { ...DEFAULT_VIEW, tab, limit: view.limit };
}

/** A new search, filter or page size starts again at the first page. */
export function refine(
  view: AdminView,
  changes: Partial<Pick<AdminView, "q" | "limit" | "type" | "status">>,
) {
  return { ...view, ...changes, page: 1 };
}

/** The API paths of each tab's list and CSV download (docs/api/openapi.json). */
const API_PATHS: Record<AdminTabId, string> = {
  users: "/user/admin",
  invoices: "/invoice/admin",
  enquiries: "/contact/admin",
  inquiries: "/inquiry/admin",
  grievances: "/grievance/admin",
};

/** The tab's own filters: the inquiries' type and status, the grievances' status. */
function setFilters(view: AdminView, params: URLSearchParams): void {
  if (view.tab === "inquiries" && view.type) params.set("type", view.type);
  if ((view.tab === "inquiries" || view.tab === "grievances") && view.status)
    params.set("status", view.status);
}

function filterParams(view: AdminView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  setFilters(view, params);
  return params;
}

/** One page of the view's list. */
export function listApiPath(view: AdminView): string {
  const params = filterParams(view);
  params.set("page", String(view.page));
  params.set("limit", String(view.limit));
  return `${API_PATHS[view.tab]}?${params.toString()}`;
}

/** The CSV of the view's whole filtered list (every page). */
export function exportApiPath(view: AdminView): string {
  const query = filterParams(view).toString();
  return `${API_PATHS[view.tab]}/export.csv${query ? `?${query}` : ""}`;
}

export interface PageSummary {
  /** 1-based position of the first row shown; 0 when there is none. */
  from: number;
  to: number;
  pages: number;
  /** "Showing 21–40 of 60". */
  text: string;
}

const COUNT = new Intl.NumberFormat("en-IN");

/** Where a page sits in the list: which rows it shows and how many pages there are. */
export function pageSummary(page: number, limit: number, total: number, shown: number): PageSummary {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (shown === 0) return { from: 0, to: 0, pages, text: `Showing 0 of ${COUNT.format(total)}` };
  const from = (page - 1) * limit + 1;
  const to = from + shown - 1;
  return {
    from,
    to,
    pages,
    text: `Showing ${COUNT.format(from)}–${COUNT.format(to)} of ${COUNT.format(total)}`,
  };
}

/**
 * The last page that has rows, when the address asks for one past the end (the list shrank,
 * or a link was edited); undefined when the page is fine.
 */
export function lastPageIfBeyond(page: number, limit: number, total: number, shown: number) {
  if (shown > 0 || total === 0 || page === 1) return undefined;
  return Math.max(1, Math.ceil(total / limit));
}

/** What an empty list says: 'No users match “meera”.', or that there are none at all. */
export function emptyMessage(view: AdminView): string {
  const noun = ADMIN_TABS.find((item) => item.id === view.tab)?.noun ?? "rows";
  if (view.q) return `No ${noun} match “${view.q}”.`;
  if (view.type || view.status) return `No ${noun} match these filters.`;
  return `No ${noun} yet.`;
}
