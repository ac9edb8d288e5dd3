// `--as-of YYYY-MM-DD`: the day a daily job runs as of, noon in India (so that the day is the
// same in every time zone the machine may be in); today when not given.
import { isCalendarDate } from "../../src/schemas/fields.ts";

export function parseAsOf(value: string | undefined, now = new Date()): Date {
  if (value === undefined) return now;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) {
    process.stderr.write(`--as-of must be a day such as 2027-03-31, not "${value}"\n`);
    process.exit(2);
  }
  return new Date(`${value}T12:00:00+05:30`);
}
