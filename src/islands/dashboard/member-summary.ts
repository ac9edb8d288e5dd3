// What the member's dashboard works out from the member's own invoices and inquiries (docs/product.md D15:
// real data): the four counters, the recent lists and the view in the address; the inquiry
// filters (inquiry-filters.ts) and the events still to come (upcoming-events.ts) live beside the
// views that load when opened. Pure functions, so that the unit tests hold them to their figures.
import { MEMBER_VIEWS, RECENT_ROWS, type MemberViewId } from "../../config/dashboard.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import { fill } from "../../i18n/words.ts";
import type { InquiryListItem, InquiryLists } from "../../schemas/inquiry.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { newestFirst } from "../shared/invoice-table.tsx";

export interface MemberCounters {
  totalInvoices: number;
  totalInquiries: number;
  totalRevenuePaise: number;
  totalClients: number;
}

/** The three lists of GET /inquiry/get_all_user_inquirys as one, newest first. */
export function combineInquiries(lists: InquiryLists): InquiryListItem[] {
  return [...lists.events, ...lists.foods, ...lists.travels].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** "Meera  Iyer" and "meera iyer" are one person. */
function personKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-IN");
}

/**
 * Total Clients (decision 0012): the distinct people the member's records name, the billing
 * name on each invoice and the contact name on each inquiry, compared without case or extra
 * spaces. The specification counts invoice clients plus inquiry names; here both are real.
 */
export function countClients(invoices: readonly Invoice[], inquiries: readonly InquiryListItem[]): number {
  const names = [...invoices.map((invoice) => invoice.userId.name), ...inquiries.map((item) => item.name)]
    .map(personKey)
    .filter((key) => key !== "");
  return new Set(names).size;
}

export function memberCounters(
  invoices: readonly Invoice[],
  inquiries: readonly InquiryListItem[],
): MemberCounters {
  return {
    totalInvoices: invoices.length,
    totalInquiries: inquiries.length,
    // Integer paise, summed exactly (D4); shown in rupees. What was refunded is not paid: a
    // refunded invoice counts nothing, one refunded in part counts what stands.
    totalRevenuePaise: invoices.reduce(
      (sum, invoice) =>
        sum + (invoice.status === "refunded" ? 0 : invoice.amountPaise - invoice.refundedPaise),
      0,
    ),
    totalClients: countClients(invoices, inquiries),
  };
}

export function recentInvoices(invoices: readonly Invoice[]): Invoice[] {
  return newestFirst(invoices).slice(0, RECENT_ROWS);
}

/** `inquiries` newest first already (combineInquiries). */
export function recentInquiries(inquiries: readonly InquiryListItem[]): InquiryListItem[] {
  return inquiries.slice(0, RECENT_ROWS);
}

/**
 * What an inquiry is about, in the page's words: the API writes its subject in English from the
 * kind and the event type or destination ("Wedding event", "Trip to Goa"); words with a template
 * for them say it in their language, and English keeps the API's own.
 */
export function inquirySubject(inquiry: InquiryListItem, subjects: DashboardWords["subjects"]): string {
  const { details } = inquiry;
  const template =
    inquiry.inquiry_type === "travel"
      ? subjects.travel
      : (subjects[inquiry.inquiry_type] as Readonly<Record<string, string>>)[String(details.eventType)];
  if (!template) return inquiry.subject;
  return fill(template, {
    destination: String(details.travelDestination ?? ""),
    other: String(details.otherEventType ?? ""),
  });
}

/** Where each empty list leads: to where its first entry is made. */
export const NO_INVOICES_HREF = "/membership#membership-plans";
export const NO_INQUIRIES_HREF = "/services";

/**
 * The view an address names: "#invoices" and so on; "" and "#dashboard" the default.
 * Any other fragment (the skip link's "#main") names no view: null.
 */
export function viewFromHash(hash: string): MemberViewId | null {
  const id = hash.replace(/^#/, "");
  if (id === "") return MEMBER_VIEWS[0];
  return MEMBER_VIEWS.find((view) => view === id) ?? null;
}
