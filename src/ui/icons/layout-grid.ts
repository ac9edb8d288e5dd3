import type { IconDrawing } from "../icons.ts";

export const LAYOUT_GRID_ICON: IconDrawing = { d: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" };
