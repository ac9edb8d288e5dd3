// GSTR-1 from the documents the product issued (decision 0042): the return in the GST portal's
// offline tool JSON, the same sections as CSV rows, the sales register (one row per document) and
// the period's summary. Pure: the documents come in (services/gst-returns.ts reads them), the
// figures go out; nothing is recomputed from prices, every amount is the documents' own paise,
// so the sections, the register and the PDFs agree to the paisa.
import { DOCUMENT_SERIES } from "../../config/gst.ts";
import { gstStateByCode } from "../../config/gst.ts";
import type { GstTaxName, TaxAmount, TaxDocument, TaxDocumentLine } from "../../schemas/tax-document.ts";
import { formatIsoDay } from "../../lib/dates.ts";
import { inPeriod, type GstPeriod } from "../../lib/gst-period.ts";

/** The offline tool's format this follows (decision 0042 gives its sources). */
export const GSTR1_FORMAT_VERSION = "GST3.2.4";

/** Inter-state supplies to unregistered buyers above this invoice value go to B2CL (from 1 August 2024). */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/** Table 13's document natures (doc_num and the offline tool's words), by the series that issues them. */
export const DOC_ISSUE_NATURES = {
  [DOCUMENT_SERIES.invoice]: { code: 1, name: "Invoices for outward supply" },
  [DOCUMENT_SERIES.creditNote]: { code: 5, name: "Credit Note" },
  [DOCUMENT_SERIES.receiptVoucher]: { code: 6, name: "Receipt voucher" },
  [DOCUMENT_SERIES.refundVoucher]: { code: 8, name: "Refund voucher" },
} as const;

/** Where a document lands in GSTR-1. A payment receipt is no tax document and lands nowhere. */
export type Gstr1Section = "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "at" | "txpd" | "none";

