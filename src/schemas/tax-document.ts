// One GST tax document (docs/product.md D19; decision 0027): a tax invoice or a credit note as CGST
// Rules 46 and 53 describe it, in the shape the printable page and the PDF both draw. The browser
// imports this, so no zod: the checks are plain functions (taxDocumentProblems). Amounts are
// integer paise (D4); the document carries every figure it shows, nothing is recomputed on the way
// to the page or the PDF.

/**
 * A tax invoice (Rule 46), a receipt voucher for an advance (Rule 50), a refund voucher for an
 * advance returned without the service (Rule 51), or a credit note against an invoice (Rule 53).
 * Beside them one document that is not a tax document: the payment receipt of money received
 * on a booking after its tax invoice was issued at delivery (decision 0033), which carries no
 * tax because the invoice already charged it.
 */
export type TaxDocumentKind =
  "invoice" | "receipt-voucher" | "refund-voucher" | "credit-note" | "payment-receipt";

/** The documents that reverse another: they name it and say why. */
export const REVERSING_KINDS: readonly TaxDocumentKind[] = ["credit-note", "refund-voucher"];
export type GstTaxName = "CGST" | "SGST" | "IGST";

/** A state or union territory with its two-digit GST code: { name: "Rajasthan", code: "08" }. */
export interface GstState {
  name: string;
  code: string;
}

/** One tax on a line or in the totals: "CGST 9% 762.64". */
export interface TaxAmount {
  name: GstTaxName;
  ratePercent: number;
  amountPaise: number;
}

export interface TaxDocumentLine {
  /** "Premium membership (yearly), 22 Nov 2026 to 21 Nov 2027". */
  description: string;
  /** Service Accounting Code, six digits: "999599". */
  sac: string;
  taxablePaise: number;
  /** CGST and SGST (intra-state) or IGST (inter-state), in that order. */
  taxes: TaxAmount[];
  /** taxablePaise plus every tax. */
  totalPaise: number;
}

export interface TaxDocumentSeller {
  legalName: string;
  addressLines: string[];
  state: GstState;
  gstin: string;
  email: string;
  phone: string;
  website: string;
}

export interface TaxDocumentBuyer {
  name: string;
  email: string;
  /** The billing state asked on /purchase (D19). */
  state: GstState;
  /** Only for a registered buyer; the document then reads "GSTIN" instead of "Unregistered". */
  gstin?: string;
  /** The buyer's address, one line: required with a GSTIN (CGST Rule 46(e)), else as given. */
  address?: string;
}

/** An advance deducted on a booking's tax invoice: its receipt voucher and what it carried. */
export interface TaxDocumentAdvance {
  number: string;
  issuedAt: string;
  taxablePaise: number;
  taxes: TaxAmount[];
  totalPaise: number;
  /**
   * The refund vouchers (or credit notes) that gave part of it back: the figures above are what
   * stands after them, and the line names them, so that the voucher's own figures tie up.
   */
  refundedBy?: string[];
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  /** "NE/26-27/000123" (invoices) or "CN/26-27/000004" (credit notes): see TAX_DOCUMENT_NUMBER. */
  number: string;
  /** ISO timestamp; the document shows its calendar date in India (Asia/Kolkata). */
  issuedAt: string;
  seller: TaxDocumentSeller;
  buyer: TaxDocumentBuyer;
  /** Usually the buyer's state; for an event, where it takes place (IGST Act s. 12). */
  placeOfSupply: GstState;
  lines: TaxDocumentLine[];
  totals: {
    taxablePaise: number;
    /** One entry per tax name and rate, summed over the lines. */
    taxes: TaxAmount[];
    totalPaise: number;
  };
  payment?: { reference: string; method?: string };
  /**
   * A booking's tax invoice only: the advances already received on it, each with the tax its
   * receipt voucher paid, deducted so that no rupee is taxed twice (D24); `due` is what is left.
   */
  advances?: TaxDocumentAdvance[];
  due?: TaxDocument["totals"];
  /**
   * A booking's tax invoice issued by an operator when the service was delivered, before the
   * last payment (YYYY-MM-DD, the day of delivery): the invoice shows it as the date of supply.
   */
  suppliedOn?: string;
  /** A booking's documents: where the service is delivered, its quote's venue (Rule 46(f)). */
  deliveryAddress?: string;
  /** Credit notes and refund vouchers only: the document this one reverses and why. */
  references?: { invoiceNumber: string; invoiceIssuedAt: string; reason: string };
  /** A payment receipt only: the tax invoice whose balance it receives (and which taxed it). */
  receivedAgainst?: { invoiceNumber: string; invoiceIssuedAt: string };
  status?: "paid" | "refunded";
  /**
   * The e-invoice reference from the Invoice Registration Portal (decision 0042): the IRN, its
   * acknowledgement number and date, and the signed QR code's text. Only above the e-invoicing
   * threshold (aggregate turnover over ₹5 crore); this business is below it and issues none,
   * but a document has room for it.
   */
  eInvoice?: { irn: string; ackNumber: string; ackDate: string; signedQrCode: string };
  /** Printed under the totals: "Prices include GST.", "Tax is not payable on reverse charge." */
  notes: string[];
}

