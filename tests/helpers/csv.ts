// A strict RFC 4180 reader for the tests: what a spreadsheet would see in a CSV download.
// Independent of the server's writer, so that a quoting mistake there shows up here.

/** Rows of cells; the byte order mark, if any, is dropped; a final CRLF ends the last row. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      if (cell !== "") throw new Error(`a quote inside an unquoted cell at ${i}`);
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && source[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else if (char === "\n" || char === "\r") {
      throw new Error(`a bare line break outside quotes at ${i}`);
    } else {
      cell += char;
    }
  }
  if (quoted) throw new Error("an unterminated quoted cell");
  if (cell !== "" || row.length > 0) throw new Error("the last row does not end with CRLF");
  return rows;
}
