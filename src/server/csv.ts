// CSV downloads of the admin lists (docs/product.md D16): RFC 4180 (CRLF, quotes doubled), UTF-8 with a byte
// order mark so that Excel reads ₹ and names in Indian scripts correctly, and streamed in
// batches so that a long list never sits whole in the function's memory.
import type { Context } from "hono";
import type { AppBindings } from "./context.ts";

/** A sum of money written with its decimals ("-63559.32"): a number cell, never guarded as a formula. */
export class Decimal {
  readonly value: number;
  readonly digits: number;
  constructor(value: number, digits = 2) {
    this.value = value;
    this.digits = digits;
  }
  toString(): string {
    return this.value.toFixed(this.digits);
  }
}

export type CsvValue = string | number | Decimal | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before
 * one) gets a leading apostrophe: OWASP's advice against CSV injection. The text stays
 * readable, and spreadsheets hide the apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text = value == null ? "" : String(value);
  // Numbers the server wrote (-63559.32 in a GST section) are data, never a formula; text is guarded.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

const BOM = "\uFEFF";

/**
 * Answers a CSV download: the header row, then every batch of rows as it is read. The first
 * batch is read before answering, so that a database failure is still a JSON error with its
 * status; a failure later cuts the download short (and is logged).
 */
export async function csvResponse(
  c: Context<AppBindings>,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<CsvValue[][]>,
): Promise<Response> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const encoder = new TextEncoder();
  const log = c.var.log;
  const encode = (rows: CsvValue[][]) => encoder.encode(rows.map(csvRow).join(""));
  let pending: IteratorResult<CsvValue[][]> | undefined = first;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvRow(header)));
    },
    async pull(controller) {
      try {
        const next = pending ?? (await iterator.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encode(next.value));
      } catch (error) {
        log.error("CSV export failed part-way", { filename, error });
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });

  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
}
