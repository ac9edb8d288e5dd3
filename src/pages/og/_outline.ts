// Text as SVG outlines, at build time: the social cards and the logo's wordmark are drawn
// in the brand's typeface without depending on the fonts of whatever machine renders them
// (sharp's SVG renderer falls back to the system's fonts). Files starting with "_" are not
// routes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

type Font = fontkit.Font;
const cache = new Map<string, Promise<Font>>();

/**
 * Each font's twin, from the same file, whose glyphs are only drawn. fontkit keeps a glyph the
 * first time it is asked for, and a composite glyph's path asks for its parts without their
 * characters: laid out later, such a part (the aa matra of आ) has lost its character, and the
 * Indic shaper breaks the cluster (शादियाँ drawn with a dotted circle before the candrabindu).
 * Laying out with one object and drawing with the other keeps the layout's glyphs whole.
 */
const drawingTwins = new WeakMap<Font, Font>();
function withTwin(ttf: Buffer): Font {
  const font = fontkit.create(ttf) as Font;
  drawingTwins.set(font, fontkit.create(ttf) as Font);
  return font;
}

/**
 * One of the two variable fonts at one weight, from the npm packages the site serves. harfbuzz
 * (subset-font) pins the weight axis and writes TrueType: fontkit's own variation support
 * fails on WOFF2 files.
 */
export function brandFont(family: "fraunces" | "manrope", weight: number): Promise<Font> {
  const key = `${family}:${weight}`;
  let font = cache.get(key);
  if (!font) {
    const file = require.resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`);
    font = subsetFont(readFileSync(file), LATIN, {
      targetFormat: "truetype",
      variationAxes: { wght: weight },
    }).then(withTwin);
    cache.set(key, font);
  }
  return font;
}

/**
 * Noto Sans Devanagari, the Hindi pages' face (decision 0036), at one weight. Unlike the Latin
 * fonts the subset keeps its layout closure: conjuncts, half forms and matra variants are
 * glyphs that only the font's substitutions reach.
 */
export function devanagariFont(weight: number): Promise<Font> {
  const key = `devanagari:${weight}`;
  let font = cache.get(key);
  if (!font) {
    const file =
      require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2");
    const block = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x900 + i)).join("");
    font = subsetFont(readFileSync(file), `${block}\u200c\u200d\u25cc `, {
      targetFormat: "truetype",
      variationAxes: { wght: weight },
    }).then(withTwin);
    cache.set(key, font);
  }
  return font;
}

const LATIN =
  Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") + "–—‘’“”…•·";

export interface Outline {
  /** SVG path data, baseline at y = 0, starting at x = 0, in pixels at `size`. */
  d: string;
  width: number;
}

/** `text` set in `font` at `size` px, with `tracking` em of extra space between letters. */
export function outline(font: Font, text: string, size: number, tracking = 0): Outline {
  return outlineFrom(0, font, text, size, tracking);
}

function outlineFrom(start: number, font: Font, text: string, size: number, tracking: number): Outline {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const drawing = drawingTwins.get(font) ?? font;
  let x = start;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const path = drawing
      .getGlyph(glyph.id)
      .path.scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale);
    parts.push(path.toSVG());
    x += position.xAdvance * scale + tracking * size;
  });
  return { d: parts.join(""), width: x - start - tracking * size };
}

/** A Latin face and a Devanagari one, for text that mixes the scripts (a Hindi card). */
export interface FontPair {
  latin: Font;
  devanagari: Font;
}

/**
 * `text` in runs by script, each in its face: Devanagari letters (with the joiners and the
 * spaces between them) in `fonts.devanagari`, all else in `fonts.latin`. Tracking spaces out
 * the Latin runs only: spaced Devanagari letters would break the headline that joins them.
 */
export function outlineMixed(fonts: Font | FontPair, text: string, size: number, tracking = 0): Outline {
  if (!("latin" in fonts)) return outline(fonts, text, size, tracking);
  const runs =
    text.match(
      /[\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*|[^\u0900-\u097F\u200C\u200D]+/g,
    ) ?? [];
  let x = 0;
  let gap = 0;
  const parts: string[] = [];
  for (const run of runs) {
    const devanagari = /[\u0900-\u097F]/.test(run);
    x += gap;
    const drawn = outlineFrom(
      x,
      devanagari ? fonts.devanagari : fonts.latin,
      run,
      size,
      devanagari ? 0 : tracking,
    );
    parts.push(drawn.d);
    x += drawn.width;
    gap = devanagari ? 0 : tracking * size;
  }
  return { d: parts.join(""), width: x };
}

/** Words wrapped into lines no wider than `maxWidth`. */
export function wrap(font: Font | FontPair, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && outlineMixed(font, candidate, size).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
