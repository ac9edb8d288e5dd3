// Which upcoming events the dashboard's events view shows, beside the view that loads when it is
// opened. A pure function, so that the unit tests hold it to its dates.
import type { Lang } from "../../i18n/lang.ts";
import { BUSINESS_TIME_ZONE } from "../../lib/dates.ts";

/** Where the upcoming events of a language are (src/pages/upcoming-events/[lang].json.ts). */
export const upcomingEventsPath = (lang: Lang) => `/upcoming-events/${lang}.json`;

/** An upcoming event as that file gives it (content: upcomingEvents). */
export interface UpcomingEvent {
  id: string;
  name: string;
  /** The day it happens, YYYY-MM-DD, in India. */
  date: string;
  city: string;
  description: string;
  /** The illustration (decorative), or the editor's photo with its alt text. */
  image: { src: string; width: number; height: number; alt?: string };
}

const ISO_DAY = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** Events from today on (by the calendar in India), soonest first: a past event is not upcoming. */
export function upcomingOnly(events: readonly UpcomingEvent[], now: Date = new Date()): UpcomingEvent[] {
  const today = ISO_DAY.format(now);
  return events
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
