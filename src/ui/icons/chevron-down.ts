import type { IconDrawing } from "../icons.ts";

export const CHEVRON_DOWN_ICON: IconDrawing = { d: "M6 9l6 6 6-6" };
