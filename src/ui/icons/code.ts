import type { IconDrawing } from "../icons.ts";

export const CODE_ICON: IconDrawing = { d: "M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14" };
