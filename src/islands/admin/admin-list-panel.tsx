// One tab of the admin panel: its filters (the inquiries' type and status), the page size,
// the CSV download of the whole filtered list (docs/product.md D16), the table, and the pages. The list is
// asked for afresh whenever the view changes; the rows on screen stay (dimmed) until the next
// page arrives, so the table keeps its height.
import { staffMay } from "../../stores/staff.ts";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { ADMIN_PAGE_SIZES, ADMIN_TABS } from "../../config/admin.ts";
import {
  INQUIRY_KIND_VALUES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type AdminInquiry,
  type InquiryKind,
  type InquiryStatus,
} from "../../schemas/admin.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { DOWNLOAD_ICON } from "../../ui/icons.ts";
import { Select } from "../../ui/select.tsx";
import { errorToast } from "../shared/form-errors.ts";
import lists from "../../i18n/en/lists.ts";
import { LoadFailed } from "../shared/list-states.tsx";
import { saveFile } from "../../client/download.ts";
import { downloadAdminCsv, type AdminList, type ListWindow } from "./admin-calls.ts";
import {
  EnquiriesTable,
  GrievancesTable,
  INQUIRY_KIND_LABEL,
  InquiriesTable,
  InvoicesTable,
  LoadingTable,
  TABLE_HEADERS,
  UsersTable,
} from "./admin-tables.tsx";
import { emptyMessage, lastPageIfBeyond, pageSummary, refine, type AdminView } from "./admin-view.ts";
import { useAdminList } from "./use-admin-data.ts";
import type { AdminViewControl } from "./use-admin-view.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import {
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_STATUSES,
  type AdminGrievance,
  type GrievanceStatus,
} from "../../schemas/grievance-rules.ts";

/** The inquiry's dialog, with its form, loads when the pointer or focus reaches a reference. */
const loadDialog = () => import("./inquiry-dialog.tsx");
const InquiryDialog = lazy(async () => ({ default: (await loadDialog()).InquiryDialog }));

/** A grievance's dialog loads when an admin opens one. */
const GrievanceDialog = lazy(async () => ({
  default: (await import("./grievance-dialog.tsx")).GrievanceDialog,
}));

/** The refund dialog loads when an admin asks to refund an invoice. */
const RefundDialog = lazy(async () => ({ default: (await import("./refund-dialog.tsx")).RefundDialog }));

/** Placeholder rows while a tab's first page loads: enough to hold the table's place. */
const LOADING_ROWS = 8;

