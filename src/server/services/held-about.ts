// What belongs to a person, found once (docs/product.md D27; decisions 0039 and 0040): the
// member's own rows by their account, and what anyone sent from, or was sent at, an address.
// The data summary (member-data.ts) reads them to show; erasure (erasure.ts) reads the same to
// erase or keep: a row the summary shows is a row the erasure finds, and no third list of
// "what is theirs" can drift from the other two.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TaxDocumentKind } from "../../schemas/tax-document.ts";
import {
  bookingInvoices,
  contactMessages,
  creditNotes,
  grievances,
  inquiries,
  invoices,
  paymentOrders,
  projects,
} from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";

/** An address as the tables compare it: whatever its case and the spaces around it. */
export const sameAddress = (column: AnyPgColumn, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

/** Messages sent through the contact form from this address, newest first. */
export const contactMessagesFrom = (db: DbOrTx, email: string) =>
  db
    .select()
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));

/**
 * Grievances filed with this address, newest first. A grievance is not tied to an account
 * (decision 0040): a member files with their account's address, and the address is what finds it.
 */
export const grievancesFrom = (db: DbOrTx, email: string) =>
  db
    .select()
    .from(grievances)
    .where(sameAddress(grievances.email, email))
    .orderBy(desc(grievances.createdAt));

/** The member's inquiries, newest first. */
export const inquiriesOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));

/** The member's project briefs, newest first. */
export const projectsOf = (db: DbOrTx, userId: string) =>
  db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt));

/** The member's payment orders, newest first. */
export const paymentOrdersOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt));

/** Where a tax document is stored: its table names its hold, and its row prints it. */
export type TaxDocumentTable = "invoices" | "credit_notes" | "booking_invoices";

/** One of the member's tax documents, with what both the summary and a legal hold need of it. */
export interface TaxDocumentRow {
  table: TaxDocumentTable;
  /** The row's id in its table. */
  id: string;
  kind: TaxDocumentKind;
  number: string;
  fiscalYear: string;
  issuedAt: Date;
  amountPaise: number;
  /** The payment's invoice a credit note corrects, or the invoice itself: what prints it. */
  invoiceId: string | null;
  /** The booking a booking's tax invoice is for. */
  inquiryId: string | null;
}

/**
 * Every tax document of the member (CGST Act s.31: tax invoices, receipt and refund vouchers,
 * payment receipts, credit notes, and the booking tax invoice at delivery), oldest first.
 */
export async function taxDocumentsOf(db: DbOrTx, userId: string): Promise<TaxDocumentRow[]> {
  const [payments, credits, bookings] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.documentKind,
        number: invoices.serial,
        fiscalYear: invoices.fiscalYear,
        issuedAt: invoices.purchasedAt,
        amountPaise: invoices.amountPaise,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.number)),
    db
      .select({
        id: creditNotes.id,
        invoiceId: creditNotes.invoiceId,
        document: creditNotes.document,
        number: creditNotes.serial,
        fiscalYear: creditNotes.fiscalYear,
        issuedAt: creditNotes.createdAt,
        amountPaise: creditNotes.amountPaise,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(invoices.userId, userId)),
    db
      .select({
        id: bookingInvoices.id,
        inquiryId: bookingInvoices.inquiryId,
        number: bookingInvoices.serial,
        fiscalYear: bookingInvoices.fiscalYear,
        issuedAt: bookingInvoices.issuedAt,
        amountPaise: bookingInvoices.amountPaise,
      })
      .from(bookingInvoices)
      .where(eq(bookingInvoices.userId, userId))
      .orderBy(asc(bookingInvoices.issuedAt)),
  ]);
  const rows: TaxDocumentRow[] = [
    ...payments.map((row) => ({ table: "invoices" as const, ...row, invoiceId: row.id, inquiryId: null })),
    ...credits.map(({ document, ...row }) => ({
      table: "credit_notes" as const,
      ...row,
      kind: document.kind,
      inquiryId: null,
    })),
    ...bookings.map((row) => ({
      table: "booking_invoices" as const,
      ...row,
      kind: "invoice" as const,
      invoiceId: null,
    })),
  ];
  return rows.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
}
