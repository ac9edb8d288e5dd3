import type { IconDrawing } from "../icons.ts";

export const DOWNLOAD_ICON: IconDrawing = { d: "M12 4v11m0 0-4-4m4 4 4-4M5 20h14" };
