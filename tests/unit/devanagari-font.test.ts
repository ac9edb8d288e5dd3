// The Hindi pages' face, cut to the glyphs of the site's Hindi words (decision 0036): a word of
// the site is drawn by the cut face exactly as by the whole one (conjuncts, half forms, reph,
// matras), at the face's one weight; a word the site does not write still gets its
// letters and their half forms, never a missing glyph or a broken cluster.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEVANAGARI_WEIGHT,
  devanagariSubset,
  siteDevanagariWords,
  sourceDevanagariFont,
} from "../../scripts/lib/devanagari-font.ts";

const require = createRequire(import.meta.url);

/** Conjunct-heavy words of the site's own text (the refund policy, the cards, the glossary). */
const SITE_WORDS = ["कॉन्फ़्रेंस", "व्यवस्था", "तीर्थयात्रा", "रद्दीकरण", "शादियाँ", "हिन्दी", "पृष्ठ"];

/** The glyphs a face draws `word` with at `weight`: id, outline and position. */
function shaped(font: hb.Font, word: string, weight: number) {
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => ({
    id: info.codepoint,
    path: font.glyphToPath(info.codepoint),
    position: positions[i]!,
  }));
}

/**
 * Whether two faces draw `word` alike at `weight`: the same glyphs in the same places, whatever
 * their ids. Pinning the weight axis may move a point by a rounding, well under a font unit
 * (of 1,000 to the em), so coordinates agree within 1.5 units.
 */
function drawsAlike(a: hb.Font, b: hb.Font, word: string, weight: number): string | undefined {
  const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const commands = (path: string) => path.replace(/[-\d.,\s]/g, "");
  const [left, right] = [shaped(a, word, weight), shaped(b, word, weight)];
  if (left.length !== right.length) return `${left.length} glyphs against ${right.length}`;
  for (const [i, glyph] of left.entries()) {
    const other = right[i]!;
    const near = (x: number[], y: number[]) =>
      x.length === y.length && x.every((v, k) => Math.abs(v - y[k]!) <= 1.5);
    const { xAdvance, xOffset, yOffset } = glyph.position;
    const place = [xAdvance, xOffset, yOffset];
    const otherPlace = [other.position.xAdvance, other.position.xOffset, other.position.yOffset];
    if (commands(glyph.path) !== commands(other.path) || !near(numbers(glyph.path), numbers(other.path))) {
      return `glyph ${i} drawn differently`;
    }
    if (!near(place, otherPlace)) return `glyph ${i} placed at ${otherPlace} instead of ${place}`;
  }
  return undefined;
}

const fontOf = (bytes: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(bytes)));

describe("the Devanagari face", () => {
  let whole: hb.Font;
  let cut: hb.Font;
  let woff2: Uint8Array;

  beforeAll(async () => {
    const words = siteDevanagariWords();
    woff2 = await devanagariSubset(words);
    whole = fontOf(await sourceDevanagariFont());
    // harfbuzz reads TrueType: the cut face unpacked from its WOFF2 by subset-font.
    const subsetFont = (await import("subset-font")).default;
    cut = fontOf(
      new Uint8Array(
        await subsetFont(Buffer.from(woff2), "", { keepAllGlyphs: true, targetFormat: "truetype" }),
      ),
    );
    // Shaping some 2,000 words and cutting the face: a few seconds.
  }, 60_000);

  it("is the site's Hindi words, not the e-mails' or the documents'", () => {
    const words = siteDevanagariWords();
    for (const word of SITE_WORDS) expect(words, word).toContain(word);
    // The PDF documents' own font module (src/server) holds no words of the pages.
    expect(words.size).toBeGreaterThan(500);
  });

  it("is small: WOFF2, a fraction of the package's file", () => {
    const source = readFileSync(
      require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"),
    );
    expect(new TextDecoder().decode(woff2.slice(0, 4))).toBe("wOF2");
    expect(woff2.byteLength).toBeLessThan(24 * 1024);
    expect(woff2.byteLength).toBeLessThan(source.byteLength / 3);
  });

  it("draws every site word as the whole face does", () => {
    const words = [...SITE_WORDS, ...[...siteDevanagariWords()].filter((_, i) => i % 10 === 0)];
    for (const weight of [DEVANAGARI_WEIGHT]) {
      for (const word of words)
        expect(drawsAlike(whole, cut, word, weight), `${word} at ${weight}`).toBeUndefined();
    }
  });

  it("draws a word the site does not write with its own letters, no missing glyph nor dotted circle", () => {
    const dottedCircle = shaped(whole, "\u25cc", 400)[0]!.path;
    for (const word of ["क्ष्मा", "ग्लानि", "ठुमरी", "ढ़ोल", "झंझट", "ङ्ग", "प्रियाशर्मा"]) {
      for (const glyph of shaped(cut, word, 400)) {
        expect(glyph.id, `${word}: a missing glyph`).not.toBe(0);
        expect(glyph.path, `${word}: a broken cluster`).not.toBe(dottedCircle);
      }
    }
  });
});
