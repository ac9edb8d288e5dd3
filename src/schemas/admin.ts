// The admin panel's contract (decision 0011; docs/product.md D5, D16): list paging and search
// limits, the inquiry statuses, and the shapes the admin calls answer. No zod here, so that the
// admin page can import the constants for nothing; the request schemas are in admin-requests.ts.
import type { QuoteView } from "./quote.ts";
import type { StaffRole } from "./staff.ts";
import type { Invoice } from "./invoice.ts";
import type { InquiryListItem } from "./inquiry.ts";

/** Rows per page when the request names no `limit`, and the most it may name. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The highest `page` accepted: far beyond any real list, low enough to keep OFFSET sane. */
export const ADMIN_PAGE_MAX = 100_000;
export const ADMIN_SEARCH_MAX = 100;
/** The lists' total, also sent as a header (the enquiries list is a bare array, as specified). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** An inquiry's lifecycle, in order; every inquiry starts `new`. */
export const INQUIRY_STATUSES = ["new", "contacted", "quoted", "confirmed", "lost"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  confirmed: "Confirmed",
  lost: "Lost",
};
export const INQUIRY_KIND_VALUES = ["event", "catering", "travel"] as const;
export type InquiryKind = (typeof INQUIRY_KIND_VALUES)[number];
/** The three kinds as the panel names them (docs/product.md B1: event, catering, travel). */
export const INQUIRY_KIND_LABEL: Record<InquiryKind, string> = {
  event: "Event",
  catering: "Catering",
  travel: "Travel",
};
export const INQUIRY_NOTE_MAX = 2000;

/** Paging fields of every admin list answer (and X-Total-Count). */
export interface AdminPage {
  /** Rows matching the search and filters, over all pages. */
  total: number;
  /** 1-based. A page past the end is empty, with the same total. */
  page: number;
  limit: number;
}

/** GET /user/admin rows (docs/product.md B3: name, email, create_at shown as Enrolled Date, phoneNo). */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  phoneNo: string;
  role: "user" | "admin";
  /** A staff account's role; absent for a member. */
  staffRole?: StaffRole;
  /** The specification's name for the sign-up time (ISO 8601). */
  create_at: string;
}

export interface AdminUserList extends AdminPage {
  users: AdminUser[];
}

export interface AdminInvoiceList extends AdminPage {
  invoices: Invoice[];
}

/** GET /contact/admin items (docs/product.md B3: name, email, phoneNumber, message). */
export interface AdminEnquiry {
  _id: string;
  reference: string;
  name: string;
  email: string;
  /** The specification's name; empty when the sender gave none. */
  phoneNumber: string;
  subject: string;
  message: string;
  source: "contact-page" | "landing";
  createdAt: string;
}

/** A service inquiry as the admin lists it: the member's list item, its account and times. */
export interface AdminInquiry extends InquiryListItem {
  updatedAt: string;
  /** The account that sent it (its contact fields may differ from the inquiry's). */
  member: {
    _id: string;
    name: string;
    email: string;
    /** Until the address is confirmed, only its payment documents are e-mailed (decision 0043). */
    emailConfirmed: boolean;
  };
  /** A confirmed booking's balance due day, when it has passed unpaid (D22); else null. */
  balanceOverdueSince: string | null;
}

export interface AdminInquiryList extends AdminPage {
  inquiries: AdminInquiry[];
}

export interface InquiryStatusChange {
  _id: string;
  fromStatus: InquiryStatus;
  toStatus: InquiryStatus;
  note: string | null;
  /** Null if the admin's account no longer exists. */
  changedBy: { _id: string; name: string; email: string } | null;
  createdAt: string;
}

/** One inquiry with every field, its internal note and its status history (oldest first). */
export interface AdminInquiryDetail extends AdminInquiry {
  /** The latest note given with a status change; admins only, never shown to the member. */
  internalNote: string | null;
  history: InquiryStatusChange[];
  /** Every quote on it, the newest first (D21). */
  quotes: QuoteView[];
  /** The member's active plan and the discount a quote made now carries (D22); null without one. */
  memberPlan: { name: string; bookingDiscountPercent: number } | null;
}

/** GET /admin/summary: the admin panel's cards. */
export interface AdminSummary {
  totalUsers: number;
  totalInvoices: number;
  totalEnquiries: number;
  totalInquiries: number;
  inquiriesByStatus: Record<InquiryStatus, number>;
  /** Grievances about personal data not yet answered or closed (D27). */
  openGrievances: number;
  /** Whole days since the oldest open grievance was filed; null with none open. */
  oldestOpenGrievanceDays: number | null;
}

/** An e-mail the provider refused for good (docs/operations.md "Mail"): GET /admin/emails lists them. */
export interface FailedEmail {
  _id: string;
  to: string;
  subject: string;
  template: string;
  attempts: number;
  /** The provider's reason. */
  lastError: string;
  createdAt: string;
}

export interface FailedEmailList extends AdminPage {
  emails: FailedEmail[];
}
