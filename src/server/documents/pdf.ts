// A tax document as an A4 PDF (decision 0022): the same TaxDocument the printable
// page draws, laid out the way an Indian accountant expects a GST tax invoice, receipt or refund
// voucher, or credit note (CGST Rules 46, 50, 51 and 53). pdfkit writes it; the text is Noto Sans, embedded and subset, so the
// ₹ sign renders and every word can be selected and extracted. Nothing here reads a file: the
// fonts are in the bundle (fonts/noto-sans.ts), and pdfkit's standard fonts, which it would
// load from disk, are never asked for (`font: null` below).
import PDFDocument from "pdfkit";
import { amountInWords } from "../../lib/amount-in-words.ts";
import { formatRupeeDigitsExact, formatRupeesExact } from "../../lib/money.ts";
import english from "../../i18n/en/tax-documents.ts";
import hindi from "../../i18n/hi/tax-documents.ts";
import { HTML_LANG, type Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import {
  advanceRows,
  asIssued,
  buyerGstin,
  buyerHeading,
  documentFacts,
  isTaxDocument,
  reasonHeading,
  stateLabel,
  totalLabel,
} from "../../lib/tax-document-facts.ts";
import { taxDocumentProblems, type GstTaxName, type TaxDocument } from "../../schemas/tax-document.ts";
import { NOTO_SANS_BOLD, NOTO_SANS_CHARACTERS, NOTO_SANS_REGULAR } from "./fonts/noto-sans.ts";
import { NOTO_SANS_DEVANAGARI_CHARACTERS } from "./fonts/noto-sans-devanagari.ts";
import { devanagariFont, hasDevanagari, heightOfRuns, writeRuns } from "./text-runs.ts";

/** A document that taxDocumentProblems finds fault with: it is never drawn. */
export class InvalidTaxDocumentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid tax document: ${problems.join("; ")}`);
    this.name = "InvalidTaxDocumentError";
    this.problems = problems;
  }
}

/** A4 in PDF points, as pdfinfo reports it. */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

const MARGIN = 40;
const FOOTER_HEIGHT = 34;
const CONTENT_WIDTH = A4_POINTS.width - 2 * MARGIN;
const CONTENT_BOTTOM = A4_POINTS.height - MARGIN - FOOTER_HEIGHT;

const INK = "#1c1f24";
const MUTED = "#5d6471";
const RULE = "#c9ced6";
const BAND = "#f1efe9";
const ACCENT = "#7a2e14";

const REGULAR = "regular";
const BOLD = "bold";
// Devanagari runs of a line are drawn in Noto Sans Devanagari, emboldened for bold (decision
// 0035, text-runs.ts).
const DEVANAGARI = "devanagari";
const FACES = {
  regular: { latin: REGULAR, devanagari: DEVANAGARI },
  bold: { latin: BOLD, devanagari: DEVANAGARI, emboldenDevanagari: true },
} as const;

const rate = (percent: number) => `${percent}%`;

const DRAWABLE = new Set(NOTO_SANS_CHARACTERS + NOTO_SANS_DEVANAGARI_CHARACTERS);

/**
 * Text the embedded fonts can draw: Latin in Noto Sans, Devanagari in Noto Sans Devanagari
 * (decision 0035). A character neither has (an emoji, another script) would print as an
 * empty box that extracts as nothing; it becomes "?" instead, visibly. One that draws nothing
 * anyway (a zero-width space, a word joiner, a byte-order mark, pasted with a name) is left out.
 */
export function drawableText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (INVISIBLE.has(char)) continue;
    out += char === "\n" || DRAWABLE.has(char) ? char : "?";
  }
  return out;
}

const INVISIBLE = new Set(["\u200b", "\u2060", "\ufeff"]);

interface Column {
  header: string;
  /** A second header line, e.g. the tax's rate column "Rate". */
  subHeader?: string;
  width: number;
  align: "left" | "right";
  /** The header is centred over this column and the next one. */
  spansNext?: boolean;
}

/**
 * Renders one tax invoice or credit note as an A4 PDF, its labels in `lang` (the buyer's: D25,
 * decision 0035); what the document carries as issued (its lines, the amount in words) stays as
 * issued. Throws InvalidTaxDocumentError, and draws nothing, when the document's figures do not
 * add up (taxDocumentProblems).
 */
export async function renderTaxDocumentPdf(doc: TaxDocument, lang: Lang = "en"): Promise<Uint8Array> {
  const problems = taxDocumentProblems(doc);
  if (problems.length) throw new InvalidTaxDocumentError(problems);

  const words = lang === "hi" ? hindi : english;
  const title = words.titles[doc.kind];
  const issuedAt = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    // No default font: pdfkit's default, Helvetica, is read from its package at run time,
    // which a bundled function cannot do (and Helvetica has no ₹).
    font: null as unknown as string,
    bufferPages: true,
    pdfVersion: "1.7",
    lang: HTML_LANG[lang],
    displayTitle: true,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.legalName,
      Subject: `${title} ${doc.number} for ${doc.buyer.name}`,
      Creator: doc.seller.legalName,
      // The document's own date, not the moment it was drawn: the same document always gives
      // the same metadata.
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  pdf.registerFont(REGULAR, Buffer.from(NOTO_SANS_REGULAR, "base64"));
  pdf.registerFont(BOLD, Buffer.from(NOTO_SANS_BOLD, "base64"));
  // Registered is not embedded: the face goes into the PDF only once a run is drawn in it.
  // A parsed fontkit font, which pdfkit accepts though its typings list only bytes.
  pdf.registerFont(DEVANAGARI, devanagariFont() as unknown as Buffer);

  const chunks: Uint8Array[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });

  /** Writes text at (x, y) in a box `width` wide; returns the height it took. */
  const write = (
    text: string,
    x: number,
    y: number,
    options: {
      width: number;
      size?: number;
      bold?: boolean;
      color?: string;
      align?: "left" | "right" | "center";
    },
  ): number => {
    const value = drawableText(text);
    pdf
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? INK);
    const box = { width: options.width, align: options.align ?? "left", lineGap: 1 } as const;
    // Text with Devanagari is drawn run by run, each in its face (decision 0035).
    if (hasDevanagari(value))
      return writeRuns(pdf, value, x, y, FACES[options.bold ? "bold" : "regular"], {
        ...box,
        size: options.size ?? 9,
        color: options.color ?? INK,
      });
    const height = pdf.heightOfString(value, box);
    pdf.text(value, x, y, box);
    return height;
  };
  /** The height of `text` in the regular face at `size`, as `write` would draw it. */
  const heightOf = (text: string, size: number, box: { width: number; lineGap?: number }): number => {
    const value = drawableText(text);
    pdf.font(REGULAR).fontSize(size);
    return hasDevanagari(value)
      ? heightOfRuns(pdf, value, FACES.regular, { ...box, size })
      : pdf.heightOfString(value, box);
  };
  const rule = (y: number, color = RULE, x = MARGIN, width = CONTENT_WIDTH) => {
    pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  };

  // Header: the seller on the left, the document's title on the right.
  let y = MARGIN;
  const sellerWidth = CONTENT_WIDTH * 0.62;
  y += write(doc.seller.legalName, MARGIN, y, { width: sellerWidth, size: 20, bold: true, color: ACCENT });
  y += 2;
  for (const line of doc.seller.addressLines)
    y += write(line, MARGIN, y, { width: sellerWidth, color: MUTED });
  y += write(
    fill(words.sellerTax, { gstin: doc.seller.gstin, state: stateLabel(doc.seller.state, words) }),
    MARGIN,
    y,
    {
      width: sellerWidth,
      bold: true,
    },
  );
  y += write(
    `${doc.seller.email}  ·  ${doc.seller.phone}  ·  ${doc.seller.website.replace(/^https?:\/\//, "")}`,
    MARGIN,
    y,
    {
      width: sellerWidth,
      color: MUTED,
    },
  );
  const titleX = MARGIN + sellerWidth;
  const titleWidth = CONTENT_WIDTH - sellerWidth;
  let titleY = MARGIN + 4;
  titleY += write(title.toUpperCase(), titleX, titleY, {
    width: titleWidth,
    size: 16,
    bold: true,
    align: "right",
  });
  titleY += write(words.originalForRecipient, titleX, titleY, {
    width: titleWidth,
    size: 8,
    color: MUTED,
    align: "right",
  });
  if (doc.status) {
    titleY += 6;
    const stamp = words.status[doc.status].toUpperCase();
    pdf.font(BOLD).fontSize(9);
    const stampWidth = pdf.widthOfString(stamp) + 16;
    const stampX = MARGIN + CONTENT_WIDTH - stampWidth;
    pdf.roundedRect(stampX, titleY, stampWidth, 17, 3).lineWidth(1).strokeColor(ACCENT).stroke();
    write(stamp, stampX, titleY + 3.5, { width: stampWidth, bold: true, color: ACCENT, align: "center" });
    titleY += 17;
  }
  y = Math.max(y, titleY) + 12;
  rule(y, INK);
  y += 12;

  // The buyer on the left; number, dates and place of supply on the right.
  const blockTop = y;
  const buyerWidth = CONTENT_WIDTH * 0.45 - 16;
  y += write(buyerHeading(doc, words).toUpperCase(), MARGIN, y, {
    width: buyerWidth,
    size: 7.5,
    bold: true,
    color: MUTED,
  });
  y += 2;
  y += write(doc.buyer.name, MARGIN, y, { width: buyerWidth, size: 11, bold: true });
  if (doc.buyer.address) y += write(doc.buyer.address, MARGIN, y, { width: buyerWidth });
  y += write(doc.buyer.email, MARGIN, y, { width: buyerWidth });
  y += write(fill(words.buyerState, { state: stateLabel(doc.buyer.state, words) }), MARGIN, y, {
    width: buyerWidth,
  });
  y += write(fill(words.buyerGstin, { gstin: buyerGstin(doc, words) }), MARGIN, y, {
    width: buyerWidth,
    bold: !!doc.buyer.gstin,
  });
  const buyerBottom = y;

  const facts = documentFacts(doc, words, lang);
  const factsX = MARGIN + CONTENT_WIDTH * 0.45;
  const labelWidth = 90;
  const valueWidth = MARGIN + CONTENT_WIDTH - factsX - labelWidth;
  let factsY = blockTop;
  for (const [label, value] of facts) {
    // A long label ("Refund voucher number") wraps: the row is as tall as its taller side.
    const labelHeight = write(label, factsX, factsY, { width: labelWidth, color: MUTED });
    const valueHeight = write(value, factsX + labelWidth, factsY, {
      width: valueWidth,
      bold: label === words.kinds[doc.kind].number,
    });
    factsY += Math.max(11, labelHeight, valueHeight) + 1.5;
  }
  y = Math.max(buyerBottom, factsY) + 12;

  if (doc.references) {
    const reason = asIssued(doc.references.reason, words);
    const reasonHeight = heightOf(reason, 9, { width: CONTENT_WIDTH - 20 });
    pdf.rect(MARGIN, y, CONTENT_WIDTH, reasonHeight + 26).fill(BAND);
    write(reasonHeading(doc, words).toUpperCase(), MARGIN + 10, y + 7, {
      width: CONTENT_WIDTH - 20,
      size: 7.5,
      bold: true,
      color: MUTED,
    });
    write(reason, MARGIN + 10, y + 18, { width: CONTENT_WIDTH - 20 });
    y += reasonHeight + 26 + 12;
  }

  // The lines: one column per tax that the document carries, each with its rate and amount.
  const taxNames = [
    ...new Set(doc.lines.flatMap((line) => line.taxes.map((tax) => tax.name))),
  ] as GstTaxName[];
  // A payment receipt carries no tax: its lines are a description and an amount.
  const taxed = isTaxDocument(doc);
  const fixed: Column[] = taxed
    ? [
        // Widths in points; the description takes what is left. On one line fit values and totals
        // up to 99,99,999.99 and taxes up to 9,99,999.99 (a ₹50 lakh wedding deposit's); larger wrap.
        { header: "#", width: 20, align: "left" },
        { header: words.description, width: 0, align: "left" },
        { header: words.sac, width: 40, align: "left" },
        { header: words.taxableValue, subHeader: "(₹)", width: 62, align: "right" },
        ...taxNames.flatMap((name): Column[] => [
          { header: name, subHeader: words.rate, width: 30, align: "right", spansNext: true },
          { header: "", subHeader: `${words.amount} (₹)`, width: 56, align: "right" },
        ]),
        { header: words.total, subHeader: "(₹)", width: 62, align: "right" },
      ]
    : [
        { header: "#", width: 20, align: "left" },
        { header: words.description, width: 0, align: "left" },
        { header: words.amount, subHeader: "(₹)", width: 90, align: "right" },
      ];
  fixed[1]!.width = CONTENT_WIDTH - fixed.reduce((total, column) => total + column.width, 0);
  const columns = fixed;
  const PAD = 4;
  const columnX = (index: number) =>
    MARGIN + columns.slice(0, index).reduce((total, column) => total + column.width, 0);

  const drawTableHeader = () => {
    const height = 27;
    pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fill(BAND);
    columns.forEach((column, index) => {
      const options = { width: column.width - 2 * PAD, size: 7.5, bold: true, align: column.align } as const;
      if (column.spansNext) {
        // A tax's name is centred over its two columns, rate and amount, and underlined.
        const width = column.width + columns[index + 1]!.width - 2 * PAD;
        write(column.header, columnX(index) + PAD, y + 4, { ...options, width, align: "center" });
        rule(y + 13.5, RULE, columnX(index) + PAD, width);
      } else if (column.header) {
        write(column.header, columnX(index) + PAD, y + 4, options);
      }
      if (column.subHeader)
        write(column.subHeader, columnX(index) + PAD, y + 15, { ...options, bold: false, color: MUTED });
    });
    y += height;
    rule(y, INK);
  };
  const newPage = () => {
    pdf.addPage();
    y = MARGIN;
  };

  drawTableHeader();
  doc.lines.forEach((line, lineIndex) => {
    const cells = taxed
      ? [
          String(lineIndex + 1),
          asIssued(line.description, words),
          line.sac,
          formatRupeeDigitsExact(line.taxablePaise),
          ...taxNames.flatMap((name) => {
            const tax = line.taxes.find((t) => t.name === name);
            return tax ? [rate(tax.ratePercent), formatRupeeDigitsExact(tax.amountPaise)] : ["", ""];
          }),
          formatRupeeDigitsExact(line.totalPaise),
        ]
      : [String(lineIndex + 1), asIssued(line.description, words), formatRupeeDigitsExact(line.totalPaise)];
    pdf.font(REGULAR).fontSize(8.5);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          heightOf(cell, 8.5, { width: columns[index]!.width - 2 * PAD, lineGap: 1 }),
        ),
      ) + 12;
    if (y + height > CONTENT_BOTTOM) {
      newPage();
      drawTableHeader();
    }
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(cell, columnX(index) + PAD, y + 6, {
        width: column.width - 2 * PAD,
        size: 8.5,
        align: column.align,
      });
    });
    y += height;
    rule(y);
  });

  // Totals on the right, the amount in words on the left.
  const totals: [string, string][] = taxed
    ? [[words.taxableValue, formatRupeesExact(doc.totals.taxablePaise)]]
    : [];
  for (const tax of doc.totals.taxes)
    totals.push([
      fill(words.taxAt, { tax: tax.name, rate: String(tax.ratePercent) }),
      formatRupeesExact(tax.amountPaise),
    ]);
  const total = totalLabel(doc, words);
  const advances = advanceRows(doc, words, lang);
  const totalsHeight = totals.length * 15 + 30;
  const wordsText = amountInWords(doc.totals.totalPaise, words.amountWords);
  if (y + 10 + totalsHeight > CONTENT_BOTTOM) newPage();
  y += 10;
  const totalsWidth = 220;
  const totalsX = MARGIN + CONTENT_WIDTH - totalsWidth;
  let totalsY = y;
  for (const [label, value] of totals) {
    write(label, totalsX, totalsY, { width: totalsWidth - 90, color: MUTED });
    write(value, totalsX + totalsWidth - 100, totalsY, { width: 100 - PAD, align: "right" });
    totalsY += 15;
  }
  totalsY += 2;
  rule(totalsY, INK, totalsX, totalsWidth);
  totalsY += 6;
  write(total, totalsX, totalsY, { width: totalsWidth - 110, size: 11, bold: true });
  write(formatRupeesExact(doc.totals.totalPaise), totalsX + totalsWidth - 130, totalsY, {
    width: 130 - PAD,
    size: 11,
    bold: true,
    align: "right",
  });
  totalsY += 20;
  const wordsWidth = CONTENT_WIDTH - totalsWidth - 24;
  let wordsY = y;
  wordsY += write(words.amountInWords.toUpperCase(), MARGIN, wordsY, {
    width: wordsWidth,
    size: 7.5,
    bold: true,
    color: MUTED,
  });
  wordsY += 2;
  wordsY += write(wordsText, MARGIN, wordsY, { width: wordsWidth, bold: true });
  y = Math.max(totalsY, wordsY) + 14;

  // A booking's invoice: the advances already taxed, deducted, and what this invoice leaves.
  if (advances.length > 0) {
    if (y + advances.length * 15 + 10 > CONTENT_BOTTOM) newPage();
    const rowsWidth = 360;
    const rowsX = MARGIN + CONTENT_WIDTH - rowsWidth;
    rule(y, INK, rowsX, rowsWidth);
    y += 6;
    for (const row of advances) {
      write(row.label, rowsX, y, {
        width: rowsWidth - 110,
        color: row.strong ? INK : MUTED,
        bold: row.strong,
      });
      write(formatRupeesExact(row.paise), rowsX + rowsWidth - 110, y, {
        width: 110 - PAD,
        align: "right",
        bold: row.strong,
      });
      y += 15;
    }
    y += 10;
  }

  // Notes.
  if (doc.notes.length) {
    pdf.font(REGULAR).fontSize(8.5);
    const notesHeight =
      14 +
      doc.notes.reduce(
        (total, note) => total + heightOf(asIssued(note, words), 8.5, { width: CONTENT_WIDTH - 12 }) + 2,
        0,
      );
    if (y + notesHeight > CONTENT_BOTTOM) newPage();
    rule(y);
    y += 8;
    y += write(words.notes.toUpperCase(), MARGIN, y, {
      width: CONTENT_WIDTH,
      size: 7.5,
      bold: true,
      color: MUTED,
    });
    y += 2;
    for (const note of doc.notes) {
      write("•", MARGIN, y, { width: 10, size: 8.5, color: MUTED });
      y += write(asIssued(note, words), MARGIN + 12, y, { width: CONTENT_WIDTH - 12, size: 8.5 }) + 2;
    }
  }

  // The footer of every page: who issued it, that it needs no signature, page n of m.
  const range = pdf.bufferedPageRange();
  const documentName = words.kinds[doc.kind].name;
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start another page.
    pdf.page.margins.bottom = 0;
    const footerY = A4_POINTS.height - MARGIN - FOOTER_HEIGHT + 10;
    rule(footerY);
    const left = CONTENT_WIDTH - 150;
    write(
      `${doc.seller.legalName}  ·  GSTIN ${doc.seller.gstin}  ·  ${doc.seller.email}`,
      MARGIN,
      footerY + 6,
      {
        width: left,
        size: 7.5,
        color: MUTED,
      },
    );
    write(fill(words.noSignature, { document: documentName }), MARGIN, footerY + 16, {
      width: left,
      size: 7.5,
      color: MUTED,
    });
    const page = fill(words.pageOf, { page: String(index - range.start + 1), pages: String(range.count) });
    write(`${doc.number}  ·  ${page}`, MARGIN + left, footerY + 6, {
      width: 150,
      size: 7.5,
      color: MUTED,
      align: "right",
    });
  }

  pdf.end();
  return finished;
}
