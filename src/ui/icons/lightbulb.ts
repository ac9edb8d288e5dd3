import type { IconDrawing } from "../icons.ts";

export const LIGHTBULB_ICON: IconDrawing = {
  d: "M9 18h6m-5 3h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
};
