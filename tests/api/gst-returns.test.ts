// The accountant's month (issue 28; decision 0042), on PGlite, pg and Neon: a November and a
// December of real documents, made through the API as members and operators make them, then dated
// into those months (their stored issue date, as if issued then): memberships bought inside and
// outside Rajasthan, one by a registered business, a ₹2,50,000 event for a family in Maharashtra
// whose deposit is received in November and whose tax invoice is issued in December, a deposit
// refunded in December, and a November membership refunded in December. GSTR-1's JSON holds to a
// schema of the offline tool's format kept here; every section, the register, the summary and the
// documents agree to the paisa; the CSV zip and the register carry the same rows.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as z from "zod/mini";
import { GST_PERIOD_MESSAGE } from "../../src/lib/gst-period.ts";
import {
  DOCUMENT_NUMBER_MESSAGE,
  GST_BEFORE_START_MESSAGE,
  NO_DOCUMENT_NUMBERED,
} from "../../src/schemas/gst-requests.ts";
import type { ListedDocument } from "../../src/server/services/gst-returns.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";
import type { BookingTaxInvoice } from "../../src/schemas/quote.ts";
import { bookingInvoices, creditNotes, invoices } from "../../src/server/db/schema.ts";
import { MAHARASHTRA_BILLING, RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { MAHARASHTRA, sampleGstin } from "../fixtures/tax-documents.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, EVENT_QUOTE_TOTAL_PAISE } from "../fixtures/quotes.ts";
import { answerOf, payInLocalCheckout, planIdsByName, signInAdmin, signUpMember } from "../helpers/app.ts";
import { quotedEvent } from "../helpers/bookings.ts";
import { parseCsv } from "../helpers/csv.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { unzipFiles } from "../helpers/zip.ts";

afterAll(closeDatabaseHelpers);

// The offline tool's GSTR-1 JSON, as far as this business's supplies reach (services, no cess,
// no exports): strict objects, so that a field the portal does not know fails here.
// As the JSON says it: 8473.72 times 100 is 847371.9999999999 in floating point, so the
// number's shortest text is what is checked.
const money = z
  .number()
  .check(z.refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), "two decimals"));
const portalDate = z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/));
const stateCode = z.string().check(z.regex(/^\d{2}$/));
const intraItem = z.strictObject({ rt: z.number(), txval: money, camt: money, samt: money, csamt: money });
const interItem = z.strictObject({ rt: z.number(), txval: money, iamt: money, csamt: money });
const items = z.array(z.strictObject({ num: z.int(), itm_det: z.union([intraItem, interItem]) }));
const advance = z.strictObject({
  pos: stateCode,
  sply_ty: z.enum(["INTER", "INTRA"]),
  itms: z.array(
    z.strictObject({ rt: z.number(), ad_amt: money, iamt: money, camt: money, samt: money, csamt: money }),
  ),
});
const hsn = z.strictObject({
  num: z.int(),
  hsn_sc: z.string().check(z.regex(/^99\d{4}$/)),
  desc: z.string(),
  uqc: z.literal("NA"),
  qty: z.number(),
  rt: z.number(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});
const note = {
  ntty: z.literal("C"),
  nt_num: z.string(),
  nt_dt: portalDate,
  val: money,
  pos: stateCode,
  itms: items,
};
const GSTR1_SCHEMA = z.strictObject({
  gstin: z.string().check(z.regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)),
  fp: z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{4}$/)),
  version: z.string(),
  hash: z.literal("hash"),
  b2b: z.array(
    z.strictObject({
      ctin: z.string(),
      inv: z.array(
        z.strictObject({
          inum: z.string().check(z.maxLength(16)),
          idt: portalDate,
          val: money,
          pos: stateCode,
          rchrg: z.literal("N"),
          inv_typ: z.literal("R"),
          itms: items,
        }),
      ),
    }),
  ),
  b2cl: z.array(
    z.strictObject({
      pos: stateCode,
      inv: z.array(z.strictObject({ inum: z.string(), idt: portalDate, val: money, itms: items })),
    }),
  ),
  b2cs: z.array(
    z.strictObject({
      sply_ty: z.enum(["INTER", "INTRA"]),
      pos: stateCode,
      typ: z.literal("OE"),
      rt: z.number(),
      txval: money,
      iamt: money,
      camt: money,
      samt: money,
      csamt: money,
    }),
  ),
  cdnr: z.array(
    z.strictObject({
      ctin: z.string(),
      nt: z.array(z.strictObject({ ...note, rchrg: z.literal("N"), inv_typ: z.literal("R") })),
    }),
  ),
  cdnur: z.array(z.strictObject({ typ: z.literal("B2CL"), ...note })),
  at: z.array(advance),
  txpd: z.array(advance),
  hsn: z.strictObject({ hsn_b2b: z.array(hsn), hsn_b2c: z.array(hsn) }),
  doc_issue: z.strictObject({
    doc_det: z.array(
      z.strictObject({
        doc_num: z.int(),
        docs: z.array(
          z.strictObject({
            num: z.int(),
            from: z.string(),
            to: z.string(),
            totnum: z.int(),
            cancel: z.int(),
            net_issue: z.int(),
          }),
        ),
      }),
    ),
  }),
});
type Gstr1 = z.infer<typeof GSTR1_SCHEMA>;