/** The tax heads of an amount, in paise. */
export interface Heads {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

const ZERO: Heads = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
const isZero = (heads: Heads) =>
  heads.taxablePaise === 0 && heads.igstPaise === 0 && heads.cgstPaise === 0 && heads.sgstPaise === 0;

const add = (a: Heads, b: Heads, sign = 1): Heads => ({
  taxablePaise: a.taxablePaise + sign * b.taxablePaise,
  igstPaise: a.igstPaise + sign * b.igstPaise,
  cgstPaise: a.cgstPaise + sign * b.cgstPaise,
  sgstPaise: a.sgstPaise + sign * b.sgstPaise,
});

const taxOf = (taxes: TaxAmount[], name: GstTaxName) =>
  taxes.filter((tax) => tax.name === name).reduce((sum, tax) => sum + tax.amountPaise, 0);

function headsOf(part: { taxablePaise: number; taxes: TaxAmount[] }): Heads {
  return {
    taxablePaise: part.taxablePaise,
    igstPaise: taxOf(part.taxes, "IGST"),
    cgstPaise: taxOf(part.taxes, "CGST"),
    sgstPaise: taxOf(part.taxes, "SGST"),
  };
}

/** A line's whole GST rate: CGST 9% + SGST 9% is 18. */
const rateOf = (taxes: TaxAmount[]) => taxes.reduce((sum, tax) => sum + tax.ratePercent, 0);

/** Rupees with two decimals, as the portal takes amounts. */
export const rupees = (paise: number): number => Math.round(paise) / 100;

/** DD-MM-YYYY in India, as the portal writes dates. */
export function portalDate(iso: string): string {
  const [year, month, day] = formatIsoDay(new Date(iso)).split("-");
  return `${day}-${month}-${year}`;
}

/** "NE/26-27/000123" -> "NE". */
export const seriesOf = (number: string): string => number.split("/")[0] ?? "";
/** "NE/26-27/000123" -> 123. */
const positionOf = (number: string): number => Number(number.split("/").at(-1));

/** What the builder needs to classify the period's credit notes and refund vouchers. */
export interface Gstr1Input {
  period: GstPeriod;
  sellerGstin: string;
  /** Every document issued in the period (any kind, any order). */
  documents: TaxDocument[];
  /** The documents the period's credit notes and refund vouchers reverse, by number (any period). */
  originals: ReadonlyMap<string, TaxDocument>;
}

/** One row of the sales register: a document and its tax heads. */
export interface RegisterRow extends Heads {
  date: string;
  number: string;
  kind: TaxDocument["kind"];
  buyer: string;
  buyerGstin: string;
  placeOfSupply: string;
  sac: string;
  ratePercent: number;
  totalPaise: number;
  section: Gstr1Section;
  /** The document it reverses, or the tax invoice a payment receipt is received against. */
  reference: string;
}

export interface SeriesReport {
  series: string;
  nature: string;
  first: string;
  last: string;
  issued: number;
  /** Numbers missing between the first and the last: reported as cancelled in table 13. */
  missing: string[];
  duplicates: string[];
}

export interface RateSummary extends Heads {
  ratePercent: number;
}

export interface UnregisteredInterState {
  /** The place of supply's two-digit code. */
  pos: string;
  /** Its name: "Maharashtra". */
  state: string;
  taxablePaise: number;
  igstPaise: number;
}

export interface Gstr1Summary {
  period: GstPeriod;
  /** Supplies invoiced less credit notes, by rate (tables 4-9). */
  supplies: RateSummary[];
  /** Advances: received less adjusted (tables 11A and 11B), by rate. */
  advances: RateSummary[];
  /** GSTR-3B table 3.1(a): outward taxable supplies, advances included, credit notes deducted. */
  gstr3b31a: Heads;
  /**
   * GSTR-3B table 3.2, its unregistered persons' row: of 3.1(a), the inter-state supplies to
   * buyers without a GSTIN, by place of supply (the IGST the Centre shares with that state).
   */
  gstr3b32: UnregisteredInterState[];
  series: SeriesReport[];
  /** What an accountant should look at before filing; [] when nothing. */
  problems: string[];
  /** Documents of the period that are no tax document (payment receipts). */
  notTaxDocuments: number;
}

export interface Gstr1 {
  json: Gstr1Json;
  register: RegisterRow[];
  summary: Gstr1Summary;
}

type ItemDetail = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: number };
type Item = { num: number; itm_det: ItemDetail };
type HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
type AdvanceRow = {
  pos: string;
  sply_ty: "INTER" | "INTRA";
  itms: { rt: number; ad_amt: number; iamt: number; camt: number; samt: number; csamt: number }[];
};

