// Text that mixes Latin and Devanagari, drawn with pdfkit (decision 0035). pdfkit draws one
// font per text call, so a line such as "Priya प्रिया, Jaipur" is split into runs, each drawn
// in its own face at its measured place; lines are broken here, not by pdfkit, so that every
// run is known per line. Each Devanagari run sits in a marked-content span whose /ActualText
// is the run's text in logical order: fontkit's Indic shaper draws a pre-base matra (ि) before
// its consonant and fuses conjuncts into one glyph, so the glyphs alone would extract as
// "ि" + "क" or lose letters; pdftotext and copy-paste read the ActualText instead
// (PDF 32000-1:2008, 14.9.4).
import { brotliDecompressSync } from "node:zlib";
import { create, type Font } from "fontkit";
import { NOTO_SANS_DEVANAGARI_REGULAR_BROTLI } from "./fonts/noto-sans-devanagari.ts";

/** The registered pdfkit font names for one weight. */
export interface RunFaces {
  latin: string;
  devanagari: string;
  /**
   * Draw the Devanagari face emboldened (filled and stroked): the bundle carries only its
   * regular weight (decision 0035, the API function's size budget).
   */
  emboldenDevanagari?: boolean;
}

export interface RunBox {
  width: number;
  size: number;
  align?: "left" | "right" | "center";
  lineGap?: number;
  /** The text's colour, which an emboldened run's outline takes too. */
  color?: string;
}

/**
 * The outline added around an emboldened glyph, in em: Noto Sans Devanagari's bold stems are
 * about 0.06 em wider than its regular ones, and a stroke widens a stem by its whole width.
 */
const EMBOLDEN_EM = 0.05;

interface Run {
  text: string;
  devanagari: boolean;
}

interface Line {
  runs: (Run & { width: number })[];
  width: number;
}

/**
 * The Devanagari block, which the Devanagari face draws (the dandas included: they are
 * Unicode's "Common" script, so \p{Script=Devanagari} would leave them to the Latin face).
 * A range of code points, as a character class starting at a combining mark is misleading.
 */
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return code >= 0x900 && code <= 0x97f;
};
/** ZWJ and ZWNJ steer conjuncts and stay with their neighbours, as spaces do. */
const NEUTRAL = new Set([" ", "\u00a0", "\u200c", "\u200d"]);

/** Whether any character of `text` needs the Devanagari face. */
export function hasDevanagari(text: string): boolean {
  for (const char of text) if (isDevanagari(char)) return true;
  return false;
}

/**
 * `text` cut into runs of one face. Spaces and joiners go with the run they follow (so
 * "प्रिया शर्मा" is one run), or with the next one at the start of the text.
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = "";
  for (const char of text) {
    const neutral = NEUTRAL.has(char);
    const last = runs.at(-1);
    if (neutral) {
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const devanagari = isDevanagari(char);
    if (last && last.devanagari === devanagari) last.text += char;
    else {
      runs.push({ text: pending + char, devanagari });
      pending = "";
    }
  }
  if (pending) runs.push({ text: pending, devanagari: false });
  return runs;
}

type Pdf = PDFKit.PDFDocument;

const faceOf = (faces: RunFaces, run: Run) => (run.devanagari ? faces.devanagari : faces.latin);

function widthOf(pdf: Pdf, faces: RunFaces, size: number, runs: Run[]): number {
  return runs.reduce(
    (total, run) => total + pdf.font(faceOf(faces, run)).fontSize(size).widthOfString(run.text),
    0,
  );
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Joins adjacent runs of the same face. */
function merge(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && last.devanagari === run.devanagari) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/**
 * Breaks `text` into lines no wider than `box.width`, as pdfkit's own wrapper does for one
 * font: at spaces, a word wider than the box cut between grapheme clusters (never inside a
 * conjunct), explicit line breaks kept, trailing spaces not counted for alignment.
 */
function layout(pdf: Pdf, text: string, faces: RunFaces, box: RunBox): Line[] {
  const lines: Line[] = [];
  const finish = (runs: Run[]) => {
    const merged = merge(runs);
    const last = merged.at(-1);
    if (last) last.text = last.text.replace(/[ \u00a0]+$/u, "");
    const measured = merged
      .filter((run) => run.text)
      .map((run) => ({ ...run, width: widthOf(pdf, faces, box.size, [run]) }));
    lines.push({ runs: measured, width: measured.reduce((total, run) => total + run.width, 0) });
  };
  for (const paragraph of text.split("\n")) {
    // Words with the spaces after them, each cut into runs of one face.
    const words = (paragraph.match(/[^ ]+ *| +/gu) ?? [""]).map(scriptRuns);
    let line: Run[] = [];
    for (const word of words) {
      const trimmed = word.map((run) => ({ ...run, text: run.text.replace(/ +$/u, "") }));
      if (line.length > 0 && widthOf(pdf, faces, box.size, [...line, ...trimmed]) > box.width) {
        finish(line);
        line = [];
      }
      if (line.length === 0 && widthOf(pdf, faces, box.size, trimmed) > box.width) {
        // A word wider than the whole box: cut it between grapheme clusters.
        for (const run of word)
          for (const { segment } of graphemes.segment(run.text)) {
            const next = [...line, { text: segment, devanagari: run.devanagari }];
            if (line.length > 0 && widthOf(pdf, faces, box.size, next) > box.width) {
              finish(line);
              line = [{ text: segment, devanagari: run.devanagari }];
            } else line = next;
          }
        continue;
      }
      line.push(...word);
    }
    finish(line);
  }
  return lines;
}

