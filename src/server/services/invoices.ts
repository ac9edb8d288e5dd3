// Invoices as people see them (docs/product.md A2, D19): the list shape the specification
// gives, the tax documents as issued, and the PDFs drawn from them.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { GST_SERVICES, LEGACY_PLACE_OF_SUPPLY_NOTE } from "../../config/gst.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mailWords } from "../../i18n/mail.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { paiseToRupees } from "../../lib/money.ts";
import { INVOICE_NOT_FOUND } from "../../schemas/api/params.ts";
import type { Invoice, InvoiceDocuments } from "../../schemas/invoice.ts";
import type { TaxDocument, TaxDocumentSeller } from "../../schemas/tax-document.ts";
import { fill } from "../../i18n/words.ts";
import { ISSUED_PHRASES } from "../../config/document-phrases.ts";
import englishDocuments from "../../i18n/en/tax-documents.ts";
import hindiDocuments from "../../i18n/hi/tax-documents.ts";
import { asIssued } from "../../lib/tax-document-facts.ts";
import { bookingInvoices, creditNotes, invoices, paymentOrders, plans, quotes, users } from "../db/schema.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { buyerOf, invoiceDocument, refundedDocument } from "./tax-documents.ts";

export { INVOICE_NOT_FOUND };

/**
 * Another payment's invoice, its order and quote: the tax invoice issued with a booking's last
 * payment. In raw SQL an alias renders as its name alone, so the FROM names the tables with them.
 */
const deducting = alias(invoices, "deducting");
const deductingOrder = alias(paymentOrders, "deducting_order");
const deductingQuote = alias(quotes, "deducting_quote");

const invoiceColumns = {
  invoice: invoices,
  userEmail: users.email,
  userName: users.name,
  planName: plans.name,
  // The latest refund's note (an invoice refunded in parts has one per refund).
  creditNoteSerial: sql<string | null>`(
    select ${creditNotes.serial} from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id}
    order by ${creditNotes.createdAt} desc, ${creditNotes.serial} desc limit 1
  )`,
  provider: paymentOrders.provider,
  // The booking's tax invoice that deducted this advance: the member's list leads to it from here
  // (/invoice?booking=, which shows it however it was issued). One issued apart from any payment
  // (at delivery, or for what a cancellation kept), else the one issued with the last payment.
  deductedOn: sql<{ serial: string; inquiryId: string } | null>`coalesce((
    select json_build_object('serial', ${bookingInvoices.serial}, 'inquiryId', ${bookingInvoices.inquiryId})
    from ${bookingInvoices} join ${quotes} on ${quotes.inquiryId} = ${bookingInvoices.inquiryId}
    where ${quotes.id} = ${paymentOrders.quoteId}
      and ${bookingInvoices.document}->'advances' @> jsonb_build_array(jsonb_build_object('number', ${invoices.serial}))
    limit 1
  ), (
    select json_build_object('serial', ${deducting.serial}, 'inquiryId', ${deductingQuote.inquiryId})
    from ${invoices} as ${sql.identifier("deducting")}
    join ${paymentOrders} as ${sql.identifier("deducting_order")} on ${deductingOrder.id} = ${deducting.orderId}
    join ${quotes} as ${sql.identifier("deducting_quote")} on ${deductingQuote.id} = ${deductingOrder.quoteId}
    where ${deductingQuote.inquiryId} = (select ${quotes.inquiryId} from ${quotes} where ${quotes.id} = ${paymentOrders.quoteId})
      and ${deducting.document}->'advances' @> jsonb_build_array(jsonb_build_object('number', ${invoices.serial}))
    limit 1
  ))`,
};

export type InvoiceJoin = {
  invoice: typeof invoices.$inferSelect;
  userEmail: string;
  userName: string;
  planName: string | null;
  creditNoteSerial: string | null;
  /** The order's provider ("bank" for a recorded transfer); null only for an invoice without an order. */
  provider: string | null;
  deductedOn: { serial: string; inquiryId: string } | null;
};

/**
 * What an invoice is for, in the list's Plan Name column, in the reader's language: a line the
 * server wrote ("Event management, advance on …") is said in it as on the document's page.
 */
function planNameOf(row: InvoiceJoin, lang: Lang): string {
  if (row.planName) return row.planName;
  const lines = row.invoice.document?.lines ?? [];
  const first = asIssued(lines[0]?.description ?? "", lang === "hi" ? hindiDocuments : englishDocuments);
  // A booking's invoice has the quote's lines: the first names it.
  return lines.length > 1 ? mailWords(lang).linesInList(first, lines.length - 1) : first;
}

/** An invoice row with its member, plan and credit note, as the API shows it (in `lang`: the member's list). */
export function toInvoiceView(row: InvoiceJoin, lang: Lang = "en"): Invoice {
  const { invoice } = row;
  return {
    _id: invoice.id,
    number: invoice.number,
    serial: invoice.serial,
    documentKind: invoice.documentKind,
    userId: { _id: invoice.userId, email: row.userEmail, name: row.userName },
    subscriptionId: { _id: invoice.planId, name: planNameOf(row, lang) },
    amount: paiseToRupees(invoice.amountPaise),
    amountPaise: invoice.amountPaise,
    currency: invoice.currency,
    billingFrequency: invoice.billingFrequency,
    paymentId: invoice.paymentId,
    purchaseDate: invoice.purchasedAt.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
    startsAt: invoice.startsAt.toISOString(),
    nextBillingDate: invoice.nextBillingDate.toISOString(),
    status: invoice.status,
    refundedAt: invoice.refundedAt?.toISOString() ?? null,
    // All of it once refunded in full (the column keeps a part refunded only).
    refundedPaise: invoice.status === "refunded" ? invoice.amountPaise : invoice.refundedPaise,
    paidBy: row.provider === "bank" ? "bank" : "online",
    creditNote: row.creditNoteSerial ? { serial: row.creditNoteSerial } : null,
    deductedOn: row.deductedOn,
  };
}

