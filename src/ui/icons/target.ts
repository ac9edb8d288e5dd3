import type { IconDrawing } from "../icons.ts";

export const TARGET_ICON: IconDrawing = {
  d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0-4h.01",
};
