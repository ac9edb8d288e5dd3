import type { IconDrawing } from "../icons.ts";

export const SHIELD_CHECK_ICON: IconDrawing = {
  d: ["M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z", "m9 12 2 2 4-4"],
};
