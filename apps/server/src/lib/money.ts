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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for a message or a mail, grouped as `locale` groups (India's by default: "57,500.00",
 * "12,34,567.89"), with 2 decimals, exactly: Intl formats the numeric text itself, never a float.
 */
export function formatMoney(value: bigint, locale = 'en-IN'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  // Intl.NumberFormat takes a decimal string as an exact value; TypeScript's lib types only numbers.
  return format.format(fromPaise(value) as unknown as number);
}
