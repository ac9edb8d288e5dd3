import type { IconDrawing } from "../icons.ts";

export const LINE_CHART_ICON: IconDrawing = { d: "M4 4v16h16M8 15l3-4 3 2 5-6" };
