// Devanagari in tax documents (decision 0035, product D25): names, addresses, descriptions and
// notes drawn shaped in Noto Sans Devanagari and read back by pdftotext (poppler-utils) as the
// exact text that was given, pre-base matras and conjuncts included.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Font } from "fontkit";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { NOTO_SANS_REGULAR } from "../../src/server/documents/fonts/noto-sans.ts";
import { drawableText, renderTaxDocumentPdf } from "../../src/server/documents/pdf.ts";
import { devanagariFont, heightOfRuns, scriptRuns, writeRuns } from "../../src/server/documents/text-runs.ts";
import {
  gstLineFromInclusivePrice,
  taxDocumentTotals,
  type TaxDocument,
} from "../../src/schemas/tax-document.ts";
import { intraStateInvoice } from "../fixtures/tax-documents.ts";

const dir = mkdtempSync(join(tmpdir(), "tax-pdf-devanagari-"));

/** pdftotext's output for the PDF: laid out (-layout) and in reading order, spaces squeezed. */
function readBack(pdf: Uint8Array, name: string) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const pdftotext = (...args: string[]) =>
    execFileSync("pdftotext", [...args, "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  const text = pdftotext("-layout");
  return {
    file,
    /** Each line of the laid-out text cut into its cells (runs of two or more spaces apart). */
    cells: text.split("\n").flatMap((line) => line.trim().split(/\s{2,}/)),
    flowing: pdftotext().replace(/\s+/g, " "),
    fonts: execFileSync("pdffonts", [file], { encoding: "utf8" }),
  };
}

const SAMPLE_NAMES = ["प्रिया शर्मा", "श्रीमती किरण", "अंकित", "द्वारका", "क्षितिज", "आशा शादियाँ", "ओम ओझा"];
const ADDRESS = "मकान 12, द्वारका सेक्टर 7, नई दिल्ली 110075, Jaipur Road के पास, राजस्थान";
const DESCRIPTION = "क्षितिज होटल, द्वारका: श्रीमती किरण और अंकित का विवाह भोज (Udaipur, 2 रातें)";
const NOTE = "भुगतान प्रिया शर्मा द्वारा किया गया।";

function invoiceFor(name: string, overrides: Partial<TaxDocument> = {}): TaxDocument {
  const doc = intraStateInvoice();
  return { ...doc, buyer: { ...doc.buyer, name }, ...overrides };
}

describe("a tax invoice in Devanagari", () => {
  it("gives back the buyer's name, address, a line's description and a note exactly", async () => {
    const base = intraStateInvoice();
    const line = gstLineFromInclusivePrice({
      description: DESCRIPTION,
      sac: "998596",
      pricePaise: 9_999_00,
      ratePercent: 18,
      intraState: true,
    });
    const lines = [line, base.lines[0]!];
    const doc = invoiceFor("प्रिया शर्मा", {
      buyer: { ...base.buyer, name: "प्रिया शर्मा", address: ADDRESS },
      lines,
      totals: taxDocumentTotals(lines),
      notes: [...base.notes, NOTE],
    });
    const pdf = await renderTaxDocumentPdf(doc);
    // The same document, the same bytes (decision 0022), though the face is parsed once per process.
    expect(await renderTaxDocumentPdf(doc)).toEqual(pdf);
    const { cells, flowing, fonts } = readBack(pdf, "devanagari-invoice");
    expect(cells).toContain("प्रिया शर्मा");
    // The address and the description wrap inside their boxes; read in order, they are whole.
    expect(flowing).toContain(ADDRESS);
    expect(flowing).toContain(DESCRIPTION);
    expect(cells).toContain(NOTE);
    // The Latin parts of the page are as before.
    expect(cells).toContain("Premium membership (yearly), 22");
    expect(flowing).toContain("Total ₹19,998.00");
    // One face, embedded and subset, with a ToUnicode map; the bold name is that face emboldened.
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toContain("NotoSansDevanagari-Bold");
  });

  it.each(SAMPLE_NAMES)("extracts the name %s as it was written", async (name) => {
    const { cells } = readBack(await renderTaxDocumentPdf(invoiceFor(name)), `name-${name}`);
    expect(cells).toContain(name);
  });

  it("draws a line that mixes the scripts on one line, in that order", async () => {
    const { cells } = readBack(await renderTaxDocumentPdf(invoiceFor("Priya प्रिया, Jaipur")), "mixed");
    expect(cells).toContain("Priya प्रिया, Jaipur");
  });

  it("still replaces what neither font draws (an emoji) with a visible ?", async () => {
    expect(drawableText("राहुल 🙂")).toBe("राहुल ?");
    expect(drawableText("Zoë प्रिया ₹ Привет")).toBe("Zoë प्रिया ₹ ??????");
    const { cells } = readBack(await renderTaxDocumentPdf(invoiceFor("Rahul राहुल 🙂")), "emoji");
    expect(cells).toContain("Rahul राहुल ?");
  });

  it("embeds no Devanagari font in a document that has no Devanagari", async () => {
    const { fonts } = readBack(await renderTaxDocumentPdf(intraStateInvoice()), "latin-only");
    expect(fonts).toContain("NotoSans-Regular");
    expect(fonts).not.toContain("Devanagari");
  });
});

describe("the embedded Devanagari face", () => {
  const glyphs = (font: Font, text: string) =>
    font.layout(text).glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));

  it("keeps the OpenType layout that shapes conjuncts, reph and the i-matra", () => {
    const font = devanagariFont();
    // The i-matra is drawn before its consonant, which is why the PDF carries ActualText.
    expect(glyphs(font, "कि")).toEqual(["ि", "क"]);
    // Conjuncts are one glyph each.
    expect(glyphs(font, "क्ष")).toEqual(["क्ष"]);
    expect(glyphs(font, "श्र")).toEqual(["श्र"]);
    expect(glyphs(font, "त्र")).toEqual(["त्र"]);
    // Reph: the र् of र्म sits above the म, after it in the glyph stream.
    expect(glyphs(font, "र्म")).toEqual(["म", "र्"]);
  });

  it("shapes a cluster after the same vowel sign was read inside a composite (आ, then शा)", () => {
    // fontkit can forget a glyph's characters when it first met the glyph inside a composite
    // (आ is अ and the aa sign); its shaper then breaks the next cluster with that sign into a
    // dotted circle (decision 0036, the social cards). The PDFs' face must not: one face
    // object lays out both, in this order, as a name like "आशा शादियाँ" would.
    const font = devanagariFont();
    expect(glyphs(font, "आ")).toEqual(["आ"]);
    expect(glyphs(font, "शा")).toEqual(["श", "ा"]);
    expect(glyphs(font, "शादियाँ").join("")).not.toContain("\u25CC");
    expect(glyphs(font, "आशा शादियाँ")).toEqual(["आ", "श", "ा", " ", "श", "ा", "ि", "द", "य", "ा", "ँ"]);
  });
});

