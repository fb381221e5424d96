import {
  API,
  apiPath,
  OUTSTANDING_TOTAL_HEADER,
  type Payable,
  payableSchema,
  type Site,
  TOTAL_COUNT_HEADER,
  type Vendor,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Caller, keyHeaders } from './advances-fixtures.js';
import { auth } from './helpers.js';

/** A 1-page PDF header (enough for content sniffing). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The caller's company's vendors by name and sites by code (ids for payable bodies). */
export async function directory(app: FastifyInstance, c: Caller) {
  const vendors = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.vendorsForTenant, { tenant: c.companyCode }),
      headers: auth(c.token),
    })
  ).json() as Vendor[];
  const sites = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.sitesForCompany, { companyCode: c.companyCode }),
      headers: auth(c.token),
    })
  ).json() as Site[];
  const vendorId = (name: string) => {
    const v = vendors.find((x) => x.vendorName === name);
    if (!v) throw new Error(`no vendor ${name}`);
    return v.vendorId;
  };
  const siteId = (code: string) => {
    const s = sites.find((x) => x.siteCode === code);
    if (!s) throw new Error(`no site ${code}`);
    return s.siteId;
  };
  const vendorCode = (name: string) => {
    const v = vendors.find((x) => x.vendorName === name);
    if (!v) throw new Error(`no vendor ${name}`);
    return v.vendorCode;
  };
  return { vendorId, vendorCode, siteId };
}

/**
 * A valid create body for DEMO01: a WORK vendor's (Sharma Builders) payable at RST01 for plastering,
 * billed on 10 June 2026 (outside the seeded cycles) and due a month later, with `overrides` on top.
 */
export function workPayableBody(
  ids: Awaited<ReturnType<typeof directory>>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    tenantCode: 'DEMO01',
    erfSiteId: ids.siteId('RST01'),
    erfVendorId: ids.vendorId('Sharma Builders'),
    typeOfWork: 'Plastering',
    typeOfMaterials: '',
    quantity: '450',
    units: 'Sq.ft',
    amount: 27000,
    paymentMode: 'UPI',
    billDate: '2026-06-10',
    paymentDueDate: '2026-07-10',
    remarks: '',
    status: 'Invoice Raised',
    vendorDocumentIds: '',
    ...overrides,
  };
}

/** GET the company's payables (with the apikey headers the spec sends), checked against the contract. */
export async function listPayables(app: FastifyInstance, c: Caller): Promise<Payable[]> {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.payablesForTenant, { tenantCode: c.companyCode }),
    headers: keyHeaders(c),
  });
  if (res.statusCode !== 202) throw new Error(`payable list answered ${res.statusCode}: ${res.body}`);
  return z.array(payableSchema.strict()).parse(res.json());
}

/**
 * Every page of the payables list with `query` (100 a page): its count (X-Total-Count), its
 * X-Total-Outstanding header as sent (undefined when not) and its rows.
 */
export async function payablePages(app: FastifyInstance, c: Caller, query: Record<string, string>) {
  const url = (page: number) =>
    `${apiPath(API.payablesForTenant, { tenantCode: c.companyCode })}?${new URLSearchParams({
      ...query,
      page: String(page),
      size: '100',
    })}`;
  const first = await app.inject({ url: url(1), headers: keyHeaders(c) });
  if (first.statusCode !== 202) throw new Error(`payable list answered ${first.statusCode}: ${first.body}`);
  const count = Number(first.headers[TOTAL_COUNT_HEADER]);
  const rows = z.array(payableSchema).parse(first.json());
  for (let page = 2; (page - 1) * 100 < count; page++) {
    const next = await app.inject({ url: url(page), headers: keyHeaders(c) });
    rows.push(...z.array(payableSchema).parse(next.json()));
  }
  const outstanding = first.headers[OUTSTANDING_TOTAL_HEADER];
  return { count, outstanding: outstanding === undefined ? undefined : String(outstanding), rows };
}

/**
 * How a test reaches Payment Settled or Closed: there is no payable of 0, none is
 * set Payment Settled or Closed by hand while it owes money (RIGHTS.payableSettleOwing), and a payment
 * that pays a payable off makes it Payment Settled, whose status is then kept (RIGHTS.payableUnlock).
 *
 * paidInFull: `record` (as listed, unpaid, Payment Pending or before) is paid its amount + tax in
 * Vendor Settlement by the ADMIN `c`, dated its bill date, which settles it. Answers it as listed.
 */
export async function paidInFull(app: FastifyInstance, c: Caller, record: Payable): Promise<Payable> {
  await payPart(app, c, record, record.amount + (record.taxAmount ?? 0));
  const settled = await listedPayable(app, c, record);
  if (settled.status !== 'Payment Settled') throw new Error(`paid in full, yet ${settled.status}`);
  return settled;
}

/**
 * closedOwingNothing: `record` (as listed, unpaid, Payment Pending or before, amount at least 0.02) is
 * paid its tax and half its amount by the ADMIN `c`; then `c`, in one edit, lowers its amount to that
 * half (the vendor billed less), so it owes nothing, and closes it. Answers it as listed.
 */
export async function closedOwingNothing(app: FastifyInstance, c: Caller, record: Payable): Promise<Payable> {
  const half = Math.floor(Math.round(record.amount * 100) / 2) / 100;
  if (half <= 0) throw new Error(`${record.vendorPayableCode}: an amount of at least 0.02 is halved`);
  await payPart(app, c, record, half + (record.taxAmount ?? 0));
  const paid = await listedPayable(app, c, record);
  const closed = await app.inject({
    method: 'PUT',
    url: API.payable,
    headers: auth(c.token),
    payload: { ...paid, amount: half, status: 'Closed' },
  });
  if (closed.statusCode !== 202) throw new Error(`closing answered ${closed.statusCode}: ${closed.body}`);
  return listedPayable(app, c, record);
}

async function listedPayable(app: FastifyInstance, c: Caller, record: Payable): Promise<Payable> {
  const row = (await listPayables(app, c)).find((p) => p.vendorPayableId === record.vendorPayableId);
  if (!row) throw new Error(`payable ${record.vendorPayableCode} not listed`);
  return row;
}

/** A payment of `amount` to `record` alone, dated its bill date, with a reference of its own. */
async function payPart(app: FastifyInstance, c: Caller, record: Payable, amount: number): Promise<void> {
  const total = Math.round(amount * 100) / 100;
  const paid = await app.inject({
    method: 'POST',
    url: API.vendorPayment,
    headers: auth(c.token),
    payload: {
      tenantCode: c.companyCode,
      erfVendorId: record.erfVendorId,
      paymentDate: record.billDate,
      amount: total,
      paymentMode: 'NEFT',
      // A reference of its own: a repeated one asks for a confirmation.
      reference: `Paid ${record.vendorPayableCode}`,
      allocations: [{ vendorPayableId: record.vendorPayableId, amount: total }],
    },
  });
  if (paid.statusCode !== 202) throw new Error(`payment answered ${paid.statusCode}: ${paid.body}`);
}

/** Uploads a payable document through a real multipart body. */
export async function uploadPayableDocument(
  app: FastifyInstance,
  token: string,
  file: Buffer | string,
  fileName: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('document', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), fileName);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: API.payableDocumentUpload,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: auth(token, { 'content-type': encoded.headers.get('content-type') as string }),
  });
}