interface Heads {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}
interface Summary {
  summary: {
    supplies: (Heads & { ratePercent: number })[];
    advances: (Heads & { ratePercent: number })[];
    gstr3b31a: Heads;
    gstr3b32: { pos: string; state: string; taxablePaise: number; igstPaise: number }[];
    series: { series: string; first: string; last: string; issued: number; missing: string[] }[];
    problems: string[];
    notTaxDocuments: number;
  };
  documents: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const taxableOf = (rows: Heads[]) => total(rows.map((row) => row.taxablePaise));
const BUYER_GSTIN = sampleGstin(MAHARASHTRA, "AAFCK4321Q");
const TABLES = { invoice: "invoices", booking: "booking_invoices", credit: "credit_notes" } as const;

forEachDatabase("the accountant's GST return", (ctx) => {
  const { call } = ctx;
  let adminToken: string;
  let premiumId: string;
  const serials = {} as Record<
    "intra" | "inter" | "b2b" | "deposit" | "delivered" | "refundedDeposit" | "refundVoucher" | "creditNote",
    string
  >;

  /** Dates a document as issued at `iso` (its stored issue date, which the return reads). */
  async function dateDocument(table: keyof typeof TABLES, serial: string, iso: string) {
    await ctx.db.execute(
      sql`update ${sql.identifier(TABLES[table])} set document = jsonb_set(document, '{issuedAt}', to_jsonb(${iso}::text)) where serial = ${serial}`,
    );
  }

  async function buyMembership(billing: object) {
    const member = await signUpMember(ctx.api, "gst");
    const { order } = await answerOf<{ order: { id: string } }>(
      await call("POST", "/payment/order", member.token, { subscriptionId: premiumId, billing }),
      201,
    );
    return { member, invoice: await payInLocalCheckout(ctx.api, member.token, order.id) };
  }

  async function paidDeposit(billing: object, label: string, heldIn = "08") {
    const booked = await quotedEvent(ctx.api, adminToken, label, { eventStateCode: heldIn });
    const ordered = await answerOf<{ order: { id: string } }>(
      await call("POST", `/inquiry/${booked.inquiryId}/deposit`, booked.member.token, {
        quoteId: booked.quote._id,
        billing,
      }),
      201,
    );
    return { ...booked, deposit: await payInLocalCheckout(ctx.api, booked.member.token, ordered.order.id) };
  }

  const refund = (invoiceId: string, reason: string) =>
    call("POST", `/invoice/admin/${invoiceId}/refund`, adminToken, { reason });

  const creditNoteOf = async (invoiceSerial: string) => {
    const [row] = await ctx.db
      .select({ serial: creditNotes.serial })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(invoices.serial, invoiceSerial));
    return row!.serial;
  };

  async function download(path: string) {
    const response = await call("GET", path, adminToken);
    expect(response.status).toBe(200);
    return response;
  }
  const gstr1 = async (period: string) => {
    const response = await download(`/admin/gst/gstr1.json?period=${period}`);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="GSTR1_\w{15}_\d{6}\.json"$/,
    );
    const parsed = GSTR1_SCHEMA.safeParse(await response.json());
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  };
  const summaryOf = async (period: string) =>
    answerOf<Summary>(await call("GET", `/admin/gst/summary?period=${period}`, adminToken), 200);

