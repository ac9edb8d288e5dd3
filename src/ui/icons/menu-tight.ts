import type { IconDrawing } from "../icons.ts";

/** MENU_ICON with its lines a unit closer together. */
export const MENU_TIGHT_ICON: IconDrawing = { d: "M4 7h16M4 12h16M4 17h16" };
