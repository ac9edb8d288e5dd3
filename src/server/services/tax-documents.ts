// GST tax invoices, receipt and refund vouchers, and credit notes (docs/product.md D19, D24;
// decisions 0027, 0033): their consecutive numbers
// per financial year, and the documents themselves, built once when the payment or the refund
// is recorded and kept as issued. The page and the PDF draw what is kept.
import { sql } from "drizzle-orm";
import type { DOCUMENT_SERIES } from "../../config/gst.ts";
import {
  DOCUMENT_NOTES,
  gstStateByCode,
  notesFor,
  REFUND_METHODS,
  type GstService,
} from "../../config/gst.ts";
import { fiscalYearOf } from "../../lib/dates.ts";
import {
  gstLineFromInclusivePrice,
  isIntraStateSupply,
  taxDocumentProblems,
  taxDocumentTotals,
  type GstState,
  type TaxAmount,
  type TaxDocument,
  type TaxDocumentAdvance,
  type TaxDocumentBuyer,
  type TaxDocumentLine,
  type TaxDocumentSeller,
} from "../../schemas/tax-document.ts";
import type { InvoicePaymentMethod } from "../../schemas/invoice.ts";
import { fill } from "../../i18n/words.ts";
import { ISSUED_PHRASES } from "../../config/document-phrases.ts";
import { documentCounters } from "../db/schema.ts";
import { WAITS_ITS_TURN, type DbOrTx } from "../db/types.ts";

export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/** "NE/26-27/000123": series, financial year, and the position in it (at least six digits). */
export function formatSerial(series: DocumentSeries, fiscalYear: string, position: number): string {
  return `${series}/${fiscalYear}/${String(position).padStart(6, "0")}`;
}

/**
 * The next serial of a series in the financial year of `issuedAt`, and the document's date,
 * taken inside the transaction that issues the document. The counter's row stays locked until
 * that transaction ends: concurrent documents wait their turn, and a transaction that rolls
 * back gives its number back, so every series stays consecutive, without gaps or duplicates.
 * The date is `issuedAt`, or the series' last document's date when that is later: a payment
 * that waited for the number behind a later one (a minute to midnight, behind one a minute
 * after) is dated with it, so that a higher number never carries an earlier date. Take it
 * last, just before the document's own insert: the others wait while it is held.
 */
export async function takeSerial(
  tx: DbOrTx,
  series: DocumentSeries,
  issuedAt: Date,
): Promise<{ serial: string; fiscalYear: string; issuedAt: Date }> {
  const fiscalYear = fiscalYearOf(issuedAt);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, fiscalYear, lastNumber: 1, lastIssuedAt: issuedAt })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.fiscalYear],
      // Concurrent documents wait here for the row, one after the other: the driver gives this
      // statement a longer time limit than others (db/remote.ts).
      set: {
        lastNumber: sql`${documentCounters.lastNumber} + 1 ${sql.raw(WAITS_ITS_TURN)}`,
        lastIssuedAt: sql`greatest(${documentCounters.lastIssuedAt}, ${issuedAt.toISOString()}::timestamptz)`,
      },
    })
    .returning({ lastNumber: documentCounters.lastNumber, lastIssuedAt: documentCounters.lastIssuedAt });
  return {
    serial: formatSerial(series, fiscalYear, row!.lastNumber),
    fiscalYear,
    issuedAt: row!.lastIssuedAt ?? issuedAt,
  };
}

/** The buyer as the order recorded them; an unknown or missing state is the seller's own. */
export function buyerOf(
  billing: {
    name: string;
    email: string;
    stateCode: string | null;
    gstin: string | null;
    address?: string | null;
  },
  seller: TaxDocumentSeller,
): TaxDocumentBuyer {
  const state: GstState = (billing.stateCode && gstStateByCode(billing.stateCode)) || seller.state;
  return {
    name: billing.name,
    email: billing.email,
    state,
    ...(billing.gstin ? { gstin: billing.gstin } : {}),
    ...(billing.address ? { address: billing.address } : {}),
  };
}

