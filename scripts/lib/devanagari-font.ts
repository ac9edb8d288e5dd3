// The Devanagari web face of the Hindi pages (decision 0036): Noto Sans Devanagari from
// @fontsource-variable/noto-sans-devanagari, cut at build time to the glyphs the site's Hindi
// words are drawn with. A Devanagari word is not drawn glyph per letter: conjuncts (क्ष, श्र),
// half forms, reph and the matra variants are glyphs reached only through the font's layout
// tables. A subset by characters would keep every conjunct the letters can make (39 KB); this
// one shapes every Hindi word with harfbuzz and keeps the glyphs that shaping chose, with the
// layout tables that lead to them, at one weight (18 KB). The Astro integration below writes
// the file before Vite bundles the pages, so a new Hindi word is in the face the next time the
// site is built.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The generated face (git-ignored), as src/styles/devanagari.css and site-head.astro name it. */
export const DEVANAGARI_FONT_FILE = join(ROOT, "src/assets/fonts/generated/noto-sans-devanagari.woff2");
const SOURCE_FONT =
  "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";

/**
 * The one weight kept, the text's. The face is on the way to a Hindi page's first paint (its
 * heading is the largest element): with the weight axis kept from 400 to 700 it was 29.7 KB and
 * Lighthouse's LCP 1.23-1.37 s (medians of 3 runs), at 400 alone 18.2 KB and 1.20-1.22 s.
 * Headings and bold text are emboldened by the browser from it, as the PDFs do (decision 0035).
 */
export const DEVANAGARI_WEIGHT = 400;

/** A run of Devanagari letters with the joiners between them: one shaping unit. */
const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+/g;

const CONSONANTS = [..."कखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसह"];
const MATRAS = ["", "ा", "ि", "ी", "ु", "ू", "ृ", "ॅ", "े", "ै", "ॉ", "ो", "ौ", "ं", "ँ", "ः"];

/**
 * Forms kept for text the site does not write itself (a member's name on the dashboard or an
 * invoice, a place typed in a form): every consonant with each matra and the nukta, its half
 * form, its rakar form and the reph over it. A conjunct the font draws as a ligature but no
 * Hindi word of the site uses then shows as half form and consonant, as many Devanagari faces
 * draw it, rather than with a visible virama. About 4 KB.
 */
export const BASE_FORMS: readonly string[] = [
  ...CONSONANTS.flatMap((c) => [
    ...MATRAS.map((matra) => c + matra),
    `${c}\u093C`,
    `${c}\u094D\u200D`,
    `${c}\u094D`,
    `${c}\u094D\u0930`,
    `\u0930\u094D${c}`,
  ]),
  ..."अआइईउऊऋएऐऑओऔॐ।॥",
];

const TEXT_FILE = /\.(ts|tsx|astro|md|mdx|ya?ml|json)$/;

/**
 * Every Devanagari word of the site's own text: the words, content and catalogues under src/
 * (what a Hindi page shows, what its islands load later, the API's messages in Hindi). The
 * server's folder is left out: e-mails and PDF documents do not use this face.
 */
export function siteDevanagariWords(root = ROOT): Set<string> {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(root, "src/server")) visit(path);
      } else if (TEXT_FILE.test(entry.name)) {
        for (const [word] of readFileSync(path, "utf8").matchAll(DEVANAGARI_RUN)) words.add(word);
      }
    }
  };
  visit(join(root, "src"));
  return words;
}

/** The glyph ids harfbuzz draws `words` with in `font`, at DEVANAGARI_WEIGHT. */
export function shapedGlyphs(font: hb.Font, words: Iterable<string>): Set<number> {
  const glyphs = new Set<number>();
  font.setVariations([new hb.Variation("wght", DEVANAGARI_WEIGHT)]);
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    // Every glyph the shaping passes through on its way, not only the ones it ends with: a
    // lookup may reach its result through a glyph that another one replaces (the reph, e sign
    // and anusvara of शर्तें), and a face cut without that glyph draws the word otherwise.
    buffer.setMessageFunc((during, _font, message) => {
      if (message.startsWith("end lookup"))
        for (const info of during.getGlyphInfos()) glyphs.add(info.codepoint);
      return true;
    });
    hb.shape(font, buffer);
    for (const info of buffer.getGlyphInfos()) glyphs.add(info.codepoint);
  }
  return glyphs;
}

