import type { IconDrawing } from "../icons.ts";

export const SUN_ICON: IconDrawing = {
  d: [
    "M16 12a4 4 0 1 1-8 0 4 4 0 1 1 8 0z",
    "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  ],
};
