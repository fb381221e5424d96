import { API, apiPath, type Payable, payableSchema, type Site, type Vendor } from '@sitebook/contract';
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
