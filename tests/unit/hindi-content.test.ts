// The Hindi content files (src/content/schemas/hindi.ts) hold words only, in the shape of
// their English entries: every file under src/content/hi/ is registered, every Hindi entry
// names an English one, every Hindi text stands where the English entry has a text, and no
// text is left in English by mistake (a text with no Devanagari must be the English one as it
// is: a brand name, a number).
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { HINDI_FILES, HINDI_FOLDERS } from "../../src/content/schemas/hindi-files.ts";

const CONTENT = new URL("../../src/content/", import.meta.url);
const read = (path: string) => parse(readFileSync(new URL(path, CONTENT), "utf8"));
const DEVANAGARI = /[\u0900-\u097F]/;

/** Where `words` does not fit `english`: paths of texts without a text to replace. */
function misfits(english: unknown, words: unknown, at: string): string[] {
  if (typeof words === "string") {
    if (typeof english !== "string") return [`${at}: no English text here`];
    return DEVANAGARI.test(words) || words === english
      ? []
      : [`${at}: "${words}" is neither Hindi nor the English`];
  }
  if (Array.isArray(words)) {
    if (!Array.isArray(english)) return [`${at}: no English list here`];
    return words.flatMap((item, index) => misfits(english[index], item, `${at}[${index}]`));
  }
  if (typeof words === "object" && words !== null) {
    if (typeof english !== "object" || english === null) return [`${at}: no English object here`];
    return Object.entries(words).flatMap(([key, value]) =>
      key === "id" ? [] : misfits((english as Record<string, unknown>)[key], value, `${at}.${key}`),
    );
  }
  return [`${at}: only texts belong in a Hindi file`];
}

const entriesById = (data: unknown): Map<string, unknown> =>
  Array.isArray(data)
    ? new Map(data.map((entry: { id: string }) => [entry.id, entry]))
    : new Map(Object.entries(data as Record<string, unknown>));

describe("the Hindi content", () => {
  it("is registered, every file and folder under src/content/hi/", () => {
    let present: string[] = [];
    try {
      present = readdirSync(new URL("hi/", CONTENT), { recursive: true, encoding: "utf8" });
    } catch {
      // No Hindi content yet.
    }
    const registered = [...Object.values(HINDI_FILES), ...Object.values(HINDI_FOLDERS)] as string[];
    const files = present.filter((path) => /\.(ya?ml|md)$/.test(path));
    const unregistered = files.filter(
      (path) => !registered.some((entry) => path === entry || path.startsWith(`${entry}/`)),
    );
    expect(unregistered).toEqual([]);
  });

  it("fits the English entries, text for text", () => {
    const problems = (Object.values(HINDI_FILES) as string[]).flatMap((path) => {
      const english = entriesById(read(path));
      const hindi = entriesById(read(`hi/${path}`));
      if (hindi.size === 0) return [`hi/${path}: no entries`];
      return [...hindi].flatMap(([id, words]) =>
        english.has(id)
          ? misfits(english.get(id), words, `${path} ${id}`)
          : [`${path} ${id}: no English entry`],
      );
    });
    expect(problems).toEqual([]);
  });
});
