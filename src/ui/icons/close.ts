import type { IconDrawing } from "../icons.ts";

export const CLOSE_ICON: IconDrawing = { d: "M6 6l12 12M18 6L6 18" };
