// The admin lists' tables (docs/product.md B2): Users (Name, Email, Enrolled Date, Phone No),
// Invoices (Invoice ID, User, Amount, Purchase Date, Plan Name), Enquiries (Name, Email,
// Phone, Message), the service inquiries (Reference, Type, Name, City, Received, Status) and
// the grievances about personal data (D27: Reference, Name, About, Received, Age, Answer By,
// Status).
// Dates in the specification's admin format, amounts in rupees (D4). On a phone each row
// becomes a card of labelled lines, so nothing needs a sideways scroll.
import { staffMay } from "../../stores/staff.ts";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { daysFromTo, formatAdminDateTime, formatIsoDay, formatShortDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import {
  INQUIRY_KIND_LABEL,
  INQUIRY_STATUS_LABELS,
  type AdminEnquiry,
  type AdminInquiry,
  type AdminUser,
} from "../../schemas/admin.ts";
import { CONTACT_SUBJECTS } from "../../schemas/fields.ts";
import {
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_TOPICS,
  type AdminGrievance,
  type GrievanceStatus,
} from "../../schemas/grievance-rules.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { StatusBadge } from "../dashboard/status-badge.tsx";
import { CELL, ROW, TableBox } from "./table-frame.tsx";

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A date as the admin lists show it: "Nov 22 26 14:05", in a machine-readable <time>. */
function AdminDate({ value }: { value: string }) {
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {formatAdminDateTime(value)}
    </time>
  );
}

/** A value the person did not give. */
function NotGiven() {
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        —
      </span>
      <span className="sr-only">Not given</span>
    </>
  );
}

