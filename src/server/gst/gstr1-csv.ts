// GSTR-1's sections as CSV files, one per section with the column heads of the GST offline tool's
// CSV templates (decision 0042), and the sales register: for accountants who work in Excel. Built
// from the same return as the JSON, so the two never disagree.
import { gstStateByCode } from "../../config/gst.ts";
import { TAX_DOCUMENT_TITLES } from "../../schemas/tax-document.ts";
import { csvRow, Decimal, type CsvValue } from "../csv.ts";
import { DOC_ISSUE_NATURES, rupees, type Gstr1, type RegisterRow } from "./gstr1.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "24-11-2026" (the JSON's date) as the templates write it: "24-Nov-2026". */
const templateDate = (portal: string) => {
  const [day, month, year] = portal.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};
const natureName = (code: number) =>
  Object.values(DOC_ISSUE_NATURES).find((nature) => nature.code === code)?.name ?? String(code);
const place = (code: string) => `${code}-${gstStateByCode(code)?.name ?? code}`;

/** The sales register's columns, in order (one row per document of the period). */
export const REGISTER_HEADER = [
  "Date",
  "Document",
  "Number",
  "Buyer",
  "Buyer GSTIN",
  "Place of supply",
  "SAC",
  "Rate %",
  "Taxable value",
  "IGST",
  "CGST",
  "SGST",
  "Total",
  "GSTR-1 section",
  "Reverses or received against",
] as const;

export function registerCells(row: RegisterRow): CsvValue[] {
  return [
    row.date,
    TAX_DOCUMENT_TITLES[row.kind],
    row.number,
    row.buyer,
    row.buyerGstin,
    row.placeOfSupply,
    row.sac,
    row.ratePercent,
    new Decimal(rupees(row.taxablePaise)),
    new Decimal(rupees(row.igstPaise)),
    new Decimal(rupees(row.cgstPaise)),
    new Decimal(rupees(row.sgstPaise)),
    new Decimal(rupees(row.totalPaise)),
    row.section === "none" ? "not a tax document" : row.section,
    row.reference,
  ];
}

const table = (header: readonly string[], rows: CsvValue[][]) =>
  `\uFEFF${csvRow(header)}${rows.map(csvRow).join("")}`;

/** Each section's file name and text; a section with nothing in it still has its header. */
export function gstr1CsvFiles({ json, register }: Gstr1): { name: string; text: string }[] {
  const buyerOf = new Map(register.map((row) => [row.number, row.buyer]));
  const money = (value: number) => new Decimal(value);
  const hsnHeader = [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ];
  const hsnRows = (rows: Gstr1["json"]["hsn"]["hsn_b2b"]) =>
    rows.map((row) => [
      row.hsn_sc,
      row.desc,
      row.uqc,
      row.qty,
      money(row.txval + row.iamt + row.camt + row.samt + row.csamt),
      row.rt,
      money(row.txval),
      money(row.iamt),
      money(row.camt),
      money(row.samt),
      money(row.csamt),
    ]);
  return [
    {
      name: "b2b.csv",
      text: table(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Reverse Charge",
          "Applicable % of Tax Rate",
          "Invoice Type",
          "E-Commerce GSTIN",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        json.b2b.flatMap(({ ctin, inv }) =>
          inv.flatMap((invoice) =>
            invoice.itms.map((item) => [
              ctin,
              buyerOf.get(invoice.inum),
              invoice.inum,
              templateDate(invoice.idt),
              money(invoice.val),
              place(invoice.pos),
              "N",
              "",
              "Regular B2B",
              "",
              item.itm_det.rt,
              money(item.itm_det.txval),
              "0.00",
            ]),
          ),
        ),
      ),
    },
    {
      name: "b2cl.csv",
      text: table(
        [
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
        ],
        json.b2cl.flatMap(({ pos, inv }) =>
          inv.flatMap((invoice) =>
            invoice.itms.map((item) => [
              invoice.inum,
              templateDate(invoice.idt),
              money(invoice.val),
              place(pos),
              "",
              item.itm_det.rt,
              money(item.itm_det.txval),
              "0.00",
              "",
            ]),
          ),
        ),
      ),
    },
    {
      name: "b2cs.csv",
      text: table(
        [
          "Type",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
        ],
        json.b2cs.map((row) => ["OE", place(row.pos), "", row.rt, money(row.txval), "0.00", ""]),
      ),
    },
    {
      name: "cdnr.csv",
      text: table(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Reverse Charge",
          "Note Supply Type",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        json.cdnr.flatMap(({ ctin, nt }) =>
          nt.flatMap((note) =>
            note.itms.map((item) => [
              ctin,
              buyerOf.get(note.nt_num),
              note.nt_num,
              templateDate(note.nt_dt),
              "C",
              place(note.pos),
              "N",
              "Regular",
              money(note.val),
              "",
              item.itm_det.rt,
              money(item.itm_det.txval),
              "0.00",
            ]),
          ),
        ),
      ),
    },
    {
      name: "cdnur.csv",
      text: table(
        [
          "UR Type",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        json.cdnur.flatMap((note) =>
          note.itms.map((item) => [
            note.typ,
            note.nt_num,
            templateDate(note.nt_dt),
            "C",
            place(note.pos),
            money(note.val),
            "",
            item.itm_det.rt,
            money(item.itm_det.txval),
            "0.00",
          ]),
        ),
      ),
    },
    {
      name: "at.csv",
      text: table(
        ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Received", "Cess Amount"],
        json.at.flatMap((row) =>
          row.itms.map((item) => [place(row.pos), "", item.rt, money(item.ad_amt), "0.00"]),
        ),
      ),
    },
    {
      name: "atadj.csv",
      text: table(
        ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Adjusted", "Cess Amount"],
        json.txpd.flatMap((row) =>
          row.itms.map((item) => [place(row.pos), "", item.rt, money(item.ad_amt), "0.00"]),
        ),
      ),
    },
    { name: "hsn(b2b).csv", text: table(hsnHeader, hsnRows(json.hsn.hsn_b2b)) },
    { name: "hsn(b2c).csv", text: table(hsnHeader, hsnRows(json.hsn.hsn_b2c)) },
    {
      name: "docs.csv",
      text: table(
        ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
        json.doc_issue.doc_det.flatMap((group) =>
          group.docs.map((range) => [
            natureName(group.doc_num),
            range.from,
            range.to,
            range.totnum,
            range.cancel,
          ]),
        ),
      ),
    },
  ];
}

/** The sales register as one CSV text. */
export function registerCsv(register: readonly RegisterRow[]): string {
  return table(REGISTER_HEADER, register.map(registerCells));
}