export interface InvoiceDocumentInput {
  /** A tax invoice (the default), or a receipt voucher for an advance (Rule 50). */
  kind?: "invoice" | "receipt-voucher";
  serial: string;
  issuedAt: Date;
  seller: TaxDocumentSeller;
  buyer: TaxDocumentBuyer;
  service: GstService;
  /** The line's words: "Premium membership (yearly), 22 Nov 2026 to 21 Nov 2027". */
  description: string;
  /** What was paid, GST included. */
  pricePaise: number;
  payment: { reference: string; method?: string };
  notes?: readonly string[];
  /** Where the service is supplied, when not where the buyer is (bookingPlaceOfSupply). */
  placeOfSupply?: GstState;
  /** A booking's venue, printed as the address of delivery (Rule 46(f)). */
  deliveryAddress?: string | null;
}

/**
 * Where a booking is supplied (decision 0046): an event, to a buyer without a GSTIN, where it is
 * held (IGST Act s.12(7)(a)(ii)); an event to a registered buyer, and catering and travel, where
 * the buyer is (s.12(7)(a)(i), s.12(2)). An event quote made before the event's state was asked
 * names none: its documents follow the buyer, as its advances did.
 */
export function bookingPlaceOfSupply(
  quote: { eventStateCode: string | null },
  buyer: TaxDocumentBuyer,
): GstState {
  const held = quote.eventStateCode && !buyer.gstin ? gstStateByCode(quote.eventStateCode) : undefined;
  return held ?? buyer.state;
}

/**
 * A tax invoice for one line paid in full, or the receipt voucher of an advance (Rule 50: the
 * same particulars, the amount received and the tax on it). The place of supply is the buyer's state (IGST Act
 * section 12(2): a service to an unregistered person, their address on record; to a
 * registered one, their registration's state): CGST and SGST inside the seller's state, IGST
 * outside it.
 */
export function invoiceDocument(input: InvoiceDocumentInput): TaxDocument {
  const placeOfSupply = input.placeOfSupply ?? input.buyer.state;
  const line = gstLineFromInclusivePrice({
    description: input.description,
    sac: input.service.sac,
    pricePaise: input.pricePaise,
    ratePercent: input.service.ratePercent,
    intraState: isIntraStateSupply({ seller: input.seller, placeOfSupply }),
  });
  return checked({
    kind: input.kind ?? "invoice",
    number: input.serial,
    issuedAt: input.issuedAt.toISOString(),
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply,
    ...(input.deliveryAddress ? { deliveryAddress: input.deliveryAddress } : {}),
    lines: [line],
    totals: taxDocumentTotals([line]),
    payment: input.payment,
    status: "paid",
    notes: notesFor(input.service, input.notes ?? DOCUMENT_NOTES),
  });
}

/**
 * A booking's tax invoice (Rule 46) for its full value: one line per line of the quote, taxed
 * as the service it is, then the advances already received on it (their receipt vouchers),
 * deducted tax by tax, so that no rupee is taxed twice (D24). Issued with the last payment
 * (`payment`), or by an operator when the service was delivered (`suppliedOn`, no payment):
 * then what is still due is shown, and paid later against it (payment receipts, no tax).
 */