function RowsTable<Row>({
  caption,
  busy,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  busy?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <TableBox caption={caption} busy={busy} headers={columns.map((column) => column.header)}>
      {rows.map((row) => (
        <tr key={rowKey(row)} className={ROW}>
          {columns.map((column) => (
            <td key={column.header} data-label={column.header} className={cn(CELL, column.className)}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </TableBox>
  );
}

const USER_COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: "Name",
    cell: (user) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {user.name}
        {user.role === "admin" ? (
          // Staff by role (owner, sales, accounts): "Admin" said nothing about what they may do.
          <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold capitalize">
            {user.staffRole ?? "admin"}
          </span>
        ) : null}
      </span>
    ),
  },
  { header: "Email", cell: (user) => user.email, className: "whitespace-nowrap" },
  { header: "Enrolled Date", cell: (user) => <AdminDate value={user.create_at} /> },
  { header: "Phone No", cell: (user) => user.phoneNo || <NotGiven />, className: "whitespace-nowrap" },
];

export function UsersTable(props: { caption: string; busy: boolean; rows: readonly AdminUser[] }) {
  return <RowsTable {...props} columns={USER_COLUMNS} rowKey={(user) => user._id} />;
}

/**
 * The spec's five columns. The Invoice ID opens the tax invoice (/invoice?id=, which an admin
 * may read); Plan Name carries "Refunded", or the Refund button that opens the refund dialog.
 */
function invoiceColumns(onRefund: (invoice: Invoice) => void): readonly Column<Invoice>[] {
  return [
    {
      header: "Invoice ID",
      cell: (invoice) => (
        <a
          href={`/invoice?id=${invoice._id}`}
          className="font-semibold text-accent underline-offset-4 hover:underline"
          aria-label={`Open invoice ${invoice.serial}`}
        >
          {invoice.serial}
        </a>
      ),
      className: "font-mono whitespace-nowrap",
    },
    { header: "User", cell: (invoice) => invoice.userId.email, className: "whitespace-nowrap" },
    {
      header: "Amount",
      cell: (invoice) => formatRupees(invoice.amountPaise),
      className: "whitespace-nowrap tabular-nums",
    },
    { header: "Purchase Date", cell: (invoice) => <AdminDate value={invoice.purchaseDate} /> },
    {
      header: "Plan Name",
      cell: (invoice) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {invoice.subscriptionId.name}
          {invoice.status === "refunded" || invoice.refundedPaise > 0 ? (
            <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
              {invoice.status === "refunded" ? "Refunded" : `Refunded ${formatRupees(invoice.refundedPaise)}`}
            </span>
          ) : null}
          {invoice.status === "paid" && staffMay("refunds") ? (
            // A booking's document may be refunded in parts, up to what is left of it.
            <button
              type="button"
              onClick={() => onRefund(invoice)}
              aria-haspopup="dialog"
              aria-label={`Refund invoice ${invoice.serial}`}
              className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold hover:bg-surface"
            >
              Refund
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}

export function InvoicesTable({
  onRefund,
  ...props
}: {
  caption: string;
  busy: boolean;
  rows: readonly Invoice[];
  /** The admin asked to refund this invoice: the panel opens the refund dialog. */
  onRefund: (invoice: Invoice) => void;
}) {
  return <RowsTable {...props} columns={invoiceColumns(onRefund)} rowKey={(invoice) => invoice._id} />;
}

const SUBJECT_LABEL = new Map<string, string>(
  CONTACT_SUBJECTS.map((subject) => [subject.value, subject.label]),
);

const ENQUIRY_COLUMNS: readonly Column<AdminEnquiry>[] = [
  { header: "Name", cell: (enquiry) => enquiry.name },
  { header: "Email", cell: (enquiry) => enquiry.email, className: "whitespace-nowrap" },
  {
    header: "Phone",
    cell: (enquiry) => enquiry.phoneNumber || <NotGiven />,
    className: "whitespace-nowrap",
  },
  {
    header: "Message",
    cell: (enquiry) => (
      <>
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
          {SUBJECT_LABEL.get(enquiry.subject) ?? enquiry.subject}
        </span>
        <span className="mt-1 block whitespace-pre-line">{enquiry.message.trim() || <NotGiven />}</span>
      </>
    ),
    className: "max-w-xl break-words sm:min-w-[16rem]",
  },
  { header: "Received", cell: (enquiry) => <AdminDate value={enquiry.createdAt} /> },
];

export function EnquiriesTable(props: { caption: string; busy: boolean; rows: readonly AdminEnquiry[] }) {
  return <RowsTable {...props} columns={ENQUIRY_COLUMNS} rowKey={(enquiry) => enquiry._id} />;
}

export function InquiriesTable({
  caption,
  busy,
  rows,
  onOpen,
  onIntent,
}: {
  caption: string;
  busy: boolean;
  rows: readonly AdminInquiry[];
  /** A row's reference was chosen: show that inquiry. */
  onOpen: (inquiry: AdminInquiry) => void;
  /** The pointer or the focus reached a row's button: a good time to load the dialog's code. */
  onIntent: () => void;
}) {
  const columns: readonly Column<AdminInquiry>[] = [
    {
      header: "Reference",
      cell: (inquiry) => (
        <button
          type="button"
          onClick={() => onOpen(inquiry)}
          // The dialog gives the focus back here when it closes (inquiry-dialog.tsx).
          data-inquiry-id={inquiry.id}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-haspopup="dialog"
          className="rounded font-mono font-semibold whitespace-nowrap text-accent underline-offset-4 hover:underline"
        >
          <span className="sr-only">Open inquiry </span>
          {inquiry.reference}
        </button>
      ),
    },
    { header: "Type", cell: (inquiry) => INQUIRY_KIND_LABEL[inquiry.inquiry_type] },
    {
      header: "Name",
      cell: (inquiry) => (
        <>
          <span className="block">{inquiry.name}</span>
          <span className="block text-xs text-muted">{inquiry.subject}</span>
        </>
      ),
    },
    { header: "City", cell: (inquiry) => inquiry.city || <NotGiven /> },
    { header: "Received", cell: (inquiry) => <AdminDate value={inquiry.createdAt} /> },
    {
      header: "Status",
      cell: (inquiry) => (
        <>
          <StatusBadge status={inquiry.status} label={INQUIRY_STATUS_LABELS[inquiry.status]} />
          {inquiry.balanceOverdueSince ? (
            <span className="mt-1 block text-xs font-semibold text-danger">
              Balance overdue since {formatShortDate(`${inquiry.balanceOverdueSince}T12:00:00+05:30`)}
            </span>
          ) : null}
        </>
      ),
    },
  ];
  return <RowsTable caption={caption} busy={busy} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

/** A grievance's topic as the panel names it. */
export const GRIEVANCE_TOPIC_LABEL = new Map<string, string>(
  GRIEVANCE_TOPICS.map((topic) => [topic.value, topic.label]),
);

/** How old a grievance is: "Today", "1 day", "12 days". */
export const ageText = (days: number) => (days === 0 ? "Today" : days === 1 ? "1 day" : `${days} days`);

const GRIEVANCE_DOT: Record<GrievanceStatus, string> = {
  open: "bg-amber-500",
  answered: "bg-emerald-500",
  closed: "bg-zinc-400",
};

/** Open, Answered or Closed, with its dot (the inquiries' badge's look). */
export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap">
      <span aria-hidden="true" className={cn("size-2 rounded-full", GRIEVANCE_DOT[status])} />
      {GRIEVANCE_STATUS_LABELS[status]}
    </span>
  );
}

/** The day a grievance is due, and for a late one how late, in words (never by colour alone). */
export function AnswerBy({ grievance }: { grievance: AdminGrievance }) {
  const late = grievance.overdue ? daysFromTo(grievance.replyBy, formatIsoDay(new Date())) : 0;
  return (
    <>
      <time dateTime={grievance.replyBy} className="block whitespace-nowrap">
        {formatShortDate(`${grievance.replyBy}T12:00:00+05:30`)}
      </time>
      {grievance.overdue ? (
        <span className="mt-1 block text-xs font-semibold text-danger">
          Overdue{late > 0 ? ` by ${ageText(late)}` : ""}
        </span>
      ) : null}
    </>
  );
}

export function GrievancesTable({
  caption,
  busy,
  rows,
  onOpen,
}: {
  caption: string;
  busy: boolean;
  rows: readonly AdminGrievance[];
  /** A row's reference was chosen: show that grievance. */
  onOpen: (grievance: AdminGrievance) => void;
}) {
  const columns: readonly Column<AdminGrievance>[] = [
    {
      header: "Reference",
      cell: (grievance) => (
        <button
          type="button"
          onClick={() => onOpen(grievance)}
          // The dialog gives the focus back here when it closes (grievance-dialog.tsx).
          data-grievance-id={grievance._id}
          aria-haspopup="dialog"
          className="rounded font-mono font-semibold whitespace-nowrap text-accent underline-offset-4 hover:underline"
        >
          <span className="sr-only">Open grievance </span>
          {grievance.reference}
        </button>
      ),
    },
    {
      header: "Name",
      cell: (grievance) => (
        <>
          <span className="block">{grievance.name}</span>
          <span className="block text-xs text-muted">{grievance.email}</span>
        </>
      ),
    },
    { header: "About", cell: (grievance) => GRIEVANCE_TOPIC_LABEL.get(grievance.topic) ?? grievance.topic },
    { header: "Received", cell: (grievance) => <AdminDate value={grievance.createdAt} /> },
    {
      header: "Age",
      cell: (grievance) => ageText(grievance.ageDays),
      className: "whitespace-nowrap tabular-nums",
    },
    { header: "Answer By", cell: (grievance) => <AnswerBy grievance={grievance} /> },
    { header: "Status", cell: (grievance) => <GrievanceStatusBadge status={grievance.status} /> },
  ];
  return <RowsTable caption={caption} busy={busy} columns={columns} rows={rows} rowKey={(row) => row._id} />;
}
