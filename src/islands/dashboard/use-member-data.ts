// The member's invoices and inquiries, fetched afresh whenever the dashboard opens: on every load,
// and again when the browser brings the page back from its back-forward cache (docs/product.md A7:
// invoice data is kept 0 seconds; the dashboard refetches when it opens). Each list loads, fails
// and is retried on its own.
import { useCallback, useEffect, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import type { InquiryListItem, InquiryLists } from "../../schemas/inquiry.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { fetchInvoices } from "../membership/member-reads.ts";
import { combineInquiries } from "./member-summary.ts";
import { useOpenings } from "../shell/use-openings.ts";

export type Remote<T> =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; data: T };

export interface RemoteList<T> {
  remote: Remote<T[]>;
  retry: () => void;
}

async function fetchInquiries(): Promise<InquiryListItem[]> {
  return combineInquiries(await apiRequest<InquiryLists>("/inquiry/get_all_user_inquirys"));
}

function useRemoteList<T>(load: () => Promise<T[]>, openings: number): RemoteList<T> {
  const [remote, setRemote] = useState<Remote<T[]>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // A refetch keeps what is on screen until the new list arrives; a retry shows it loading.
    setRemote((current) => (current.status === "ready" ? current : { status: "loading" }));
    load().then(
      (data) => {
        if (live) setRemote({ status: "ready", data });
      },
      (error: unknown) => {
        if (live) setRemote({ status: "failed", message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, openings, attempt]);

  return { remote, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}

export function useMemberData(userId: string): {
  invoices: RemoteList<Invoice>;
  inquiries: RemoteList<InquiryListItem>;
} {
  const openings = useOpenings();
  const loadInvoices = useCallback(() => fetchInvoices(userId), [userId]);
  return {
    invoices: useRemoteList(loadInvoices, openings),
    inquiries: useRemoteList(fetchInquiries, openings),
  };
}
