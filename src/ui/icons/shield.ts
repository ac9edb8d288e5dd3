import type { IconDrawing } from "../icons.ts";

/** A shield: the admin panel's grievances about personal data. */
export const SHIELD_ICON: IconDrawing = {
  d: "M12 3 5 6v5c0 4.6 3 8.4 7 10 4-1.6 7-5.4 7-10V6z",
};
