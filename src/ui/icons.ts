// The site's line icons, each drawn once: the path data of a stroked drawing on a 24 x 24
// grid (unless it names its own viewBox), in the current text colour. React draws them with
// <Icon> (icon.tsx), .astro files with src/components/icon.astro; both import from here.
// Each drawing sits in a file of its own under icons/ because the bundler splits code by
// module: with all of them in one file, a page whose island draws one icon would download
// every icon any island draws.
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
export { MENU_ICON } from "./icons/menu.ts";
export { MENU_TIGHT_ICON } from "./icons/menu-tight.ts";
export { CLOSE_ICON } from "./icons/close.ts";
export { CHEVRON_LEFT_ICON } from "./icons/chevron-left.ts";
export { CHEVRON_RIGHT_ICON } from "./icons/chevron-right.ts";
export { CHEVRON_DOWN_ICON } from "./icons/chevron-down.ts";
export { PLAY_ICON } from "./icons/play.ts";
export { PAUSE_ICON } from "./icons/pause.ts";
export { DOWNLOAD_ICON } from "./icons/download.ts";
export { ARROW_UP_RIGHT_ICON } from "./icons/arrow-up-right.ts";
export { CHECK_ICON } from "./icons/check.ts";
export { CHECK_SMALL_ICON } from "./icons/check-small.ts";

// The theme switch: dark, light, system
export { MOON_ICON } from "./icons/moon.ts";
export { SUN_ICON } from "./icons/sun.ts";
export { MONITOR_ICON } from "./icons/monitor.ts";

// Things and ideas
export { LAYOUT_GRID_ICON } from "./icons/layout-grid.ts";
export { LAYOUT_ICON } from "./icons/layout.ts";
export { RECEIPT_ICON } from "./icons/receipt.ts";
export { SHIELD_CHECK_ICON } from "./icons/shield-check.ts";
export { MAIL_ICON } from "./icons/mail.ts";
export { SHIELD_ICON } from "./icons/shield.ts";
export { PHONE_ICON } from "./icons/phone.ts";
export { MESSAGE_SQUARE_ICON } from "./icons/message-square.ts";
export { MESSAGE_CIRCLE_ICON } from "./icons/message-circle.ts";
export { CALENDAR_ICON } from "./icons/calendar.ts";
export { USERS_ICON } from "./icons/users.ts";
export { PEOPLE_ICON } from "./icons/people.ts";
export { TRENDING_UP_ICON } from "./icons/trending-up.ts";
export { LINE_CHART_ICON } from "./icons/line-chart.ts";
export { FILE_CHART_ICON } from "./icons/file-chart.ts";
export { TARGET_ICON } from "./icons/target.ts";
export { STAR_ICON } from "./icons/star.ts";
export { SPARKLE_ICON } from "./icons/sparkle.ts";
export { LIGHTBULB_ICON } from "./icons/lightbulb.ts";
export { CODE_ICON } from "./icons/code.ts";
export { PALETTE_ICON } from "./icons/palette.ts";
