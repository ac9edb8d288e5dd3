import type { IconDrawing } from "../icons.ts";

export const RECEIPT_ICON: IconDrawing = { d: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" };
