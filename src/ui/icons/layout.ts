import type { IconDrawing } from "../icons.ts";

export const LAYOUT_ICON: IconDrawing = {
  d: "M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 4h18M9 21V9",
};
