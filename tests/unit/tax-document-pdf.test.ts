// Tax documents as PDF (decision 0022), read back the way a person's tools read
// them: poppler's pdfinfo for the page size and pdftotext for the words, the ₹ sign included.
// Needs Debian's poppler-utils (.ci/run installs it).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { NOTO_SANS_REGULAR } from "../../src/server/documents/fonts/noto-sans.ts";
import { renderTaxDocumentPdfLazily } from "../../src/server/documents/lazy.ts";
import {
  drawableText,
  InvalidTaxDocumentError,
  renderTaxDocumentPdf,
} from "../../src/server/documents/pdf.ts";
import {
  gstLineFromInclusivePrice,
  taxDocumentTotals,
  type TaxDocument,
} from "../../src/schemas/tax-document.ts";
import {
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  SAMPLE_SELLER,
} from "../fixtures/tax-documents.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "tax-pdf-"));

/** Writes the PDF to a file and reads it back with poppler. */
async function readBack(pdf: Uint8Array, name: string) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const info = (await run("pdfinfo", [file])).stdout;
  // -layout keeps each table row on one line, as a person reads it.
  const text = (await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"])).stdout;
  // Without -layout, a block that wraps (the amount in words) reads as one run of words.
  const flowing = (await run("pdftotext", ["-enc", "UTF-8", file, "-"])).stdout.replace(/\s+/g, " ");
  return { info, text, squeezed: text.replace(/[ \t]+/g, " "), flowing };
}

async function render(doc: TaxDocument, name: string) {
  return readBack(await renderTaxDocumentPdf(doc), name);
}

describe("a tax invoice inside Rajasthan (CGST + SGST)", () => {
  it("is one A4 page whose text carries every Rule 46 particular", async () => {
    const doc = intraStateInvoice();
    const { info, text, squeezed } = await render(doc, "intra-state");
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Title:\s+Tax Invoice NE\/26-27\/000123$/m);

    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("NE/26-27/000123");
    expect(text).toContain("22 November 2026");
    expect(text).toContain(SAMPLE_SELLER.legalName);
    expect(text).toContain(`GSTIN ${SAMPLE_SELLER.gstin}`);
    expect(text).toContain("Ananya Sharma");
    expect(text).toContain("GSTIN: Unregistered");
    expect(squeezed).toContain("Place of supply Rajasthan (08)");
    expect(squeezed).toContain("Reverse charge No");
    // The line: SAC, taxable value, each tax's rate and amount, the total.
    expect(squeezed).toMatch(/999599 8,473\.72 9% 762\.64 9% 762\.64 9,999\.00/);
    // The totals, with the rupee sign drawn (a missing glyph extracts as nothing, see below).
    expect(squeezed).toContain("Taxable value ₹8,473.72");
    expect(squeezed).toContain("CGST @ 9% ₹762.64");
    expect(squeezed).toContain("SGST @ 9% ₹762.64");
    expect(squeezed).toContain("Total ₹9,999.00");
    expect(text).not.toContain("IGST");
    expect(text).toContain("Rupees Nine Thousand Nine Hundred Ninety-Nine Only");
    expect(text).toContain("pay_Nv8Qx2LkP0aZ3d");
    expect(text).toContain("Prices include GST.");
    expect(text).toContain("Tax is not payable on reverse charge.");
    expect(squeezed).toContain("NE/26-27/000123 · Page 1 of 1");
  });
});

describe("a tax invoice to another state (IGST)", () => {
  it("charges IGST only and shows the registered buyer's GSTIN", async () => {
    const doc = interStateInvoice();
    const { info, text, squeezed } = await render(doc, "inter-state");
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(text).toContain("NE/26-27/000131");
    expect(text).toContain(`GSTIN: ${doc.buyer.gstin}`);
    expect(squeezed).toContain("Place of supply Maharashtra (27)");
    expect(squeezed).toMatch(/999599 16,948\.31 18% 3,050\.69 19,999\.00/);
    expect(squeezed).toContain("IGST @ 18% ₹3,050.69");
    expect(squeezed).toContain("Total ₹19,999.00");
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain("Rupees Nineteen Thousand Nine Hundred Ninety-Nine Only");
  });
});

describe("a credit note", () => {
  it("names the invoice it reverses, its date and the reason", async () => {
    const { info, text, squeezed } = await render(creditNote(), "credit-note");
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+Credit Note CN\/26-27\/000004$/m);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("CN/26-27/000004");
    expect(squeezed).toContain("Against invoice NE/26-27/000123 dated 22 November 2026");
    expect(text).toContain("Membership cancelled at the member's request");
    expect(squeezed).toContain("Total credited ₹9,999.00");
    expect(text).toContain("REFUNDED");
    expect(text).toContain("rfnd_Nx5Tb1QwE9cF2g");
  });
});

