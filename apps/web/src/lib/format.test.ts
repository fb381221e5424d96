import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatForCountry,
  formatNumber,
  sumAmounts,
} from './format';

const india = formatForCountry('India');

describe('formatAmount', () => {
  it('groups in lakhs and crores for India, always with two decimals', () => {
    expect(formatAmount(100000, india)).toBe('1,00,000.00');
    expect(formatAmount(12345678.5, india)).toBe('1,23,45,678.50');
    expect(formatAmount(84500.5, india)).toBe('84,500.50');
    expect(formatAmount(0, india)).toBe('0.00');
    expect(formatAmount(-35500.25, india)).toBe('-35,500.25');
  });

  it('reads a plain decimal text and shows nothing for no amount', () => {
    expect(formatAmount('22000.5', india)).toBe('22,000.50');
    expect(formatAmount(null, india)).toBe('');
    expect(formatAmount('', india)).toBe('');
    expect(formatAmount(Number.NaN, india)).toBe('');
  });

  it("uses the company country's grouping, India's when the country is unknown", () => {
    expect(formatAmount(100000, formatForCountry('United Arab Emirates'))).toBe('100,000.00');
    expect(formatAmount(100000, formatForCountry('Nepal'))).toBe('1,00,000.00');
    expect(formatAmount(100000, formatForCountry(' india '))).toBe('1,00,000.00');
    expect(formatAmount(100000, formatForCountry('Atlantis'))).toBe('1,00,000.00');
    expect(formatAmount(100000)).toBe('1,00,000.00');
  });
});

describe('formatNumber', () => {
  it('groups counts and quantities without adding decimals', () => {
    expect(formatNumber(1500, india)).toBe('1,500');
    expect(formatNumber('250000', india)).toBe('2,50,000');
    expect(formatNumber('12.5', india)).toBe('12.5');
  });

  it('shows text that is not a number as it is', () => {
    expect(formatNumber('10 bags', india)).toBe('10 bags');
    expect(formatNumber(undefined, india)).toBe('');
  });
});

describe('sumAmounts', () => {
  it('adds rupees and paise exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumAmounts([22000.5, -57500.75])).toBe(-35500.25);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('formatDate', () => {
  it('shows dd-mm-yyyy for India, the date part only', () => {
    expect(formatDate('2026-04-03', india)).toBe('03-04-2026');
    expect(formatDate('2026-04-03T00:00:00.000Z', india)).toBe('03-04-2026');
    expect(formatDate('2026-12-31T23:30:00+05:30', india)).toBe('31-12-2026');
  });

  it('shows nothing for no date and other text as it is', () => {
    expect(formatDate(null, india)).toBe('');
    expect(formatDate('', india)).toBe('');
    expect(formatDate('soon', india)).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the moment as dd-mm-yyyy hh:mm in the device time zone', () => {
    const local = new Date(2026, 3, 3, 9, 5);
    expect(formatDateTime(local.toISOString(), india)).toBe('03-04-2026 09:05');
    expect(formatDateTime(null, india)).toBe('');
  });
});
