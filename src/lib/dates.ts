// Dates as people read them, in the reader's language (docs/product.md D25: Hindi month names,
// Latin digits, as Hindi newspapers and bills write them: "22 नवंबर 2026"). The business runs on Indian time, so a purchase at 01:00 IST
// on the 22nd reads the 22nd everywhere, whatever the reader's own zone.

import type { Lang } from "../i18n/lang.ts";

export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** "22 नवंबर 2026": Hindi's own order and month names; `hi-IN` keeps Latin digits. */
const HINDI_DATE = new Intl.DateTimeFormat("hi-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** The specification's 'Month day, year': "November 22, 2026"; in Hindi "22 नवंबर 2026". */
export function formatLongDate(value: string | Date, lang: Lang = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return (lang === "hi" ? HINDI_DATE : LONG_DATE).format(date);
}

const ADMIN_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "2-digit",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  // h23, not hour12: false, which some ICU versions render as "24:05" just after midnight.
  hourCycle: "h23",
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * The admin lists' dates (docs/product.md B2: en-US, two-digit year, short month, two-digit day, 24-hour
 * time, comma removed): "Nov 22 26 14:05". Every comma goes, not only the first (decision 0011).
 */
export function formatAdminDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return ADMIN_DATE_TIME.format(date).replaceAll(",", "");
}

/** The business's calendar date, "2026-11-22", e.g. for a file name. */
export function formatIsoDay(value: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(value);
}

const SHORT_DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "22 Nov 2026", as Indian documents write a date; in Hindi "22 नवंबर 2026". */
export function formatShortDate(value: string | Date, lang: Lang = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return (lang === "hi" ? HINDI_DATE : SHORT_DATE).format(date);
}

/**
 * The financial year (April to March, by the business's calendar) of a moment, as Indian
 * documents write it: "26-27" for 1 April 2026 to 31 March 2027.
 */
export function fiscalYearOf(value: Date): string {
  const [year, month] = formatIsoDay(value).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const twoDigits = (n: number) => String(n % 100).padStart(2, "0");
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** The calendar day `days` after `day` (both YYYY-MM-DD; negative days go back). */
export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is before `from`). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whole days from the business's calendar day of `from` to that of `to` (negative when before). */
export function daysBetween(from: Date, to: Date): number {
  const day = (value: Date) => Date.parse(`${formatIsoDay(value)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** The same moment a year later (29 February becomes 1 March). */
export function oneYearAfter(value: Date): Date {
  const next = new Date(value);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}