describe("the ₹ sign", () => {
  it("extracts as ₹ only when the font really draws it (the check above would catch a lost glyph)", async () => {
    // The control: a character the embedded font lacks (Devanagari HA), drawn directly with
    // pdfkit, extracts as nothing, so a missing ₹ glyph could not pass for a ₹ above.
    const pdf = new PDFDocument({ size: "A4", font: null as unknown as string });
    pdf.registerFont("noto", Buffer.from(NOTO_SANS_REGULAR, "base64"));
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on("end", resolve));
    pdf.font("noto").fontSize(12).text("A\u0939B ₹5", 50, 50);
    pdf.end();
    await done;
    const { text } = await readBack(Buffer.concat(chunks), "control");
    expect(text).toContain("₹5");
    expect(text).not.toContain("\u0939");
  });

  it("replaces what the fonts cannot draw with a visible ?", async () => {
    expect(drawableText("Zoë Łukasz ₹ – “quoted”")).toBe("Zoë Łukasz ₹ – “quoted”");
    // Devanagari has its own face now (decision 0035, tax-document-pdf-devanagari.test.ts).
    expect(drawableText("राहुल 🙂")).toBe("राहुल ?");
    // A decomposed é is composed first, so it is drawn rather than replaced.
    expect(drawableText("Re\u0301my")).toBe("Rémy");
    // What draws nothing is left out, not printed as "?"; Devanagari's joiners stay.
    expect(drawableText("Asha\u200b Rao\u2060\ufeff")).toBe("Asha Rao");
    expect(drawableText("क्\u200dष")).toBe("क्\u200dष");
    const { text } = await render(
      intraStateInvoice({ buyer: { ...intraStateInvoice().buyer, name: "Rahul 🙂" } }),
      "fallback",
    );
    expect(text).toContain("Rahul ?");
  });
});

describe("a large deposit", () => {
  it("keeps each amount of a ₹45 lakh line on one row", async () => {
    const doc = interStateInvoice();
    const line = gstLineFromInclusivePrice({
      description: "Wedding deposit, Udaipur, 40% of the quoted ₹1,12,50,000",
      sac: "998596",
      pricePaise: 45_00_000_00,
      ratePercent: 18,
      intraState: false,
    });
    const { squeezed } = await render({ ...doc, lines: [line], totals: taxDocumentTotals([line]) }, "large");
    expect(squeezed).toMatch(/998596 38,13,559\.32 18% 6,86,440\.68 45,00,000\.00/);
    expect(squeezed).toContain("Total ₹45,00,000.00");
  });
});

describe("renderTaxDocumentPdfLazily", () => {
  it("draws the same document as renderTaxDocumentPdf", async () => {
    const doc = interStateInvoice();
    expect(await renderTaxDocumentPdfLazily(doc)).toEqual(await renderTaxDocumentPdf(doc));
  });
});

