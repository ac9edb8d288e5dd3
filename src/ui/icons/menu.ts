import type { IconDrawing } from "../icons.ts";

export const MENU_ICON: IconDrawing = { d: "M4 6h16M4 12h16M4 18h16" };
