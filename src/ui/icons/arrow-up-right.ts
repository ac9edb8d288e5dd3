import type { IconDrawing } from "../icons.ts";

/** Beside a link that opens in a new tab. */
export const ARROW_UP_RIGHT_ICON: IconDrawing = { d: "M7 17 17 7M8 7h9v9" };
