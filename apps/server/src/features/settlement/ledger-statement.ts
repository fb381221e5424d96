import { ledgerStatementMessages as S, type VendorLedger, type VendorLedgerQuery } from '@sitebook/contract';
import { findCompanyByCode } from '../../db/lookups.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { formatDmy, parseIso, todayIn } from '../../lib/dates.js';
import { formatMoney, paise } from '../../lib/money.js';
import { vendorLedger } from './settlement.service.js';

/**
 * The vendor's statement of account as the .xlsx and the PDF write it: the
 * heading lines (company, vendor, period, printed on), the balance brought forward when the period
 * has a start, one line per ledger entry with its particulars and the running balance as an amount
 * and its Dr / Cr, and the closing balance. Built from the JSON statement (service.vendorLedger), so
 * the three never differ.
 */
export interface StatementLine {
  /** YYYY-MM-DD; null on the brought-forward line. */
  date: string | null;
  particulars: string;
  /** Numeric text ("1234.50"); null when the side is empty. */
  debit: string | null;
  credit: string | null;
  /** The running balance, absolute, and whether it is Cr (we owe the vendor) or Dr. */
  balance: string;
  drCr: 'Cr' | 'Dr';
}

export interface Statement {
  companyName: string;
  vendorCode: string;
  vendorName: string;
  /** "01-04-2026 to 30-06-2026", "All dates", ... */
  period: string;
  printedOn: string;
  lines: StatementLine[];
  closing: { balance: string; drCr: 'Cr' | 'Dr'; date: string | null };
}

/** A JSON amount (at most 2 decimals) as exact numeric text. */
export const amountText = (value: number): string => value.toFixed(2);

/** A numeric text as shown: Indian grouping, 2 decimals ("12,34,567.50"). */
export const moneyShown = (text: string): string => formatMoney(paise(text));

/** YYYY-MM-DD as the company sees it (dd-mm-yyyy). */
export const dateShown = (iso: string | null): string => {
  const day = iso ? parseIso(iso) : undefined;
  return day ? formatDmy(day) : (iso ?? '');
};

const signed = (balance: number) => ({
  balance: amountText(Math.abs(balance)),
  drCr: balance < 0 ? ('Dr' as const) : ('Cr' as const),
});

export function statementOf(ledger: VendorLedger, companyName: string, printedOn: string): Statement {
  const lines: StatementLine[] = [];
  if (ledger.from !== null) {
    lines.push({
      date: null,
      particulars: S.broughtForward,
      debit: null,
      credit: null,
      ...signed(ledger.openingBalance),
    });
  }
  for (const e of ledger.entries) {
    lines.push({
      date: e.date,
      particulars: S.particulars(S.kinds[e.kind], e.reference, e.note),
      debit: e.debit === 0 ? null : amountText(e.debit),
      credit: e.credit === 0 ? null : amountText(e.credit),
      ...signed(e.balance),
    });
  }
  return {
    companyName,
    vendorCode: ledger.vendorCode,
    vendorName: ledger.vendorName,
    period: S.period(ledger.from && dateShown(ledger.from), ledger.to && dateShown(ledger.to)),
    printedOn,
    lines,
    closing: {
      balance: amountText(ledger.closingBalance),
      drCr: ledger.closingType,
      date: ledger.closingDate,
    },
  };
}

/**
 * The caller's company's statement of a vendor for a period (the JSON statement of
 * service.vendorLedger, 404 for another company's vendor), with the company's name and today's date.
 */
export async function vendorStatement(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
  period: VendorLedgerQuery,
): Promise<Statement> {
  const ledger = await vendorLedger(ctx, auth, vendorId, { from: period.from, to: period.to });
  const company = await findCompanyByCode(ctx.db, auth.companyCode);
  return statementOf(ledger, company?.companyName ?? auth.companyCode, formatDmy(todayIn(auth.timeZone)));
}