  /** Everything stored, by number: what the register must repeat. */
  async function storedDocuments(): Promise<Map<string, TaxDocument>> {
    const rows = [
      ...(await ctx.db.select({ document: invoices.document }).from(invoices)),
      ...(await ctx.db.select({ document: bookingInvoices.document }).from(bookingInvoices)),
      ...(await ctx.db.select({ document: creditNotes.document }).from(creditNotes)),
    ];
    return new Map(rows.flatMap(({ document }) => (document ? [[document.number, document] as const] : [])));
  }

  beforeAll(async () => {
    adminToken = (await signInAdmin(ctx.api, ctx.db, "Accounts")).token;
    premiumId = (await planIdsByName(ctx.api)).Premium!;

    // November: three memberships, two deposits.
    const intra = await buyMembership(RAJASTHAN_BILLING);
    const inter = await buyMembership(MAHARASHTRA_BILLING);
    const b2b = await buyMembership({
      ...MAHARASHTRA_BILLING,
      gstin: BUYER_GSTIN,
      address: "12 Marine Drive, Mumbai",
    });
    serials.intra = intra.invoice.serial;
    serials.inter = inter.invoice.serial;
    serials.b2b = b2b.invoice.serial;
    await dateDocument("invoice", serials.intra, "2026-11-03T05:00:00.000Z");
    await dateDocument("invoice", serials.inter, "2026-11-04T05:00:00.000Z");
    await dateDocument("invoice", serials.b2b, "2026-11-05T05:00:00.000Z");

    // A wedding in Mumbai: its place of supply is Maharashtra (the family has no GSTIN).
    const family = await paidDeposit(MAHARASHTRA_BILLING, "gst-family", "27");
    serials.deposit = family.deposit.serial;
    await dateDocument("invoice", serials.deposit, "2026-11-10T05:00:00.000Z");
    const cancelled = await paidDeposit(RAJASTHAN_BILLING, "gst-cancelled");
    serials.refundedDeposit = cancelled.deposit.serial;
    await dateDocument("invoice", serials.refundedDeposit, "2026-11-12T05:00:00.000Z");

    // December: the family's tax invoice at delivery (its deposit deducted), the other deposit
    // refunded (a refund voucher), the Rajasthan membership refunded (a credit note).
    const { taxInvoice } = await answerOf<{ taxInvoice: BookingTaxInvoice }>(
      await call("POST", `/inquiry/admin/${family.inquiryId}/tax-invoice`, adminToken, {
        deliveredOn: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
      }),
      201,
    );
    serials.delivered = taxInvoice.serial;
    await dateDocument("booking", serials.delivered, "2026-12-05T05:00:00.000Z");
    await answerOf(await refund(cancelled.deposit._id, "The family cancelled"), 200);
    serials.refundVoucher = await creditNoteOf(serials.refundedDeposit);
    await dateDocument("credit", serials.refundVoucher, "2026-12-08T05:00:00.000Z");
    await answerOf(await refund(intra.invoice._id, "Bought twice by mistake"), 200);
    serials.creditNote = await creditNoteOf(serials.intra);
    await dateDocument("credit", serials.creditNote, "2026-12-10T05:00:00.000Z");
  });

  /** The sections' supplies (invoices less credit notes) and advances (received less adjusted), in paise. */
  function sectionTotals(json: Gstr1) {
    const itemTaxable = (list: { itms: { itm_det: { txval: number } }[] }[]) =>
      total(list.flatMap((entry) => entry.itms.map((item) => paise(item.itm_det.txval))));
    const invoiced =
      itemTaxable(json.b2b.flatMap((entry) => entry.inv)) +
      itemTaxable(json.b2cl.flatMap((entry) => entry.inv)) +
      total(json.b2cs.map((row) => paise(row.txval)));
    const credited = itemTaxable(json.cdnr.flatMap((entry) => entry.nt)) + itemTaxable(json.cdnur);
    const advances = (list: Gstr1["at"]) =>
      total(list.flatMap((row) => row.itms.map((item) => paise(item.ad_amt))));
    const hsnTaxable = total([...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c].map((row) => paise(row.txval)));
    return { supplies: invoiced - credited, advances: advances(json.at) - advances(json.txpd), hsnTaxable };
  }

