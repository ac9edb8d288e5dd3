import type { IconDrawing } from "../icons.ts";

export const PALETTE_ICON: IconDrawing = {
  d: "M12 3a9 9 0 1 0 0 18 2 2 0 0 0 1.5-3.3 2 2 0 0 1 1.5-3.3h2.4A4.6 4.6 0 0 0 21 9.8C21 6 17 3 12 3zM7.5 12h.01M10 7.5h.01M15 8h.01",
};
