/**
 * Texts of money writes: Idempotency-Key replays, a payment repeating a
 * vendor's reference, and the bounds on TDS, payment dates and amounts. The spec quotes none of them.
 */

export const IDEMPOTENCY_KEY_MAX = 200;
/** Hours an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const idempotencyMessages = {
  keyInvalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters.`,
  keyReusedOtherBody:
    'This Idempotency-Key was already used for a different request. Submit the form again to send a new one.',
  keyInProgress:
    'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

/** Bounds on TDS: a share of what a payment settles. */
export const TDS_MAX_PERCENT = 20;

export const paymentRuleMessages = {
  /** A payment repeating a reference the vendor's Active payment already has (409 until confirmed). */
  duplicateReference: (reference: string, paymentCode: string, paymentDate: string) =>
    `Reference ${reference} was already used on payment ${paymentCode} dated ${paymentDate}. Record this payment anyway?`,
  tdsOverShare: (tds: string, max: string) =>
    `TDS ${tds} may be at most ${TDS_MAX_PERCENT}% of what the payment settles (amount paid plus TDS): at most ${max}.`,
  tdsOverAmount: (tds: string, amount: string) =>
    `TDS ${tds} may not be more than the amount paid, ${amount}.`,
  dateInFuture: (date: string, today: string) =>
    `The payment date ${date} is in the future: record a payment on or before today, ${today}.`,
  dateBeforeOpening: (date: string, openingDate: string) =>
    `The payment date ${date} is before the vendor's opening balance date, ${openingDate}.`,
  dateBeforeBill: (date: string, code: string, billDate: string) =>
    `The payment date ${date} is before the bill date of ${code}, ${billDate}.`,
} as const;

export const amountRuleMessages = {
  /** An advance request or payable of 0: an amount must be more than 0. */
  advanceAmountPositive: 'Enter an amount more than 0 and at most 999,999,999.99',
  payableAmountPositive: 'The amount must be more than 0',
} as const;
