// Reads an .eml file's headers the way a mail program does (RFC 5322 unfolding, RFC 2047
// encoded words), written for the tests apart from the code that writes them.

export interface EmlHeaders {
  /** Header names in the order written. */
  names: string[];
  /** Each header's value, unfolded and decoded. */
  values: Record<string, string>;
  /** The raw header block, up to the empty line. */
  raw: string;
}

const ENCODED_WORD = /=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi;

/** Encoded words decoded; the space between two adjacent words is not part of the text. */
export function decodeHeaderValue(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  return joined.replace(/(?:=\?UTF-8\?B\?[A-Za-z0-9+/=]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(ENCODED_WORD)].flatMap(([, base64]) => [
      ...Buffer.from(base64!, "base64"),
    ]);
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  });
}

export function readEmlHeaders(eml: string): EmlHeaders {
  const end = eml.indexOf("\r\n\r\n");
  if (end < 0) throw new Error("no empty line after the headers");
  const raw = eml.slice(0, end);
  // Many mail programs end a line at a bare CR or LF too: there must be none.
  if (/\r(?!\n)|(?<!\r)\n/.test(raw)) throw new Error("a bare CR or LF in the headers");
  // A line that starts with a space or a tab continues the header above it.
  const lines = raw.split("\r\n");
  const fields: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1] += line;
    else fields.push(line);
  }
  const names: string[] = [];
  const values: Record<string, string> = {};
  for (const field of fields) {
    const match = /^([!-9;-~]+):[ \t]?(.*)$/.exec(field);
    if (!match) throw new Error(`not a header line: ${JSON.stringify(field)}`);
    names.push(match[1]!);
    values[match[1]!] = decodeHeaderValue(match[2]!);
  }
  return { names, values, raw };
}
