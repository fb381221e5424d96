import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '@sitebook/contract';

/** Calendar helpers on plain dates (no time zone arithmetic). */

export interface PlainDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd-mm-yyyy */
export const formatDmy = (d: PlainDate) => `${pad(d.day)}-${pad(d.month)}-${pad(d.year, 4)}`;
/** YYYY-MM-DD */
export const formatIso = (d: PlainDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** A real calendar date in the years a client may send (the contract's date schemas, 1900..2100). */
function isReal(d: PlainDate): boolean {
  return (
    Number.isInteger(d.year) &&
    d.year >= DATE_YEAR_MIN &&
    d.year <= DATE_YEAR_MAX &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

/** Parses dd-mm-yyyy; undefined when it is not a real calendar date between 1900 and 2100. */
export function parseDmy(text: string): PlainDate | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!m) return undefined;
  const d = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isReal(d) ? d : undefined;
}

/** Parses YYYY-MM-DD; undefined when it is not a real calendar date between 1900 and 2100. */
export function parseIso(text: string): PlainDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isReal(d) ? d : undefined;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

export interface LocalTime {
  date: PlainDate;
  hour: number;
  minute: number;
}

/** The wall clock in `zone` at `now`: the company's calendar day and hour. */
export function localTimeIn(zone: string, now: Date = new Date()): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of zoneFormat(zone).formatToParts(now)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    date: { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 },
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The calendar day in `zone` at `now`: every business "today" (due, overdue, ageing, expiry). */
export const todayIn = (zone: string, now: Date = new Date()): PlainDate => localTimeIn(zone, now).date;

/** Today in `zone` as YYYY-MM-DD, the form SQL and the API take. */
export const todayIsoIn = (zone: string, now: Date = new Date()): string => formatIso(todayIn(zone, now));

/** The day (YYYY-MM-DD) in `zone` a timestamp falls on: a created date in an export. */
export const isoDayIn = (zone: string, at: Date | string): string => formatIso(todayIn(zone, new Date(at)));

export function compareDates(a: PlainDate, b: PlainDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function addDays(d: PlainDate, delta: number): PlainDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + delta));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export interface Cycle {
  start: PlainDate;
  end: PlainDate;
}

/**
 * The salary cycle containing `date` for a company whose cycle starts on `startDay` (1..31).
 * Start day 1 is the calendar month; start day 26 runs from the 26th to the 25th of the next month.
 * A start day beyond a month's length is clamped to that month's last day.
 */
export function salaryCycle(date: PlainDate, startDay: number): Cycle {
  if (!Number.isInteger(startDay) || startDay < 1 || startDay > 31) {
    throw new RangeError(`Cycle start day must be 1..31, got ${startDay}`);
  }
  const startIn = (year: number, month: number): PlainDate => ({
    year,
    month,
    day: Math.min(startDay, daysInMonth(year, month)),
  });
  const thisMonthStart = startIn(date.year, date.month);
  const startMonth =
    compareDates(date, thisMonthStart) >= 0
      ? { year: date.year, month: date.month }
      : addMonths(date.year, date.month, -1);
  const start = startIn(startMonth.year, startMonth.month);
  const next = addMonths(startMonth.year, startMonth.month, 1);
  const end = addDays(startIn(next.year, next.month), -1);
  return { start, end };
}

/** 'dd-mm-yyyy to dd-mm-yyyy' */
export const formatCycle = (cycle: Cycle) => `${formatDmy(cycle.start)} to ${formatDmy(cycle.end)}`;
