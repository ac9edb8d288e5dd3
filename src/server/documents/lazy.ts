// What the API function should import to render a document: pdfkit, fontkit and the fonts
// are then evaluated on the first PDF an instance draws, not on every cold start. esbuild
// keeps them in the one bundle file either way (decision 0022 has the figures).
//
// Drawing a PDF is tens of milliseconds of CPU on the thread that also serves requests, in one
// piece (pdfkit gives no turn to the event loop while it lays out and subsets the fonts). So
// documents are drawn one at a time, each after a turn of the event loop: whatever asks for
// many (a retry round with 190 invoices, decision 0006), a request waits for one document at
// most, never for a batch of them.
import type { Lang } from "../../i18n/lang.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";

let lane: Promise<unknown> = Promise.resolve();

/** renderTaxDocumentPdf from ./pdf.ts, loaded on first use, drawn in its turn. */
export function renderTaxDocumentPdfLazily(doc: TaxDocument, lang: Lang = "en"): Promise<Uint8Array> {
  const drawn = lane
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(async () => {
      const { renderTaxDocumentPdf } = await import("./pdf.ts");
      return renderTaxDocumentPdf(doc, lang);
    });
  lane = drawn.catch(() => undefined);
  return drawn;
}