export function bookingInvoiceDocument(input: {
  serial: string;
  issuedAt: Date;
  seller: TaxDocumentSeller;
  buyer: TaxDocumentBuyer;
  service: GstService;
  lines: { description: string; amountPaise: number }[];
  advances: TaxDocumentAdvance[];
  payment?: { reference: string; method?: string };
  /** The day the service was delivered (YYYY-MM-DD): an invoice issued at delivery. */
  suppliedOn?: string;
  notes?: readonly string[];
  /** Where the service is supplied, when not where the buyer is (bookingPlaceOfSupply). */
  placeOfSupply?: GstState;
  /** A booking's venue, printed as the address of delivery (Rule 46(f)). */
  deliveryAddress?: string | null;
}): TaxDocument {
  const placeOfSupply = input.placeOfSupply ?? input.buyer.state;
  const intraState = isIntraStateSupply({ seller: input.seller, placeOfSupply });
  const advances = input.advances;
  const advanced = taxDocumentTotals(advances.map((a) => ({ ...a, description: "", sac: "" })));
  const lines = dueNeverNegative(
    input.lines.map((line) =>
      gstLineFromInclusivePrice({
        description: line.description,
        sac: input.service.sac,
        pricePaise: line.amountPaise,
        ratePercent: input.service.ratePercent,
        intraState,
      }),
    ),
    advanced,
  );
  const totals = taxDocumentTotals(lines);
  const due = {
    taxablePaise: totals.taxablePaise - advanced.taxablePaise,
    taxes: totals.taxes.map((tax) => ({
      ...tax,
      amountPaise:
        tax.amountPaise -
        (advanced.taxes.find((a) => a.name === tax.name && a.ratePercent === tax.ratePercent)?.amountPaise ??
          0),
    })),
    totalPaise: totals.totalPaise - advanced.totalPaise,
  };
  return checked({
    kind: "invoice",
    number: input.serial,
    issuedAt: input.issuedAt.toISOString(),
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply,
    ...(input.deliveryAddress ? { deliveryAddress: input.deliveryAddress } : {}),
    lines,
    totals,
    // At delivery what is due is always said, even with no advance to deduct.
    ...(advances.length > 0 || input.suppliedOn ? { advances, due } : {}),
    ...(input.suppliedOn ? { suppliedOn: input.suppliedOn } : {}),
    ...(input.payment ? { payment: input.payment } : {}),
    // Issued at delivery with something still due: not paid, no stamp.
    ...(input.payment || due.totalPaise === 0 ? { status: "paid" as const } : {}),
    notes: notesFor(input.service, input.notes ?? DOCUMENT_NOTES),
  });
}

/**
 * What an invoice charges less its advances is never below zero, figure by figure. Each document
 * is rounded on its own, so advances that cover (nearly) all of an invoice can add up to a paisa
 * or two more tax, and as much less taxable value, than the invoice's lines, or the other way
 * round. A figure left below zero takes paise from a line, whose total stays its price:
 * - a half of the tax (CGST or SGST) from the other half where that is left higher by more than a
 *   paisa (advances issued before the halves were made equal, on 29 November 2026, had the odd
 *   paisa in CGST), else from the taxable value;
 * - the taxable value from the taxes, a paisa from each half at a time so that they stay equal,
 *   or from the half left higher when only one is above zero.
 */
function dueNeverNegative(lines: TaxDocumentLine[], advanced: TaxDocument["totals"]): TaxDocumentLine[] {
  const taxOf = (taxes: TaxAmount[], name: string) => taxes.find((tax) => tax.name === name);
  const names = [...new Set(lines.flatMap((line) => line.taxes.map((tax) => tax.name)))];
  const dueTax = (name: string) =>
    lines.reduce((sum, line) => sum + (taxOf(line.taxes, name)?.amountPaise ?? 0), 0) -
    (taxOf(advanced.taxes, name)?.amountPaise ?? 0);
  const dueTaxable = () => lines.reduce((sum, line) => sum + line.taxablePaise, 0) - advanced.taxablePaise;
  const otherHalf = (name: string) => (name === "CGST" ? "SGST" : name === "SGST" ? "CGST" : undefined);
  // Each turn moves one paisa into a figure below zero; a few paise at most are ever moved.
  for (let turn = 0; turn < 100; turn++) {
    const short = names.find((name) => dueTax(name) < 0);
    if (short) {
      const other = otherHalf(short);
      const fromOther = other !== undefined && dueTax(other) > dueTax(short) + 1;
      const line = lines.find((candidate) =>
        fromOther ? (taxOf(candidate.taxes, other)?.amountPaise ?? 0) > 0 : candidate.taxablePaise > 0,
      );
      if (!line || (!fromOther && dueTaxable() <= 0)) break;
      if (fromOther) taxOf(line.taxes, other)!.amountPaise -= 1;
      else line.taxablePaise -= 1;
      taxOf(line.taxes, short)!.amountPaise += 1;
    } else if (dueTaxable() < 0) {
      // From every tax while all are left above zero (the halves stay equal), else from the one
      // left highest (an advance with the odd paisa in CGST leaves SGST higher).
      const above = names.filter((name) => dueTax(name) > 0);
      if (above.length === 0) break;
      const from =
        above.length === names.length ? names : [above.reduce((a, b) => (dueTax(b) > dueTax(a) ? b : a))];
      const line = lines.find((candidate) =>
        from.every((name) => (taxOf(candidate.taxes, name)?.amountPaise ?? 0) > 0),
      );
      if (!line) break;
      for (const name of from) taxOf(line.taxes, name)!.amountPaise -= 1;
      line.taxablePaise += from.length;
    } else {
      break;
    }
  }
  return lines;
}

