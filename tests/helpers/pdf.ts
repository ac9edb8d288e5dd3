// Reading a PDF back as its reader would: the words pdftotext (Debian's poppler-utils) finds.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The text of a PDF file: laid out as on the page, or (`flowing`) in reading order, each
 * block's lines together, for words that wrap inside a table cell.
 */
export function pdfFileText(file: string, options: { flowing?: boolean } = {}): string {
  const layout = options.flowing ? [] : ["-layout"];
  return execFileSync("pdftotext", [...layout, "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

/** The text of a PDF's bytes (written to a temporary file for pdftotext). */
export function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), "nova-pdf-")), "document.pdf");
  writeFileSync(file, bytes);
  return pdfFileText(file);
}
