// E-mail header values (decision 0026). Some hold what a person typed (a destination or a project
// title in a subject, an address in To): whatever it is, it must never start a header line
// of its own (a "Bcc:"). The single-line fields refuse line breaks at the door; here the
// outbox and both transports refuse them again, and the local outbox writes what is not
// plain ASCII as RFC 2047 encoded words, as a mail program would.
import { isSingleLine } from "../../schemas/fields.ts";

/**
 * Why these header values cannot be written, if they cannot: one holds a line break, another
 * control character or a lone surrogate. Names the header, never its value.
 */
export function headerProblem(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (!isSingleLine(value) || !value.isWellFormed()) {
      return `The e-mail's ${name} holds a line break or another control character`;
    }
  }
  return undefined;
}

/** Throws when a header value cannot be written (see headerProblem). */
export function assertHeaderSafe(headers: Record<string, string>): void {
  const problem = headerProblem(headers);
  if (problem) throw new Error(problem);
}

const PLAIN = /^[\x20-\x7e]*$/;
/**
 * Bytes of UTF-8 per encoded word: 42 make 56 of base64, 68 characters with the =?UTF-8?B? ?=
 * around, so that "Subject: " and a word keep within the 78 characters a line should have.
 */
const WORD_BYTES = 42;

/**
 * Unstructured header text (a subject, a display name) as it may be written: printable ASCII
 * as it is, anything else as encoded words (RFC 2047, UTF-8, base64) folded onto lines of
 * their own. A word never splits a character, and the space between words is not part of
 * the text, so a reader decodes exactly the value given.
 */
export function encodeHeaderText(value: string): string {
  // "=?" in plain text would be read as the start of an encoded word: encoded too.
  if (PLAIN.test(value) && !value.includes("=?")) return value;
  const words: string[] = [];
  let word = "";
  for (const character of value) {
    if (Buffer.byteLength(word + character) > WORD_BYTES) {
      words.push(word);
      word = "";
    }
    word += character;
  }
  words.push(word);
  return words.map((text) => `=?UTF-8?B?${Buffer.from(text, "utf8").toString("base64")}?=`).join("\r\n ");
}

/**
 * "Name <address>" with the name encoded when it must be (the address then on a line of its
 * own); an address alone as it is.
 */
export function encodeAddress(value: string): string {
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(value.trim());
  if (!named) return value;
  const [, name = "", address = ""] = named;
  if (!name) return `<${address}>`;
  const encoded = encodeHeaderText(name);
  return encoded === name ? `${name} <${address}>` : `${encoded}\r\n <${address}>`;
}
