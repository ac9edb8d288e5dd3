// The text rules every schema shares (decision 0026), so that a field of one form cannot accept
// what the same kind of field of another refuses. The plain rules live in fields.ts, where
// the islands without zod read them too.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "./fields.ts";

export { SINGLE_LINE_MESSAGE };

/**
 * A trimmed string that stays on one line (fields.ts). A line break gets `lineMessage`: the
 * field's own message where the specification's says the value is not valid (an e-mail, a
 * phone number, a budget), else "Please keep this on one line." A name's "must be at least
 * 2 characters" would send the person looking for the wrong mistake.
 */
export function singleLine(typeMessage?: string, lineMessage: string = SINGLE_LINE_MESSAGE) {
  return z
    .string(typeMessage)
    .check(z.trim(), z.overwrite(withoutEdgeInvisibles), z.regex(SINGLE_LINE_PATTERN, lineMessage));
}

/**
 * Invisible characters at either end (Unicode's format characters: a zero-width space, a word
 * joiner, a byte-order mark, a joiner with nothing after it) go as spaces do, so that a name
 * made of them alone is empty and refused as one: it printed "BILLED TO ??" on a tax invoice.
 * Inside the text they stay (Devanagari's joiners shape its half forms).
 */
const EDGE_INVISIBLES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const withoutEdgeInvisibles = (text: string) => text.replace(EDGE_INVISIBLES, "");