export function AdminListPanel({ view, navigate }: Pick<AdminViewControl, "view" | "navigate">) {
  const list = useAdminList(view);
  const tab = ADMIN_TABS.find((item) => item.id === view.tab) ?? ADMIN_TABS[0];
  const [opened, setOpened] = useState<AdminInquiry | undefined>(undefined);
  const [refunding, setRefunding] = useState<Invoice | undefined>(undefined);
  const [grievance, setGrievance] = useState<AdminGrievance | undefined>(undefined);
  const { data } = list;

  // A page past the end (the list shrank, or the address was edited): the last page instead.
  useEffect(() => {
    if (!data || list.loading) return;
    const last = lastPageIfBeyond(view.page, view.limit, data.total, data.rows.length);
    if (last !== undefined) navigate({ ...view, page: last }, { replace: true });
  }, [data, list.loading, view, navigate]);

  // Grievances come open ones first, the one due soonest at the top (services/grievances.ts).
  const order = view.tab === "grievances" ? "open ones first by the day they are due" : "newest first";
  const caption = view.q ? `${tab.label} matching “${view.q}”, ${order}.` : `${tab.label}, ${order}.`;

  return (
    <div className="grid gap-4">
      <Toolbar view={view} navigate={navigate} total={data?.total} />
      <p role="status" className="sr-only">
        {list.loading ? `Loading ${tab.noun}…` : ""}
      </p>
      {list.error && !list.loading ? (
        <LoadFailed words={lists.states} what={tab.label} message={list.error} onRetry={list.reload} />
      ) : !data ? (
        <LoadingTable caption={caption} headers={TABLE_HEADERS[view.tab]} rows={LOADING_ROWS} />
      ) : data.rows.length === 0 ? (
        <EmptyList view={view} navigate={navigate} busy={list.loading} />
      ) : (
        <>
          <ListTable
            data={data}
            caption={caption}
            busy={list.loading}
            onOpen={setOpened}
            onRefund={setRefunding}
            onOpenGrievance={setGrievance}
          />
          <Pagination
            view={view}
            navigate={navigate}
            at={{ page: data.page, limit: data.limit, total: data.total }}
            shown={data.rows.length}
            noun={tab.noun}
          />
        </>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <InquiryDialog
            id={opened.id}
            reference={opened.reference}
            onClose={() => setOpened(undefined)}
            onChanged={list.reload}
          />
        </Suspense>
      ) : null}
      {grievance ? (
        <Suspense fallback={null}>
          <GrievanceDialog
            grievance={grievance}
            onClose={() => setGrievance(undefined)}
            onChanged={list.reload}
          />
        </Suspense>
      ) : null}
      {refunding ? (
        <Suspense fallback={null}>
          <RefundDialog
            invoice={refunding}
            onClose={() => setRefunding(undefined)}
            onRefunded={list.reload}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ListTable({
  data,
  caption,
  busy,
  onOpen,
  onRefund,
  onOpenGrievance,
}: {
  data: AdminList;
  caption: string;
  busy: boolean;
  onOpen: (inquiry: AdminInquiry) => void;
  onRefund: (invoice: Invoice) => void;
  onOpenGrievance: (grievance: AdminGrievance) => void;
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
        <InquiriesTable
          caption={caption}
          busy={busy}
          rows={data.rows}
          onOpen={onOpen}
          onIntent={() => void loadDialog()}
        />
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

function Toolbar({
  view,
  navigate,
  total,
}: Pick<AdminViewControl, "view" | "navigate"> & { total: number | undefined }) {
  const sizeId = useId();
  const typeId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      {view.tab === "inquiries" ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={typeId} className="text-sm font-medium">
              Type
            </label>
            <Select
              id={typeId}
              value={view.type ?? ""}
              onChange={(event) =>
                navigate(refine(view, { type: (event.target.value || undefined) as InquiryKind | undefined }))
              }
              width="w-40"
            >
              <option value="">All</option>
              {INQUIRY_KIND_VALUES.map((kind) => (
                <option key={kind} value={kind}>
                  {INQUIRY_KIND_LABEL[kind]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={statusId} className="text-sm font-medium">
              Status
            </label>
            <Select
              id={statusId}
              value={view.status ?? ""}
              onChange={(event) =>
                navigate(
                  refine(view, { status: (event.target.value || undefined) as InquiryStatus | undefined }),
                )
              }
              width="w-40"
            >
              <option value="">All</option>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
        </>
      ) : null}
      {view.tab === "grievances" ? (
        <div className="grid gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <Select
            id={statusId}
            value={view.status ?? ""}
            onChange={(event) =>
              navigate(
                refine(view, { status: (event.target.value || undefined) as GrievanceStatus | undefined }),
              )
            }
            width="w-40"
          >
            <option value="">All, open first</option>
            {GRIEVANCE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {GRIEVANCE_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={sizeId} className="text-sm font-medium">
          Rows per page
        </label>
        <Select
          id={sizeId}
          value={String(view.limit)}
          onChange={(event) => navigate(refine(view, { limit: Number(event.target.value) }))}
          width="w-28"
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      {staffMay("exports") ? <CsvButton view={view} disabled={total === 0} className="ml-auto" /> : null}
    </div>
  );
}

function CsvButton({
  view,
  disabled,
  className,
}: {
  view: AdminView;
  disabled: boolean;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadAdminCsv(view);
      saveFile(blob, filename);
      toast({ title: "Download ready", description: `${filename} is in your downloads.` });
    } catch (error) {
      toast(errorToast(error, "The CSV could not be downloaded. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
      className={className}
    >
      {busy ? null : <Icon icon={DOWNLOAD_ICON} round className="size-4" />}
      {busy ? "Preparing CSV…" : "Download CSV"}
    </Button>
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
