import {
  ADVANCE_STATUS_APPROVED,
  type AdvanceSettle,
  type AdvanceSettlement,
  type AdvanceSettlementCreateValues,
  type AdvanceSettlementReverse,
  ATTRIBUTE,
  type ExportFormat,
  GLOBAL_TENANT,
  advanceServerMessages as m,
  type PersonBalance,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import { attributeValueExists, findSiteByCode } from '../../db/lookups.js';
import * as records from '../../domain/advance-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sheetsExportStream } from '../../lib/list-export.js';
import { formatMoney, fromPaise, paise } from '../../lib/money.js';
import { may, requireRight } from '../../lib/rights.js';
import type { SheetColumn } from '../../lib/xlsx-export.js';
import { assertNotSettled } from './advances.service.js';
import * as repo from './advances-reconcile.repo.js';

/**
 * Reconciling an advance (docs/MONEY.md "Advances"). remaining = approved − spent −
 * returned + reimbursed. An ADMIN records returns (at most the remaining balance) and reimbursements
 * (at most the overspend, −remaining) on an Approved advance, reverses them with a reason before
 * settlement, and settles the advance when remaining is exactly 0; a Settled advance is locked.
 * Every change locks the advance row first (as every expense write does), compares in paise and
 * writes a history row with the remaining balance before and after, in the same transaction.
 */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const approvedOf = (a: records.AdvanceRow) => a.approvedAmount ?? a.requestedAmount;

const toSettlement = (row: repo.SettlementRow): AdvanceSettlement => ({
  settlementId: row.id,
  advanceRequestId: row.advanceRequestId,
  kind: row.kind as AdvanceSettlement['kind'],
  settlementDate: row.settlementDate,
  amount: Number(row.amount),
  paymentMode: row.paymentMode,
  reference: row.reference,
  remarks: row.remarks,
  status: row.status as AdvanceSettlement['status'],
  createdBy: row.createdBy,
  createdDate: iso(row.createdAt),
  reversedBy: row.reversedBy,
  reversedDate: row.reversedAt ? iso(row.reversedAt) : null,
  reverseReason: row.reverseReason,
});

/** One return or reimbursement in a history row's reason. */
const describe = (s: repo.SettlementRow) =>
  [
    `${s.kind === 'return' ? 'Return' : 'Reimbursement'} ${s.id}: ${s.amount} by ${s.paymentMode} on ${s.settlementDate}`,
    s.reference && `ref ${s.reference}`,
    s.remarks && `remarks: ${s.remarks}`,
  ]
    .filter(Boolean)
    .join('; ')
    .slice(0, 300);

/** The advance, locked, and its remaining balance in paise; 404 for another tenant's. */
async function lockAdvance(tx: Db, auth: AuthContext, advanceRequestId: number) {
  const advance = await records.findAdvance(tx, auth.companyCode, advanceRequestId, true);
  if (!advance) throw notFound(m.notFound);
  const figures = await records.spending(tx, auth.companyCode, advance.id, approvedOf(advance));
  return { advance, remaining: paise(figures.remaining ?? '0') };
}

/** The returns and reimbursements of one of the tenant's advances, oldest first. */
export async function listSettlements(ctx: AppContext, auth: AuthContext, advanceRequestId: number) {
  if (!(await records.findAdvance(ctx.db, auth.companyCode, advanceRequestId))) throw notFound(m.notFound);
  return (await repo.listSettlements(ctx.db, auth.companyCode, advanceRequestId)).map(toSettlement);
}

/**
 * Records a return or a reimbursement (ADMIN, 403 otherwise) on an Approved advance that is not
 * Settled (400), in a payment mode of the list (400): a return at most the remaining balance, a
 * reimbursement at most the overspend (400 beyond).
 */
export async function recordSettlement(
  ctx: AppContext,
  auth: AuthContext,
  input: AdvanceSettlementCreateValues,
) {
  requireRight(auth, 'advanceSettlementRecord', rm.settlementAdminOnly);
  return ctx.db.transaction(async (tx) => {
    const { advance, remaining } = await lockAdvance(tx, auth, input.advanceRequestId);
    assertNotSettled(advance);
    if (advance.status !== ADVANCE_STATUS_APPROVED) throw badRequest(rm.settlementOnlyApproved);
    if (!(await attributeValueExists(tx, GLOBAL_TENANT, ATTRIBUTE.paymentMode, input.paymentMode))) {
      throw badRequest(rm.paymentModeNotInList);
    }
    const amount = input.amount.toFixed(2);
    const value = paise(amount);
    if (input.kind === 'return' && value > remaining) {
      throw badRequest(
        rm.returnOverRemaining(formatMoney(value), formatMoney(remaining > 0n ? remaining : 0n)),
      );
    }
    if (input.kind === 'reimburse' && value > -remaining) {
      throw badRequest(
        rm.reimburseOverOverspend(formatMoney(value), formatMoney(remaining < 0n ? -remaining : 0n)),
      );
    }
    const row = await repo.insertSettlement(tx, {
      tenantCode: auth.companyCode,
      advanceRequestId: advance.id,
      kind: input.kind,
      settlementDate: input.settlementDate,
      amount,
      paymentMode: input.paymentMode,
      reference: input.reference,
      remarks: input.remarks,
      createdBy: auth.userName,
    });
    const touched = await repo.touchAdvance(tx, auth.companyCode, advance.id, auth.userName);
    const after = input.kind === 'return' ? remaining - value : remaining + value;
    await records.insertHistory(tx, {
      row: touched,
      action: input.kind,
      fromStatus: advance.status,
      by: auth.userName,
      reason: describe(row),
      fromAmount: fromPaise(remaining),
      toAmount: fromPaise(after),
      settlementId: row.id,
    });
    return {
      advanceId: advance.advanceId,
      settlementId: row.id,
      message:
        input.kind === 'return'
          ? rm.returnRecorded(advance.advanceId)
          : rm.reimburseRecorded(advance.advanceId),
    };
  });
}

/**
 * Reverses a return or a reimbursement (ADMIN, a reason) while its advance is not Settled: it stays,
 * marked Reversed with who, when and why, and stops counting. A reversal may leave the remaining
 * balance anywhere; the advance then needs another return or reimbursement before it can be settled.
 */
export async function reverseSettlement(ctx: AppContext, auth: AuthContext, input: AdvanceSettlementReverse) {
  requireRight(auth, 'advanceSettlementReverse', rm.settlementReverseAdminOnly);
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findSettlement(tx, auth.companyCode, input.settlementId);
    if (!found) throw notFound(rm.settlementNotFound);
    const { advance, remaining } = await lockAdvance(tx, auth, found.advanceRequestId);
    assertNotSettled(advance);
    const settlement = await repo.findSettlement(tx, auth.companyCode, input.settlementId, true);
    if (!settlement) throw notFound(rm.settlementNotFound);
    if (settlement.status !== 'Active') throw badRequest(rm.alreadyReversed);
    const reversed = await repo.reverseSettlement(tx, auth.companyCode, settlement.id, {
      by: auth.userName,
      reason: input.reason,
    });
    const value = paise(settlement.amount);
    const after = settlement.kind === 'return' ? remaining + value : remaining - value;
    const touched = await repo.touchAdvance(tx, auth.companyCode, advance.id, auth.userName);
    await records.insertHistory(tx, {
      row: touched,
      action: settlement.kind === 'return' ? 'return reversed' : 'reimburse reversed',
      fromStatus: advance.status,
      by: auth.userName,
      reason: input.reason,
      fromValue: describe(settlement),
      toValue: `Reversed: ${describe(reversed)}`.slice(0, 600),
      fromAmount: fromPaise(remaining),
      toAmount: fromPaise(after),
      settlementId: settlement.id,
    });
    return {
      advanceId: advance.advanceId,
      settlementId: settlement.id,
      message: rm.reversed(advance.advanceId),
    };
  });
}

