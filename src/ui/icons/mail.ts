import type { IconDrawing } from "../icons.ts";

export const MAIL_ICON: IconDrawing = { d: "M4 6h16v12H4zM4 7l8 6 8-6" };
