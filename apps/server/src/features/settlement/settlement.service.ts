import {
  ATTRIBUTE,
  CODE_PREFIXES,
  GLOBAL_TENANT,
  type ListPage,
  MODULE_GATES,
  settlementMessages as m,
  notificationMessages,
  type OpenPayable,
  PAYABLE_CANCELLED,
  PAYABLE_STATUSES,
  type Payment,
  type PaymentCreateValues,
  type PaymentReverse,
  type PaymentSaveResponse,
  type PaymentStatus,
  payableServerMessages as pm,
  paymentRuleMessages as pr,
  rightsMessages as r,
  TDS_MAX_PERCENT,
  type VendorLedger,
  type VendorLedgerQuery,
  vendorMessages,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import { attributeValueExists, findVendor } from '../../db/lookups.js';
import { insertPayableHistories, insertPayableHistory } from '../../db/payable-history.js';
import { nextCode } from '../../db/sequences.js';
import {
  NOTIFICATION_ROUTES,
  type NotifyLinks,
  notify,
  queueRemittanceAdvice,
  remittanceSetting,
} from '../../domain/notify.js';
import { postPayment, postPaymentReversal } from '../../domain/vendor-ledger.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { formatDmy, parseIso, todayIsoIn } from '../../lib/dates.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { formatMoney, fromPaise, paise } from '../../lib/money.js';
import { requireRight } from '../../lib/rights.js';
import { paymentVoucher } from './payment-voucher.js';
import * as repo from './settlement.repo.js';

const PAYMENT_SETTLED = 'Payment Settled';
const PAYMENT_PENDING = 'Payment Pending';
const CLOSED = 'Closed';
const statusIndex = (status: string) => (PAYABLE_STATUSES as readonly string[]).indexOf(status);
/** Statuses before Payment Settled (a payment that pays the payable off settles it). */
const beforeSettled = (status: string) =>
  statusIndex(status) !== -1 && statusIndex(status) < statusIndex(PAYMENT_SETTLED);

/** Paise of an amount the contract parsed (a number with at most 2 decimals). */
const paiseOf = (amount: number) => paise(String(amount));
const money = (value: bigint) => formatMoney(value);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** dd-mm-yyyy of a stored YYYY-MM-DD date, as the screens show dates. */
const dmy = (isoDate: string) => {
  const d = parseIso(isoDate);
  return d ? formatDmy(d) : isoDate;
};

/**
 * TDS is a share of what the payment settles: at most TDS_MAX_PERCENT % of
 * amount + TDS, so at most a quarter of the cash paid, and never more than the cash paid (400).
 */
function checkTds(amount: bigint, tds: bigint): void {
  if (tds > amount) throw badRequest(pr.tdsOverAmount(money(tds), money(amount)));
  const percent = BigInt(TDS_MAX_PERCENT);
  if (tds * 100n > percent * (amount + tds)) {
    throw badRequest(pr.tdsOverShare(money(tds), money((amount * percent) / (100n - percent))));
  }
}

/** Who records the payment and how; the route passes the caller, the demo seed its administrator. */
export interface Payer {
  companyCode: string;
  userName: string;
  roleType: string | null;
  /** The company's time zone: a payment may not be dated after its today. */
  timeZone: string;
}

/**
 * Records a payment to a vendor and its allocations (the rules are in the contract's
 * schemas/settlement.ts): an ADMIN's action (403). The payment mode must be in the payment-mode
 * list and the vendor the company's (404). Allocations must add up to exactly amount + TDS (paise).
 * In one transaction: the allocated payables are locked (id order), each checked (the company's,
 * 404; the vendor's, not Cancelled, named once, at most its outstanding: 400), the payment (VPM
 * code) and allocations stored, one history row per payable, those paid off before Payment Settled
 * moved to Payment Settled, and the vendor's balance refreshed.
 */
export async function recordPayment(
  db: Db,
  payer: Payer,
  input: PaymentCreateValues,
  links: NotifyLinks = { appUrl: appUrlOf(undefined) },
): Promise<PaymentSaveResponse> {
  requireRight(payer, 'paymentRecord', r.paymentAdminOnly);
  const tenant = payer.companyCode;
  const amount = paiseOf(input.amount);
  const tds = paiseOf(input.tdsAmount);
  const allocations = input.allocations.map((a) => ({
    payableId: a.vendorPayableId,
    amount: paiseOf(a.amount),
  }));
  checkTds(amount, tds);
  const todayIso = todayIsoIn(payer.timeZone);
  if (input.paymentDate > todayIso) throw badRequest(pr.dateInFuture(dmy(input.paymentDate), dmy(todayIso)));
  return db.transaction(async (tx) => {
    if (!(await attributeValueExists(tx, GLOBAL_TENANT, ATTRIBUTE.paymentMode, input.paymentMode))) {
      throw badRequest(pm.paymentModeNotInList);
    }
    const vendor = await findVendor(tx, tenant, input.erfVendorId, 'key share');
    if (!vendor) throw notFound(vendorMessages.notFound);
    if (vendor.openingBalanceDate !== null && input.paymentDate < vendor.openingBalanceDate) {
      throw badRequest(pr.dateBeforeOpening(dmy(input.paymentDate), dmy(vendor.openingBalanceDate)));
    }
    const allocated = allocations.reduce((sum, a) => sum + a.amount, 0n);
    if (allocated !== amount + tds)
      throw badRequest(m.allocationMismatch(money(allocated), money(amount + tds)));

    const payableIds = [...new Set(allocations.map((a) => a.payableId))];
    const rows = new Map((await repo.lockPayables(tx, tenant, payableIds)).map((p) => [p.id, p]));
    const owed = await repo.payableMoney(tx, tenant, payableIds);
    const seen = new Set<number>();
    for (const a of allocations) {
      const payable = rows.get(a.payableId);
      if (!payable) throw notFound(pm.notFound);
      const code = payable.vendorPayableCode;
      if (payable.erfVendorId !== vendor.id) throw badRequest(m.allocationOtherVendor(code));
      if (payable.status === PAYABLE_CANCELLED) throw badRequest(m.payableNotOpen(code));
      if (seen.has(a.payableId)) throw badRequest(m.duplicateAllocation(code));
      if (input.paymentDate < payable.billDate) {
        throw badRequest(pr.dateBeforeBill(dmy(input.paymentDate), code, dmy(payable.billDate)));
      }
      seen.add(a.payableId);
      const outstanding = paise(owed.get(a.payableId)?.outstanding ?? '0');
      if (a.amount > outstanding) throw badRequest(m.allocationOverOutstanding(code, money(outstanding)));
    }

    // A reference the vendor's Active payment already has asks for a confirmation.
    if (!input.confirmDuplicateReference) {
      const earlier = await repo.paymentWithReference(tx, tenant, vendor.id, input.reference);
      if (earlier) {
        throw conflict(pr.duplicateReference(input.reference, earlier.paymentCode, dmy(earlier.paymentDate)));
      }
    }
    const paymentCode = await nextCode(tx, tenant, CODE_PREFIXES.vendorPayment);
    const payment = await repo.insertPayment(tx, {
      tenantCode: tenant,
      paymentCode,
      erfVendorId: vendor.id,
      paymentDate: input.paymentDate,
      amount: fromPaise(amount),
      tdsAmount: fromPaise(tds),
      paymentMode: input.paymentMode,
      reference: input.reference,
      remarks: input.remarks,
      createdBy: payer.userName,
    });
    await repo.insertAllocations(
      tx,
      tenant,
      payment.id,
      allocations.map((a) => ({ payableId: a.payableId, amount: fromPaise(a.amount) })),
    );
    await postPayment(
      tx,
      payment,
      allocations.map((a) => ({
        payableId: a.payableId,
        siteId: (rows.get(a.payableId) as repo.PayableRow).erfSiteId,
        amountPaise: a.amount,
      })),
      payer.userName,
    );
    const settled: string[] = [];
    const history: Parameters<typeof insertPayableHistories>[1][number][] = [];
    for (const a of allocations) {
      let payable = rows.get(a.payableId) as repo.PayableRow;
      const left = paise(owed.get(a.payableId)?.outstanding ?? '0') - a.amount;
      const changes = [];
      if (left === 0n && beforeSettled(payable.status)) {
        changes.push({ field: 'status', from: payable.status, to: PAYMENT_SETTLED });
        payable = await repo.setPayableStatus(tx, tenant, payable.id, PAYMENT_SETTLED, payer.userName);
        settled.push(payable.vendorPayableCode);
      }
      history.push({
        row: payable,
        entry: {
          action: m.historyPayment,
          remarks: m.historyPaymentRemark(paymentCode, money(a.amount)),
          reason: '',
          changes,
          by: payer.userName,
        },
      });
    }
    await insertPayableHistories(tx, history);
    await notify(tx, links, {
      tenantCode: tenant,
      kind: 'paymentRecorded',
      to: { admins: true, module: MODULE_GATES.vendor },
      actor: payer.userName,
      text: notificationMessages.paymentRecorded(
        paymentCode,
        `${vendor.vendorCode} ${vendor.vendorName}`,
        money(amount),
        payer.userName,
      ),
      route: NOTIFICATION_ROUTES.settlement,
    });
    await sendRemittanceAdvice(tx, payer, vendor, payment, allocations, rows);
    return {
      paymentId: payment.id,
      paymentCode,
      message: m.recorded(paymentCode),
      settledPayableCodes: settled,
    };
  });
}

/**
 * Where the company sends remittance advices and the vendor has an e-mail: the advice, with each bill
 * the payment settles and its voucher (the same PDF as the voucher call), queued in the payment's
 * transaction.
 */
async function sendRemittanceAdvice(
  tx: Db,
  payer: Payer,
  vendor: { id: number; vendorName: string; emailId: string },
  payment: repo.PaymentRow,
  allocations: readonly { payableId: number; amount: bigint }[],
  payables: ReadonlyMap<number, repo.PayableRow>,
): Promise<void> {
  if (vendor.emailId.trim() === '') return;
  const setting = await remittanceSetting(tx, payer.companyCode);
  if (!setting?.on) return;
  const voucher = await paymentVoucher({ db: tx }, payer, payment.id);
  await queueRemittanceAdvice(tx, {
    tenantCode: payer.companyCode,
    companyName: setting.companyName,
    vendor: { name: vendor.vendorName, email: vendor.emailId },
    payment,
    lines: allocations.map((a) => {
      const payable = payables.get(a.payableId);
      return {
        payableCode: payable?.vendorPayableCode ?? '',
        invoiceNumber: payable?.invoiceNumber ?? '',
        amount: fromPaise(a.amount),
      };
    }),
    pdf: { filename: voucher.fileName, content: await voucher.pdf() },
  });
}

export const createPayment = (ctx: AppContext, auth: AuthContext, input: PaymentCreateValues) =>
  recordPayment(ctx.db, auth, input, { appUrl: appUrlOf(ctx.config) });

/**
 * Reverses a payment (an ADMIN's, with a reason): the company's (404), not already reversed (400).
 * It is marked Reversed with who, when and why; each payable it paid gets a history row, and one
 * that is Payment Settled or Closed and owes something again returns to Payment Pending. The
 * vendor's balance is refreshed. All in one transaction.
 */
export async function reverse(
  db: Db,
  auth: Payer,
  input: PaymentReverse,
  links: NotifyLinks = { appUrl: appUrlOf(undefined) },
): Promise<PaymentSaveResponse> {
  requireRight(auth, 'paymentReverse', r.paymentReverseAdminOnly);
  const tenant = auth.companyCode;
  return db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, tenant, input.paymentId);
    if (!payment) throw notFound(m.paymentNotFound);
    if (payment.status !== 'Active') throw badRequest(m.alreadyReversed(payment.paymentCode));
    const allocations = await repo.allocationsOf(tx, tenant, payment.id);
    const payableIds = allocations.map((a) => a.payableId);
    const rows = new Map((await repo.lockPayables(tx, tenant, payableIds)).map((p) => [p.id, p]));
    await repo.markReversed(tx, tenant, payment.id, auth.userName, input.reason);
    await postPaymentReversal(tx, tenant, payment.id, todayIsoIn(auth.timeZone), input.reason, auth.userName);
    const owed = await repo.payableMoney(tx, tenant, payableIds);
    const reopened: string[] = [];
    for (const a of allocations) {
      let payable = rows.get(a.payableId) as repo.PayableRow;
      const outstanding = paise(owed.get(a.payableId)?.outstanding ?? '0');
      const changes = [];
      // Status follows the money: settled or closed, a payable that owes again is pending again.
      if ((payable.status === PAYMENT_SETTLED || payable.status === CLOSED) && outstanding > 0n) {
        changes.push({ field: 'status', from: payable.status, to: PAYMENT_PENDING });
        payable = await repo.setPayableStatus(tx, tenant, payable.id, PAYMENT_PENDING, auth.userName);
        reopened.push(payable.vendorPayableCode);
      }
      await insertPayableHistory(tx, payable, {
        action: m.historyReversal,
        remarks: m.historyReversalRemark(payment.paymentCode, money(paise(a.amount))),
        reason: input.reason,
        changes,
        by: auth.userName,
      });
    }
    const vendor = await findVendor(tx, tenant, payment.erfVendorId);
    await notify(tx, links, {
      tenantCode: tenant,
      kind: 'paymentReversed',
      to: { admins: true, module: MODULE_GATES.vendor },
      actor: auth.userName,
      text: notificationMessages.paymentReversed(
        payment.paymentCode,
        vendor ? `${vendor.vendorCode} ${vendor.vendorName}` : '',
        money(paise(payment.amount)),
        auth.userName,
        input.reason,
      ),
      route: NOTIFICATION_ROUTES.settlement,
    });
    return {
      paymentId: payment.id,
      paymentCode: payment.paymentCode,
      message: m.reversed(payment.paymentCode),
      settledPayableCodes: [],
    };
  });
}

