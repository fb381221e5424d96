import type { OpenPayable } from '@sitebook/contract';

/**
 * The money of a payment, in whole paise: every sum on this screen is of integers, never of
 * floats, so 0.1 + 0.2 allocated to two bills is exactly 0.30 (see the contract's money rules).
 */
export type Paise = number;

/** An amount field's value (a number, or '' when empty) in paise; 0 when empty. */
export const toPaise = (value: number | string | null | undefined): Paise => {
  const n = typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : (value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** Paise as the amount sent and shown (2 decimals at most). */
export const fromPaise = (paise: Paise): number => paise / 100;

/** Oldest due date first, then the payable code (the server's order too). */
export const byDueDate = (a: OpenPayable, b: OpenPayable) =>
  a.paymentDueDate.localeCompare(b.paymentDueDate) || a.vendorPayableCode.localeCompare(b.vendorPayableCode);

/**
 * Spreads `total` over the open payables, oldest due first, each up to its outstanding: the
 * allocation a payment gets until the user changes it. Answers paise by payable id (0 for the rest);
 * what no payable can take is left unallocated.
 */
export function autoAllocate(open: readonly OpenPayable[], total: Paise): Map<number, Paise> {
  const result = new Map<number, Paise>();
  let left = Math.max(0, total);
  for (const payable of [...open].sort(byDueDate)) {
    const take = Math.min(left, toPaise(payable.outstanding));
    result.set(payable.vendorPayableId, take);
    left -= take;
  }
  return result;
}

/** The sum of the allocation fields of these payables, in paise. */
export const allocatedPaise = (
  open: readonly OpenPayable[],
  allocations: Record<string, number | string | undefined>,
): Paise => open.reduce<Paise>((sum, p) => sum + toPaise(allocations[String(p.vendorPayableId)]), 0);
