// The SVG drawings behind the favicon and the social cards (1200 x 630). Text is outlined
// (./_outline.ts), so the card looks the same wherever sharp renders it.
import { BRAND_COLORS, MARK_PATHS, WORDMARK_TEXT } from "../../config/brand.ts";
import { CARD_FOOTER_HI } from "../../i18n/hi/social-cards.ts";
import { brandFont, devanagariFont, outline, outlineMixed, wrap, type FontPair } from "./_outline.ts";

const C = BRAND_COLORS;

/** The mark alone on a transparent 48 x 48 canvas. */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><path d="${MARK_PATHS.arch}" fill="${C.saffron}"/><path d="${MARK_PATHS.door}" fill="${C.night}"/><path d="${MARK_PATHS.star}" fill="${C.star}"/></svg>`;
}

function markGroup(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="${MARK_PATHS.arch}" fill="${C.saffron}"/><path d="${MARK_PATHS.door}" fill="${C.night}"/><path d="${MARK_PATHS.star}" fill="${C.star}"/></g>`;
}

export interface SocialCard {
  title: string;
  kicker: string;
  /** "hi": the title, kicker and footer in Devanagari (Noto Sans Devanagari), names in Latin. */
  lang?: "en" | "hi";
}

const FOOTER = { en: "Events · Weddings · Catering · Travel · Pilgrimages", hi: CARD_FOOTER_HI } as const;

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export async function socialCardSvg({ title, kicker, lang = "en" }: SocialCard): Promise<string> {
  const fraunces = await brandFont("fraunces", 600);
  const manrope = await brandFont("manrope", 650);
  // The Hindi pages' face at the weight of their headings, for the title and the smaller lines.
  const devanagari = lang === "hi" ? await devanagariFont(600) : undefined;
  const display: FontPair | typeof fraunces = devanagari ? { latin: fraunces, devanagari } : fraunces;
  const text: FontPair | typeof manrope = devanagari ? { latin: manrope, devanagari } : manrope;
  const { width, height } = SOCIAL_CARD_SIZE;

  const name = outline(fraunces, WORDMARK_TEXT.name, 52);
  const line = outline(manrope, WORDMARK_TEXT.line, 14.5, 0.34);

  // The title: as large as fits in three lines of the left 760 px.
  let size = 76;
  let lines = wrap(display, title, size, 760);
  while (lines.length > 3 && size > 44) {
    size -= 6;
    lines = wrap(display, title, size, 760);
  }
  // Devanagari needs room above (matras, reph) and below (u, ri) its headline.
  const leading = size * (lang === "hi" ? 1.32 : 1.12);
  const titleTop = 300 - ((lines.length - 1) * leading) / 2;
  const titlePaths = lines
    .map(
      (text, index) =>
        `<path transform="translate(80 ${titleTop + index * leading})" d="${outlineMixed(display, text, size).d}"/>`,
    )
    .join("");
  const kickerOutline = outlineMixed(text, kicker.toUpperCase(), 22, 0.18);
  const footer = outlineMixed(text, FOOTER[lang], 22, 0.02);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#221B3F"/><stop offset="1" stop-color="${C.night}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g opacity="0.9">${markGroup(860, 130, 6.6)}</g>
<rect x="80" y="${titleTop - size - 64}" width="48" height="4" fill="${C.saffron}"/>
<path transform="translate(80 ${titleTop - size - 24})" d="${kickerOutline.d}" fill="${C.saffron}"/>
<g fill="${C.ivory}">${titlePaths}</g>
${markGroup(80, 520, 1.25)}
<path transform="translate(150 556)" d="${name.d}" fill="${C.ivory}"/>
<path transform="translate(152 578)" d="${line.d}" fill="${C.saffron}"/>
<path transform="translate(${width - 80 - footer.width} 570)" d="${footer.d}" fill="#CFC8E6"/>
</svg>`;
}
