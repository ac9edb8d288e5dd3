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
    }).then((ttf) => fontkit.create(ttf) as Font);
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
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let x = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const path = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale);
    parts.push(path.toSVG());
    x += position.xAdvance * scale + tracking * size;
  });
  return { d: parts.join(""), width: x - tracking * size };
}

/** Words wrapped into lines no wider than `maxWidth`. */
export function wrap(font: Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && outline(font, candidate, size).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
