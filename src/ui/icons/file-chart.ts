import type { IconDrawing } from "../icons.ts";

export const FILE_CHART_ICON: IconDrawing = { d: "M6 3h8l5 5v13H6zm8 0v5h5M9.5 17v-3m3 3v-5m3 5v-2" };
