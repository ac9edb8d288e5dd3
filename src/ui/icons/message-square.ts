import type { IconDrawing } from "../icons.ts";

export const MESSAGE_SQUARE_ICON: IconDrawing = { d: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5" };
