// What the API function should import to render a document: pdfkit, fontkit and the fonts
// are then evaluated on the first PDF an instance draws, not on every cold start. esbuild
// keeps them in the one bundle file either way (decision 0022 has the figures).
import type { TaxDocument } from "../../schemas/tax-document.ts";

/** renderTaxDocumentPdf from ./pdf.ts, loaded on first use. */
export async function renderTaxDocumentPdfLazily(doc: TaxDocument): Promise<Uint8Array> {
  const { renderTaxDocumentPdf } = await import("./pdf.ts");
  return renderTaxDocumentPdf(doc);
}
