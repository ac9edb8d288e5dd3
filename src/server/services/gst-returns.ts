// The accountant's month (decision 0042): every tax document issued in a GST period, read as it
// was issued (the documents' own JSON, never rebuilt from prices), and the return built from them
// (gst/gstr1.ts). A document belongs to the period of its date of issue, in India's calendar, so
// an invoice of one month credited in the next is in each month's return once.
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { formatIsoDay } from "../../lib/dates.ts";
import { parseGstPeriod, type GstPeriod } from "../../lib/gst-period.ts";
import {
  printedDocumentNumber,
  type ListedDocument as PanelDocument,
  type TaxDocument,
  type TaxDocumentSeller,
} from "../../schemas/tax-document.ts";
import { bookingInvoices, creditNotes, invoices } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { buildGstr1, type Gstr1, type RegisterRow } from "../gst/gstr1.ts";
import { invoiceTaxDocument } from "./invoices.ts";

/** Documents whose stored JSON says they were issued in the period (ISO instants compare as text). */
const issuedIn = (column: PgColumn, period: GstPeriod) =>
  and(sql`(${column} ->> 'issuedAt') >= ${period.from}`, sql`(${column} ->> 'issuedAt') < ${period.until}`);

/** A document and the page that shows it to an operator: its payment's, or its booking's. */
interface Issued {
  document: TaxDocument;
  page: string;
}

const paymentPage = (invoiceId: string) => `/invoice?id=${invoiceId}`;
const bookingPage = (inquiryId: string) => `/invoice?booking=${inquiryId}`;

/** Every document issued in the period: payments' documents, bookings' invoices, credit notes and refund vouchers. */
async function documentsOf(db: Database, period: GstPeriod, seller: TaxDocumentSeller): Promise<Issued[]> {
  const [payments, legacy, bookings, credits] = await Promise.all([
    db
      .select({ id: invoices.id, document: invoices.document })
      .from(invoices)
      .where(issuedIn(invoices.document, period)),
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
      .select({ inquiryId: bookingInvoices.inquiryId, document: bookingInvoices.document })
      .from(bookingInvoices)
      .where(issuedIn(bookingInvoices.document, period)),
    // A credit note is kept with the payment it refunded, whose page shows it.
    db
      .select({ invoiceId: creditNotes.invoiceId, document: creditNotes.document })
      .from(creditNotes)
      .where(issuedIn(creditNotes.document, period)),
  ]);
  const built = await Promise.all(
    legacy.map(async ({ id }) => {
      const document = await invoiceTaxDocument(db, id, seller);
      return document ? [{ document, page: paymentPage(id) }] : [];
    }),
  );
  return [
    ...payments.map((row) => ({ document: row.document!, page: paymentPage(row.id) })),
    ...built.flat(),
    ...bookings.map((row) => ({ document: row.document, page: bookingPage(row.inquiryId) })),
    ...credits.map((row) => ({ document: row.document, page: paymentPage(row.invoiceId) })),
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
  return (await gstr1WithPages(db, period, seller)).gstr1;
}

async function gstr1WithPages(db: Database, period: GstPeriod, seller: TaxDocumentSeller) {
  const issued = await documentsOf(db, period, seller);
  const documents = issued.map((entry) => entry.document);
  const originals = await originalsOf(db, documents, seller);
  const gstr1 = buildGstr1({ period, sellerGstin: seller.gstin, documents, originals });
  return { gstr1, pages: new Map(issued.map((entry) => [entry.document.number, entry.page])) };
}

/** A row of the register as the admin panel lists it: the document, its tax heads, and the page that shows it. */
export type ListedDocument = RegisterRow & Pick<PanelDocument, "page">;

/** The period's documents as the register lists them (its order: by date of issue, then number). */
export async function documentsIssuedIn(
  db: Database,
  period: GstPeriod,
  seller: TaxDocumentSeller,
): Promise<ListedDocument[]> {
  const { gstr1, pages } = await gstr1WithPages(db, period, seller);
  return gstr1.register.map((row) => ({ ...row, page: pages.get(row.number)! }));
}

/**
 * The document with this number, whichever kind and period ("NE/26-27/000123", any case), as the
 * register lists it; undefined when no document has it.
 */
export async function documentNumbered(
  db: Database,
  number: string,
  seller: TaxDocumentSeller,
): Promise<ListedDocument | undefined> {
  // Typed as people read it: "ne/26-27/123" is NE/26-27/000123.
  const wanted = printedDocumentNumber(number);
  const [payment, booking, credit] = await Promise.all([
    db
      .select({ id: invoices.id, document: invoices.document, purchasedAt: invoices.purchasedAt })
      .from(invoices)
      .where(eq(invoices.serial, wanted)),
    db
      .select({ issuedAt: sql<string>`${bookingInvoices.document} ->> 'issuedAt'` })
      .from(bookingInvoices)
      .where(eq(bookingInvoices.serial, wanted)),
    db
      .select({ issuedAt: sql<string>`${creditNotes.document} ->> 'issuedAt'` })
      .from(creditNotes)
      .where(eq(creditNotes.serial, wanted)),
  ]);
  const issuedAt =
    payment[0]?.document?.issuedAt ??
    payment[0]?.purchasedAt.toISOString() ??
    booking[0]?.issuedAt ??
    credit[0]?.issuedAt;
  if (issuedAt === undefined) return undefined;
  // The month it was issued in, in India's calendar: its register row is that month's.
  const period = parseGstPeriod(formatIsoDay(new Date(issuedAt)).slice(0, 7))!;
  const listed = await documentsIssuedIn(db, period, seller);
  return listed.find((row) => row.number === wanted);
}