export const reversePayment = (ctx: AppContext, auth: AuthContext, input: PaymentReverse) =>
  reverse(ctx.db, auth, input, { appUrl: appUrlOf(ctx.config) });

/** Page size of the payment list when the call names none. */
export const PAYMENT_PAGE_DEFAULT = 100;

/**
 * A page of the company's payments (of one vendor when given), newest first, each with its
 * allocations (one query for the page's allocations). A vendor of another company is not found.
 */
export async function listPayments(
  ctx: AppContext,
  auth: AuthContext,
  query: { vendorId?: number; page?: number; size?: number },
): Promise<ListPage<Payment>> {
  const size = query.size ?? PAYMENT_PAGE_DEFAULT;
  const page = query.page ?? 1;
  const tenant = auth.companyCode;
  if (query.vendorId !== undefined) await vendorOf(ctx.db, tenant, query.vendorId);
  const { rows, total } = await repo.listPaymentsPage(ctx.db, tenant, {
    vendorId: query.vendorId,
    size,
    offset: (page - 1) * size,
  });
  const allocations = await repo.allocationsOfPayments(
    ctx.db,
    tenant,
    rows.map((p) => p.id),
  );
  const byPayment = new Map<number, Payment['allocations']>();
  for (const a of allocations) {
    const list = byPayment.get(a.payment_id) ?? [];
    list.push({
      vendorPayableId: a.payable_id,
      vendorPayableCode: a.vendor_payable_code,
      invoiceNumber: a.invoice_number,
      amount: Number(a.amount),
    });
    byPayment.set(a.payment_id, list);
  }
  return {
    total,
    rows: rows.map((p) => ({
      paymentId: p.id,
      paymentCode: p.payment_code,
      erfVendorId: p.erf_vendor_id,
      vendorCode: p.vendor_code,
      vendorName: p.vendor_name,
      paymentDate: p.payment_date,
      amount: Number(p.amount),
      tdsAmount: Number(p.tds_amount),
      paymentMode: p.payment_mode,
      reference: p.reference,
      remarks: p.remarks,
      status: p.status as PaymentStatus,
      createdBy: p.created_by,
      createdDate: iso(p.created_at),
      reversedBy: p.reversed_by,
      reversedDate: p.reversed_at === null ? null : iso(p.reversed_at),
      reversalReason: p.reversal_reason,
      allocations: byPayment.get(p.id) ?? [],
    })),
  };
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

async function vendorOf(db: Db, tenant: string, vendorId: number) {
  const vendor = await findVendor(db, tenant, vendorId);
  if (!vendor) throw notFound(vendorMessages.notFound);
  return vendor;
}

/** The vendor's open payables (not Cancelled, something outstanding), oldest due first, then code. */
export async function listOpenPayables(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
): Promise<OpenPayable[]> {
  const vendor = await vendorOf(ctx.db, auth.companyCode, vendorId);
  return (await repo.openPayables(ctx.db, auth.companyCode, vendor.id)).map((p) => ({
    vendorPayableId: p.id,
    vendorPayableCode: p.vendor_payable_code,
    invoiceNumber: p.invoice_number,
    erfSiteId: p.erf_site_id,
    billDate: p.bill_date,
    paymentDueDate: p.payment_due_date,
    status: p.status,
    total: Number(p.total),
    paid: Number(p.paid),
    outstanding: Number(p.outstanding),
  }));
}

/**
 * The vendor's statement of account for a period (both ends optional): the balance brought forward
 * (the ledger's rows before `from`), the period's lines with the running balance after each (added
 * in paise), and the closing balance, its Cr / Dr and its date (`to`, else the last line's).
 * Everything is read from the vendor ledger in one snapshot.
 */
export async function vendorLedger(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
  period: VendorLedgerQuery = {},
): Promise<VendorLedger> {
  const tenant = auth.companyCode;
  return ctx.db.transaction(async (tx) => {
    const vendor = await vendorOf(tx, tenant, vendorId);
    const opening =
      period.from === undefined
        ? 0n
        : paise(await repo.ledgerBalanceBefore(tx, tenant, vendor.id, period.from));
    const lines = await repo.ledger(tx, tenant, vendor.id, period);
    let balance = opening;
    const entries = lines.map((e) => {
      const amount = paise(e.amount);
      balance += amount;
      return {
        kind: e.kind,
        date: e.date,
        reference: e.reference,
        recordId: e.payable_id ?? e.payment_id ?? null,
        payableId: e.payable_id === null ? null : Number(e.payable_id),
        paymentId: e.payment_id === null ? null : Number(e.payment_id),
        note: e.note,
        debit: amount < 0n ? Number(fromPaise(-amount)) : 0,
        credit: amount > 0n ? Number(fromPaise(amount)) : 0,
        balance: Number(fromPaise(balance)),
      };
    });
    return {
      erfVendorId: vendor.id,
      vendorCode: vendor.vendorCode,
      vendorName: vendor.vendorName,
      from: period.from ?? null,
      to: period.to ?? null,
      openingBalance: Number(fromPaise(opening)),
      entries,
      closingBalance: Number(fromPaise(balance < 0n ? -balance : balance)),
      closingType: balance < 0n ? 'Dr' : 'Cr',
      closingDate: period.to ?? entries.at(-1)?.date ?? null,
    };
  }, SNAPSHOT);
}
