import type { IconDrawing } from "../icons.ts";

export const CHEVRON_LEFT_ICON: IconDrawing = { d: "M15 6l-6 6 6 6" };
