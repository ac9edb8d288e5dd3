// The brand's colours and the logo's drawing: one source for the header, the footer, the
// favicon set, the app manifest and the social cards (scripts/make-brand.ts,
// src/pages/og/). Nothing here imports from elsewhere in src.

export const BRAND_COLORS = {
  /** Jaipur's sandstone and marigold: the arch of the mark. */
  saffron: "#E39A3B",
  sandstone: "#C2572E",
  /** The night sky in the doorway, and the dark theme's background family. */
  night: "#17132B",
  /** The new star. */
  star: "#F7D77E",
  ivory: "#FBF4E6",
} as const;

/**
 * The mark on a 48 x 48 grid: a Rajput arch (the city's gateways) with a new star ("nova")
 * in its doorway.
 */
export const MARK_PATHS = {
  arch: "M5 47V22.5C5 11.6 13.3 3.6 24 1c10.7 2.6 19 10.6 19 21.5V47Z",
  door: "M13 47V25.6c0-6.7 4.3-11.5 11-14.6 6.7 3.1 11 7.9 11 14.6V47Z",
  star: "M24 19.5c.7 5.3 2.2 6.8 7.5 7.5-5.3.7-6.8 2.2-7.5 7.5-.7-5.3-2.2-6.8-7.5-7.5 5.3-.7 6.8-2.2 7.5-7.5Z",
} as const;

/** The wordmark's two lines, as scripts/make-brand.ts sets them. */
export const WORDMARK_TEXT = { name: "Nova", line: "EXPERIENCE" } as const;
