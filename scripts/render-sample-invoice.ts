// `npm run sample:invoice -- OUT.pdf [invoice|inter-state|credit-note]`: writes a realistic
// tax document as a PDF, to look at (decision 0022). The documents are the tests' fixtures.
import { writeFileSync } from "node:fs";
import { renderTaxDocumentPdf } from "../src/server/documents/pdf.ts";
import { creditNote, interStateInvoice, intraStateInvoice } from "../tests/fixtures/tax-documents.ts";

const SAMPLES = {
  invoice: intraStateInvoice,
  "inter-state": interStateInvoice,
  "credit-note": creditNote,
} as const;

const [out, which = "invoice"] = process.argv.slice(2);
if (!out || !(which in SAMPLES)) {
  console.error(`usage: npm run sample:invoice -- OUT.pdf [${Object.keys(SAMPLES).join("|")}]`);
  process.exit(2);
}
const pdf = await renderTaxDocumentPdf(SAMPLES[which as keyof typeof SAMPLES]());
writeFileSync(out, pdf);
process.stdout.write(`Wrote ${out} (${which}, ${pdf.length} bytes)\n`);
