import type { IconDrawing } from "../icons.ts";

/** A check for text-sized lists, on its own 16 x 16 grid. */
export const CHECK_SMALL_ICON: IconDrawing = { d: "M3 8.5l3 3 7-7", viewBox: "0 0 16 16" };
