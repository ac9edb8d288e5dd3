import type { IconDrawing } from "../icons.ts";

export const CHECK_ICON: IconDrawing = { d: "M5 12l5 5L19 7" };
