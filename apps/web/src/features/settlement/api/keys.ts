/** A statement's period: YYYY-MM-DD ends, either open. */
export interface LedgerPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** React-query keys of the settlement feature: a vendor's open payables, payments and ledger. */
export const settlementKeys = {
  all: ['settlement'] as const,
  open: (tenant: string, vendorId: number) => ['settlement', 'open', tenant, vendorId] as const,
  payments: (tenant: string, vendorId: number, page: number, size: number) =>
    ['settlement', 'payments', tenant, vendorId, page, size] as const,
  ledger: (tenant: string, vendorId: number, period: LedgerPeriod = {}) =>
    ['settlement', 'ledger', tenant, vendorId, period.from ?? null, period.to ?? null] as const,
};

/**
 * Other features' caches a payment or a reversal makes stale: the payables (status, paid) and the
 * vendors (current balance). Their keys start with these, by the features' own key conventions.
 */
export const STALE_AFTER_PAYMENT = [['payables'], ['vendors']] as const;
