// `npm run sample:invoice -- OUT.pdf [invoice|inter-state|credit-note] [en|hi]`: writes a
// realistic tax document as a PDF, its labels in English or Hindi, to look at (decision 0022).
// The documents are the tests' fixtures.
import { writeFileSync } from "node:fs";
import { renderTaxDocumentPdf } from "../src/server/documents/pdf.ts";
import { creditNote, interStateInvoice, intraStateInvoice } from "../tests/fixtures/tax-documents.ts";

const SAMPLES = {
  invoice: intraStateInvoice,
  "inter-state": interStateInvoice,
  "credit-note": creditNote,
} as const;

const [out, which = "invoice", lang = "en"] = process.argv.slice(2);
if (!out || !(which in SAMPLES) || (lang !== "en" && lang !== "hi")) {
  console.error(`usage: npm run sample:invoice -- OUT.pdf [${Object.keys(SAMPLES).join("|")}] [en|hi]`);
  process.exit(2);
}
const pdf = await renderTaxDocumentPdf(SAMPLES[which as keyof typeof SAMPLES](), lang);
writeFileSync(out, pdf);
process.stdout.write(`Wrote ${out} (${which}, ${pdf.length} bytes)\n`);
