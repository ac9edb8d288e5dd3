// Service inquiries for the admin panel (decisions 0011, 0013): the list of all three kinds with search and
// filters, one inquiry with every field and its history, and status changes with an internal
// note. The member's own list (get_all_user_inquirys) shows the status and never the note.
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { bookingDiscountPercentOf } from "../../config/plans.ts";
import { formatAdminDateTime, formatIsoDay } from "../../lib/dates.ts";
import type {
  AdminInquiry,
  AdminInquiryDetail,
  InquiryKind,
  InquiryStatus,
  InquiryStatusChange,
} from "../../schemas/admin.ts";
import { INQUIRY_STATUS_LABELS } from "../../schemas/admin.ts";
import { INQUIRY_NOT_FOUND } from "../../schemas/api/params.ts";
import type { InquiryStatusChangeInput } from "../../schemas/admin-requests.ts";
import { cancellations, inquiries, inquiryStatusChanges, quotes, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import type { CsvValue } from "../csv.ts";
import { conflict, notFound } from "../errors.ts";
import {
  after,
  cursorOf,
  EXPORT_BATCH,
  inBatches,
  offsetOf,
  type Cursor,
  type PageWindow,
} from "./admin-lists.ts";
import { countedTowardTotal, paidQuoteOf } from "./bookings.ts";
import { toListItem } from "./inquiries.ts";
import { currentMembership } from "./memberships.ts";
import { quotesOfInquiry } from "./quotes.ts";
import { matches } from "./search.ts";

export { INQUIRY_NOT_FOUND };
export const DEPOSIT_PAID_STATUS_MESSAGE =
  "A deposit is paid on this inquiry: it stays confirmed until that invoice is refunded.";
export const CANCELLED_STATUS_MESSAGE =
  "The customer cancelled this booking: it stays closed. For a new booking, quote a new inquiry.";
/** "Confirmed" is what a paid deposit makes (D22); by hand, it would promise a booking nobody paid for. */
export const NOT_PAID_STATUS_MESSAGE =
  "A booking is confirmed by its deposit: record the payment (a bank transfer) or let the customer pay the quote.";

export interface InquiryFilters {
  q: string;
  type?: InquiryKind | undefined;
  status?: InquiryStatus | undefined;
}

// Everything but search_text, which only the database needs.
const { searchText: _searchText, ...inquiryColumns } = getTableColumns(inquiries);

/**
 * The due day of a confirmed booking's balance when it has passed with something still to pay
 * (D22), else null: the admin list flags it. What counts is what remainingOf counts
 * (bookings.ts): the payments that stand on the inquiry's quotes, and what credit notes gave back.
 */
const balanceOverdueSince = (today: string) => sql<string | null>`(
  select q.balance_due_on from ${quotes} q
  where q.inquiry_id = ${inquiries.id} and q.status = 'paid' and ${inquiries.status} = 'confirmed'
    and q.balance_due_on < ${today}
    and q.total_paise > ${countedTowardTotal(inquiries.id)}
  order by q.version desc limit 1
)`;

/** The columns of an inquiry row as the admin sees it, its overdue flag as of today. */
const columnsAsOf = (today = formatIsoDay(new Date())) => ({
  inquiry: inquiryColumns,
  memberName: users.name,
  memberEmail: users.email,
  memberEmailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`.mapWith(Boolean),
  cursor: cursorOf(inquiries.createdAt),
  balanceOverdueSince: balanceOverdueSince(today),
});

type Row = {
  inquiry: Omit<typeof inquiries.$inferSelect, "searchText">;
  memberName: string;
  memberEmail: string;
  memberEmailConfirmed: boolean;
  balanceOverdueSince: string | null;
};

function toAdminInquiry({
  inquiry,
  memberName,
  memberEmail,
  memberEmailConfirmed,
  balanceOverdueSince,
}: Row): AdminInquiry {
  return {
    ...toListItem(inquiry),
    updatedAt: inquiry.updatedAt.toISOString(),
    member: {
      _id: inquiry.userId,
      name: memberName,
      email: memberEmail,
      emailConfirmed: memberEmailConfirmed,
    },
    balanceOverdueSince,
  };
}

function conditions({ q, type, status }: InquiryFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (type) parts.push(eq(inquiries.kind, type));
  if (status) parts.push(eq(inquiries.status, status));
  // Reference, name, e-mail, phone, city and the text answers of the kind's form.
  if (q) parts.push(matches(inquiries.searchText, q));
  return and(...parts);
}

/** All members' inquiries, newest first, by kind, status and search text. */
export async function listInquiriesForAdmin(db: Database, filters: InquiryFilters, window: PageWindow) {
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columnsAsOf())
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return { inquiries: rows.map(toAdminInquiry), total: counted?.total ?? 0 };
}

export const INQUIRY_CSV_HEADER = [
  "Reference",
  "Type",
  "Subject",
  "Name",
  "Email",
  "Phone",
  "City",
  "Status",
  "Received",
  "Internal Note",
] as const;

// As the admin panel names them (the member's dashboard keeps the specification's "Food" tab).
const KIND_LABEL: Record<InquiryKind, string> = { event: "Event", catering: "Catering", travel: "Travel" };

export async function* exportInquiries(db: Database, filters: InquiryFilters): AsyncGenerator<CsvValue[][]> {
  const where = conditions(filters);
  const batches = inBatches(
    (from: Cursor | undefined) =>
      db
        .select(columnsAsOf())
        .from(inquiries)
        .innerJoin(users, eq(users.id, inquiries.userId))
        .where(and(where, after(inquiries.createdAt, inquiries.id, from)))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(EXPORT_BATCH),
    (row) => ({ at: row.cursor, id: row.inquiry.id }),
  );
  for await (const rows of batches) {
    yield rows.map((row) => {
      const item = toAdminInquiry(row);
      return [
        item.reference,
        KIND_LABEL[item.inquiry_type],
        item.subject,
        item.name,
        item.email,
        item.phone,
        item.city,
        INQUIRY_STATUS_LABELS[item.status],
        formatAdminDateTime(item.createdAt),
        row.inquiry.internalNote ?? "",
      ];
    });
  }
}

/** One inquiry with every field, its internal note and its status history, oldest first. */
export async function findInquiryForAdmin(db: DbOrTx, id: string): Promise<AdminInquiryDetail> {
  const [row] = await db
    .select(columnsAsOf())
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row) throw notFound(INQUIRY_NOT_FOUND);
  const changes = await db
    .select({ change: inquiryStatusChanges, adminName: users.name, adminEmail: users.email })
    .from(inquiryStatusChanges)
    .leftJoin(users, eq(users.id, inquiryStatusChanges.changedById))
    .where(eq(inquiryStatusChanges.inquiryId, id))
    .orderBy(asc(inquiryStatusChanges.createdAt), asc(inquiryStatusChanges.id));
  const history: InquiryStatusChange[] = changes.map(({ change, adminName, adminEmail }) => ({
    _id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    note: change.note,
    changedBy:
      change.changedById && adminName !== null && adminEmail !== null
        ? { _id: change.changedById, name: adminName, email: adminEmail }
        : null,
    createdAt: change.createdAt.toISOString(),
  }));
  const quotes = await quotesOfInquiry(db, id);
  // The member's plan, so that the operator sees the discount the next quote will carry (D22).
  const membership = await currentMembership(db, row.inquiry.userId);
  const memberPlan =
    membership?.status === "active"
      ? { name: membership.plan.name, bookingDiscountPercent: bookingDiscountPercentOf(membership.plan.slug) }
      : null;
  return { ...toAdminInquiry(row), internalNote: row.inquiry.internalNote, history, quotes, memberPlan };
}

/**
 * Moves an inquiry to `status`, with an optional internal note, and records who did it. The
 * same status with a note records the note; the same status without one changes nothing.
 */
export async function changeInquiryStatus(
  db: Database,
  id: string,
  adminId: string,
  input: Required<InquiryStatusChangeInput>,
): Promise<AdminInquiryDetail> {
  return db.transaction(async (tx) => {
    // Locked, so that two admins' changes are recorded one after the other, each "from" right.
    const [current] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!current) throw notFound(INQUIRY_NOT_FOUND);
    // A booking whose deposit is paid stays confirmed until that payment is refunded.
    if (current.status === "confirmed" && input.status !== "confirmed") {
      if (await paidQuoteOf(tx, id)) throw conflict(DEPOSIT_PAID_STATUS_MESSAGE);
    }
    // A booking the customer cancelled (D23) is not reopened: its refund and its payments'
    // documents stand as the cancellation settled them.
    if (input.status !== "lost") {
      const [cancelled] = await tx
        .select({ inquiryId: cancellations.inquiryId })
        .from(cancellations)
        .where(eq(cancellations.inquiryId, id));
      if (cancelled) throw conflict(CANCELLED_STATUS_MESSAGE);
    }
    // Confirmed only with its deposit paid: set by hand without one, the member's dashboard
    // showed a booking nobody quoted or paid, which could then be neither paid nor cancelled.
    if (input.status === "confirmed" && current.status !== "confirmed") {
      if (!(await paidQuoteOf(tx, id))) throw conflict(NOT_PAID_STATUS_MESSAGE);
    }
    const note = input.note.trim() || null;
    if (current.status !== input.status || note) {
      await tx
        .update(inquiries)
        .set({ status: input.status, ...(note ? { internalNote: note } : {}) })
        .where(eq(inquiries.id, id));
      await tx.insert(inquiryStatusChanges).values({
        inquiryId: id,
        fromStatus: current.status,
        toStatus: input.status,
        note,
        changedById: adminId,
      });
    }
    return findInquiryForAdmin(tx, id);
  });
}