describe("a document that does not add up", () => {
  it("is refused with its problems, never drawn", async () => {
    const doc = intraStateInvoice();
    const wrong = { ...doc, totals: { ...doc.totals, totalPaise: doc.totals.totalPaise + 1 } };
    await expect(renderTaxDocumentPdf(wrong)).rejects.toThrow(InvalidTaxDocumentError);
    await expect(renderTaxDocumentPdf(wrong)).rejects.toThrow(/total must be the sum of the lines'/);
  });
});

describe("many lines", () => {
  it("continue on a second page with the table's header and a footer on each page", async () => {
    const one = intraStateInvoice().lines[0]!;
    const lines = Array.from({ length: 30 }, (_, i) => ({
      ...one,
      description: `Catering deposit, instalment ${i + 1}`,
    }));
    const doc = intraStateInvoice({ lines });
    doc.totals = {
      taxablePaise: one.taxablePaise * 30,
      taxes: one.taxes.map((tax) => ({ ...tax, amountPaise: tax.amountPaise * 30 })),
      totalPaise: one.totalPaise * 30,
    };
    const { info, text, flowing } = await render(doc, "two-pages");
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(text).toContain("Page 1 of 2");
    expect(text).toContain("Page 2 of 2");
    expect(text.split("\f")[1]).toContain("Taxable value");
    // Two-digit line numbers stay on their row.
    expect(text.replace(/[ \t]+/g, " ")).toContain("16 Catering deposit, instalment 16 999599");
    expect(text.replace(/[ \t]+/g, " ")).toContain("Total ₹2,99,970.00");
    // The words wrap beside the totals.
    expect(flowing).toContain("Rupees Two Lakh Ninety-Nine Thousand Nine Hundred Seventy Only");
  });
});

describe("bundled as the API function bundles it", () => {
  it(
    "renders in a fresh Node process from one minified file, reading no file from disk",
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const outfile = join(dir, "bundle", "pdf.mjs");
      await build({
        entryPoints: [fileURLToPath(new URL("../../src/server/documents/pdf.ts", import.meta.url))],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node22",
        minify: true,
        outfile,
        logLevel: "silent",
        // As scripts/bench/function-bundle.ts does: CommonJS dependencies get a require().
        banner: {
          js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        },
      });
      // Every way a library could read a data file at run time, recorded; the bundle lives in an
      // empty folder, so anything it read would have to be next to it or in node_modules.
      const watch = join(dir, "bundle", "watch-fs.mjs");
      writeFileSync(
        watch,
        `import fs from "node:fs"; import { syncBuiltinESMExports } from "node:module";
      globalThis.__reads = [];
      for (const name of ["readFileSync", "readFile", "openSync", "open", "createReadStream", "statSync", "existsSync"]) {
        const original = fs[name];
        fs[name] = function (path, ...rest) { globalThis.__reads.push(name + " " + String(path)); return original.call(this, path, ...rest); };
      }
      syncBuiltinESMExports();`,
      );
      const script = `
      const { renderTaxDocumentPdf } = await import(${JSON.stringify(outfile)});
      const pdf = await renderTaxDocumentPdf(JSON.parse(process.env.DOC));
      // Node's own read of the bundle is not the library's.
      const reads = globalThis.__reads.filter((read) => !read.endsWith("/bundle/pdf.mjs"));
      (await import("node:fs")).writeFileSync(process.env.OUT, pdf);
      process.stdout.write(JSON.stringify(reads));`;
      const out = join(dir, "bundled.pdf");
      const { stdout } = await run(
        process.execPath,
        ["--import", watch, "--input-type=module", "-e", script],
        {
          cwd: join(dir, "bundle"),
          env: { PATH: process.env.PATH ?? "", DOC: JSON.stringify(interStateInvoice()), OUT: out },
        },
      );
      expect(JSON.parse(stdout)).toEqual([]);
      const { info, squeezed } = await readBack(readFileSync(out), "bundled-read");
      expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
      expect(squeezed).toContain("Total ₹19,999.00");
    },
  );
});

describe("the brotli stand-in under fontkit (vendor/brotli-node-zlib)", () => {
  it("decompresses Brotli with Node's decoder, as fontkit asks for WOFF2 fonts", async () => {
    const { createRequire } = await import("node:module");
    const { brotliCompressSync } = await import("node:zlib");
    const decompress = createRequire(import.meta.url)("brotli/decompress.js") as (
      data: Uint8Array,
    ) => Uint8Array;
    const data = new TextEncoder().encode("₹9,999.00 ".repeat(100));
    expect(decompress(brotliCompressSync(data))).toEqual(data);
  });
});

describe("every kind of document's facts", () => {
  /** Each word's box as pdftotext finds it. */
  async function wordBoxes(pdf: Uint8Array, name: string) {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    const xml = (await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"])).stdout;
    return [
      ...xml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)<\/word>/g,
      ),
    ].map(([, x0, y0, x1, y1, text]) => ({ text: text!, x0: +x0!, y0: +y0!, x1: +x1!, y1: +y1! }));
  }

  const kinds: [string, () => TaxDocument][] = [
    ["tax invoice", intraStateInvoice],
    ["receipt voucher", () => ({ ...intraStateInvoice(), kind: "receipt-voucher" })],
    ["credit note", creditNote],
    ["refund voucher", () => ({ ...creditNote(), kind: "refund-voucher" })],
  ];
  it.each(kinds)(
    "prints no word over another on a %s (long labels wrap onto their own lines)",
    async (name, make) => {
      const words = await wordBoxes(await renderTaxDocumentPdf(make()), `boxes-${name.replace(" ", "-")}`);
      expect(words.length).toBeGreaterThan(50);
      const overlaps: string[] = [];
      words.forEach((a, i) => {
        for (const b of words.slice(i + 1)) {
          // Boxes that share more than a sliver both ways are drawn over each other.
          const wide = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
          const tall = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
          if (wide > 1 && tall > 2) overlaps.push(`${a.text} / ${b.text}`);
        }
      });
      expect(overlaps).toEqual([]);
    },
  );
});
