// A GST return's period (decision 0042): a month, for those who file GSTR-1 monthly, or a quarter
// of the financial year, for those in the QRMP scheme. Written "2026-11" or "Q3-26-27" (October to
// December 2026, the financial year written as the document series write it). India keeps one
// time all year (UTC+05:30, no summer time), so a period's bounds are fixed instants.

export interface GstPeriod {
  /** As asked: "2026-11" or "Q3-26-27". */
  key: string;
  /** GSTR-1's `fp`: the period's last month as MMYYYY ("112026", or "122026" for Q3-26-27). */
  fp: string;
  /** The first and last calendar days, YYYY-MM-DD (in India). */
  firstDay: string;
  lastDay: string;
  /** The instants it covers: from <= issued < until (ISO, UTC). */
  from: string;
  until: string;
  /** "November 2026", "Q3 2026-27 (Oct-Dec 2026)". */
  label: string;
}

export const GST_PERIOD_PATTERN = /^(?:\d{4}-(?:0[1-9]|1[0-2])|Q[1-4]-\d{2}-\d{2})$/;
export const GST_PERIOD_MESSAGE =
  'The period must be a month ("2026-11") or a quarter of a financial year ("Q3-26-27").';

/** GST began on 1 July 2017: no return covers a day before it. */
export const GST_START_DAY = "2017-07-01";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Midnight in India on a calendar day, as an ISO instant. */
const indiaMidnight = (year: number, month: number, day = 1) =>
  new Date(Date.UTC(year, month - 1, day) - 330 * 60_000).toISOString();

const pad = (n: number) => String(n).padStart(2, "0");

/** The months a period covers, as [year, month] from first to last, or undefined when malformed. */
function monthsOf(key: string): [number, number][] | undefined {
  if (!GST_PERIOD_PATTERN.test(key)) return undefined;
  if (!key.startsWith("Q")) {
    const [year, month] = key.split("-").map(Number) as [number, number];
    return [[year, month]];
  }
  const [, quarter, start, end] = /^Q(\d)-(\d{2})-(\d{2})$/.exec(key)!.map(Number) as number[];
  if ((start! + 1) % 100 !== end) return undefined;
  const fyStart = 2000 + start!;
  // Q1 April-June, Q2 July-September, Q3 October-December, Q4 January-March.
  const firstMonth = (((quarter! - 1) * 3 + 3) % 12) + 1;
  const firstYear = quarter === 4 ? fyStart + 1 : fyStart;
  return [0, 1, 2].map((i) => [firstYear, firstMonth + i]);
}

/** The period a key names, or undefined when it names none. */
export function parseGstPeriod(key: string): GstPeriod | undefined {
  const months = monthsOf(key);
  if (!months) return undefined;
  const [firstYear, firstMonth] = months[0]!;
  const [lastYear, lastMonth] = months.at(-1)!;
  const nextYear = lastMonth === 12 ? lastYear + 1 : lastYear;
  const nextMonth = lastMonth === 12 ? 1 : lastMonth + 1;
  const lastDate = new Date(Date.UTC(nextYear, nextMonth - 1, 0)).getUTCDate();
  const short = (month: number) => MONTHS[month - 1]!.slice(0, 3);
  return {
    key,
    fp: `${pad(lastMonth)}${lastYear}`,
    firstDay: `${firstYear}-${pad(firstMonth)}-01`,
    lastDay: `${lastYear}-${pad(lastMonth)}-${pad(lastDate)}`,
    from: indiaMidnight(firstYear, firstMonth),
    until: indiaMidnight(nextYear, nextMonth),
    label: key.startsWith("Q")
      ? `${key.slice(0, 2)} 20${key.slice(3, 5)}-${key.slice(6)} (${short(firstMonth)}-${short(lastMonth)} ${lastYear})`
      : `${MONTHS[firstMonth - 1]} ${firstYear}`,
  };
}

/** Whether an instant (ISO) falls in the period. */
export const inPeriod = (period: Pick<GstPeriod, "from" | "until">, issuedAt: string): boolean => {
  const time = Date.parse(issuedAt);
  return time >= Date.parse(period.from) && time < Date.parse(period.until);
};

/**
 * The periods the accounts page offers at `now`: this month and the eleven before it, then this
 * quarter and the three before it, each with its label; the first is the default.
 */
export function gstPeriodChoices(now: Date): GstPeriod[] {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    .format(now)
    .split("-")
    .map(Number) as [number, number];
  const months: string[] = [];
  const quarters: string[] = [];
  for (let back = 0; back < 12; back++) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    months.push(`${y}-${pad(m)}`);
    // The financial year starts in April; its quarters are April-June, July-September, ...
    const fyStart = m >= 4 ? y : y - 1;
    const quarter = Math.floor(((m + 8) % 12) / 3) + 1;
    const key = `Q${quarter}-${pad(fyStart % 100)}-${pad((fyStart + 1) % 100)}`;
    if (!quarters.includes(key) && quarters.length < 4) quarters.push(key);
  }
  return [...months, ...quarters].map((key) => parseGstPeriod(key)!);
}
