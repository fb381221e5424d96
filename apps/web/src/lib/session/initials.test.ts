import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Demo', 'Admin')).toBe('DA');
    expect(initials('site', 'lead')).toBe('SL');
    expect(initials(' Portal ', ' Admin ')).toBe('PA');
  });
  it('copes with a missing part', () => {
    expect(initials('Madonna', '')).toBe('M');
    expect(initials('Mary Ann', undefined)).toBe('MA');
    expect(initials(null, 'Smith')).toBe('S');
    expect(initials('', '')).toBe('');
  });
  it('keeps non-Latin letters whole', () => {
    expect(initials('Ñandú', 'Émile')).toBe('ÑÉ');
  });
});
