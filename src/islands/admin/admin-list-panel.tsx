// One tab of the admin panel: its filters (the inquiries' type and status), the page size,
// the CSV download of the whole filtered list (docs/product.md D16), the table, and the pages
// (the table and the pages in admin-list-body.tsx, whose code loads beside the first page). The
// list is asked for afresh whenever the view changes; the rows on screen stay (dimmed) until the
// next page arrives, so the table keeps its height.
import { staffMay } from "../../stores/staff.ts";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { ADMIN_PAGE_SIZES, ADMIN_TABS } from "../../config/admin.ts";
import {
  INQUIRY_KIND_LABEL,
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
import type { RowActions } from "./admin-list-body.tsx";
import { LoadingTable, TABLE_HEADERS } from "./table-frame.tsx";
import { onDemand } from "../shared/on-demand.tsx";
import { lastPageIfBeyond, refine, type AdminView } from "./admin-view.ts";
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

/** A tab's table, its empty state and its pages: loaded beside the list's first page. */
const ListBody = onDemand(async () => (await import("./admin-list-body.tsx")).ListBody);

/** Placeholder rows while a tab's first page loads: enough to hold the table's place. */
const LOADING_ROWS = 8;

export function AdminListPanel({
  view,
  navigate,
  onChanged,
}: Pick<AdminViewControl, "view" | "navigate"> & { onChanged: () => void }) {
  const list = useAdminList(view);
  // A change made in a dialog shows in the list and in the summary's counts above it.
  const changed = () => {
    list.reload();
    onChanged();
  };
  const tab = ADMIN_TABS.find((item) => item.id === view.tab) ?? ADMIN_TABS[0];
  const [opened, setOpened] = useState<AdminInquiry | undefined>(undefined);
  const [refunding, setRefunding] = useState<Invoice | undefined>(undefined);
  const [grievance, setGrievance] = useState<AdminGrievance | undefined>(undefined);
  const { data } = list;
  // The tables' code is fetched beside the first page, not after it.
  useEffect(() => {
    ListBody.preload().catch(() => undefined);
  }, []);

  // A page past the end (the list shrank, or the address was edited): the last page instead.
  useEffect(() => {
    if (!data || list.loading) return;
    const last = lastPageIfBeyond(view.page, view.limit, data.total, data.rows.length);
    if (last !== undefined) navigate({ ...view, page: last }, { replace: true });
  }, [data, list.loading, view, navigate]);

  // Grievances come open ones first, the one due soonest at the top (services/grievances.ts).
  const order = view.tab === "grievances" ? "open ones first by the day they are due" : "newest first";
  const caption = view.q ? `${tab.label} matching “${view.q}”, ${order}.` : `${tab.label}, ${order}.`;
  const loading = <LoadingTable caption={caption} headers={TABLE_HEADERS[view.tab]} rows={LOADING_ROWS} />;
  const actions: RowActions = {
    onOpen: setOpened,
    onIntent: () => void loadDialog(),
    onRefund: setRefunding,
    onOpenGrievance: setGrievance,
  };

  return (
    <div className="grid gap-4">
      <Toolbar view={view} navigate={navigate} total={data?.total} />
      <p role="status" className="sr-only">
        {list.loading ? `Loading ${tab.noun}…` : ""}
      </p>
      {list.error && !list.loading ? (
        <LoadFailed words={lists.states} what={tab.label} message={list.error} onRetry={list.reload} />
      ) : !data ? (
        loading
      ) : (
        <ListBody
          fallback={loading}
          data={data}
          caption={caption}
          busy={list.loading}
          noun={tab.noun}
          view={view}
          navigate={navigate}
          actions={actions}
        />
      )}
      {opened ? (
        <Suspense fallback={null}>
          <InquiryDialog
            id={opened.id}
            reference={opened.reference}
            onClose={() => setOpened(undefined)}
            onChanged={changed}
          />
        </Suspense>
      ) : null}
      {grievance ? (
        <Suspense fallback={null}>
          <GrievanceDialog
            grievance={grievance}
            onClose={() => setGrievance(undefined)}
            onChanged={changed}
          />
        </Suspense>
      ) : null}
      {refunding ? (
        <Suspense fallback={null}>
          <RefundDialog invoice={refunding} onClose={() => setRefunding(undefined)} onRefunded={changed} />
        </Suspense>
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
      const { saveAdminCsv } = await import("./admin-csv.ts");
      const filename = await saveAdminCsv(view);
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