// harfbuzz's subsetter (hb-subset), the WebAssembly build harfbuzzjs ships; its JavaScript
// API shapes but does not subset, and subset-font takes characters, not glyphs.
interface HbSubset {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_pin_axis_location(input: number, face: number, tag: number, value: number): number;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize(): void;
}
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

let subsetter: Promise<HbSubset> | undefined;
function hbSubset(): Promise<HbSubset> {
  subsetter ??= WebAssembly.instantiate(
    readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")),
  ).then(({ instance }) => {
    const exports = instance.exports as unknown as HbSubset;
    exports._initialize();
    return exports;
  });
  return subsetter;
}

/**
 * `ttf` (TrueType) cut to `glyphs` and the characters of `characters`, every layout feature
 * kept but no glyph added through them (the words were shaped already), the weight axis
 * pinned at DEVANAGARI_WEIGHT. TrueType out.
 */
async function subsetGlyphs(
  ttf: Uint8Array,
  glyphs: Set<number>,
  characters: Set<number>,
): Promise<Uint8Array> {
  const wasm = await hbSubset();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const data = wasm.malloc(ttf.byteLength);
  heap().set(ttf, data);
  const blob = wasm.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  try {
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const glyphSet = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const point of characters) wasm.hb_set_add(unicodes, point);
    if (!wasm.hb_subset_input_pin_axis_location(input, face, tag("wght"), DEVANAGARI_WEIGHT)) {
      throw new Error("hb-subset could not pin the weight axis");
    }
    const subset = wasm.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error("hb-subset failed on the Devanagari face");
    const result = wasm.hb_face_reference_blob(subset);
    const out = heap().slice(
      wasm.hb_blob_get_data(result, 0),
      wasm.hb_blob_get_data(result, 0) + wasm.hb_blob_get_length(result),
    );
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return out;
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}

/** The source face as TrueType (harfbuzz reads no WOFF2), all glyphs and axes kept. */
export async function sourceDevanagariFont(): Promise<Uint8Array> {
  const woff2 = readFileSync(require.resolve(SOURCE_FONT));
  return new Uint8Array(await subsetFont(woff2, "", { keepAllGlyphs: true, targetFormat: "truetype" }));
}

/** The face for `words` (plus BASE_FORMS), as WOFF2. */
export async function devanagariSubset(words: Iterable<string>): Promise<Uint8Array> {
  const ttf = await sourceDevanagariFont();
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  const all = [...words, ...BASE_FORMS];
  const glyphs = shapedGlyphs(font, all);
  // The characters themselves (a browser asks the face's cmap whether it has a letter) and the
  // dotted circle, which the shaper draws under a matra that has lost its consonant.
  const characters = new Set([...all.join("")].map((char) => char.codePointAt(0)!));
  characters.add(0x25cc);
  const cut = await subsetGlyphs(ttf, glyphs, characters);
  // WOFF2 through subset-font, all glyphs and features kept: a change of container only.
  return new Uint8Array(
    await subsetFont(Buffer.from(cut), "", { keepAllGlyphs: true, targetFormat: "woff2" }),
  );
}

/** Writes DEVANAGARI_FONT_FILE when its bytes change; returns its size. */
export async function writeDevanagariFont(root = ROOT): Promise<number> {
  const font = await devanagariSubset(siteDevanagariWords(root));
  const same =
    existsSync(DEVANAGARI_FONT_FILE) && Buffer.from(font).equals(readFileSync(DEVANAGARI_FONT_FILE));
  if (!same) {
    mkdirSync(dirname(DEVANAGARI_FONT_FILE), { recursive: true });
    writeFileSync(DEVANAGARI_FONT_FILE, font);
  }
  return font.byteLength;
}

/** An Astro integration: the Devanagari face is cut before Vite reads the styles. */
export function devanagariFont(): AstroIntegration {
  return {
    name: "nova:devanagari-font",
    hooks: {
      "astro:config:setup": async ({ logger }) => {
        const bytes = await writeDevanagariFont();
        logger.info(`Noto Sans Devanagari cut to the site's Hindi words: ${bytes} bytes`);
      },
    },
  };
}
