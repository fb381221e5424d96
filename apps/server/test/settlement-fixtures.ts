import {
  API,
  apiPath,
  type OpenPayable,
  openPayableSchema,
  type PayableHistoryRow,
  type Payment,
  paymentSchema,
  type Vendor,
  type VendorLedger,
  vendorLedgerSchema,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Caller, keyHeaders } from './advances-fixtures.js';
import { auth } from './helpers.js';

/** Vendor Settlement calls for the settlement tests, each answer checked against the contract. */
export function settlementCalls(app: FastifyInstance, admin: Caller) {
  let vendors = 0;
  let references = 0;
  const tenant = admin.companyCode;

  /** A new WORK vendor of the caller's company (Masonry) with an opening balance; its id. */
  async function newVendor(opening = 0, ob: 'Cr' | 'Dr' = 'Cr', c: Caller = admin): Promise<number> {
    vendors += 1;
    const res = await app.inject({
      method: 'POST',
      url: API.vendor,
      headers: auth(c.token),
      payload: {
        tenantCode: c.companyCode,
        vendorName: `Settle Vendor ${Date.now().toString(36)} ${vendors}`,
        vendorDescription: 'Settlement test',
        vendorCategory: 'Civil',
        typeOfWork: 'Masonry',
        typeOfGoods: '',
        contactPerson: 'Test Person',
        phoneNumber: String(9_100_000_000 + vendors),
        emailId: 'settle@example.in',
        addressLine1: 'Line one',
        addressLine2: 'Line two',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        status: 'Active',
        openingBalance: opening,
        openingBalanceDate: '2026-04-01',
        typeOfTransactionForOb: ob,
        typeOfTransactionForCb: ob,
      },
    });
    if (res.statusCode !== 202) throw new Error(`vendor create answered ${res.statusCode}: ${res.body}`);
    return res.json().vendorId as number;
  }

  /** The answer to creating a bill (payable) of `vendorId` at `siteId`. */
  const billResponse = (
    vendorId: number,
    siteId: number,
    amount: number,
    overrides: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(admin.token),
      payload: {
        tenantCode: tenant,
        erfSiteId: siteId,
        erfVendorId: vendorId,
        typeOfWork: 'Masonry',
        typeOfMaterials: '',
        quantity: '10',
        units: 'Sq.ft',
        amount,
        paymentMode: 'NEFT',
        billDate: '2026-06-10',
        paymentDueDate: '2026-07-10',
        remarks: '',
        status: 'Payment Pending',
        vendorDocumentIds: '',
        ...overrides,
      },
    });

  /** A bill (payable) of `vendorId` at the company's first site; its id and code. */
  async function bill(
    vendorId: number,
    siteId: number,
    amount: number,
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: number; code: string }> {
    const res = await billResponse(vendorId, siteId, amount, overrides);
    if (res.statusCode !== 202) throw new Error(`payable create answered ${res.statusCode}: ${res.body}`);
    return { id: res.json().vendorPayableId, code: res.json().vendorPayableCode };
  }

  const pay = (
    vendorId: number,
    amount: number,
    allocations: [number, number][],
    extra: Record<string, unknown> = {},
    c: Caller = admin,
  ) =>
    app.inject({
      method: 'POST',
      url: API.vendorPayment,
      headers: auth(c.token),
      payload: {
        tenantCode: c.companyCode,
        erfVendorId: vendorId,
        paymentDate: '2026-06-20',
        amount,
        paymentMode: 'NEFT',
        // A reference of its own: a repeated one asks for a confirmation.
        reference: `UTR${++references}`,
        allocations: allocations.map(([vendorPayableId, a]) => ({ vendorPayableId, amount: a })),
        ...extra,
      },
    });

  const reverse = (paymentId: number, reason = 'Cheque bounced', c: Caller = admin) =>
    app.inject({
      method: 'POST',
      url: API.vendorPaymentReverse,
      headers: auth(c.token),
      payload: { tenantCode: c.companyCode, paymentId, reason },
    });

  async function openPayables(vendorId: number, c: Caller = admin): Promise<OpenPayable[]> {
    const res = await app.inject({
      url: apiPath(API.vendorOpenPayables, { tenant: c.companyCode, vendorId }),
      headers: auth(c.token),
    });
    if (res.statusCode !== 202) throw new Error(`open payables answered ${res.statusCode}: ${res.body}`);
    return z.array(openPayableSchema.strict()).parse(res.json());
  }

  async function ledger(vendorId: number, c: Caller = admin): Promise<VendorLedger> {
    const res = await app.inject({
      url: apiPath(API.vendorLedger, { tenant: c.companyCode, vendorId }),
      headers: auth(c.token),
    });
    if (res.statusCode !== 202) throw new Error(`ledger answered ${res.statusCode}: ${res.body}`);
    return vendorLedgerSchema.strict().parse(res.json());
  }

  async function payments(
    query: Record<string, string | number> = {},
    c: Caller = admin,
  ): Promise<{ rows: Payment[]; total: number }> {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await app.inject({
      url: `${apiPath(API.vendorPayments, { tenant: c.companyCode })}${qs ? `?${qs}` : ''}`,
      headers: auth(c.token),
    });
    if (res.statusCode !== 202) throw new Error(`payments answered ${res.statusCode}: ${res.body}`);
    return {
      rows: z.array(paymentSchema.strict()).parse(res.json()),
      total: Number(res.headers['x-total-count']),
    };
  }

  async function history(payableId: number): Promise<PayableHistoryRow[]> {
    const res = await app.inject({
      url: apiPath(API.payableHistory, { vendorPayableId: payableId }),
      headers: keyHeaders(admin),
    });
    if (res.statusCode !== 202) throw new Error(`history answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  /** The vendor as the vendor list answers it (its stored Current Balance). */
  async function vendor(vendorId: number): Promise<Vendor> {
    const res = await app.inject({
      url: `${apiPath(API.vendorsForTenant, { tenant })}?id=${vendorId}`,
      headers: keyHeaders(admin),
    });
    const [row] = res.json() as Vendor[];
    if (res.statusCode !== 202 || !row) throw new Error(`vendor answered ${res.statusCode}: ${res.body}`);
    return row;
  }

  return { newVendor, bill, billResponse, pay, reverse, openPayables, ledger, payments, history, vendor };
}
