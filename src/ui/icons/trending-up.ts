import type { IconDrawing } from "../icons.ts";

export const TRENDING_UP_ICON: IconDrawing = { d: "M3 17l6-6 4 4 8-8M15 7h6v6" };
