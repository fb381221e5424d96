import { describe, expect, it } from 'vitest';
import { formatMoney, fromPaise, paise } from '../src/lib/money.js';

describe('money in messages', () => {
  it('groups the Indian way by default, with 2 decimals', () => {
    expect(formatMoney(5_750_000n)).toBe('57,500.00');
    expect(formatMoney(123_456_789n)).toBe('12,34,567.89');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(-2_000_050n)).toBe('-20,000.50');
  });

  it('groups as the locale does', () => {
    expect(formatMoney(123_456_789n, 'en-GB')).toBe('1,234,567.89');
  });

  it('is exact past what a float holds (no rounding of the last paisa)', () => {
    const big = paise('99999999999999.99');
    expect(formatMoney(big)).toBe('9,99,99,99,99,99,999.99');
    expect(formatMoney(big + 1n)).toBe('10,00,00,00,00,00,000.00');
    expect(fromPaise(big)).toBe('99999999999999.99');
  });
});