export interface Gstr1Json {
  gstin: string;
  fp: string;
  version: string;
  hash: "hash";
  b2b: {
    ctin: string;
    inv: { inum: string; idt: string; val: number; pos: string; rchrg: "N"; inv_typ: "R"; itms: Item[] }[];
  }[];
  b2cl: { pos: string; inv: { inum: string; idt: string; val: number; itms: Item[] }[] }[];
  b2cs: {
    sply_ty: "INTER" | "INTRA";
    pos: string;
    typ: "OE";
    rt: number;
    txval: number;
    iamt: number;
    camt: number;
    samt: number;
    csamt: number;
  }[];
  cdnr: {
    ctin: string;
    nt: {
      ntty: "C";
      nt_num: string;
      nt_dt: string;
      val: number;
      pos: string;
      rchrg: "N";
      inv_typ: "R";
      itms: Item[];
    }[];
  }[];
  cdnur: { typ: "B2CL"; ntty: "C"; nt_num: string; nt_dt: string; val: number; pos: string; itms: Item[] }[];
  at: AdvanceRow[];
  txpd: AdvanceRow[];
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: {
    doc_det: {
      doc_num: number;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
}

const isInterState = (doc: TaxDocument) => doc.seller.state.code !== doc.placeOfSupply.code;
const supplyType = (doc: TaxDocument) => (isInterState(doc) ? "INTER" : "INTRA");
const stateLabel = (code: string) => `${code}-${gstStateByCode(code)?.name ?? code}`;

/** Where an invoice goes: to a GSTIN, B2CL (inter-state above the threshold) or B2CS. */
function invoiceSection(doc: TaxDocument): "b2b" | "b2cl" | "b2cs" {
  if (doc.buyer.gstin) return "b2b";
  return isInterState(doc) && doc.totals.totalPaise > B2CL_THRESHOLD_PAISE ? "b2cl" : "b2cs";
}

/** The items of a document, one per rate, as the portal lists them. */
function itemsOf(lines: TaxDocumentLine[], interState: boolean): Item[] {
  const byRate = new Map<number, Heads>();
  for (const line of lines) {
    const rate = rateOf(line.taxes);
    byRate.set(rate, add(byRate.get(rate) ?? ZERO, headsOf(line)));
  }
  return [...byRate].map(([rt, heads], index) => ({
    num: index + 1,
    itm_det: interState
      ? { rt, txval: rupees(heads.taxablePaise), iamt: rupees(heads.igstPaise), csamt: 0 }
      : {
          rt,
          txval: rupees(heads.taxablePaise),
          camt: rupees(heads.cgstPaise),
          samt: rupees(heads.sgstPaise),
          csamt: 0,
        },
  }));
}

/** Adds heads to a keyed total, creating it the first time. */
function accumulate<K>(totals: Map<K, Heads>, key: K, heads: Heads, sign = 1) {
  totals.set(key, add(totals.get(key) ?? ZERO, heads, sign));
}

/** The lines of a document as (rate, heads) pairs. */
const ratedLines = (doc: TaxDocument) =>
  doc.lines.map((line) => [rateOf(line.taxes), headsOf(line)] as const);

export function buildGstr1(input: Gstr1Input): Gstr1 {
  const { period } = input;
  const problems: string[] = [];
  const documents = [...input.documents].sort(
    (a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt) || a.number.localeCompare(b.number),
  );
  const register: RegisterRow[] = [];
  const b2b = new Map<string, Gstr1Json["b2b"][number]["inv"]>();
  const b2cl = new Map<string, Gstr1Json["b2cl"][number]["inv"]>();
  const b2cs = new Map<string, { doc: TaxDocument; rate: number; heads: Heads }>();
  const cdnr = new Map<string, Gstr1Json["cdnr"][number]["nt"]>();
  const cdnur: Gstr1Json["cdnur"] = [];
  const hsn = { b2b: new Map<string, Heads>(), b2c: new Map<string, Heads>() };
  const supplies = new Map<number, Heads>();
  const advancesNet = new Map<number, Heads>();
  const at = new Map<string, { doc: TaxDocument; rate: number; heads: Heads }>();
  const txpd = new Map<string, { doc: TaxDocument; rate: number; heads: Heads }>();
  let notTaxDocuments = 0;
  // Table 3.2's row by place of supply, counted as 3.1(a) is: supplies, advances net.
  const unregistered = new Map<string, Heads>();
  const addUnregistered = (
    doc: TaxDocument,
    part: { taxablePaise: number; taxes: TaxAmount[] },
    sign: number,
  ) => {
    if (isInterState(doc) && !doc.buyer.gstin)
      accumulate(unregistered, doc.placeOfSupply.code, headsOf(part), sign);
  };

  const advanceKey = (doc: TaxDocument, rate: number) => `${doc.placeOfSupply.code}|${rate}`;
  const addAdvance = (into: typeof at, doc: TaxDocument, rate: number, heads: Heads, sign = 1) => {
    const key = advanceKey(doc, rate);
    const entry = into.get(key) ?? { doc, rate, heads: ZERO };
    into.set(key, { ...entry, heads: add(entry.heads, heads, sign) });
  };
  const addHsn = (doc: TaxDocument, registered: boolean, sign: number) => {
    for (const line of doc.lines) {
      accumulate(registered ? hsn.b2b : hsn.b2c, `${line.sac}|${rateOf(line.taxes)}`, headsOf(line), sign);
    }
  };

  for (const doc of documents) {
    const original = doc.references ? input.originals.get(doc.references.invoiceNumber) : undefined;
    let section: Gstr1Section = "none";
    const interState = isInterState(doc);

    if (doc.kind === "invoice") {
      section = invoiceSection(doc);
      const item = { inum: doc.number, idt: portalDate(doc.issuedAt), val: rupees(doc.totals.totalPaise) };
      const items = itemsOf(doc.lines, interState);
      if (section === "b2b") {
        const invoices = b2b.get(doc.buyer.gstin!) ?? [];
        invoices.push({ ...item, pos: doc.placeOfSupply.code, rchrg: "N", inv_typ: "R", itms: items });
        b2b.set(doc.buyer.gstin!, invoices);
      } else if (section === "b2cl") {
        const invoices = b2cl.get(doc.placeOfSupply.code) ?? [];
        invoices.push({ ...item, itms: items });
        b2cl.set(doc.placeOfSupply.code, invoices);
      } else {
        for (const [rate, heads] of ratedLines(doc)) {
          const key = `${doc.placeOfSupply.code}|${rate}`;
          const entry = b2cs.get(key) ?? { doc, rate, heads: ZERO };
          b2cs.set(key, { ...entry, heads: add(entry.heads, heads) });
        }
      }
      addHsn(doc, section === "b2b", 1);
      for (const [rate, heads] of ratedLines(doc)) accumulate(supplies, rate, heads);
      addUnregistered(doc, doc.totals, 1);
      // Advances received in an earlier period and deducted here: table 11B adjusts the tax paid
      // on them. One received in this period is no advance in the return: the invoice reports it.
      for (const advance of doc.advances ?? []) {
        const rate = rateOf(advance.taxes);
        const heads = headsOf(advance);
        if (inPeriod(period, advance.issuedAt)) addAdvance(at, doc, rate, heads, -1);
        else addAdvance(txpd, doc, rate, heads);
        // Either way the advance leaves 3.1(a): reported as one in this period, or earlier.
        addUnregistered(doc, advance, -1);
      }
    } else if (doc.kind === "credit-note") {
      // Where the credited invoice went; without it (not found), where the note itself would.
      const reversed = invoiceSection(original ?? doc);
      if (!original)
        problems.push(
          `${doc.number}: the invoice it credits (${doc.references?.invoiceNumber}) was not found.`,
        );
      const note = {
        ntty: "C" as const,
        nt_num: doc.number,
        nt_dt: portalDate(doc.issuedAt),
        val: rupees(doc.totals.totalPaise),
        pos: doc.placeOfSupply.code,
        itms: itemsOf(doc.lines, interState),
      };
      if (reversed === "b2b" || doc.buyer.gstin) {
        section = "cdnr";
        const notes = cdnr.get(doc.buyer.gstin!) ?? [];
        notes.push({ ...note, rchrg: "N", inv_typ: "R" });
        cdnr.set(doc.buyer.gstin!, notes);
      } else if (reversed === "b2cl") {
        section = "cdnur";
        cdnur.push({ typ: "B2CL", ...note });
      } else {
        // A credit note on a B2C (small) invoice is netted in B2CS, by place of supply and rate.
        section = "b2cs";
        for (const [rate, heads] of ratedLines(doc)) {
          const key = `${doc.placeOfSupply.code}|${rate}`;
          const entry = b2cs.get(key) ?? { doc, rate, heads: ZERO };
          b2cs.set(key, { ...entry, heads: add(entry.heads, heads, -1) });
        }
      }
      addHsn(doc, section === "cdnr", -1);
      for (const [rate, heads] of ratedLines(doc)) accumulate(supplies, rate, heads, -1);
      addUnregistered(doc, doc.totals, -1);
    } else if (doc.kind === "receipt-voucher") {
      section = "at";
      for (const [rate, heads] of ratedLines(doc)) addAdvance(at, doc, rate, heads);
      addUnregistered(doc, doc.totals, 1);
    } else if (doc.kind === "refund-voucher") {
      // An advance returned without the service (Rule 51): received in this period, it is no
      // longer an advance of the period; received earlier, its tax is adjusted in table 11B.
      const receivedHere = original ? inPeriod(period, original.issuedAt) : false;
      if (!original)
        problems.push(
          `${doc.number}: the receipt voucher it refunds (${doc.references?.invoiceNumber}) was not found.`,
        );
      section = receivedHere ? "at" : "txpd";
      for (const [rate, heads] of ratedLines(doc)) {
        if (receivedHere) addAdvance(at, doc, rate, heads, -1);
        else addAdvance(txpd, doc, rate, heads);
      }
      addUnregistered(doc, doc.totals, -1);
    } else {
      notTaxDocuments += 1;
    }

    const first = doc.lines[0];
    register.push({
      date: formatIsoDay(new Date(doc.issuedAt)),
      number: doc.number,
      kind: doc.kind,
      buyer: doc.buyer.name,
      buyerGstin: doc.buyer.gstin ?? "",
      placeOfSupply: stateLabel(doc.placeOfSupply.code),
      sac: [...new Set(doc.lines.map((line) => line.sac))].join(" "),
      ratePercent: first ? rateOf(first.taxes) : 0,
      ...headsOf(doc.totals),
      totalPaise: doc.totals.totalPaise,
      section,
      reference: doc.references?.invoiceNumber ?? doc.receivedAgainst?.invoiceNumber ?? "",
    });
  }

  for (const [into, sign] of [
    [at, 1],
    [txpd, -1],
  ] as const) {
    for (const { rate, heads } of into.values()) accumulate(advancesNet, rate, heads, sign);
  }

  const advanceRows = (from: typeof at): AdvanceRow[] => {
    const byPos = new Map<string, AdvanceRow>();
    for (const { doc, rate, heads } of from.values()) {
      if (isZero(heads)) continue;
      const row = byPos.get(doc.placeOfSupply.code) ?? {
        pos: doc.placeOfSupply.code,
        sply_ty: supplyType(doc),
        itms: [],
      };
      row.itms.push({
        rt: rate,
        ad_amt: rupees(heads.taxablePaise),
        iamt: rupees(heads.igstPaise),
        camt: rupees(heads.cgstPaise),
        samt: rupees(heads.sgstPaise),
        csamt: 0,
      });
      byPos.set(doc.placeOfSupply.code, row);
    }
    return [...byPos.values()];
  };

  const hsnRows = (from: Map<string, Heads>): HsnRow[] =>
    [...from].map(([key, heads], index) => {
      const [sac, rate] = key.split("|") as [string, string];
      return {
        num: index + 1,
        hsn_sc: sac,
        desc: "",
        uqc: "NA",
        qty: 0,
        rt: Number(rate),
        txval: rupees(heads.taxablePaise),
        iamt: rupees(heads.igstPaise),
        camt: rupees(heads.cgstPaise),
        samt: rupees(heads.sgstPaise),
        csamt: 0,
      };
    });

  const series = seriesReports(documents, problems);
  for (const [key, { heads }] of b2cs) {
    const [pos, rate] = key.split("|");
    if (heads.taxablePaise < 0) {
      problems.push(
        `B2CS for ${stateLabel(pos!)} at ${rate}%: credit notes exceed the period's invoices (${rupees(heads.taxablePaise)}); ` +
          "report the difference as an amendment of the earlier period (B2CSA).",
      );
    } else {
      // A tax head below zero with the value not: credit notes rounded apart from the invoices
      // they reverse. The portal refuses a negative tax; the accountant settles the paise.
      const below = (["igstPaise", "cgstPaise", "sgstPaise"] as const).filter((head) => heads[head] < 0);
      if (below.length > 0) {
        problems.push(
          `B2CS for ${stateLabel(pos!)} at ${rate}%: ${below.map((head) => `${head.slice(0, 4).toUpperCase()} ${rupees(heads[head])}`).join(", ")} ` +
            "below zero while the taxable value is not: credit notes were rounded apart from the invoices they reverse; settle the paise by hand.",
        );
      }
    }
  }

  const summaryOf = (totals: Map<number, Heads>): RateSummary[] =>
    [...totals].sort(([a], [b]) => a - b).map(([ratePercent, heads]) => ({ ratePercent, ...heads }));
  const suppliesSummary = summaryOf(supplies);
  const advancesSummary = summaryOf(advancesNet);
  const gstr3b31a = [...suppliesSummary, ...advancesSummary].reduce<Heads>((sum, row) => add(sum, row), ZERO);
  const gstr3b32 = [...unregistered]
    .filter(([, heads]) => heads.taxablePaise !== 0 || heads.igstPaise !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, heads]) => ({
      pos,
      state: gstStateByCode(pos)?.name ?? pos,
      taxablePaise: heads.taxablePaise,
      igstPaise: heads.igstPaise,
    }));

