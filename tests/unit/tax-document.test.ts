import { describe, expect, it } from "vitest";
import {
  gstLineFromInclusivePrice,
  isValidGstin,
  taxDocumentProblems,
  taxDocumentTotals,
  type TaxDocument,
} from "../../src/schemas/tax-document.ts";
import { DOCUMENT_NOTES, GST_SERVICES, TOUR_OPERATOR_NOTE } from "../../src/config/gst.ts";
import {
  advanceOf,
  bookingInvoiceDocument,
  invoiceDocument,
} from "../../src/server/services/tax-documents.ts";
import {
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  MAHARASHTRA,
  SAMPLE_SELLER,
} from "../fixtures/tax-documents.ts";

describe("GSTIN", () => {
  it("accepts a well-formed GSTIN with its check character and refuses a typo", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
  });
});

describe("a line from a price that includes GST", () => {
  it("splits ₹9,999 inside the state into a taxable value and equal CGST and SGST that add up exactly", () => {
    const line = gstLineFromInclusivePrice({
      description: "x",
      sac: "999599",
      pricePaise: 9_999_00,
      ratePercent: 18,
      intraState: true,
    });
    // 9,999 / 1.18 = 8,473.7288: 8,473.73 would leave ₹1,525.27 of tax, which does not halve;
    // the taxable value gives up the paisa instead (the quotient is below 8,473.73: 8,473.72).
    expect(line.taxablePaise).toBe(8_473_72);
    expect(line.taxes).toEqual([
      { name: "CGST", ratePercent: 9, amountPaise: 762_64 },
      { name: "SGST", ratePercent: 9, amountPaise: 762_64 },
    ]);
    expect(line.totalPaise).toBe(9_999_00);
    // Each half is its rate of the taxable value, to the paisa.
    expect(Math.abs(line.taxablePaise * 0.09 - 762_64)).toBeLessThan(1);
  });

  it("halves every price's tax equally inside the state, the taxable value within 1.5 paise of the quotient", () => {
    for (const ratePercent of [5, 18]) {
      for (let pricePaise = 0; pricePaise <= 20_000; pricePaise += 7) {
        const line = gstLineFromInclusivePrice({
          description: "x",
          sac: "999599",
          pricePaise,
          ratePercent,
          intraState: true,
        });
        const [cgst, sgst] = line.taxes.map((tax) => tax.amountPaise);
        expect(cgst).toBe(sgst);
        expect(line.taxablePaise + cgst! + sgst!).toBe(pricePaise);
        expect(Math.abs(line.taxablePaise - (pricePaise * 100) / (100 + ratePercent))).toBeLessThanOrEqual(
          1.5,
        );
        expect(Math.abs((line.taxablePaise * ratePercent) / 200 - cgst!)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("charges IGST on the whole tax across states", () => {
    const line = gstLineFromInclusivePrice({
      description: "x",
      sac: "999599",
      pricePaise: 4_999_00,
      ratePercent: 18,
      intraState: false,
    });
    expect(line.taxablePaise + line.taxes[0]!.amountPaise).toBe(4_999_00);
    expect(line.taxes).toEqual([{ name: "IGST", ratePercent: 18, amountPaise: 762_56 }]);
  });

  it("sums lines into totals grouped by tax and rate", () => {
    const a = gstLineFromInclusivePrice({
      description: "a",
      sac: "999599",
      pricePaise: 9_999_00,
      ratePercent: 18,
      intraState: true,
    });
    const b = gstLineFromInclusivePrice({
      description: "b",
      sac: "996337",
      pricePaise: 1_050_00,
      ratePercent: 5,
      intraState: true,
    });
    const totals = taxDocumentTotals([a, b]);
    expect(totals.totalPaise).toBe(11_049_00);
    expect(totals.taxes.map((tax) => `${tax.name} ${tax.ratePercent}`)).toEqual([
      "CGST 9",
      "SGST 9",
      "CGST 2.5",
      "SGST 2.5",
    ]);
  });
});

describe("taxDocumentProblems", () => {
  it("finds nothing wrong with the sample invoices and credit note", () => {
    expect(taxDocumentProblems(intraStateInvoice())).toEqual([]);
    expect(taxDocumentProblems(interStateInvoice())).toEqual([]);
    expect(taxDocumentProblems(creditNote())).toEqual([]);
  });

  it("refuses a number longer than 16 characters or with other symbols (Rule 46(b))", () => {
    expect(taxDocumentProblems(intraStateInvoice({ number: "NE/2026-2027/000123" }))).toEqual([
      'number "NE/2026-2027/000123" must be 1-16 letters, digits, "-" or "/"',
    ]);
    expect(taxDocumentProblems(intraStateInvoice({ number: "NE 26#27" }))).toHaveLength(1);
  });

  it("refuses CGST and SGST on a supply to another state", () => {
    const problems = taxDocumentProblems(intraStateInvoice({ placeOfSupply: MAHARASHTRA }));
    expect(problems).toContain("line 1: taxes must be IGST for this place of supply, not CGST + SGST");
  });

  it("refuses figures that do not add up", () => {
    const doc = intraStateInvoice();
    doc.lines[0]!.taxes[0]!.amountPaise += 1;
    expect(taxDocumentProblems(doc)).toEqual([
      "line 1: taxable value plus taxes must equal the line total",
      "totals: taxes must be the lines' taxes summed by name and rate",
    ]);
  });

  it("wants a credit note to reference its invoice with a reason, and only a reversing document", () => {
    expect(taxDocumentProblems(creditNote({ references: undefined }))).toEqual([
      "a credit note or refund voucher must name the document it reverses and why",
    ]);
    const withoutReason = creditNote();
    withoutReason.references!.reason = " ";
    expect(taxDocumentProblems(withoutReason)).toEqual(["a credit note must give its reason"]);
    expect(taxDocumentProblems(intraStateInvoice({ references: creditNote().references }))).toEqual([
      "only a credit note or a refund voucher references another document",
    ]);
  });

  it("wants a payment receipt to carry no tax and to name the tax invoice it is received against", () => {
    const invoice = intraStateInvoice();
    const receipt = (overrides: Partial<TaxDocument> = {}): TaxDocument => ({
      ...invoice,
      kind: "payment-receipt",
      number: "PR/26-27/000001",
      lines: [
        {
          description: "Payment on booking",
          sac: invoice.lines[0]!.sac,
          taxablePaise: 0,
          taxes: [],
          totalPaise: 5_000_00,
        },
      ],
      totals: { taxablePaise: 0, taxes: [], totalPaise: 5_000_00 },
      receivedAgainst: { invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt },
      ...overrides,
    });
    expect(taxDocumentProblems(receipt())).toEqual([]);
    expect(taxDocumentProblems(receipt({ receivedAgainst: undefined }))).toEqual([
      "a payment receipt must name the tax invoice it is received against",
    ]);
    const taxed = receipt({ lines: invoice.lines, totals: invoice.totals });
    expect(taxDocumentProblems(taxed)).toContain("line 1: a payment receipt carries no tax");
    expect(taxDocumentProblems(taxed)).toContain("line 1: a payment receipt has no taxable value");
    expect(taxDocumentProblems(intraStateInvoice({ receivedAgainst: receipt().receivedAgainst }))).toEqual([
      "only a payment receipt is received against a tax invoice",
    ]);
  });

  it("gives a date of supply to a tax invoice only, as a calendar day", () => {
    expect(taxDocumentProblems(intraStateInvoice({ suppliedOn: "2026-12-12" }))).toEqual([]);
    expect(taxDocumentProblems(intraStateInvoice({ suppliedOn: "12/12/2026" }))).toEqual([
      'suppliedOn "12/12/2026" is not a calendar day',
    ]);
    expect(taxDocumentProblems(creditNote({ suppliedOn: "2026-12-12" }))).toEqual([
      "only a tax invoice has a date of supply",
    ]);
  });

  it("checks that a GSTIN belongs to the state it is given for", () => {
    const doc = interStateInvoice();
    doc.buyer.gstin = "27AAPFU0939F1ZV";
    expect(taxDocumentProblems(doc)).toEqual([]);
    doc.buyer.state = { name: "Gujarat", code: "24" };
    expect(taxDocumentProblems(doc)).toEqual(['buyer GSTIN "27AAPFU0939F1ZV" is not registered in state 24']);
  });
});

describe("the e-invoice reference (decision 0042)", () => {
  const irn = "a".repeat(64);
  const reference = {
    irn,
    ackNumber: "112610000123456",
    ackDate: "2026-11-22T09:20:00.000Z",
    signedQrCode: "eyJhbGciOi",
  };

  it("has room on a tax invoice, and is checked when present", () => {
    expect(taxDocumentProblems(intraStateInvoice({ eInvoice: reference }))).toEqual([]);
    expect(taxDocumentProblems(intraStateInvoice({ eInvoice: { ...reference, irn: "not-an-irn" } }))).toEqual(
      ["the IRN must be 64 lowercase hexadecimal characters"],
    );
    expect(taxDocumentProblems(intraStateInvoice({ eInvoice: { ...reference, signedQrCode: "" } }))).toEqual([
      "an e-invoice reference needs its signed QR code",
    ]);
  });
});

describe("a booking's tax invoice paid entirely by advances", () => {
  it("is never left owing a paisa below zero in one half of the tax: the paise move, the halves stay equal", () => {
    const BUYER = {
      name: "Kavya Menon",
      email: "kavya@example.com",
      state: { name: "Rajasthan", code: "08" },
    };
    const advance = (number: string, pricePaise: number) =>
      advanceOf(
        invoiceDocument({
          kind: "receipt-voucher",
          serial: number,
          issuedAt: new Date("2026-11-20T06:00:00.000Z"),
          seller: SAMPLE_SELLER,
          buyer: BUYER,
          service: GST_SERVICES.event,
          description: "Event management, advance",
          pricePaise,
          payment: { reference: `pay_${number}` },
        }),
      );
    // ₹2,50,000 in two lines paid by three advances, each document rounded on its own: the
    // advances' taxable values add up to 2 paise less than the lines', their taxes to a paisa
    // more in each half.
    const invoice = bookingInvoiceDocument({
      serial: "NE/26-27/000001",
      issuedAt: new Date("2026-11-28T06:00:00.000Z"),
      seller: SAMPLE_SELLER,
      buyer: BUYER,
      service: GST_SERVICES.event,
      lines: [
        { description: "Venue, decoration and lighting", amountPaise: 18_000_000 },
        { description: "Sangeet evening", amountPaise: 7_000_000 },
      ],
      advances: [
        advance("RV/26-27/000001", 10_000_000),
        advance("RV/26-27/000002", 7_500_000),
        advance("RV/26-27/000003", 7_500_000),
      ],
      suppliedOn: "2026-11-27",
    });
    expect(taxDocumentProblems(invoice)).toEqual([]);
    expect(invoice.due).toEqual({
      taxablePaise: 0,
      taxes: [
        { name: "CGST", ratePercent: 9, amountPaise: 0 },
        { name: "SGST", ratePercent: 9, amountPaise: 0 },
      ],
      totalPaise: 0,
    });
    for (const line of invoice.lines) {
      const [cgst, sgst] = line.taxes.map((tax) => tax.amountPaise);
      expect(cgst).toBe(sgst);
    }
    expect(invoice.lines.map((line) => line.taxablePaise + line.taxes[0]!.amountPaise * 2)).toEqual([
      18_000_000, 7_000_000,
    ]);
    // An advance issued before the halves were equal (the odd paisa in CGST): the invoice's
    // halves take it back from each other, and nothing is due below zero.
    const older = advance("RV/26-27/000009", 25_000_000);
    older.taxes = [
      { name: "CGST", ratePercent: 9, amountPaise: older.taxes[0]!.amountPaise + 1 },
      { name: "SGST", ratePercent: 9, amountPaise: older.taxes[1]!.amountPaise - 1 },
    ];
    const againstOlder = bookingInvoiceDocument({
      serial: "NE/26-27/000003",
      issuedAt: new Date("2026-11-28T06:00:00.000Z"),
      seller: SAMPLE_SELLER,
      buyer: BUYER,
      service: GST_SERVICES.event,
      lines: [{ description: "Venue, decoration and lighting", amountPaise: 25_000_000 }],
      advances: [older],
      suppliedOn: "2026-11-27",
    });
    expect(taxDocumentProblems(againstOlder)).toEqual([]);
    expect(againstOlder.due!.taxes.map((tax) => tax.amountPaise)).toEqual([0, 0]);
    // Advances issued before, with the odd paisa in CGST, leaving a paisa to pay (found from
    // outside): the taxable value was a paisa below zero, SGST two above; the paisa now comes
    // from SGST, and nothing is due below zero.
    const issuedBefore = (number: string, taxablePaise: number, cgst: number, sgst: number) => ({
      number,
      issuedAt: "2026-11-20T06:00:00.000Z",
      taxablePaise,
      taxes: [
        { name: "CGST" as const, ratePercent: 9, amountPaise: cgst },
        { name: "SGST" as const, ratePercent: 9, amountPaise: sgst },
      ],
      totalPaise: taxablePaise + cgst + sgst,
    });
    const paisaLeft = bookingInvoiceDocument({
      serial: "NE/26-27/000004",
      issuedAt: new Date("2026-11-28T06:00:00.000Z"),
      seller: SAMPLE_SELLER,
      buyer: BUYER,
      service: GST_SERVICES.event,
      lines: [
        { description: "Venue", amountPaise: 311_545 },
        { description: "Catering", amountPaise: 1_805_906 },
      ],
      advances: [
        issuedBefore("RV/26-27/000010", 39_719, 3_575, 3_574),
        issuedBefore("RV/26-27/000011", 1_754_731, 157_926, 157_925),
      ],
      payment: { reference: "pay_last_paisa" },
    });
    expect(taxDocumentProblems(paisaLeft)).toEqual([]);
    expect(paisaLeft.due!.totalPaise).toBe(1);
    for (const figure of [
      paisaLeft.due!.taxablePaise,
      ...paisaLeft.due!.taxes.map((tax) => tax.amountPaise),
    ]) {
      expect(figure).toBeGreaterThanOrEqual(0);
    }
    // An invoice with money still due: equal halves.
    const due = bookingInvoiceDocument({
      serial: "NE/26-27/000002",
      issuedAt: new Date("2026-11-28T06:00:00.000Z"),
      seller: SAMPLE_SELLER,
      buyer: BUYER,
      service: GST_SERVICES.event,
      lines: [{ description: "Venue, decoration and lighting", amountPaise: 18_000_000 }],
      advances: [advance("RV/26-27/000004", 7_500_000)],
      suppliedOn: "2026-11-27",
    });
    expect(due.lines[0]!.taxes.map((tax) => tax.amountPaise)).toEqual([1_372_881, 1_372_881]);
  });
});

describe("a tour's documents", () => {
  it("say what the 5% rate needs: accommodation and transport included, the gross amount; other services' do not", () => {
    const buyer = { name: "Rahul Deshpande", email: "rahul@example.com", state: MAHARASHTRA };
    const documentFor = (service: (typeof GST_SERVICES)[keyof typeof GST_SERVICES]) =>
      invoiceDocument({
        kind: "receipt-voucher",
        serial: "RV/26-27/000006",
        issuedAt: new Date("2026-11-29T06:00:00.000Z"),
        seller: SAMPLE_SELLER,
        buyer,
        service,
        description: "Tour operator services, advance",
        pricePaise: 4_000_000,
        payment: { reference: "pay_tour" },
      });
    expect(documentFor(GST_SERVICES.travel).notes).toEqual([...DOCUMENT_NOTES, TOUR_OPERATOR_NOTE]);
    expect(documentFor(GST_SERVICES.event).notes).toEqual([...DOCUMENT_NOTES]);
    // A booking's tax invoice for the tour too, and once when its notes already had it.
    const invoice = bookingInvoiceDocument({
      serial: "NE/26-27/000009",
      issuedAt: new Date("2026-11-29T06:00:00.000Z"),
      seller: SAMPLE_SELLER,
      buyer,
      service: GST_SERVICES.travel,
      lines: [{ description: "Rajasthan heritage tour, 4 travellers, 7 nights", amountPaise: 20_000_000 }],
      advances: [],
      payment: { reference: "pay_tour_balance" },
      notes: [...DOCUMENT_NOTES, TOUR_OPERATOR_NOTE],
    });
    expect(invoice.notes.filter((note) => note === TOUR_OPERATOR_NOTE)).toHaveLength(1);
  });
});