/** A document as an advance that a booking's tax invoice deducts: its number, date and figures. */
export function advanceOf(document: TaxDocument): TaxDocumentAdvance {
  return {
    number: document.number,
    issuedAt: document.issuedAt,
    taxablePaise: document.totals.taxablePaise,
    taxes: document.totals.taxes,
    totalPaise: document.totals.totalPaise,
  };
}

/**
 * The receipt of money received on a booking after its tax invoice was issued at delivery
 * (decision 0033): not a tax document, since the invoice charged the tax on the whole value. It
 * names that invoice, says what was received and how, and carries no taxable value and no tax.
 */
export function paymentReceiptDocument(input: {
  serial: string;
  issuedAt: Date;
  invoice: TaxDocument;
  buyer: TaxDocumentBuyer;
  description: string;
  pricePaise: number;
  payment: { reference: string; method?: string };
}): TaxDocument {
  const line = {
    description: input.description,
    sac: input.invoice.lines[0]!.sac,
    taxablePaise: 0,
    taxes: [],
    totalPaise: input.pricePaise,
  };
  return checked({
    kind: "payment-receipt",
    number: input.serial,
    issuedAt: input.issuedAt.toISOString(),
    seller: input.invoice.seller,
    buyer: input.buyer,
    placeOfSupply: input.invoice.placeOfSupply,
    lines: [line],
    totals: { taxablePaise: 0, taxes: [], totalPaise: input.pricePaise },
    receivedAgainst: { invoiceNumber: input.invoice.number, invoiceIssuedAt: input.invoice.issuedAt },
    payment: input.payment,
    status: "paid",
    notes: [
      `Received against tax invoice ${input.invoice.number}, which charged the GST on the booking's full value: this receipt is not a tax invoice and carries no tax.`,
    ],
  });
}

/**
 * What reverses a document in full: a credit note against a tax invoice (Rule 53), a refund
 * voucher against a receipt voucher (Rule 51: an advance returned without the service). The
 * same lines and taxes, its own number and date, the document it refers to and the reason. A
 * booking's invoice that deducted advances is reversed for what it charged (its `due`).
 */
