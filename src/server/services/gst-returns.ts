// The accountant's month (decision 0042): every tax document issued in a GST period, read as it
// was issued (the documents' own JSON, never rebuilt from prices), and the return built from them
// (gst/gstr1.ts). A document belongs to the period of its date of issue, in India's calendar, so
// an invoice of one month credited in the next is in each month's return once.
import { and, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { GstPeriod } from "../../lib/gst-period.ts";
import type { TaxDocument, TaxDocumentSeller } from "../../schemas/tax-document.ts";
import { bookingInvoices, creditNotes, invoices } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { buildGstr1, type Gstr1 } from "../gst/gstr1.ts";
import { invoiceTaxDocument } from "./invoices.ts";

/** Documents whose stored JSON says they were issued in the period (ISO instants compare as text). */
const issuedIn = (column: PgColumn, period: GstPeriod) =>
  and(sql`(${column} ->> 'issuedAt') >= ${period.from}`, sql`(${column} ->> 'issuedAt') < ${period.until}`);

/** Every document issued in the period: payments' documents, bookings' invoices, credit notes and refund vouchers. */
async function documentsOf(
  db: Database,
  period: GstPeriod,
  seller: TaxDocumentSeller,
): Promise<TaxDocument[]> {
  const [payments, legacy, bookings, credits] = await Promise.all([
    db.select({ document: invoices.document }).from(invoices).where(issuedIn(invoices.document, period)),
    // Invoices of the first release kept no document: theirs is built from their figures.
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          isNull(invoices.document),
          gte(invoices.purchasedAt, new Date(period.from)),
          lt(invoices.purchasedAt, new Date(period.until)),
        ),
      ),
    db
      .select({ document: bookingInvoices.document })
      .from(bookingInvoices)
      .where(issuedIn(bookingInvoices.document, period)),
    db
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(issuedIn(creditNotes.document, period)),
  ]);
  const built = await Promise.all(legacy.map(({ id }) => invoiceTaxDocument(db, id, seller)));
  return [
    ...payments.map((row) => row.document!),
    ...built.filter((document): document is TaxDocument => document !== undefined),
    ...bookings.map((row) => row.document),
    ...credits.map((row) => row.document),
  ];
}

/** The documents the period's credit notes and refund vouchers reverse, wherever they were issued. */
async function originalsOf(
  db: Database,
  documents: TaxDocument[],
  seller: TaxDocumentSeller,
): Promise<Map<string, TaxDocument>> {
  const numbers = [
    ...new Set(
      documents.flatMap((document) => (document.references ? [document.references.invoiceNumber] : [])),
    ),
  ];
  if (numbers.length === 0) return new Map();
  const [payments, bookings] = await Promise.all([
    db
      .select({ id: invoices.id, document: invoices.document })
      .from(invoices)
      .where(inArray(invoices.serial, numbers)),
    db
      .select({ document: bookingInvoices.document })
      .from(bookingInvoices)
      .where(inArray(bookingInvoices.serial, numbers)),
  ]);
  // An invoice of the first release kept no document: the one it would have been.
  const built = await Promise.all(
    payments.map((row) => row.document ?? invoiceTaxDocument(db, row.id, seller)),
  );
  const originals = [...built, ...bookings.map((row) => row.document)];
  return new Map(
    originals
      .filter((document): document is TaxDocument => document !== undefined)
      .map((document) => [document.number, document]),
  );
}

/** The period's GSTR-1, register and summary. */
export async function gstr1For(db: Database, period: GstPeriod, seller: TaxDocumentSeller): Promise<Gstr1> {
  const documents = await documentsOf(db, period, seller);
  const originals = await originalsOf(db, documents, seller);
  return buildGstr1({ period, sellerGstin: seller.gstin, documents, originals });
}