  const json: Gstr1Json = {
    gstin: input.sellerGstin,
    fp: period.fp,
    version: GSTR1_FORMAT_VERSION,
    hash: "hash",
    b2b: [...b2b].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl].map(([pos, inv]) => ({ pos, inv })),
    // A row its credit notes netted to nothing (an invoice credited whole in its own period)
    // reports nothing: left out, as an empty advance row is.
    b2cs: [...b2cs.values()]
      .filter(({ heads }) => !isZero(heads))
      .map(({ doc, rate, heads }) => ({
        sply_ty: supplyType(doc),
        pos: doc.placeOfSupply.code,
        typ: "OE" as const,
        rt: rate,
        txval: rupees(heads.taxablePaise),
        iamt: rupees(heads.igstPaise),
        camt: rupees(heads.cgstPaise),
        samt: rupees(heads.sgstPaise),
        csamt: 0,
      })),
    cdnr: [...cdnr].map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    at: advanceRows(at),
    txpd: advanceRows(txpd),
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: {
      doc_det: series.map((report) => {
        const nature = DOC_ISSUE_NATURES[report.series as keyof typeof DOC_ISSUE_NATURES];
        const total = positionOf(report.last) - positionOf(report.first) + 1;
        return {
          doc_num: nature.code,
          docs: [
            {
              num: 1,
              from: report.first,
              to: report.last,
              totnum: total,
              cancel: report.missing.length,
              net_issue: total - report.missing.length,
            },
          ],
        };
      }),
    },
  };

  return {
    json,
    register,
    summary: {
      period,
      supplies: suppliesSummary,
      advances: advancesSummary,
      gstr3b31a,
      gstr3b32,
      series,
      problems,
      notTaxDocuments,
    },
  };
}

