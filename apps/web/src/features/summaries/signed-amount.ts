import { summaryScreenMessages as S } from '@sitebook/contract';
import type { Formatters } from '../../lib/format';

/**
 * A signed money figure of the summaries (+ Cr: we owe the vendor, − Dr: the vendor owes us, as an
 * advance or a Dr opening balance): a positive one plain, as every other amount; a negative one as
 * its size followed by "Dr", as View Vendor's Current Balance beside its Cr/Dr.
 */
export const signedAmount = (format: Formatters, value: number): string =>
  value < 0 ? S.drAmount(format.amount(-value)) : format.amount(value);
