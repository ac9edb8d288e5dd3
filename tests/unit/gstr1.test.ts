// GSTR-1's builder (src/server/gst/gstr1.ts; decision 0042) on documents made here: what the
// accountant must see before filing (a number missing or issued twice in a series, a credit
// note whose invoice is unknown), and a credit note on a B2CL invoice in CDNUR. The API test
// (tests/api/gst-returns.test.ts) builds whole months through the product.
import { describe, expect, it } from "vitest";
import { parseGstPeriod } from "../../src/lib/gst-period.ts";
import {
  gstLineFromInclusivePrice,
  taxDocumentTotals,
  type TaxDocument,
} from "../../src/schemas/tax-document.ts";
import { buildGstr1 } from "../../src/server/gst/gstr1.ts";
import {
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  MAHARASHTRA,
  SAMPLE_SELLER,
} from "../fixtures/tax-documents.ts";

const NOVEMBER = parseGstPeriod("2026-11")!;
const build = (documents: TaxDocument[], originals: TaxDocument[] = []) =>
  buildGstr1({
    period: NOVEMBER,
    sellerGstin: SAMPLE_SELLER.gstin,
    documents,
    originals: new Map(originals.map((document) => [document.number, document])),
  });

/** An unregistered buyer's inter-state invoice above ₹1,00,000: B2CL. */
function largeInterState(number: string): TaxDocument {
  const line = gstLineFromInclusivePrice({
    description: "Wedding in Mumbai",
    sac: "998596",
    pricePaise: 2_50_000_00,
    ratePercent: 18,
    intraState: false,
  });
  return {
    ...intraStateInvoice(),
    number,
    issuedAt: "2026-11-20T06:00:00.000Z",
    buyer: { name: "Kabir Shah", email: "kabir@example.com", state: MAHARASHTRA },
    placeOfSupply: MAHARASHTRA,
    lines: [line],
    totals: taxDocumentTotals([line]),
  };
}

describe("GSTR-1 from documents", () => {
  it("reports a number missing from a series as cancelled in table 13, and says so", () => {
    const { json, summary } = build([
      intraStateInvoice({ number: "NE/26-27/000007" }),
      intraStateInvoice({ number: "NE/26-27/000009" }),
    ]);
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          { num: 1, from: "NE/26-27/000007", to: "NE/26-27/000009", totnum: 3, cancel: 1, net_issue: 2 },
        ],
      },
    ]);
    expect(summary.problems).toEqual([
      "Invoices for outward supply (NE): numbers missing in the series: NE/26-27/000008.",
    ]);
  });

  it("reports a number issued twice", () => {
    const { summary } = build([intraStateInvoice(), intraStateInvoice()]);
    expect(summary.problems).toEqual([
      "Invoices for outward supply (NE): numbers issued twice: NE/26-27/000123.",
    ]);
  });

  it("puts a credit note on a B2CL invoice in CDNUR, and one whose invoice is unknown in the problems", () => {
    const invoice = largeInterState("NE/26-27/000140");
    const note = {
      ...creditNote(),
      issuedAt: "2026-11-25T06:00:00.000Z",
      buyer: invoice.buyer,
      placeOfSupply: MAHARASHTRA,
      lines: invoice.lines,
      totals: invoice.totals,
      references: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: "Cancelled" },
    } satisfies TaxDocument;
    const { json } = build([invoice, note], [invoice]);
    expect(json.b2cl).toHaveLength(1);
    expect(json.cdnur).toEqual([
      expect.objectContaining({
        typ: "B2CL",
        ntty: "C",
        nt_num: note.number,
        nt_dt: "25-11-2026",
        pos: "27",
        val: 250000,
      }),
    ]);
    // Credited whole: the HSN table nets to nothing.
    expect(json.hsn.hsn_b2c.map((row) => row.txval)).toEqual([0]);

    const orphan = build([note]);
    expect(orphan.summary.problems).toEqual([
      `${note.number}: the invoice it credits (${invoice.number}) was not found.`,
    ]);
  });

  it("says so when credit notes leave a tax head below zero though the value is not (rounded apart)", () => {
    const invoice = { ...intraStateInvoice(), issuedAt: "2026-11-10T06:00:00.000Z" };
    // Its refunds' notes, rounded on their own, credited a paisa more CGST and a paisa less SGST.
    const [cgst, sgst] = invoice.totals.taxes;
    const taxes = [
      { ...cgst!, amountPaise: cgst!.amountPaise + 1 },
      { ...sgst!, amountPaise: sgst!.amountPaise - 1 },
    ];
    const note = {
      ...creditNote(),
      issuedAt: "2026-11-25T06:00:00.000Z",
      lines: [{ ...invoice.lines[0]!, taxes }],
      totals: { ...invoice.totals, taxes },
      references: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: "Refunded" },
    } satisfies TaxDocument;
    const { summary } = build([invoice, note], [invoice]);
    expect(summary.problems).toEqual([
      expect.stringMatching(/^B2CS for .+ at 18%: CGST -0\.01 below zero while the taxable value is not/),
    ]);
  });

  it("leaves out a B2CS row that its credit notes netted to nothing in the same month", () => {
    const invoice = { ...intraStateInvoice(), issuedAt: "2026-11-10T06:00:00.000Z" };
    const note = {
      ...creditNote(),
      issuedAt: "2026-11-25T06:00:00.000Z",
      references: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, reason: "Refunded" },
    } satisfies TaxDocument;
    const { json, summary, register } = build([invoice, note], [invoice]);
    expect(json.b2cs).toEqual([]);
    // Both documents stay in the register, each in the section it was netted in.
    expect(register.map((row) => [row.number, row.section])).toEqual([
      [invoice.number, "b2cs"],
      [note.number, "b2cs"],
    ]);
    expect(summary.problems).toEqual([]);
    // Credited in part, the row stays with what is left.
    const half = {
      ...note,
      lines: invoice.lines.map((line) => ({ ...line, taxablePaise: line.taxablePaise / 2 })),
    };
    const partly = build([invoice, { ...half, totals: taxDocumentTotals(half.lines) }], [invoice]);
    expect(partly.json.b2cs).toHaveLength(1);
  });

  it("leaves a registered buyer's invoice in B2B whatever its value, and a payment receipt out", () => {
    const { json, summary, register } = build([
      interStateInvoice({ issuedAt: "2026-11-05T06:00:00.000Z" }),
      { ...intraStateInvoice({ number: "PR/26-27/000001", kind: "payment-receipt" }) },
    ]);
    expect(json.b2b).toHaveLength(1);
    expect(json.b2cs).toEqual([]);
    expect(summary.notTaxDocuments).toBe(1);
    expect(register.map((row) => row.section)).toEqual(["b2b", "none"]);
  });
});