/** Invoices with their member, plan and credit note, as the views need them. */
function selectJoined(db: DbOrTx) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(plans, eq(plans.id, invoices.planId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId));
}

export async function findInvoice(db: DbOrTx, invoiceId: string): Promise<Invoice | undefined> {
  const [row] = await selectJoined(db).where(eq(invoices.id, invoiceId)).limit(1);
  return row ? toInvoiceView(row) : undefined;
}

/** A member's invoices, newest first. */
const invoicesOfMember = preparedOn((db) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(plans, eq(plans.id, invoices.planId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .where(eq(invoices.userId, sql.placeholder("userId")))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .prepare("invoices_of_member"),
);

export async function listInvoices(db: Database, userId: string, lang: Lang = "en"): Promise<Invoice[]> {
  const rows = await invoicesOfMember(db).execute({ userId });
  return rows.map((row) => toInvoiceView(row, lang));
}

/**
 * Invoices matching `where`, the highest number (the newest) first: a page of the admin list,
 * or a batch of its CSV export (services/admin-lists.ts builds the conditions).
 */
export async function selectInvoices(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset?: number },
): Promise<Invoice[]> {
  const rows = await selectJoined(db)
    .where(where)
    .orderBy(desc(invoices.number))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return rows.map((row) => toInvoiceView(row));
}

/**
 * The tax invoice as issued; for an invoice of the first release, which kept none, the one it
 * would have been (the buyer's state was not asked then: the seller's is taken, and a note
 * says so), built from its figures and never stored.
 */
export async function invoiceTaxDocument(
  db: DbOrTx,
  invoiceId: string,
  seller: TaxDocumentSeller,
): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select({
      invoice: invoices,
      userName: users.name,
      userEmail: users.email,
      planName: plans.name,
      billingName: paymentOrders.billingName,
      billingStateCode: paymentOrders.billingStateCode,
      billingGstin: paymentOrders.billingGstin,
      billingAddress: paymentOrders.billingAddress,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .leftJoin(plans, eq(plans.id, invoices.planId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row) return undefined;
  const { invoice } = row;
  if (invoice.document) {
    // Stamped refunded only when the document was this payment's alone: a booking's tax invoice
    // for its full value stays as issued when the last payment on it is refunded (its credit
    // note reverses that part).
    const whole = invoice.document.totals.totalPaise === invoice.amountPaise;
    return invoice.status === "refunded" && whole ? refundedDocument(invoice.document) : invoice.document;
  }
  const built = invoiceDocument({
    serial: invoice.serial,
    issuedAt: invoice.purchasedAt,
    seller,
    buyer: buyerOf(
      {
        name: row.billingName ?? row.userName,
        email: row.userEmail,
        stateCode: row.billingStateCode,
        gstin: row.billingGstin,
        address: row.billingAddress,
      },
      seller,
    ),
    service: GST_SERVICES.membership,
    description: membershipLine(row.planName ?? "Membership", invoice.startsAt, invoice.nextBillingDate),
    pricePaise: invoice.amountPaise,
    payment: { reference: invoice.paymentId },
    notes: ["Prices include GST.", "Tax is not payable on reverse charge.", LEGACY_PLACE_OF_SUPPLY_NOTE],
  });
  return invoice.status === "refunded" ? refundedDocument(built) : built;
}

/** The membership line's words: "Premium membership (yearly), 22 Nov 2026 to 22 Nov 2027". */
export function membershipLine(planName: string, startsAt: Date, endsAt: Date): string {
  return fill(ISSUED_PHRASES.membership, {
    plan: planName,
    from: formatShortDate(startsAt),
    to: formatShortDate(endsAt),
  });
}

/** The credit notes (or refund vouchers) of an invoice's refunds, as issued, the oldest first. */
export async function creditNotesOf(db: DbOrTx, invoiceId: string): Promise<TaxDocument[]> {
  // The payment's own refund documents, and, when its document is a tax invoice, every credit
  // note against that invoice: a booking's invoice issued with the last payment is credited for
  // the deposit's refund too (the deposit's payment refunded, the note against the invoice).
  const serialOfInvoice = db
    .select({ serial: invoices.serial })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.documentKind, "invoice")));
  const rows = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(
      or(
        eq(creditNotes.invoiceId, invoiceId),
        sql`${creditNotes.document}->>'kind' = 'credit-note' and ${creditNotes.document}->'references'->>'invoiceNumber' = (${serialOfInvoice})`,
      ),
    )
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.serial));
  return rows.map((row) => row.document);
}

/** The invoice, its tax document and its credit note, for the printable page. */
export async function invoiceDocuments(
  db: Database,
  invoiceId: string,
  seller: TaxDocumentSeller,
): Promise<InvoiceDocuments | undefined> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) return undefined;
  const [document, notes] = await Promise.all([
    invoiceTaxDocument(db, invoiceId, seller),
    creditNotesOf(db, invoiceId),
  ]);
  return { invoice, document: document!, creditNotes: notes };
}

/** The invoice's owner, or undefined when there is no such invoice. */
export async function invoiceOwner(db: DbOrTx, invoiceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: invoices.userId })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId)));
  return row?.userId;
}
