import {
  settlementMessages as m,
  paymentVoucherMessages as V,
  type VendorBankChange,
  vendorHistoryMessages,
  vendorMessages,
} from '@sitebook/contract';
import { and, eq } from 'drizzle-orm';
import { findCompanyByCode, findVendor } from '../../db/lookups.js';
import { vendorPayments } from '../../db/schema/index.js';
import { latestBankChange, maskAccountNumber } from '../../db/vendor-history.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { formatDmy, todayIn } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import { dateShown, moneyShown } from './ledger-statement.js';
import { type DocumentDefinition, renderPdf } from './ledger-statement.pdf.js';
import * as repo from './settlement.repo.js';

/**
 * The payment screen's warning when the vendor's bank details changed in the last
 * BANK_CHANGE_WARNING_DAYS days, and a payment's voucher (PDF), which carries the same warning when
 * the change came in the days before the payment was recorded. The change is read from the vendor's
 * history (db/vendor-history.ts), never from the vendors feature.
 */

/** GET API.vendorBankChange: the latest bank change of the company's vendor in the window (404 for another's). */
export async function vendorBankChange(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
): Promise<VendorBankChange> {
  const vendor = await findVendor(ctx.db, auth.companyCode, vendorId);
  if (!vendor) throw notFound(vendorMessages.notFound);
  return { change: await latestBankChange(ctx.db, auth.companyCode, vendor.id) };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as dd-mm-yyyy hh:mm UTC (the server knows no time zone of the company). */
export const momentShown = (at: Date): string =>
  `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;

export interface Voucher {
  fileName: string;
  /** The heading: the company's name and code, and the date printed. */
  company: string;
  printedOn: string;
  bankWarning: string | null;
  pdf: (options?: { compress?: boolean }) => Promise<Buffer>;
}

/** One payment of the company as its voucher; another company's payment is not found (404). */
export async function paymentVoucher(
  ctx: Pick<AppContext, 'db'>,
  auth: Pick<AuthContext, 'companyCode' | 'timeZone'>,
  paymentId: number,
): Promise<Voucher> {
  const tenant = auth.companyCode;
  const [payment] = await ctx.db
    .select()
    .from(vendorPayments)
    .where(and(eq(vendorPayments.tenantCode, tenant), eq(vendorPayments.id, paymentId)));
  if (!payment) throw notFound(m.paymentNotFound);
  const vendor = await findVendor(ctx.db, tenant, payment.erfVendorId);
  if (!vendor) throw notFound(vendorMessages.notFound);
  const allocations = await repo.allocationsOfPayments(ctx.db, tenant, [payment.id]);
  const company = V.company((await findCompanyByCode(ctx.db, tenant))?.companyName ?? tenant, tenant);
  const printedOn = V.printedOn(formatDmy(todayIn(auth.timeZone)));
  const change = await latestBankChange(ctx.db, tenant, vendor.id, payment.createdAt);
  const bankWarning =
    change === null
      ? null
      : vendorHistoryMessages.bankChangedBeforePayment(
          change.changedBy,
          momentShown(new Date(change.changedAt)),
        );

  const L = V.labels;
  const rows: [string, string][] = [
    [L.paymentCode, payment.paymentCode],
    [L.paymentDate, dateShown(payment.paymentDate)],
    [L.vendor, `${vendor.vendorCode} ${vendor.vendorName}`],
    [
      L.bankAccount,
      V.bankAccount(vendor.bankAccountName, maskAccountNumber(vendor.bankAccountNumber), vendor.bankIfsc),
    ],
    [L.amount, moneyShown(payment.amount)],
    [L.tdsAmount, moneyShown(payment.tdsAmount)],
    [L.paymentMode, payment.paymentMode],
    [L.reference, payment.reference],
    [L.remarks, payment.remarks],
    [L.status, payment.status],
    [L.recorded, V.recordedBy(payment.createdBy, momentShown(payment.createdAt))],
  ];
  const C = V.allocationColumns;
  const allocationBody = [
    [
      { text: C.payable, bold: true },
      { text: C.invoice, bold: true },
      { text: C.amount, bold: true, alignment: 'right' },
    ],
    ...allocations.map((a) => [
      a.vendor_payable_code,
      a.invoice_number,
      { text: moneyShown(a.amount), alignment: 'right' },
    ]),
  ];
  const content: unknown[] = [
    { text: company, fontSize: 10, color: '#555555' },
    { text: V.title, fontSize: 14, bold: true, margin: [0, 2, 0, 2] },
    { text: printedOn, fontSize: 8, color: '#555555', margin: [0, 0, 0, 8] },
  ];
  if (bankWarning !== null) {
    content.push({ text: bankWarning, bold: true, color: '#b00020', margin: [0, 0, 0, 8] });
  }
  content.push(
    { table: { widths: [110, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) } },
    { text: V.allocationsTitle, bold: true, margin: [0, 10, 0, 4] },
    { table: { headerRows: 1, widths: [90, '*', 90], body: allocationBody } },
  );
  if (payment.status === 'Reversed' && payment.reversedAt) {
    content.push({
      text: V.reversed(
        payment.reversedBy ?? '',
        momentShown(payment.reversedAt),
        payment.reversalReason ?? '',
      ),
      margin: [0, 10, 0, 0],
    });
  }
  const definition = (compress: boolean): DocumentDefinition => ({
    info: { title: `${V.title} ${payment.paymentCode}` },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    compress,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content,
    footer: () => ({ text: payment.paymentCode, fontSize: 7.5, color: '#555555', margin: [36, 12, 36, 0] }),
  });
  return {
    fileName: V.fileName(payment.paymentCode),
    company,
    printedOn,
    bankWarning,
    pdf: (options = {}) => renderPdf(definition(options.compress ?? true)),
  };
}