/**
 * Rule 46(b): at most 16 characters, letters, digits, "-" and "/". One series for invoices
 * (NE/...) and one for credit notes (CN/...), each restarting every financial year.
 */
export const TAX_DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * A number as people type it to find its document: the series, the financial year and the
 * position, whose leading zeros may be left out ("ne/26-27/123"; GET /admin/gst/document).
 */
export const TYPED_DOCUMENT_NUMBER = /^\s*[A-Za-z]{2}\/\d{2}-\d{2}\/\d{1,9}\s*$/;

/** A number typed as TYPED_DOCUMENT_NUMBER allows, as printed: "ne/26-27/0006" is NE/26-27/000006. */
export function printedDocumentNumber(typed: string): string {
  const [series, year, position] = typed.trim().toUpperCase().split("/");
  return `${series}/${year}/${String(Number(position)).padStart(6, "0")}`;
}

/**
 * A document as the admin panel lists it (GET /admin/gst/documents) and finds it by its number
 * (GET /admin/gst/document): a sales register's row, less its tax heads, and the panel's page
 * that shows it (its payment's, or its booking's).
 */
export interface ListedDocument {
  /** Its date of issue, YYYY-MM-DD in India. */
  date: string;
  number: string;
  kind: TaxDocumentKind;
  buyer: string;
  totalPaise: number;
  /** The document it reverses, or the tax invoice a payment receipt is received against; "" when none. */
  reference: string;
  /** "/invoice?id=…" or "/invoice?booking=…". */
  page: string;
}

/** 15 characters: state code, PAN, entity number, "Z", check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Six digits; services' codes start with 99. */
export const SAC_PATTERN = /^99\d{4}$/;

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: "Tax Invoice",
  "receipt-voucher": "Receipt Voucher",
  "refund-voucher": "Refund Voucher",
  "credit-note": "Credit Note",
  "payment-receipt": "Payment Receipt",
};

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The 15th character of a GSTIN, computed from the first 14 (a Luhn mod 36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] ?? "") * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Well formed, with the right check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** CGST + SGST when the supply stays inside the seller's state, IGST when it crosses one. */
export function isIntraStateSupply(doc: Pick<TaxDocument, "seller" | "placeOfSupply">): boolean {
  return doc.seller.state.code === doc.placeOfSupply.code;
}

const isPaise = (value: number) => Number.isSafeInteger(value) && value >= 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What is wrong with a document, in words, or [] when nothing is: the numbers add up, the
 * taxes fit the place of supply, the identifiers are well formed. The PDF renderer refuses a
 * document with problems: a tax document with wrong sums must not be issued at all.
 */
