// subset-font 2 ships no types; what the scripts use of it (build-document-fonts.ts,
// make-brand.ts, lib/devanagari-font.ts).
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "truetype" | "woff" | "woff2" | "sfnt";
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      /** Every glyph and character kept (then `text` must be ""): a change of format only. */
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}
