import type { IconDrawing } from "../icons.ts";

export const MOON_ICON: IconDrawing = { d: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" };
