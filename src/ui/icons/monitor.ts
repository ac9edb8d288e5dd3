import type { IconDrawing } from "../icons.ts";

export const MONITOR_ICON: IconDrawing = {
  d: ["M5 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z", "M8 20h8M12 16v4"],
};
