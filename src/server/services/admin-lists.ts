// The admin panel's lists (decision 0011; docs/product.md D5, D16): users, invoices and contact
// enquiries, each searched on the server, paged newest first, counted, and exported whole as CSV
// batches.
// Search is `LIKE '%term%'` on each table's lower-cased search_text column, which a trigram
// index serves (schema.ts; decision 0011).
import { and, count, desc, eq, ilike, inArray, isNull, lt, min, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { daysBetween, formatAdminDateTime } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import {
  INQUIRY_STATUSES,
  type AdminEnquiry,
  type AdminSummary,
  type AdminUser,
} from "../../schemas/admin.ts";
import { CONTACT_SUBJECTS } from "../../schemas/contact.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { printedDocumentNumber, TYPED_DOCUMENT_NUMBER } from "../../schemas/tax-document.ts";
import type { StaffRole } from "../../schemas/staff.ts";
import {
  bookingInvoices,
  contactMessages,
  creditNotes,
  grievances,
  inquiries,
  invoices,
  plans,
  users,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { CsvValue } from "../csv.ts";
import { selectInvoices } from "./invoices.ts";
import { containsPattern, matches } from "./search.ts";

export interface PageWindow {
  page: number;
  limit: number;
}

/** Rows read per query while exporting: small enough for a function's memory, few round trips. */
export const EXPORT_BATCH = 500;

export const offsetOf = ({ page, limit }: PageWindow) => (page - 1) * limit;

/** Where a newest-first export batch ended: the last row's exact time (as text) and id. */
export interface Cursor {
  at: string;
  id: string;
}

/**
 * The cursor column: the exact time as ISO 8601 text in UTC, written by Postgres, so that no
 * microsecond is lost in a JavaScript date and no session setting changes its form.
 */
export const cursorOf = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after `cursor` in (created_at, id) descending order; the first clause uses the index. */
export function after(createdAt: PgColumn, id: PgColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`${createdAt} <= ${cursor.at}::timestamptz and (${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** Reads a whole list in batches, each query starting where the last one ended. */
export async function* inBatches<Row, Key>(
  read: (from: Key | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let from: Key | undefined;
  for (;;) {
    const rows = await read(from);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    from = keyOf(rows.at(-1)!);
  }
}

// ---------------------------------------------------------------------------------------------
// Users

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNo: users.phoneNo,
  role: users.role,
  staffRole: users.staffRole,
  createdAt: users.createdAt,
  cursor: cursorOf(users.createdAt),
};

type UserRow = {
  id: string;
  name: string;
  email: string;
  phoneNo: string;
  role: "user" | "admin";
  staffRole: StaffRole | null;
  createdAt: Date;
};

function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNo: row.phoneNo,
    role: row.role,
    ...(row.staffRole ? { staffRole: row.staffRole } : {}),
    create_at: row.createdAt.toISOString(),
  };
}

/** The accounts the lists show, by name, e-mail or phone: an erased account is no one's (decision 0039). */
const userSearch = (term: string): SQL | undefined =>
  and(isNull(users.erasedAt), term ? matches(users.searchText, term) : undefined);

/** Every account (members and admins), newest first, by name, e-mail or phone. */
export async function listUsersForAdmin(db: Database, q: string, window: PageWindow) {
  const where = userSearch(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: counted?.total ?? 0 };
}

export const USER_CSV_HEADER = ["Name", "Email", "Enrolled Date", "Phone No"] as const;

export async function* exportUsers(db: Database, q: string): AsyncGenerator<CsvValue[][]> {
  const where = userSearch(q);
  const batches = inBatches(
    (from: Cursor | undefined) =>
      db
        .select(userColumns)
        .from(users)
        .where(and(where, after(users.createdAt, users.id, from)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(EXPORT_BATCH),
    (row) => ({ at: row.cursor, id: row.id }),
  );
  for await (const rows of batches) {
    yield rows.map((row) => [row.name, row.email, formatAdminDateTime(row.createdAt), row.phoneNo]);
  }
}

// ---------------------------------------------------------------------------------------------
// Invoices

/** "NE/26-27/000042" or a part of it ("26-27/0000", "42"): an invoice's serial. */
const INVOICE_SERIAL = /^[A-Za-z0-9/-]{2,16}$/;

function invoiceSearch(db: Database, term: string): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const conditions: (SQL | undefined)[] = [
    sql`lower(${invoices.paymentId}) like lower(${pattern})`,
    inArray(invoices.userId, db.select({ id: users.id }).from(users).where(matches(users.searchText, term))),
    inArray(invoices.planId, db.select({ id: plans.id }).from(plans).where(ilike(plans.name, pattern))),
  ];
  if (INVOICE_SERIAL.test(term)) conditions.push(sql`lower(${invoices.serial}) like lower(${pattern})`);
  if (TYPED_DOCUMENT_NUMBER.test(term)) {
    // A whole number, its leading zeros left out or not: the payment it is, the payment a credit
    // note or refund voucher with that number gave back, or the payments a booking's tax invoice
    // with that number deducted or received.
    const number = printedDocumentNumber(term);
    conditions.push(
      eq(invoices.serial, number),
      inArray(
        invoices.id,
        db.select({ id: creditNotes.invoiceId }).from(creditNotes).where(eq(creditNotes.serial, number)),
      ),
      // A booking's tax invoice issued apart from a payment: the advances it deducted, and the
      // payments received against it after.
      sql`${invoices.serial} in (
        select advance->>'number' from ${bookingInvoices}, jsonb_array_elements(${bookingInvoices.document}->'advances') as advance
        where ${bookingInvoices.serial} = ${number}
      )`,
      sql`${invoices.document}->'receivedAgainst'->>'invoiceNumber' = ${number}`,
    );
  }
  return or(...conditions);
}

/**
 * Every invoice, newest first, by number (or a credit note's or refund voucher's), member (name,
 * e-mail, phone), plan name or payment id.
 */
export async function listInvoicesForAdmin(db: Database, q: string, window: PageWindow) {
  const where = invoiceSearch(db, q);
  const [rows, [counted]] = await Promise.all([
    selectInvoices(db, where, { limit: window.limit, offset: offsetOf(window) }),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows, total: counted?.total ?? 0 };
}

export const INVOICE_CSV_HEADER = ["Invoice ID", "User", "Amount", "Purchase Date", "Plan Name"] as const;

export async function* exportInvoices(db: Database, q: string): AsyncGenerator<CsvValue[][]> {
  const where = invoiceSearch(db, q);
  const batches = inBatches(
    (from: number | undefined) =>
      selectInvoices(db, and(where, from === undefined ? undefined : lt(invoices.number, from)), {
        limit: EXPORT_BATCH,
      }),
    (invoice: Invoice) => invoice.number,
  );
  for await (const rows of batches) {
    yield rows.map((invoice) => [
      invoice.serial,
      invoice.userId.email,
      formatRupees(invoice.amountPaise),
      formatAdminDateTime(invoice.purchaseDate),
      invoice.subscriptionId.name,
    ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Contact enquiries

const enquiryColumns = {
  id: contactMessages.id,
  reference: contactMessages.reference,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  source: contactMessages.source,
  createdAt: contactMessages.createdAt,
  cursor: cursorOf(contactMessages.createdAt),
};

type EnquiryRow = Omit<typeof contactMessages.$inferSelect, "searchText">;

function toAdminEnquiry(row: EnquiryRow): AdminEnquiry {
  return {
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone ?? "",
    subject: row.subject,
    message: row.message,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

function enquirySearch(term: string): SQL | undefined {
  if (!term) return undefined;
  const lower = term.toLowerCase();
  // search_text holds the subject's value ("partnership"); its label ("Partnerships") finds it too.
  const labelled = CONTACT_SUBJECTS.filter((subject) => subject.label.toLowerCase().includes(lower)).map(
    (subject) => subject.value,
  );
  return or(
    matches(contactMessages.searchText, term),
    labelled.length > 0 ? inArray(contactMessages.subject, labelled) : undefined,
  );
}

/** Every contact message, newest first, by name, e-mail, phone, subject or message. */
export async function listEnquiriesForAdmin(db: Database, q: string, window: PageWindow) {
  const where = enquirySearch(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(enquiryColumns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { enquiries: rows.map(toAdminEnquiry), total: counted?.total ?? 0 };
}

export const ENQUIRY_CSV_HEADER = ["Name", "Email", "Phone", "Message"] as const;

export async function* exportEnquiries(db: Database, q: string): AsyncGenerator<CsvValue[][]> {
  const where = enquirySearch(q);
  const batches = inBatches(
    (from: Cursor | undefined) =>
      db
        .select(enquiryColumns)
        .from(contactMessages)
        .where(and(where, after(contactMessages.createdAt, contactMessages.id, from)))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(EXPORT_BATCH),
    (row) => ({ at: row.cursor, id: row.id }),
  );
  for await (const rows of batches) {
    yield rows.map((row) => [row.name, row.email, row.phone ?? "", row.message]);
  }
}

// ---------------------------------------------------------------------------------------------
// Summary

/**
 * The admin panel's cards: whole-table counts, whatever a list's search says, and the open
 * grievances with the oldest one's age in the business's calendar days (decision 0040), as of `now`.
 */
export async function adminSummary(db: Database, now = new Date()): Promise<AdminSummary> {
  const [totalUsers, totalInvoices, totalEnquiries, byStatus, [open]] = await Promise.all([
    db.$count(users, isNull(users.erasedAt)),
    db.$count(invoices),
    db.$count(contactMessages),
    db.select({ status: inquiries.status, total: count() }).from(inquiries).groupBy(inquiries.status),
    db
      .select({ total: count(), oldest: min(grievances.createdAt) })
      .from(grievances)
      .where(eq(grievances.status, "open")),
  ]);
  const inquiriesByStatus = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    (typeof INQUIRY_STATUSES)[number],
    number
  >;
  for (const row of byStatus) inquiriesByStatus[row.status] = row.total;
  return {
    totalUsers,
    totalInvoices,
    totalEnquiries,
    totalInquiries: byStatus.reduce((sum, row) => sum + row.total, 0),
    inquiriesByStatus,
    openGrievances: open?.total ?? 0,
    oldestOpenGrievanceDays: open?.oldest ? Math.max(0, daysBetween(new Date(open.oldest), now)) : null,
  };
}