/** Each series' first and last number of the period, and any gap or duplicate between them. */
function seriesReports(documents: TaxDocument[], problems: string[]): SeriesReport[] {
  const bySeries = new Map<string, string[]>();
  for (const doc of documents) {
    const series = seriesOf(doc.number);
    if (!(series in DOC_ISSUE_NATURES)) continue;
    bySeries.set(series, [...(bySeries.get(series) ?? []), doc.number]);
  }
  const order = Object.keys(DOC_ISSUE_NATURES);
  return [...bySeries]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([series, numbers]) => {
      const sorted = [...numbers].sort((a, b) => positionOf(a) - positionOf(b));
      const seen = new Set<string>();
      const duplicates = sorted.filter((number) => seen.has(number) || !seen.add(number));
      const prefix = sorted[0]!.slice(0, sorted[0]!.lastIndexOf("/") + 1);
      const width = sorted[0]!.length - prefix.length;
      const positions = new Set(sorted.map(positionOf));
      const missing: string[] = [];
      for (let n = positionOf(sorted[0]!); n <= positionOf(sorted.at(-1)!); n++) {
        if (!positions.has(n)) missing.push(`${prefix}${String(n).padStart(width, "0")}`);
      }
      const nature = DOC_ISSUE_NATURES[series as keyof typeof DOC_ISSUE_NATURES].name;
      if (missing.length > 0)
        problems.push(`${nature} (${series}): numbers missing in the series: ${missing.join(", ")}.`);
      if (duplicates.length > 0)
        problems.push(`${nature} (${series}): numbers issued twice: ${duplicates.join(", ")}.`);
      return {
        series,
        nature,
        first: sorted[0]!,
        last: sorted.at(-1)!,
        issued: seen.size,
        missing,
        duplicates,
      };
    });
}
