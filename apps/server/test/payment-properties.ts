import fc from 'fast-check';

/** What the settlement and ledger property tests share: paise arithmetic and one random payment. */

/** Paise of an amount the API answered (a number with at most 2 decimals), and back. */
export const toPaise = (n: number) => BigInt(Math.round(n * 100));
export const rupees = (p: bigint) => Number(p) / 100;

/** A payment over open bills: which bills (`picks`), how much of each (`cuts`), the TDS rate. */
export interface PayOp {
  kind: 'pay';
  picks: number[];
  cuts: number[];
  tdsPercent: number;
}
export const payOp: fc.Arbitrary<PayOp> = fc.record({
  kind: fc.constant('pay' as const),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  cuts: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  tdsPercent: fc.integer({ min: 0, max: 10 }),
});

/**
 * The payment `op` makes of the open bills (each with what it still owes, in paise): per picked
 * bill, a third of the time the whole outstanding, else a random part of it; the TDS its rate of
 * the whole, the cash the rest. Undefined when no cash is left to pay.
 */
export function paymentOf(op: PayOp, open: readonly { id: number; owed: bigint }[]) {
  const allocations = new Map<number, bigint>();
  op.picks.forEach((pick, i) => {
    const bill = open[pick % open.length];
    if (!bill || allocations.has(bill.id)) return;
    const cut = BigInt(op.cuts[i] ?? 0);
    allocations.set(bill.id, cut % 3n === 0n ? bill.owed : 1n + (cut % bill.owed));
  });
  const settles = [...allocations.values()].reduce((s, a) => s + a, 0n);
  const tds = (settles * BigInt(op.tdsPercent)) / 100n;
  const amount = settles - tds;
  return amount <= 0n ? undefined : { allocations, settles, tds, amount };
}
