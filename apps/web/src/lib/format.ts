import dayjs from 'dayjs';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';

/** How numbers and dates are shown for a company: its country's grouping and date order. */
export interface DisplayFormat {
  /** The Intl locale whose digit grouping is used (en-IN: 1,00,000.00). */
  locale: string;
  /** dayjs pattern of a date. */
  datePattern: string;
}

const INDIA: DisplayFormat = { locale: 'en-IN', datePattern: 'DD-MM-YYYY' };

/**
 * The countries of the global country list. Nepal and Bangladesh group in lakhs like India; Sri
 * Lanka and the Emirates group in thousands. All of them write the day first.
 */
const FORMAT_BY_COUNTRY: Record<string, DisplayFormat> = {
  india: INDIA,
  nepal: INDIA,
  bangladesh: INDIA,
  'sri lanka': { locale: 'en-GB', datePattern: 'DD-MM-YYYY' },
  'united arab emirates': { locale: 'en-GB', datePattern: 'DD-MM-YYYY' },
};

/** The display format of a company's country; India's when the country is unknown or not set. */
export function formatForCountry(country: string | null | undefined): DisplayFormat {
  return FORMAT_BY_COUNTRY[(country ?? '').trim().toLowerCase()] ?? INDIA;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${locale}|${minDecimals}|${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

type NumberLike = number | string | null | undefined;

/** A finite number from a number or a plain decimal text ('84500.50'); null otherwise. */
function toNumber(value: NumberLike): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Money: the country's grouping, always two decimals ('' when there is no amount). */
export function formatAmount(value: NumberLike, format: DisplayFormat = INDIA): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat(format.locale, 2, 2).format(n);
}

/**
 * A count or quantity: the country's grouping, no decimals added (up to 3 kept). Text that is not
 * a plain number is shown as it is.
 */
export function formatNumber(value: NumberLike, format: DisplayFormat = INDIA): string {
  const n = toNumber(value);
  if (n === null) return typeof value === 'string' ? value : '';
  return numberFormat(format.locale, 0, 3).format(n);
}

/**
 * Adds amounts exactly: in whole paise (hundredths), so 0.1 + 0.2 is 0.3 and a long column of
 * rupees and paise does not drift.
 */
export function sumAmounts(values: Iterable<number>): number {
  let paise = 0;
  for (const value of values) paise += Math.round(value * 100);
  return paise / 100;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/**
 * A date: the part before any time ('2025-04-01T00:00:00Z' is 1 April, whatever the device's time
 * zone), in the country's order (dd-mm-yyyy for India). Text that is not a date is shown as it is.
 */
export function formatDate(value: string | null | undefined, format: DisplayFormat = INDIA): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value.trim());
  return match?.[1] ? dayjs(match[1]).format(format.datePattern) : value;
}

/** 'YYYY-MM-DDThh:mm…' → 'YYYY-MM-DD': a stored date as a date field's value (no time, no shift). */
export const datePart = (value: string | null | undefined) => (value ? (value.split('T')[0] ?? '') : '');

/** A moment (a history row's time): the date as formatDate, then the device's local hh:mm. */
export function formatDateTime(value: string | null | undefined, format: DisplayFormat = INDIA): string {
  if (!value) return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(`${format.datePattern} HH:mm`) : value;
}

/** The formatters bound to the signed-in company's format. */
export interface Formatters {
  amount: (value: NumberLike) => string;
  number: (value: NumberLike) => string;
  date: (value: string | null | undefined) => string;
  dateTime: (value: string | null | undefined) => string;
}

const FormatContext = createContext<DisplayFormat>(INDIA);

/**
 * The signed-in company's time zone: `todayIso` is the company's today, so a date field defaults to
 * the day the server counts as today (overdue, due this week), wherever the browser is.
 */
let companyTimeZone: string | undefined;

/** Shows every number and date below it in the given company country's format. */
export function FormatProvider({
  country,
  timeZone,
  children,
}: {
  country: string | null | undefined;
  timeZone?: string | null | undefined;
  children: ReactNode;
}) {
  companyTimeZone = timeZone ?? undefined;
  const format = formatForCountry(country);
  return createElement(FormatContext.Provider, { value: format }, children);
}

/** The signed-in company's display format (India's outside a session). */
export const useDisplayFormat = (): DisplayFormat => useContext(FormatContext);

/** The number and date formatters of the signed-in company (India's outside a session). */
export function useFormat(): Formatters {
  const format = useContext(FormatContext);
  return useMemo(
    () => ({
      amount: (value) => formatAmount(value, format),
      number: (value) => formatNumber(value, format),
      date: (value) => formatDate(value, format),
      dateTime: (value) => formatDateTime(value, format),
    }),
    [format],
  );
}

/** Today in the company's time zone (the browser's outside a session), as 'YYYY-MM-DD'. */
export function todayIso(now = new Date(), timeZone = companyTimeZone): string {
  if (timeZone) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now);
    } catch {
      // A zone this browser does not know: its own day is the best guess.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A date as a person types it — day first (dd-mm-yyyy, with '-', '/' or '.'), or a pasted
 * yyyy-mm-dd — as 'YYYY-MM-DD'; null unless it is a real calendar date (31-02-2026 is not).
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const yearFirst = dayFirst ? null : YEAR_FIRST.exec(trimmed);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
