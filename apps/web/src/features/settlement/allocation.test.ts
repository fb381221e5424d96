import { describe, expect, it } from 'vitest';
import { makeOpenPayable } from '../../../test/settlement';
import { allocatedPaise, autoAllocate, toPaise } from './allocation';

describe('allocation arithmetic (paise)', () => {
  it('spreads amount + TDS oldest due first, each payable up to its outstanding', () => {
    // Given newest first: the order given does not matter, the due date does.
    const open = [makeOpenPayable(3), makeOpenPayable(1), makeOpenPayable(2, { outstanding: 1500.5 })];
    const spread = autoAllocate(open, toPaise(2600.75));
    expect(Object.fromEntries(spread)).toEqual({ 1: 100_000, 2: 150_050, 3: 10_025 });
  });

  it('leaves what no payable can take unallocated, and allocates nothing for nothing', () => {
    const open = [makeOpenPayable(1)];
    expect(autoAllocate(open, toPaise(5000)).get(1)).toBe(100_000);
    expect(autoAllocate(open, 0).get(1)).toBe(0);
  });

  it('adds in paise: 0.1 + 0.2 allocated is exactly 0.30, empty fields count 0', () => {
    const open = [makeOpenPayable(1), makeOpenPayable(2), makeOpenPayable(3)];
    expect(allocatedPaise(open, { 1: 0.1, 2: 0.2, 3: '' })).toBe(30);
    expect(allocatedPaise(open, { 1: '1000.10', 2: 999.9 })).toBe(200_000);
  });
});
