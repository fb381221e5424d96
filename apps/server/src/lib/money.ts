/**
 * Exact money on the server: amounts come from PostgreSQL `numeric` as text ("22000.50") and are
 * compared and added as integer paise (bigint), never as floating point.
 */

/** Paise of a numeric text with at most 2 decimals ("-35500.25" → -3550025n). */
export function paise(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** Paise back to a numeric text ("22000.50"). */
export function fromPaise(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** An amount for a message, grouped the Indian way with 2 decimals ("57,500.00"), exactly. */
export function formatMoney(value: bigint): string {
  const text = fromPaise(value);
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${value < 0n ? '-' : ''}${rest ? `${rest},${last3}` : last3}.${fraction}`;
}
