import type { IconDrawing } from "../icons.ts";

export const PAUSE_ICON: IconDrawing = { d: "M9 6v12M15 6v12" };