/**
 * Settles an Approved advance (ADMIN, 403 otherwise) whose remaining balance is exactly 0 (400
 * otherwise): status Settled with who and when, locked from then on; one history row.
 */
export async function settleAdvance(ctx: AppContext, auth: AuthContext, input: AdvanceSettle) {
  requireRight(auth, 'advanceSettle', rm.settleAdminOnly);
  return ctx.db.transaction(async (tx) => {
    const { advance, remaining } = await lockAdvance(tx, auth, input.advanceRequestId);
    assertNotSettled(advance);
    if (advance.status !== ADVANCE_STATUS_APPROVED) throw badRequest(rm.settleOnlyApproved);
    if (remaining !== 0n) throw badRequest(rm.settleNotZero(formatMoney(remaining)));
    const settled = await repo.settleAdvance(tx, auth.companyCode, advance.id, auth.userName);
    await records.insertHistory(tx, {
      row: settled,
      action: 'settle',
      fromStatus: advance.status,
      by: auth.userName,
      fromAmount: '0.00',
      toAmount: '0.00',
    });
    return { advanceId: advance.advanceId, message: rm.settled(advance.advanceId) };
  });
}

export interface PersonBalanceParams {
  siteCode?: string | undefined;
}

/**
 * The person balance (one SQL statement): an ADMIN sees every person, a USER role type only their own
 * row. Another company's site (or an unknown one) is 404.
 */
