import type { IconDrawing } from "../icons.ts";

export const STAR_ICON: IconDrawing = {
  d: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8L6.8 19l1-5.8-4.3-4.1 5.9-.9z",
};