  /** The register's rows, checked against the stored documents, and its supplies and advances. */
  async function registerOf(period: string) {
    const response = await download(`/admin/gst/register.csv?period=${period}`);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(await response.text());
    const column = (name: string) => header!.indexOf(name);
    const stored = await storedDocuments();
    let supplies = 0;
    let advances = 0;
    for (const row of rows) {
      const document = stored.get(row[column("Number")]!)!;
      expect(document, row.join()).toBeDefined();
      const taxable = paise(Number(row[column("Taxable value")]));
      expect(taxable).toBe(document.totals.taxablePaise);
      expect(paise(Number(row[column("Total")]))).toBe(document.totals.totalPaise);
      const sign = {
        invoice: 1,
        "credit-note": -1,
        "receipt-voucher": 0,
        "refund-voucher": 0,
        "payment-receipt": 0,
      }[document.kind];
      supplies += sign * taxable;
      const section = row[column("GSTR-1 section")];
      if (document.kind === "receipt-voucher") advances += taxable;
      if (document.kind === "refund-voucher" || (document.kind === "invoice" && document.advances)) {
        advances -=
          document.kind === "refund-voucher" ? taxable : total(document.advances!.map((a) => a.taxablePaise));
      }
      expect(section).not.toBe("");
    }
    return { rows, column, supplies, advances };
  }