describe("ActualText", () => {
  it("is what makes the text come back: the glyphs alone read in visual order", async () => {
    // The control, drawn directly with pdfkit in the same face, without the spans writeRuns adds.
    const pdf = new PDFDocument({ size: "A4", font: null as unknown as string });
    pdf.registerFont("devanagari", devanagariFont() as unknown as Buffer);
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on("end", resolve));
    pdf.font("devanagari").fontSize(12).text("किरण अंकित", 50, 50, { lineBreak: false });
    pdf.end();
    await done;
    const file = join(dir, "no-actual-text.pdf");
    writeFileSync(file, Buffer.concat(chunks));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    expect(text.trim()).toBe("िकरण अंिकत");
  });
});

describe("writeRuns", () => {
  it("cuts text into runs of one script, spaces staying with the run before them", () => {
    expect(scriptRuns("Priya प्रिया शर्मा, Jaipur")).toEqual([
      { text: "Priya ", devanagari: false },
      { text: "प्रिया शर्मा", devanagari: true },
      { text: ", Jaipur", devanagari: false },
    ]);
  });

  it("wraps at spaces, cuts a word wider than its box between clusters, and says how tall", async () => {
    const pdf = new PDFDocument({ size: "A4", font: null as unknown as string });
    pdf.registerFont("latin", Buffer.from(NOTO_SANS_REGULAR, "base64"));
    pdf.registerFont("devanagari", devanagariFont() as unknown as Buffer);
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on("end", resolve));
    const faces = { latin: "latin", devanagari: "devanagari" };
    const box = { width: 60, size: 10, lineGap: 1 };
    const text = "श्रीमती किरण क्षितिजविहारसंस्थान";
    const height = writeRuns(pdf, text, 50, 50, faces, box);
    pdf.end();
    await done;
    expect(height).toBe(heightOfRuns(pdf, text, faces, box));
    const file = join(dir, "wrap.pdf");
    writeFileSync(file, Buffer.concat(chunks));
    const lines = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(height).toBeCloseTo(lines.length * (10 * 1.362 + 1), 2);
    expect(lines[0]).toBe("श्रीमती किरण");
    // The long word comes back whole when its lines are joined, no cluster split.
    expect(lines.slice(1).join("")).toBe("क्षितिजविहारसंस्थान");
  });

  it("right-aligns a mixed line to its box, one Latin line high", async () => {
    const pdf = new PDFDocument({ size: "A4", font: null as unknown as string });
    pdf.registerFont("latin", Buffer.from(NOTO_SANS_REGULAR, "base64"));
    pdf.registerFont("devanagari", devanagariFont() as unknown as Buffer);
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on("end", resolve));
    const height = writeRuns(
      pdf,
      "Paid by प्रिया",
      100,
      100,
      { latin: "latin", devanagari: "devanagari" },
      { width: 300, size: 12, align: "right", lineGap: 1 },
    );
    pdf.end();
    await done;
    // One line, as tall as pdfkit's Latin line.
    expect(height).toBeCloseTo(12 * 1.362 + 1, 2);
    const file = join(dir, "right.pdf");
    writeFileSync(file, Buffer.concat(chunks));
    const words = [
      ...execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).matchAll(
        /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]+)<\/word>/g,
      ),
    ].map(([, xMin, xMax, text]) => ({ text, xMin: Number(xMin), xMax: Number(xMax) }));
    expect(words.map((word) => word.text)).toEqual(["Paid", "by", "प्रिया"]);
    expect(words.at(-1)!.xMax).toBeCloseTo(400, 0);
    expect(words[0]!.xMin).toBeGreaterThan(100);
  });
});
