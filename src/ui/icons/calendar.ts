import type { IconDrawing } from "../icons.ts";

export const CALENDAR_ICON: IconDrawing = { d: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z" };
