import type { IconDrawing } from "../icons.ts";

/** USERS_ICON a unit lower. */
export const PEOPLE_ICON: IconDrawing = {
  d: "M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 20v-1a4 4 0 0 0-3-3.9M16 5.1a3 3 0 0 1 0 5.8",
};
