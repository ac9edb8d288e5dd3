// A tab's list once its page has arrived: the table (or what to do when it is empty) and the
// pages. It loads beside the list's first page (admin-list-panel.tsx asks for both at once),
// so the tables' code is not part of what the panel needs before its first paint.
import type { AdminGrievance } from "../../schemas/grievance-rules.ts";
import type { AdminInquiry } from "../../schemas/admin.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { Button } from "../../ui/button.tsx";
import type { AdminList, ListWindow } from "./admin-calls.ts";
import {
  EnquiriesTable,
  GrievancesTable,
  InquiriesTable,
  InvoicesTable,
  UsersTable,
} from "./admin-tables.tsx";
import { emptyMessage, pageSummary, refine } from "./admin-view.ts";
import { DocumentFound } from "./document-found.tsx";
import type { AdminViewControl } from "./use-admin-view.ts";

/** What the rows lead to: an inquiry's, an invoice's refund or a grievance's dialog. */
export interface RowActions {
  onOpen: (inquiry: AdminInquiry) => void;
  /** The pointer or focus reached an inquiry: its dialog's code may be fetched. */
  onIntent: () => void;
  onRefund: (invoice: Invoice) => void;
  onOpenGrievance: (grievance: AdminGrievance) => void;
}

export function ListBody({
  data,
  caption,
  busy,
  noun,
  view,
  navigate,
  actions,
}: Pick<AdminViewControl, "view" | "navigate"> & {
  data: AdminList;
  caption: string;
  busy: boolean;
  noun: string;
  actions: RowActions;
}) {
  // A search for a document's number on the Invoices tab names the document, whatever the rows.
  const document =
    data.tab === "invoices" && view.q ? <DocumentFound q={view.q} alone={data.rows.length === 0} /> : null;
  if (data.rows.length === 0) {
    return (
      <>
        {document}
        <EmptyList view={view} navigate={navigate} busy={busy} />
      </>
    );
  }
  return (
    <>
      {document}
      <ListTable data={data} caption={caption} busy={busy} actions={actions} />
      <Pagination
        view={view}
        navigate={navigate}
        at={{ page: data.page, limit: data.limit, total: data.total }}
        shown={data.rows.length}
        noun={noun}
      />
    </>
  );
}

function ListTable({
  data,
  caption,
  busy,
  actions: { onOpen, onIntent, onRefund, onOpenGrievance },
}: {
  data: AdminList;
  caption: string;
  busy: boolean;
  actions: RowActions;
}) {
  switch (data.tab) {
    case "users":
      return <UsersTable caption={caption} busy={busy} rows={data.rows} />;
    case "invoices":
      return <InvoicesTable caption={caption} busy={busy} rows={data.rows} onRefund={onRefund} />;
    case "enquiries":
      return <EnquiriesTable caption={caption} busy={busy} rows={data.rows} />;
    case "inquiries":
      return (
        <InquiriesTable caption={caption} busy={busy} rows={data.rows} onOpen={onOpen} onIntent={onIntent} />
      );
    case "grievances":
      return <GrievancesTable caption={caption} busy={busy} rows={data.rows} onOpen={onOpenGrievance} />;
  }
}

function EmptyList({
  view,
  navigate,
  busy,
}: Pick<AdminViewControl, "view" | "navigate"> & { busy: boolean }) {
  const filtered = view.q !== "" || view.type !== undefined || view.status !== undefined;
  return (
    <div
      aria-busy={busy || undefined}
      className="flex min-h-40 flex-col items-start justify-center gap-4 rounded-2xl border border-dashed border-border p-6"
    >
      <p>{emptyMessage(view)}</p>
      {filtered ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => navigate(refine(view, { q: "", type: undefined, status: undefined }))}
        >
          {view.q ? "Clear search" : "Clear filters"}
        </Button>
      ) : null}
    </div>
  );
}

function Pagination({
  view,
  navigate,
  at,
  shown,
  noun,
}: Pick<AdminViewControl, "view" | "navigate"> & {
  /** The page on screen (while the next one loads, the view is already there). */
  at: ListWindow;
  shown: number;
  noun: string;
}) {
  const summary = pageSummary(at.page, at.limit, at.total, shown);
  const pages = Math.max(1, Math.ceil(at.total / view.limit));
  const first = view.page <= 1;
  const last = view.page >= pages;
  const go = (page: number) => navigate({ ...view, page });
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-4">
      <p role="status" className="text-sm text-muted tabular-nums">
        {summary.text}
      </p>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={first || undefined}
          onClick={() => !first && go(view.page - 1)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          Previous
        </Button>
        <span className="text-sm tabular-nums">
          Page {at.page} of {summary.pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={last || undefined}
          onClick={() => !last && go(view.page + 1)}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