export function taxDocumentProblems(doc: TaxDocument): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);

  if (!TAX_DOCUMENT_NUMBER.test(doc.number)) {
    fail(`number "${doc.number}" must be 1-16 letters, digits, "-" or "/"`);
  }
  if (Number.isNaN(Date.parse(doc.issuedAt))) fail(`issuedAt "${doc.issuedAt}" is not a date`);
  if (!isValidGstin(doc.seller.gstin)) fail(`seller GSTIN "${doc.seller.gstin}" is not valid`);
  else if (doc.seller.gstin.slice(0, 2) !== doc.seller.state.code) {
    fail(`seller GSTIN "${doc.seller.gstin}" is not registered in state ${doc.seller.state.code}`);
  }
  if (doc.buyer.gstin !== undefined) {
    if (!isValidGstin(doc.buyer.gstin)) fail(`buyer GSTIN "${doc.buyer.gstin}" is not valid`);
    else if (doc.buyer.gstin.slice(0, 2) !== doc.buyer.state.code) {
      fail(`buyer GSTIN "${doc.buyer.gstin}" is not registered in state ${doc.buyer.state.code}`);
    }
  }
  for (const [who, state] of [
    ["seller", doc.seller.state],
    ["buyer", doc.buyer.state],
    ["place of supply", doc.placeOfSupply],
  ] as const) {
    if (!/^\d{2}$/.test(state.code) || !state.name) fail(`${who} state needs a name and a two-digit code`);
  }

  // A payment receipt is no tax document: its lines carry no tax and no taxable value (the tax
  // invoice it is received against charged both).
  const taxed = doc.kind !== "payment-receipt";
  const expected: GstTaxName[] = !taxed ? [] : isIntraStateSupply(doc) ? ["CGST", "SGST"] : ["IGST"];
  if (doc.lines.length === 0) fail("a document needs at least one line");
  doc.lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (!SAC_PATTERN.test(line.sac)) fail(`${at}: SAC "${line.sac}" must be six digits starting with 99`);
    const amounts = [line.taxablePaise, line.totalPaise, ...line.taxes.map((tax) => tax.amountPaise)];
    if (!amounts.every(isPaise)) fail(`${at}: amounts must be non-negative integer paise`);
    const names = line.taxes.map((tax) => tax.name);
    if (names.join() !== expected.join()) {
      fail(
        taxed
          ? `${at}: taxes must be ${expected.join(" + ")} for this place of supply, not ${names.join(" + ") || "none"}`
          : `${at}: a payment receipt carries no tax`,
      );
    }
    if (line.taxes.some((tax) => !(tax.ratePercent >= 0 && tax.ratePercent <= 28))) {
      fail(`${at}: a tax rate must be between 0 and 28 percent`);
    }
    if (expected.length === 2 && line.taxes[0]?.ratePercent !== line.taxes[1]?.ratePercent) {
      fail(`${at}: CGST and SGST must have the same rate`);
    }
    if (!taxed) {
      if (line.taxablePaise !== 0) fail(`${at}: a payment receipt has no taxable value`);
    } else if (line.taxablePaise + sum(line.taxes.map((tax) => tax.amountPaise)) !== line.totalPaise) {
      fail(`${at}: taxable value plus taxes must equal the line total`);
    }
  });

  if (doc.totals.taxablePaise !== sum(doc.lines.map((line) => line.taxablePaise))) {
    fail("totals: taxable value must be the sum of the lines'");
  }
  if (doc.totals.totalPaise !== sum(doc.lines.map((line) => line.totalPaise))) {
    fail("totals: total must be the sum of the lines'");
  }
  const byTax = new Map<string, number>();
  for (const tax of doc.lines.flatMap((line) => line.taxes)) {
    const key = `${tax.name} ${tax.ratePercent}`;
    byTax.set(key, (byTax.get(key) ?? 0) + tax.amountPaise);
  }
  const totalsByTax = new Map(
    doc.totals.taxes.map((tax) => [`${tax.name} ${tax.ratePercent}`, tax.amountPaise]),
  );
  if (
    byTax.size !== totalsByTax.size ||
    [...byTax].some(([key, amount]) => totalsByTax.get(key) !== amount)
  ) {
    fail("totals: taxes must be the lines' taxes summed by name and rate");
  }
  if (
    taxed &&
    doc.totals.taxablePaise + sum(doc.totals.taxes.map((tax) => tax.amountPaise)) !== doc.totals.totalPaise
  ) {
    fail("totals: taxable value plus taxes must equal the total");
  }

  if (doc.advances || doc.due) {
    if (doc.kind !== "invoice" || !doc.advances || !doc.due) {
      fail("only a tax invoice deducts advances, and then it says what is due");
    } else {
      for (const advance of doc.advances) {
        if (!TAX_DOCUMENT_NUMBER.test(advance.number))
          fail(`advance "${advance.number}": number is not valid`);
        if (advance.taxablePaise + sum(advance.taxes.map((tax) => tax.amountPaise)) !== advance.totalPaise) {
          fail(`advance ${advance.number}: taxable value plus taxes must equal its total`);
        }
      }
      const advanced = taxDocumentTotals(doc.advances.map((a) => ({ ...a, description: "", sac: "" })));
      const dueTaxes = new Map(
        doc.due.taxes.map((tax) => [`${tax.name} ${tax.ratePercent}`, tax.amountPaise]),
      );
      const expectedTaxes = doc.totals.taxes.map((tax) => {
        const paid = advanced.taxes.find((a) => a.name === tax.name && a.ratePercent === tax.ratePercent);
        return [`${tax.name} ${tax.ratePercent}`, tax.amountPaise - (paid?.amountPaise ?? 0)] as const;
      });
      if (
        doc.due.taxablePaise !== doc.totals.taxablePaise - advanced.taxablePaise ||
        doc.due.totalPaise !== doc.totals.totalPaise - advanced.totalPaise ||
        dueTaxes.size !== expectedTaxes.length ||
        expectedTaxes.some(([key, amount]) => dueTaxes.get(key) !== amount)
      ) {
        fail("due: must be the totals less the advances, tax by tax");
      }
      if (
        ![doc.due.taxablePaise, doc.due.totalPaise, ...doc.due.taxes.map((t) => t.amountPaise)].every(isPaise)
      ) {
        fail("due: the advances may not exceed the invoice");
      }
    }
  }

  if (doc.suppliedOn !== undefined) {
    if (doc.kind !== "invoice") fail("only a tax invoice has a date of supply");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(doc.suppliedOn) || Number.isNaN(Date.parse(doc.suppliedOn))) {
      fail(`suppliedOn "${doc.suppliedOn}" is not a calendar day`);
    }
  }
  if (doc.kind === "payment-receipt") {
    if (!doc.receivedAgainst) fail("a payment receipt must name the tax invoice it is received against");
    else {
      if (!TAX_DOCUMENT_NUMBER.test(doc.receivedAgainst.invoiceNumber))
        fail("the tax invoice a payment receipt names is not a valid number");
      if (Number.isNaN(Date.parse(doc.receivedAgainst.invoiceIssuedAt)))
        fail("the date of the tax invoice a payment receipt names is not a date");
    }
  } else if (doc.receivedAgainst) {
    fail("only a payment receipt is received against a tax invoice");
  }

  if (doc.eInvoice) {
    if (!/^[0-9a-f]{64}$/.test(doc.eInvoice.irn)) fail("the IRN must be 64 lowercase hexadecimal characters");
    if (!/^\d{1,20}$/.test(doc.eInvoice.ackNumber))
      fail("the e-invoice acknowledgement number must be digits");
    if (Number.isNaN(Date.parse(doc.eInvoice.ackDate)))
      fail("the e-invoice acknowledgement date is not a date");
    if (!doc.eInvoice.signedQrCode) fail("an e-invoice reference needs its signed QR code");
    if (doc.kind !== "invoice" && doc.kind !== "credit-note")
      fail("only a tax invoice or a credit note is e-invoiced");
  }

  if (REVERSING_KINDS.includes(doc.kind)) {
    if (!doc.references) fail("a credit note or refund voucher must name the document it reverses and why");
    else {
      if (!TAX_DOCUMENT_NUMBER.test(doc.references.invoiceNumber))
        fail("the referenced invoice number is not valid");
      if (Number.isNaN(Date.parse(doc.references.invoiceIssuedAt)))
        fail("the referenced invoice date is not a date");
      if (!doc.references.reason.trim()) fail("a credit note must give its reason");
    }
  } else if (doc.references) {
    fail("only a credit note or a refund voucher references another document");
  }
  return problems;
}