/** pdfkit's line height for the Latin face at `size`, as heightOfString counts it. */
function lineHeight(pdf: Pdf, faces: RunFaces, box: RunBox): number {
  return pdf.font(faces.latin).fontSize(box.size).currentLineHeight(true) + (box.lineGap ?? 0);
}

/** The ascender of `face` at `size`, in points: where pdfkit puts the baseline below y. */
function ascender(pdf: Pdf, face: string, size: number): number {
  // pdfkit keeps the current font's metrics on `_font` (its own text code reads them there);
  // its typings do not list it.
  const font = (pdf.font(face).fontSize(size) as unknown as { _font: { ascender: number } })._font;
  return (font.ascender / 1000) * size;
}

/**
 * Runs `draw` with every text object it writes (BT ... ET) inside a /Span marked-content
 * sequence whose /ActualText is `actual`. The span must sit inside pdfkit's `q ... cm ... Q`
 * around each text object, not around the whole call: a reader (poppler's ActualText code)
 * places the replacement text with the transformation in force at EMC, so a span that
 * encloses the `Q` puts the words at the wrong place on the page (seen with pdftotext -bbox).
 */
function withActualText(pdf: Pdf, actual: string, draw: () => void): void {
  const addContent = pdf.addContent;
  pdf.addContent = function (this: Pdf, data: unknown) {
    if (data === "BT") pdf.markContent("Span", { actual });
    addContent.call(this, data);
    if (data === "ET") pdf.endMarkedContent();
    return this;
  };
  try {
    draw();
  } finally {
    pdf.addContent = addContent;
  }
}

/** The height `writeRuns` takes for `text`: its lines at the Latin face's line height. */
export function heightOfRuns(pdf: Pdf, text: string, faces: RunFaces, box: RunBox): number {
  return layout(pdf, text, faces, box).length * lineHeight(pdf, faces, box);
}

/**
 * Draws `text` at (x, y) in a box `box.width` wide, each run in its face, all on the Latin
 * face's baseline and line height (so a mixed line sits where a Latin one would); returns the
 * height taken. Leaves the Latin face current.
 */
export function writeRuns(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  faces: RunFaces,
  box: RunBox,
): number {
  const lines = layout(pdf, text, faces, box);
  const height = lineHeight(pdf, faces, box);
  const latinAscender = ascender(pdf, faces.latin, box.size);
  const devanagariAscender = ascender(pdf, faces.devanagari, box.size);
  lines.forEach((line, index) => {
    const top = y + index * height;
    const align = box.align ?? "left";
    let left = x;
    if (align === "right") left = x + box.width - line.width;
    if (align === "center") left = x + (box.width - line.width) / 2;
    for (const run of line.runs) {
      pdf.font(faceOf(faces, run)).fontSize(box.size);
      // lineBreak: false draws the run as it is, where it is: the line was broken above.
      const draw = { lineBreak: false } as const;
      if (run.devanagari && faces.emboldenDevanagari) {
        pdf
          .save()
          .lineWidth(EMBOLDEN_EM * box.size)
          .strokeColor(box.color ?? "black");
        withActualText(pdf, run.text, () =>
          pdf.text(run.text, left, top + latinAscender - devanagariAscender, {
            ...draw,
            fill: true,
            stroke: true,
          }),
        );
        pdf.restore();
      } else if (run.devanagari)
        withActualText(pdf, run.text, () =>
          pdf.text(run.text, left, top + latinAscender - devanagariAscender, draw),
        );
      else pdf.text(run.text, left, top, draw);
      left += run.width;
    }
  });
  pdf.font(faces.latin);
  return lines.length * height;
}

let devanagari: Font | undefined;

/**
 * Noto Sans Devanagari, parsed by fontkit on first use and kept for the process. The generated
 * module carries it Brotli-compressed (159 KB unpacked, 45 KB packed; Node's zlib unpacks it
 * without reading a file). pdfkit takes a fontkit font as a font source: one parse of its
 * GSUB/GPOS tables serves every document, where a Buffer would be parsed again per document
 * (that parse was most of a Devanagari document's render time).
 */
export function devanagariFont(): Font {
  devanagari ??= create(
    brotliDecompressSync(Buffer.from(NOTO_SANS_DEVANAGARI_REGULAR_BROTLI, "base64")),
  ) as Font;
  return devanagari;
}
