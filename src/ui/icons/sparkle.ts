import type { IconDrawing } from "../icons.ts";

export const SPARKLE_ICON: IconDrawing = { d: "M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z" };
