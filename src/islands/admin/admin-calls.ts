// The admin panel's calls (docs/api/openapi.json: /user/admin, /invoice/admin, /contact/admin,
// /inquiry/admin, /grievance/admin, /inquiry/admin/{id},
// /grievance/admin/{id}, /admin/summary); their export.csv in admin-csv.ts.
// Nothing is cached: every list is asked for afresh (docs/product.md B9: admin data cache time 0).
import { apiRequest, apiRequestWithHeaders } from "../../client/api.ts";
import {
  TOTAL_COUNT_HEADER,
  type AdminEnquiry,
  type AdminInquiry,
  type AdminInquiryDetail,
  type AdminInquiryList,
  type AdminInvoiceList,
  type AdminSummary,
  type AdminUser,
  type AdminUserList,
  type InquiryStatus,
} from "../../schemas/admin.ts";
import type { AdminGrievance, AdminGrievanceList, GrievanceOutcome } from "../../schemas/grievance-rules.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import type { BillingBody } from "../../schemas/billing-rules.ts";
import type { BookingTaxInvoice, InquiryBooking, PaymentLinkView } from "../../schemas/quote.ts";
import { listApiPath, type AdminView } from "./admin-view.ts";

/** Where a page of a list sits: the page asked for, its size, and the rows over every page. */
export interface ListWindow {
  page: number;
  limit: number;
  total: number;
}

export type AdminList = ListWindow &
  (
    | { tab: "users"; rows: AdminUser[] }
    | { tab: "invoices"; rows: Invoice[] }
    | { tab: "enquiries"; rows: AdminEnquiry[] }
    | { tab: "inquiries"; rows: AdminInquiry[] }
    | { tab: "grievances"; rows: AdminGrievance[] }
  );

/** One page of the view's list, with the total over every page. */
export async function fetchAdminList(view: AdminView, signal?: AbortSignal): Promise<AdminList> {
  const rows = await fetchRows(view, signal);
  return { ...rows, page: view.page, limit: view.limit } as AdminList;
}

type Rows = Omit<AdminList, "page" | "limit">;

async function fetchRows(view: AdminView, signal?: AbortSignal): Promise<Rows> {
  const path = listApiPath(view);
  switch (view.tab) {
    case "users": {
      const data = await apiRequest<AdminUserList>(path, { signal });
      return { tab: "users", rows: data.users, total: data.total };
    }
    case "invoices": {
      const data = await apiRequest<AdminInvoiceList>(path, { signal });
      return { tab: "invoices", rows: data.invoices, total: data.total };
    }
    case "enquiries": {
      // The specification's bare array; the total comes in a header.
      const { data, headers } = await apiRequestWithHeaders<AdminEnquiry[]>(path, { signal });
      const total = Number(headers.get(TOTAL_COUNT_HEADER));
      return { tab: "enquiries", rows: data, total: Number.isFinite(total) ? total : data.length };
    }
    case "inquiries": {
      const data = await apiRequest<AdminInquiryList>(path, { signal });
      return { tab: "inquiries", rows: data.inquiries, total: data.total };
    }
    case "grievances": {
      const data = await apiRequest<AdminGrievanceList>(path, { signal });
      return { tab: "grievances", rows: data.grievances, total: data.total };
    }
  }
}

export function fetchAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return apiRequest<AdminSummary>("/admin/summary", { signal });
}

export async function fetchInquiry(id: string, signal?: AbortSignal): Promise<AdminInquiryDetail> {
  return (await apiRequest<{ inquiry: AdminInquiryDetail }>(`/inquiry/admin/${id}`, { signal })).inquiry;
}

export async function changeInquiryStatus(
  id: string,
  status: InquiryStatus,
  note: string,
): Promise<AdminInquiryDetail> {
  const answer = await apiRequest<{ inquiry: AdminInquiryDetail }>(`/inquiry/admin/${id}`, {
    method: "PATCH",
    body: { status, note },
  });
  return answer.inquiry;
}

/** Marks an open grievance answered or closed (D27), with what was done; the grievance as it now is. */
export async function closeGrievance(
  id: string,
  status: GrievanceOutcome,
  note: string,
): Promise<AdminGrievance> {
  const answer = await apiRequest<{ grievance: AdminGrievance }>(`/grievance/admin/${id}`, {
    method: "PATCH",
    body: { status, note },
  });
  return answer.grievance;
}

/** Sends a quote (or a revision that replaces the open one) on an inquiry (D21). */
export async function sendQuote(id: string, quote: QuoteInputBody): Promise<AdminInquiryDetail> {
  const answer = await apiRequest<{ inquiry: AdminInquiryDetail }>(`/inquiry/admin/${id}/quote`, {
    method: "POST",
    body: quote,
  });
  return answer.inquiry;
}

/** What POST /inquiry/admin/{id}/quote takes. */
export interface QuoteInputBody {
  lines: { description: string; amountPaise: number }[];
  depositPercent: number;
  validUntil: string;
  /** Within the refund policy's range before the service (D22). */
  balanceDueOn?: string;
  note: string;
}

/** Where a booking stands, as its owner sees it (payments, balance): the admin may read it too. */
export async function fetchAdminBooking(id: string): Promise<InquiryBooking> {
  return (await apiRequest<{ booking: InquiryBooking }>(`/inquiry/${id}/booking`)).booking;
}

/** Records a bank transfer received on a booking (D22); answers its document. */
export async function recordBankTransfer(
  id: string,
  transfer: { amountPaise: number; utr: string; receivedOn: string; billing?: BillingBody },
): Promise<{ message: string; invoice: { _id: string; serial: string } }> {
  return apiRequest(`/inquiry/admin/${id}/bank-transfer`, { method: "POST", body: transfer });
}

/** A new payment link for what the booking asks next (D22): its address is in this answer only. */
export async function createPaymentLink(id: string): Promise<PaymentLinkView> {
  return (
    await apiRequest<{ link: PaymentLinkView }>(`/inquiry/admin/${id}/payment-links`, {
      method: "POST",
      body: {},
    })
  ).link;
}

export async function fetchPaymentLinks(id: string): Promise<PaymentLinkView[]> {
  return (await apiRequest<{ links: PaymentLinkView[] }>(`/inquiry/admin/${id}/payment-links`)).links;
}

export async function cancelPaymentLink(id: string, linkId: string): Promise<PaymentLinkView> {
  return (
    await apiRequest<{ link: PaymentLinkView }>(`/inquiry/admin/${id}/payment-links/${linkId}/cancel`, {
      method: "POST",
    })
  ).link;
}

/** "Service delivered: issue the tax invoice" (D24; decision 0033): the invoice issued. */
export async function issueTaxInvoice(
  id: string,
  deliveredOn: string,
): Promise<{ message: string; taxInvoice: BookingTaxInvoice }> {
  return apiRequest(`/inquiry/admin/${id}/tax-invoice`, { method: "POST", body: { deliveredOn } });
}

/** Refunds a cancelled booking what the policy gives back (D23), for a reason (none: the server's). */
export async function refundCancellation(
  id: string,
  given: { bankReference?: string; reason?: string },
): Promise<void> {
  await apiRequest(`/inquiry/admin/${id}/cancellation/refund`, {
    method: "POST",
    body: {
      ...(given.bankReference ? { bankReference: given.bankReference } : {}),
      ...(given.reason ? { reason: given.reason } : {}),
    },
  });
}
