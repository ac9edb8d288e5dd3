// Dates as people read them. The business runs on Indian time, so a purchase at 01:00 IST
// on the 22nd reads the 22nd everywhere, whatever the reader's own zone.

export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** The specification's 'Month day, year': "November 22, 2026". */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return LONG_DATE.format(date);
}