  it("November: B2B, B2CS inside and outside Rajasthan, two advances received; all of it reconciles", async () => {
    const json = await gstr1("2026-11");
    expect(json).toMatchObject({
      gstin: ctx.api.env.seller.gstin,
      fp: "112026",
      b2cl: [],
      cdnr: [],
      cdnur: [],
      txpd: [],
    });
    expect(json.b2b).toEqual([
      {
        ctin: BUYER_GSTIN,
        inv: [
          expect.objectContaining({
            inum: serials.b2b,
            idt: "05-11-2026",
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
          }),
        ],
      },
    ]);
    expect(json.b2b[0]!.inv[0]!.itms[0]!.itm_det).toMatchObject({ rt: 18, iamt: expect.any(Number) });
    expect(json.b2cs.map((row) => [row.sply_ty, row.pos, row.rt])).toEqual(
      expect.arrayContaining([
        ["INTRA", "08", 18],
        ["INTER", "27", 18],
      ]),
    );
    expect(json.b2cs.find((row) => row.pos === "08")).toMatchObject({ iamt: 0 });
    expect(json.b2cs.find((row) => row.pos === "27")).toMatchObject({ camt: 0, samt: 0 });
    // The two deposits of ₹75,000 at 18%: ₹63,559.32 taxable each, one by IGST and one by CGST + SGST.
    expect(json.at).toEqual(
      expect.arrayContaining([
        {
          pos: "27",
          sply_ty: "INTER",
          itms: [{ rt: 18, ad_amt: 63559.32, iamt: 11440.68, camt: 0, samt: 0, csamt: 0 }],
        },
        {
          pos: "08",
          sply_ty: "INTRA",
          itms: [{ rt: 18, ad_amt: 63559.32, iamt: 0, camt: 5720.34, samt: 5720.34, csamt: 0 }],
        },
      ]),
    );
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [{ num: 1, from: serials.intra, to: serials.b2b, totnum: 3, cancel: 0, net_issue: 3 }],
      },
      {
        doc_num: 6,
        docs: [
          { num: 1, from: serials.deposit, to: serials.refundedDeposit, totnum: 2, cancel: 0, net_issue: 2 },
        ],
      },
    ]);
    expect(json.hsn.hsn_b2b.map((row) => [row.hsn_sc, row.rt])).toEqual([["999599", 18]]);
    expect(json.hsn.hsn_b2c.map((row) => [row.hsn_sc, row.rt])).toEqual([["999599", 18]]);

    const sections = sectionTotals(json);
    const register = await registerOf("2026-11");
    const { summary, documents } = await summaryOf("2026-11");
    expect(register.rows).toHaveLength(5);
    expect(documents).toBe(5);
    expect(summary.problems).toEqual([]);
    expect(sections.supplies).toBe(register.supplies);
    expect(sections.hsnTaxable).toBe(register.supplies);
    expect(taxableOf(summary.supplies)).toBe(register.supplies);
    expect(sections.advances).toBe(register.advances);
    expect(sections.advances).toBe(2 * 6_355_932);
    expect(taxableOf(summary.advances)).toBe(register.advances);
    expect(summary.gstr3b31a.taxablePaise).toBe(register.supplies + register.advances);
    // GSTR-3B 3.2: the inter-state supplies to buyers without a GSTIN, by place of supply: the
    // membership bought from Maharashtra (B2CS) and the family's deposit; not the business's
    // (B2B) invoice, nor anything inside Rajasthan.
    const b2cs27 = json.b2cs.find((row) => row.pos === "27")!;
    expect(summary.gstr3b32).toEqual([
      {
        pos: "27",
        state: "Maharashtra",
        taxablePaise: paise(b2cs27.txval) + 6_355_932,
        igstPaise: paise(b2cs27.iamt!) + 1_144_068,
      },
    ]);
  });

  it("December: the invoice above ₹1,00,000 in B2CL, its November advance adjusted, the refunded advance and the November invoice credited", async () => {
    const json = await gstr1("2026-12");
    expect(json.fp).toBe("122026");
    expect(json.b2b).toEqual([]);
    expect(json.b2cl).toEqual([
      {
        pos: "27",
        inv: [
          {
            inum: serials.delivered,
            idt: "05-12-2026",
            val: EVENT_QUOTE_TOTAL_PAISE / 100,
            // Its two lines, each taken out of its GST-inclusive price, add up to ₹2,11,864.40.
            itms: [{ num: 1, itm_det: { rt: 18, txval: 211864.4, iamt: 38135.6, csamt: 0 } }],
          },
        ],
      },
    ]);
    // The family's deposit (November, IGST) adjusted; the refunded deposit (November, Rajasthan) too.
    expect(json.at).toEqual([]);
    expect(json.txpd).toEqual(
      expect.arrayContaining([
        {
          pos: "27",
          sply_ty: "INTER",
          itms: [{ rt: 18, ad_amt: 63559.32, iamt: 11440.68, camt: 0, samt: 0, csamt: 0 }],
        },
        {
          pos: "08",
          sply_ty: "INTRA",
          itms: [{ rt: 18, ad_amt: 63559.32, iamt: 0, camt: 5720.34, samt: 5720.34, csamt: 0 }],
        },
      ]),
    );
    // The credit note on a B2C (small) invoice is netted in B2CS: below zero this month, so said.
    const credited = json.b2cs.find((row) => row.pos === "08")!;
    expect(credited.txval).toBeLessThan(0);
    expect(
      json.doc_issue.doc_det.map((group) => [group.doc_num, group.docs[0]!.from, group.docs[0]!.totnum]),
    ).toEqual([
      [1, serials.delivered, 1],
      [5, serials.creditNote, 1],
      [8, serials.refundVoucher, 1],
    ]);

    const sections = sectionTotals(json);
    const register = await registerOf("2026-12");
    const { summary } = await summaryOf("2026-12");
    expect(register.rows).toHaveLength(3);
    expect(summary.problems).toEqual([
      expect.stringMatching(/^B2CS for 08-Rajasthan at 18%: credit notes exceed/),
    ]);
    expect(sections.supplies).toBe(register.supplies);
    expect(sections.hsnTaxable).toBe(register.supplies);
    expect(taxableOf(summary.supplies)).toBe(register.supplies);
    expect(sections.advances).toBe(register.advances);
    expect(register.advances).toBe(-2 * 6_355_932);
    expect(summary.gstr3b31a.taxablePaise).toBe(register.supplies + register.advances);
    // 3.2: the family's invoice (B2CL) less its deposit, reported as an advance in November.
    expect(summary.gstr3b32).toEqual([
      {
        pos: "27",
        state: "Maharashtra",
        taxablePaise: 21_186_440 - 6_355_932,
        igstPaise: 3_813_560 - 1_144_068,
      },
    ]);
    // The deposit is deducted on the tax invoice: no rupee taxed twice over the two months.
    expect(EVENT_QUOTE_DEPOSIT_PAISE).toBe(7_500_000);
  });

  it("the quarter holds both months once; the CSV zip carries the same sections as the JSON", async () => {
    const [november, december] = [await summaryOf("2026-11"), await summaryOf("2026-12")];
    const quarter = await summaryOf("Q3-26-27");
    expect(quarter.documents).toBe(november.documents + december.documents);
    expect(taxableOf(quarter.summary.supplies)).toBe(
      taxableOf(november.summary.supplies) + taxableOf(december.summary.supplies),
    );
    // Advances received and adjusted inside the quarter cancel out.
    expect(taxableOf(quarter.summary.advances)).toBe(0);
    // 3.2 over the quarter: the two months' rows added up, the deposit counted in neither.
    expect(quarter.summary.gstr3b32).toEqual([
      {
        pos: "27",
        state: "Maharashtra",
        taxablePaise: november.summary.gstr3b32[0]!.taxablePaise + december.summary.gstr3b32[0]!.taxablePaise,
        igstPaise: november.summary.gstr3b32[0]!.igstPaise + december.summary.gstr3b32[0]!.igstPaise,
      },
    ]);

    const response = await download("/admin/gst/gstr1-csv.zip?period=2026-12");
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipFiles(new Uint8Array(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      "b2b.csv",
      "b2cl.csv",
      "b2cs.csv",
      "cdnr.csv",
      "cdnur.csv",
      "at.csv",
      "atadj.csv",
      "hsn(b2b).csv",
      "hsn(b2c).csv",
      "docs.csv",
    ]);
    const b2cl = parseCsv(files.get("b2cl.csv")!.toString("utf8"));
    expect(b2cl[0]).toEqual([
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
      "E-Commerce GSTIN",
    ]);
    expect(b2cl.slice(1)).toEqual([
      [serials.delivered, "05-Dec-2026", "250000.00", "27-Maharashtra", "", "18", "211864.40", "0.00", ""],
    ]);
    const docs = parseCsv(files.get("docs.csv")!.toString("utf8"));
    expect(docs.slice(1).map((row) => row[0])).toEqual([
      "Invoices for outward supply",
      "Credit Note",
      "Refund voucher",
    ]);
    const atadj = parseCsv(files.get("atadj.csv")!.toString("utf8"));
    expect(atadj.slice(1).map((row) => row[3])).toEqual(["63559.32", "63559.32"]);
  });

  /** The numbers of the documents the panel's page shows: its document and the credit notes against it. */
  async function numbersShownOn(page: string): Promise<string[]> {
    const url = new URL(page, "http://localhost");
    const invoiceId = url.searchParams.get("id");
    const path = invoiceId
      ? `/invoice/document/${invoiceId}`
      : `/inquiry/${url.searchParams.get("booking")}/tax-invoice`;
    const shown = await answerOf<{ document: TaxDocument; creditNotes: TaxDocument[] }>(
      await call("GET", path, adminToken),
      200,
    );
    return [shown.document, ...shown.creditNotes].map((document) => document.number);
  }

  it("lists the period's documents, each with the page that shows it, and finds one by its number as typed", async () => {
    const stored = await storedDocuments();
    for (const period of ["2026-11", "2026-12"]) {
      const listed = await answerOf<{ period: { key: string }; documents: ListedDocument[] }>(
        await call("GET", `/admin/gst/documents?period=${period}`, adminToken),
        200,
      );
      expect(listed.period.key).toBe(period);
      // The register's rows, in its order: the same documents as the CSV the accountant downloads.
      const { rows, column } = await registerOf(period);
      expect(listed.documents.map((row) => row.number)).toEqual(rows.map((row) => row[column("Number")]));
      for (const row of listed.documents) {
        expect(row.totalPaise).toBe(stored.get(row.number)!.totals.totalPaise);
        expect(await numbersShownOn(row.page), row.page).toContain(row.number);
      }
    }

    // The tax invoice issued at delivery, which the Invoices tab (one row per payment) cannot find:
    // as printed, in lower case, without its leading zeros, with spaces around.
    const delivered = serials.delivered;
    for (const typed of [delivered, delivered.toLowerCase(), ` ${delivered.replace(/\/0+(?=\d)/, "/")} `]) {
      const { document } = await answerOf<{ document: ListedDocument }>(
        await call("GET", `/admin/gst/document?number=${encodeURIComponent(typed)}`, adminToken),
        200,
      );
      expect(document).toMatchObject({ number: delivered, kind: "invoice", date: "2026-12-05" });
      expect(document.page).toMatch(/^\/invoice\?booking=/);
      expect(await numbersShownOn(document.page)).toContain(delivered);
    }
    // An extra leading zero is a leading zero too.
    const padded = delivered.replace(/\/(?=\d{6}$)/, "/0");
    expect(
      (
        await answerOf<{ document: ListedDocument }>(
          await call("GET", `/admin/gst/document?number=${encodeURIComponent(padded)}`, adminToken),
          200,
        )
      ).document.number,
    ).toBe(delivered);
    // The Invoices tab's list finds a payment by its number typed so, and by its credit note's.
    const listed = async (q: string) =>
      (
        await answerOf<{ invoices: { serial: string }[] }>(
          await call("GET", `/invoice/admin?q=${encodeURIComponent(q)}`, adminToken),
          200,
        )
      ).invoices.map((row) => row.serial);
    expect(await listed(serials.intra.toLowerCase().replace(/\/0+(?=\d)/, "/"))).toEqual([serials.intra]);
    expect(await listed(serials.creditNote)).toEqual([serials.intra]);
    expect(await listed(serials.refundVoucher)).toEqual([serials.refundedDeposit]);
    // No payment is the tax invoice issued at delivery: its number finds the advance it deducted.
    expect(await listed(delivered)).toEqual([serials.deposit]);
    // A credit note opens on the page of the payment it refunded.
    const { document: note } = await answerOf<{ document: ListedDocument }>(
      await call("GET", `/admin/gst/document?number=${encodeURIComponent(serials.creditNote)}`, adminToken),
      200,
    );
    expect(note).toMatchObject({ kind: "credit-note", reference: serials.intra, date: "2026-12-10" });
    expect(await numbersShownOn(note.page)).toEqual([serials.intra, serials.creditNote]);

    const unknown = await answerOf<{ err: string }>(
      await call("GET", "/admin/gst/document?number=NE/26-27/999999", adminToken),
      404,
    );
    expect(unknown.err).toBe(NO_DOCUMENT_NUMBERED);
    for (const typed of ["", "hello", "NE/2026/000001", "NE/26-27/1/2"]) {
      const refused = await answerOf<{ issues: { message: string }[] }>(
        await call("GET", `/admin/gst/document?number=${encodeURIComponent(typed)}`, adminToken),
        400,
      );
      expect(refused.issues[0]!.message).toBe(DOCUMENT_NUMBER_MESSAGE);
    }
    // Sales may not read the documents; a member and a visitor neither.
    const sales = await signInAdmin(ctx.api, ctx.db, "Sales", "sales");
    const member = await signUpMember(ctx.api, "not-accounts");
    for (const token of [sales.token, member.token]) {
      await answerOf(await call("GET", `/admin/gst/document?number=${serials.delivered}`, token), 403);
      await answerOf(await call("GET", "/admin/gst/documents?period=2026-12", token), 403);
    }
    await answerOf(await call("GET", "/admin/gst/documents?period=2026-12"), 401);
  });

  it("refuses a period it cannot read, a member and a visitor", async () => {
    for (const period of ["2026-13", "2026-1", "Q5-26-27", "Q3-26-28", ""]) {
      const refused = await answerOf<{ err: string; issues: { message: string }[] }>(
        await call("GET", `/admin/gst/gstr1.json?period=${encodeURIComponent(period)}`, adminToken),
        400,
      );
      expect(refused.issues[0]!.message).toBe(GST_PERIOD_MESSAGE);
    }
    // Before GST began (1 July 2017) there is no return to make; July 2017 itself is one.
    for (const period of ["1999-04", "2017-06", "Q1-17-18"]) {
      const refused = await answerOf<{ err: string }>(
        await call("GET", `/admin/gst/gstr1.json?period=${period}`, adminToken),
        400,
      );
      expect(refused.err).toBe(GST_BEFORE_START_MESSAGE);
    }
    await answerOf(await call("GET", "/admin/gst/summary?period=2017-07", adminToken), 200);
    await answerOf(await call("GET", "/admin/gst/summary?period=Q2-17-18", adminToken), 200);
    const member = await signUpMember(ctx.api, "not-accounts");
    await answerOf(await call("GET", "/admin/gst/summary?period=2026-11", member.token), 403);
    await answerOf(await call("GET", "/admin/gst/register.csv?period=2026-11"), 401);
  });
});
