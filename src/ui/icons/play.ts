import type { IconDrawing } from "../icons.ts";

export const PLAY_ICON: IconDrawing = { d: "M8 5.5v13l10-6.5z" };