/**
 * One line from a price that includes GST (published prices do, D19): the taxable value is
 * the price divided by (1 + rate), rounded to the paisa, and the tax is the rest, so the
 * line's total is exactly the price paid. Inside the seller's state the tax is halved into
 * CGST and SGST, which are equal, as each is the same rate of the same value: where the rest
 * is an odd number of paise, the taxable value takes the paisa from the side the exact
 * quotient lies on (it stays within 1.5 paise of the quotient, each half within a paisa of its
 * rate of the taxable value).
 */
export function gstLineFromInclusivePrice(input: {
  description: string;
  sac: string;
  pricePaise: number;
  ratePercent: number;
  intraState: boolean;
}): TaxDocumentLine {
  const { pricePaise, ratePercent } = input;
  if (!isPaise(pricePaise))
    throw new RangeError(`pricePaise must be non-negative integer paise, got ${pricePaise}`);
  const quotient = (pricePaise * 100) / (100 + ratePercent);
  let taxablePaise = Math.round(quotient);
  if (input.intraState && (pricePaise - taxablePaise) % 2 !== 0) {
    taxablePaise += quotient >= taxablePaise ? 1 : -1;
  }
  const taxPaise = pricePaise - taxablePaise;
  const taxes: TaxAmount[] = input.intraState
    ? [
        { name: "CGST", ratePercent: ratePercent / 2, amountPaise: taxPaise / 2 },
        { name: "SGST", ratePercent: ratePercent / 2, amountPaise: taxPaise / 2 },
      ]
    : [{ name: "IGST", ratePercent, amountPaise: taxPaise }];
  return { description: input.description, sac: input.sac, taxablePaise, taxes, totalPaise: pricePaise };
}

/** The totals block of a document: the lines summed, taxes grouped by name and rate. */
export function taxDocumentTotals(lines: TaxDocumentLine[]): TaxDocument["totals"] {
  const taxes: TaxAmount[] = [];
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const same = taxes.find((t) => t.name === tax.name && t.ratePercent === tax.ratePercent);
    if (same) same.amountPaise += tax.amountPaise;
    else taxes.push({ ...tax });
  }
  return {
    taxablePaise: sum(lines.map((line) => line.taxablePaise)),
    taxes,
    totalPaise: sum(lines.map((line) => line.totalPaise)),
  };
}