export async function personBalance(
  ctx: AppContext,
  auth: AuthContext,
  q: PersonBalanceParams,
): Promise<PersonBalance> {
  if (q.siteCode !== undefined && !(await findSiteByCode(ctx.db, auth.companyCode, q.siteCode))) {
    throw notFound(m.siteNotYours);
  }
  const rows = await repo.personBalance(ctx.db, {
    tenantCode: auth.companyCode,
    siteCode: q.siteCode,
    person: may(auth, 'advancePersonBalance') ? undefined : auth.userName,
  });
  const figures = (r: repo.PersonBalanceSqlRow) => ({
    openAdvances: Number(r.open_advances),
    requested: Number(r.requested),
    approved: Number(r.approved),
    spent: Number(r.spent),
    returned: Number(r.returned),
    reimbursed: Number(r.reimbursed),
    remaining: Number(r.remaining),
  });
  const total = rows.find((r) => Number(r.is_total) === 1);
  return {
    siteCode: q.siteCode ?? null,
    rows: rows
      .filter((r) => Number(r.is_total) === 0)
      .map((r) => ({ person: r.person ?? '', ...figures(r) })),
    totals: total
      ? figures(total)
      : { openAdvances: 0, requested: 0, approved: 0, spent: 0, returned: 0, reimbursed: 0, remaining: 0 },
  };
}

const BALANCE_COLUMNS: SheetColumn[] = [
  { header: rm.balanceColumns.person, kind: 'text' },
  { header: rm.balanceColumns.open, kind: 'count' },
  { header: rm.balanceColumns.requested, kind: 'money' },
  { header: rm.balanceColumns.approved, kind: 'money' },
  { header: rm.balanceColumns.spent, kind: 'money' },
  { header: rm.balanceColumns.returned, kind: 'money' },
  { header: rm.balanceColumns.reimbursed, kind: 'money' },
  { header: rm.balanceColumns.remaining, kind: 'money' },
];

/** The person balance as a streamed .xlsx or .csv (lib/list-export.ts): the same figures, numeric cells. */
export async function personBalanceExport(
  ctx: AppContext,
  auth: AuthContext,
  q: PersonBalanceParams,
  format: ExportFormat,
) {
  const balance = await personBalance(ctx, auth, q);
  const line = (r: Omit<PersonBalance['rows'][number], 'person'>) => [
    r.openAdvances,
    r.requested,
    r.approved,
    r.spent,
    r.returned,
    r.reimbursed,
    r.remaining,
  ];
  const stream = sheetsExportStream(format, [
    {
      name: rm.sheetName,
      notes: [rm.sheetNote(q.siteCode ?? rm.allSites)],
      columns: BALANCE_COLUMNS,
      rows: balance.rows.map((r) => [r.person, ...line(r)]),
      totals: [rm.totalLabel, ...line(balance.totals)],
    },
  ]);
  return { fileName: format === 'csv' ? rm.exportCsvFileName : rm.exportFileName, stream };
}