export function creditNoteDocument(
  invoice: TaxDocument,
  input: {
    serial: string;
    issuedAt: Date;
    reason: string;
    /** The refund's reference (the provider's refund id, or the UTR of the transfer) and how the money was paid. */
    refund?: { reference: string; paidBy: InvoicePaymentMethod };
    amountPaise?: number;
    /**
     * The last part: what the notes of the earlier parts gave back, which this one completes
     * exactly (each part's tax rounded on its own would not add up to the document's, by a
     * paisa). Of the document's whole value when `completesDocument` (every note on it, from
     * every payment it invoiced); else of the payment's share of it (a booking invoice's `due`).
     */
    earlier?: TaxDocument["totals"];
    completesDocument?: boolean;
  },
): TaxDocument {
  const payment = input.refund
    ? { reference: input.refund.reference, method: REFUND_METHODS[input.refund.paidBy] }
    : undefined;
  // What only the invoice says: its advances, its date of supply.
  const { advances: _advances, due, suppliedOn: _suppliedOn, ...rest } = invoice;
  if (input.amountPaise !== undefined) {
    // A part refunded (D23): one line for the part, taxed as the document's first line was; the
    // last part, what the document reversed less its earlier parts, tax by tax.
    const first = invoice.lines[0]!;
    const whole = input.completesDocument ? invoice.totals : (due ?? invoice.totals);
    const last = input.earlier ? totalsLess(whole, input.earlier) : undefined;
    const line: TaxDocumentLine =
      last &&
      last.totalPaise === input.amountPaise &&
      [last.taxablePaise, ...last.taxes.map((tax) => tax.amountPaise)].every((paise) => paise >= 0)
        ? { description: fill(ISSUED_PHRASES.lastPart, { number: invoice.number }), sac: first.sac, ...last }
        : gstLineFromInclusivePrice({
            description: fill(ISSUED_PHRASES.part, { number: invoice.number }),
            sac: first.sac,
            pricePaise: input.amountPaise,
            ratePercent: first.taxes.reduce((sum, tax) => sum + tax.ratePercent, 0),
            intraState: isIntraStateSupply(invoice),
          });
    return checked({
      ...rest,
      kind: invoice.kind === "receipt-voucher" ? "refund-voucher" : "credit-note",
      number: input.serial,
      issuedAt: input.issuedAt.toISOString(),
      lines: [line],
      totals: taxDocumentTotals([line]),
      references: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: input.reason },
      payment,
      status: "refunded",
    });
  }
  const reversed = due
    ? {
        lines: [
          {
            description: fill(ISSUED_PHRASES.balance, { number: invoice.number }),
            sac: invoice.lines[0]!.sac,
            taxablePaise: due.taxablePaise,
            taxes: due.taxes,
            totalPaise: due.totalPaise,
          },
        ],
        totals: due,
      }
    : {};
  return checked({
    ...rest,
    ...reversed,
    kind: invoice.kind === "receipt-voucher" ? "refund-voucher" : "credit-note",
    number: input.serial,
    issuedAt: input.issuedAt.toISOString(),
    references: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: input.reason },
    payment,
    status: "refunded",
  });
}

/** Totals less others, tax by tax (the same name and rate). */
function totalsLess(
  totals: TaxDocument["totals"],
  less: TaxDocument["totals"],
): Pick<TaxDocumentLine, "taxablePaise" | "taxes" | "totalPaise"> {
  return {
    taxablePaise: totals.taxablePaise - less.taxablePaise,
    taxes: totals.taxes.map((tax) => ({
      ...tax,
      amountPaise:
        tax.amountPaise -
        (less.taxes.find((t) => t.name === tax.name && t.ratePercent === tax.ratePercent)?.amountPaise ?? 0),
    })),
    totalPaise: totals.totalPaise - less.totalPaise,
  };
}

/** The invoice as refunded: the document as issued, marked refunded. */
export function refundedDocument(document: TaxDocument): TaxDocument {
  return { ...document, status: "refunded" };
}

/** A document refused because its figures do not add up: what the builders below throw. */
export class DocumentNotAddingUp extends Error {
  constructor(number: string, problems: string[]) {
    super(`Refusing to issue ${number}: ${problems.join("; ")}`);
    this.name = "DocumentNotAddingUp";
  }
}

/** A document is issued only when its figures add up (taxDocumentProblems). */
function checked(document: TaxDocument): TaxDocument {
  const problems = taxDocumentProblems(document);
  if (problems.length > 0) throw new DocumentNotAddingUp(document.number, problems);
  return document;
}
