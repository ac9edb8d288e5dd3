import type { IconDrawing } from "../icons.ts";

export const CHEVRON_RIGHT_ICON: IconDrawing = { d: "M9 6l6 6-6 6" };
