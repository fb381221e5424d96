import { isKnownTimeZone } from '@sitebook/contract';
import { describe, expect, it } from 'vitest';
import {
  formatCycle,
  isoDayIn,
  localTimeIn,
  parseDmy,
  parseIso,
  salaryCycle,
  todayIn,
  todayIsoIn,
} from '../src/lib/dates.js';
import { subscriptionState } from '../src/lib/subscription.js';

const cycle = (dmy: string, startDay: number) => {
  const date = parseDmy(dmy);
  if (!date) throw new Error(`bad date ${dmy}`);
  return formatCycle(salaryCycle(date, startDay));
};

describe('salaryCycle', () => {
  it.each([
    ['01-01-2025', 1, '01-01-2025 to 31-01-2025'],
    ['31-01-2025', 1, '01-01-2025 to 31-01-2025'],
    ['15-02-2023', 1, '01-02-2023 to 28-02-2023'],
    ['29-02-2024', 1, '01-02-2024 to 29-02-2024'],
    ['30-04-2025', 1, '01-04-2025 to 30-04-2025'],
    ['31-12-2025', 1, '01-12-2025 to 31-12-2025'],
  ])('start day 1: %s is in %s', (date, day, expected) => {
    expect(cycle(date, day)).toBe(expected);
  });

  it.each([
    ['26-01-2025', 26, '26-01-2025 to 25-02-2025'],
    ['25-02-2025', 26, '26-01-2025 to 25-02-2025'],
    ['10-03-2025', 26, '26-02-2025 to 25-03-2025'],
    ['05-01-2025', 26, '26-12-2024 to 25-01-2025'],
    ['31-12-2024', 26, '26-12-2024 to 25-01-2025'],
    ['26-02-2024', 26, '26-02-2024 to 25-03-2024'],
    ['25-02-2024', 26, '26-01-2024 to 25-02-2024'],
  ])('start day 26: %s is in %s', (date, day, expected) => {
    expect(cycle(date, day)).toBe(expected);
  });

  it.each([
    // Start day 31 is clamped to each month's last day.
    ['31-01-2025', 31, '31-01-2025 to 27-02-2025'],
    ['28-02-2025', 31, '28-02-2025 to 30-03-2025'],
    ['29-02-2024', 31, '29-02-2024 to 30-03-2024'],
    ['28-02-2024', 31, '31-01-2024 to 28-02-2024'],
    ['30-04-2025', 31, '30-04-2025 to 30-05-2025'],
    // Start day 30 in a leap February.
    ['29-02-2024', 30, '29-02-2024 to 29-03-2024'],
    ['15-03-2024', 30, '29-02-2024 to 29-03-2024'],
  ])('clamped start day: %s with start %i is in %s', (date, day, expected) => {
    expect(cycle(date, day)).toBe(expected);
  });

  it('refuses an impossible start day', () => {
    expect(() => salaryCycle({ year: 2025, month: 1, day: 1 }, 0)).toThrow(RangeError);
    expect(() => salaryCycle({ year: 2025, month: 1, day: 1 }, 32)).toThrow(RangeError);
  });
});

describe('parseDmy', () => {
  it('accepts real dates only', () => {
    expect(parseDmy('29-02-2024')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      '29-02-2023',
      '31-04-2025',
      '00-01-2025',
      '01-13-2025',
      '2025-01-01',
      '1-1-2025',
      '',
    ]) {
      expect(parseDmy(bad), bad).toBeUndefined();
    }
  });

  it('takes only the years 1900 to 2100, as the contract does (year 0000 reached the database)', () => {
    expect(parseDmy('01-01-1900')).toEqual({ year: 1900, month: 1, day: 1 });
    expect(parseDmy('31-12-2100')).toEqual({ year: 2100, month: 12, day: 31 });
    for (const bad of ['01-01-0000', '31-12-1899', '01-01-2101', '31-12-9999']) {
      expect(parseDmy(bad), bad).toBeUndefined();
    }
    expect(parseIso('2100-12-31')).toEqual({ year: 2100, month: 12, day: 31 });
    for (const bad of ['0000-01-01', '1899-12-31', '2101-01-01']) expect(parseIso(bad), bad).toBeUndefined();
  });
});

describe('subscriptionState', () => {
  const on = { year: 2025, month: 6, day: 15 };
  it('is active inside the dates', () => {
    expect(subscriptionState('2025-01-01', '2025-12-31', 'Active', on)).toEqual({
      expired: false,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      status: 'Active',
    });
    expect(subscriptionState('2025-01-01', '2025-06-15', 'Active', on).expired).toBe(false);
  });
  it('is expired after the end date, before the start or when not active', () => {
    expect(subscriptionState('2024-01-01', '2025-06-14', 'Active', on)).toMatchObject({
      expired: true,
      status: 'Expired',
    });
    expect(subscriptionState('2025-07-01', '2026-06-30', 'Active', on).expired).toBe(true);
    expect(subscriptionState('2025-01-01', '2025-12-31', 'Suspended', on)).toMatchObject({
      expired: true,
      status: 'Suspended',
    });
    expect(subscriptionState(null, null, 'Active', on)).toEqual({
      expired: false,
      startDate: null,
      endDate: null,
      status: 'Active',
    });
  });
});

describe("a company's day in its time zone", () => {
  const lateUtc = new Date('2026-03-10T23:30:00Z');

  it('at 23:30 UTC it is already the next day in India and still the same day in London', () => {
    expect(todayIn('Asia/Kolkata', lateUtc)).toEqual({ year: 2026, month: 3, day: 11 });
    expect(todayIsoIn('Europe/London', lateUtc)).toBe('2026-03-10');
    expect(todayIsoIn('UTC', lateUtc)).toBe('2026-03-10');
  });

  it('reads the wall clock: 05:00 in Kolkata at 23:30 UTC, 23:45 in Kathmandu at 18:00 UTC', () => {
    expect(localTimeIn('Asia/Kolkata', lateUtc)).toEqual({
      date: { year: 2026, month: 3, day: 11 },
      hour: 5,
      minute: 0,
    });
    expect(localTimeIn('Asia/Kathmandu', new Date('2026-03-10T18:00:00Z')).hour).toBe(23);
    expect(localTimeIn('Asia/Kathmandu', new Date('2026-03-10T18:00:00Z')).minute).toBe(45);
  });

  it('names the day a timestamp falls on in the zone (a created date in an export)', () => {
    expect(isoDayIn('Asia/Kolkata', '2026-12-31T19:00:00Z')).toBe('2027-01-01');
    expect(isoDayIn('UTC', new Date('2026-12-31T19:00:00Z'))).toBe('2026-12-31');
  });

  it('knows a real zone from a made-up one', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
