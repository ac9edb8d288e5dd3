// The site's line icons, each drawn once: the path data of a stroked drawing on a 24 x 24
// grid (unless it names its own viewBox), in the current text colour. React draws them with
// <Icon> (icon.tsx), .astro files with src/components/icon.astro. One export per icon, so an
// island's bundle carries only the icons it draws.
//
// A few drawings are near twins (MENU and MENU_TIGHT, USERS and PEOPLE): each keeps the exact
// place it was drawn in, so that no page moves by a pixel; merging them is a design decision.

export interface IconDrawing {
  /**
   * Path data, stroked (fill none) unless the caller says otherwise. Several strings are
   * drawn as separate <path>s: the browser smooths the edges of each on its own, and one
   * path of all the parts would come out a few pixels different.
   */
  readonly d: string | readonly string[];
  /** ICON_VIEW_BOX unless given. */
  readonly viewBox?: string;
}

export const ICON_VIEW_BOX = "0 0 24 24";

// Controls
export const MENU_ICON: IconDrawing = { d: "M4 6h16M4 12h16M4 18h16" };
/** MENU_ICON with its lines a unit closer together. */
export const MENU_TIGHT_ICON: IconDrawing = { d: "M4 7h16M4 12h16M4 17h16" };
export const CLOSE_ICON: IconDrawing = { d: "M6 6l12 12M18 6L6 18" };
export const CHEVRON_LEFT_ICON: IconDrawing = { d: "M15 6l-6 6 6 6" };
export const CHEVRON_RIGHT_ICON: IconDrawing = { d: "M9 6l6 6-6 6" };
export const CHEVRON_DOWN_ICON: IconDrawing = { d: "M6 9l6 6 6-6" };
export const PLAY_ICON: IconDrawing = { d: "M8 5.5v13l10-6.5z" };
export const PAUSE_ICON: IconDrawing = { d: "M9 6v12M15 6v12" };
export const DOWNLOAD_ICON: IconDrawing = { d: "M12 4v11m0 0-4-4m4 4 4-4M5 20h14" };
/** Beside a link that opens in a new tab. */
export const ARROW_UP_RIGHT_ICON: IconDrawing = { d: "M7 17 17 7M8 7h9v9" };
export const CHECK_ICON: IconDrawing = { d: "M5 12l5 5L19 7" };
/** A check for text-sized lists, on its own 16 x 16 grid. */
export const CHECK_SMALL_ICON: IconDrawing = { d: "M3 8.5l3 3 7-7", viewBox: "0 0 16 16" };

// The theme switch: dark, light, system
export const MOON_ICON: IconDrawing = { d: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" };
export const SUN_ICON: IconDrawing = {
  d: [
    "M16 12a4 4 0 1 1-8 0 4 4 0 1 1 8 0z",
    "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  ],
};
export const MONITOR_ICON: IconDrawing = {
  d: ["M5 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z", "M8 20h8M12 16v4"],
};

// Places and things
export const LAYOUT_GRID_ICON: IconDrawing = { d: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" };
export const RECEIPT_ICON: IconDrawing = { d: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" };
export const MAIL_ICON: IconDrawing = { d: "M4 6h16v12H4zM4 7l8 6 8-6" };
export const MESSAGE_SQUARE_ICON: IconDrawing = { d: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5" };
export const MESSAGE_CIRCLE_ICON: IconDrawing = {
  d: "M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z",
};
export const CALENDAR_ICON: IconDrawing = { d: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z" };
export const USERS_ICON: IconDrawing = {
  d: "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8",
};
/** USERS_ICON a unit lower. */
export const PEOPLE_ICON: IconDrawing = {
  d: "M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 20v-1a4 4 0 0 0-3-3.9M16 5.1a3 3 0 0 1 0 5.8",
};
export const TRENDING_UP_ICON: IconDrawing = { d: "M3 17l6-6 4 4 8-8M15 7h6v6" };
export const LINE_CHART_ICON: IconDrawing = { d: "M4 4v16h16M8 15l3-4 3 2 5-6" };
export const FILE_CHART_ICON: IconDrawing = { d: "M6 3h8l5 5v13H6zm8 0v5h5M9.5 17v-3m3 3v-5m3 5v-2" };
export const STAR_ICON: IconDrawing = {
  d: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8L6.8 19l1-5.8-4.3-4.1 5.9-.9z",
};
export const SPARKLE_ICON: IconDrawing = { d: "M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z" };
export const LIGHTBULB_ICON: IconDrawing = {
  d: "M9 18h6m-5 3h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
};
export const LAYOUT_ICON: IconDrawing = {
  d: "M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 4h18M9 21V9",
};
export const CODE_ICON: IconDrawing = { d: "M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14" };
export const PALETTE_ICON: IconDrawing = {
  d: "M12 3a9 9 0 1 0 0 18 2 2 0 0 0 1.5-3.3 2 2 0 0 1 1.5-3.3h2.4A4.6 4.6 0 0 0 21 9.8C21 6 17 3 12 3zM7.5 12h.01M10 7.5h.01M15 8h.01",
};
export const TARGET_ICON: IconDrawing = {
  d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0-4h.01",
};
