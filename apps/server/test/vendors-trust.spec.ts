/**
 * Vendors: one duplicate rule for the form and the bulk upload, each upload its own tag,
 * the vendor limit known before the form is filled, the category editable, newest first.
 */
import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_TAG,
  type BulkTag,
  vendorMessages as m,
  type Vendor,
  vendorLimitSchema,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';
import { csvOf, validRows } from './vendor-files.js';

let app: FastifyInstance;
let demo: string;
let beta: string;
let demoKeys: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
  const company = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.companyById, { companyId: 1 }),
      headers: auth(demo),
    })
  ).json() as { apiKey: string; companyCode: string };
  demoKeys = { apikey: company.apiKey, api_client_name: company.companyCode };
});
afterAll(() => closeTestApp(app));

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantCode: 'DEMO01',
    vendorName: 'Trust Vendor',
    vendorDescription: 'Test description',
    vendorCategory: 'Civil',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: 'Test Person',
    phoneNumber: '9123499999',
    emailId: 'test@example.in',
    addressLine1: 'Line one',
    addressLine2: 'Line two',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    status: 'Active',
    openingBalance: 0,
    ...overrides,
  };
}

const create = (payload: Record<string, unknown>, token = demo) =>
  app.inject({ method: 'POST', url: API.vendor, payload, headers: auth(token) });
const update = (payload: Record<string, unknown>, token = demo) =>
  app.inject({ method: 'PUT', url: API.vendor, payload, headers: auth(token) });
const list = async (token = demo, tenant = 'DEMO01') =>
  (
    await app.inject({ method: 'GET', url: apiPath(API.vendorsForTenant, { tenant }), headers: auth(token) })
  ).json() as Vendor[];
const byName = async (name: string) => {
  const vendor = (await list()).find((v) => v.vendorName === name);
  if (!vendor) throw new Error(`no vendor ${name}`);
  return vendor;
};

async function upload(rows: ReturnType<typeof validRows>, fileName: string, token = demo, tenant = 'DEMO01') {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, new Blob([csvOf(rows)]), fileName);
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: apiPath(API.vendorBulkUpload, { tenant }),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: auth(token, { 'content-type': encoded.headers.get('content-type') as string }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { successRecords: number };
}
const tags = async (token = demo, tenant = 'DEMO01') => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.vendorBulkTags, { tenant }),
    headers: auth(token),
  });
  expect(res.statusCode).toBe(202);
  return res.json() as BulkTag[];
};
const removeTag = (tag: string, token = demo, tenant = 'DEMO01') =>
  app.inject({ method: 'DELETE', url: apiPath(API.vendorBulkRemove, { tenant, tag }), headers: auth(token) });

describe('one duplicate rule for Add/Edit Vendor and the bulk upload', () => {
  it('refuses a create with the name (any case) and phone of a stored vendor: 400 with the message, nothing stored', async () => {
    const before = (await list()).length;
    // Seeded: Sharma Builders, 9876543210.
    const res = await create(body({ vendorName: 'SHARMA builders', phoneNumber: '9876543210' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A vendor with this name and phone number already exists' });
    expect(res.json().message).toBe(m.duplicateVendor);
    expect(await list()).toHaveLength(before);
    // Same name with another phone, or another name with the same phone, is a different vendor.
    expect(
      (await create(body({ vendorName: 'Sharma Builders', phoneNumber: '9876500001' }))).statusCode,
    ).toBe(202);
    expect((await create(body({ vendorName: 'Verma Builders', phoneNumber: '9876543210' }))).statusCode).toBe(
      202,
    );
  });

  it('refuses the second of two identical creates, also when sent at once', async () => {
    const payload = body({ vendorName: 'Twin Vendor', phoneNumber: '9123400042' });
    const answers = await Promise.all([create(payload), create(payload), create(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 400, 400]);
    expect((await list()).filter((v) => v.vendorName === 'Twin Vendor')).toHaveLength(1);
  });

  it("refuses an edit onto another vendor's name and phone; saving a vendor unchanged is fine", async () => {
    const twin = await byName('Twin Vendor');
    const refused = await update({ ...twin, vendorName: 'sharma BUILDERS', phoneNumber: '9876543210' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: m.duplicateVendor });
    expect((await byName('Twin Vendor')).phoneNumber).toBe('9123400042');
    const same = await update({ ...twin });
    expect(same.statusCode).toBe(202);
  });

  it("is scoped by company: BETA01 may have a vendor with DEMO01's name and phone", async () => {
    const res = await create(
      body({
        tenantCode: 'BETA01',
        vendorName: 'Sharma Builders',
        phoneNumber: '9876543210',
        state: 'Karnataka',
      }),
      beta,
    );
    expect(res.statusCode).toBe(202);
  });
});

describe('each bulk upload has its own tag', () => {
  it('lists BulkUpload (every upload) first, then each upload with its file name, date, who and row count, newest first', async () => {
    expect(await tags()).toEqual([]);
    expect((await upload(validRows(3, 'First Upload'), 'first.csv')).successRecords).toBe(3);
    expect((await upload(validRows(2, 'Second Upload'), '../../folder\\second.csv')).successRecords).toBe(2);
    const listed = await tags();
    expect(listed).toEqual([
      { tag: BULK_UPLOAD_TAG, count: 5, fileName: null, uploadedAt: null, uploadedBy: null, rowCount: null },
      {
        tag: 'UPL00002',
        count: 2,
        fileName: 'second.csv',
        uploadedAt: expect.any(String),
        uploadedBy: 'demoadmin',
        rowCount: 2,
      },
      {
        tag: 'UPL00001',
        count: 3,
        fileName: 'first.csv',
        uploadedAt: expect.any(String),
        uploadedBy: 'demoadmin',
        rowCount: 3,
      },
    ]);
    const when = new Date(listed[1]?.uploadedAt as string).getTime();
    expect(Math.abs(Date.now() - when)).toBeLessThan(60_000);
  });

  it('an upload that stores nothing is not recorded', async () => {
    expect((await upload(validRows(2, 'Second Upload'), 'again.csv')).successRecords).toBe(0);
    expect((await tags()).map((t) => t.tag)).toEqual([BULK_UPLOAD_TAG, 'UPL00002', 'UPL00001']);
  });

  it("removing one upload's tag removes only its vendors and drops the tag", async () => {
    const res = await removeTag('UPL00001');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: '3 vendors removed.', count: 3, kept: 0 });
    const names = (await list()).map((v) => v.vendorName);
    expect(names.some((n) => n.startsWith('First Upload'))).toBe(false);
    expect(names.filter((n) => n.startsWith('Second Upload'))).toHaveLength(2);
    expect((await tags()).map((t) => [t.tag, t.count])).toEqual([
      [BULK_UPLOAD_TAG, 2],
      ['UPL00002', 2],
    ]);
    expect((await removeTag('UPL00001')).statusCode).toBe(404);
  });

  it('deleting the last vendor of an upload one by one drops its tag too', async () => {
    for (const name of ['Second Upload 1', 'Second Upload 2']) {
      const vendor = await byName(name);
      const res = await app.inject({
        method: 'DELETE',
        url: API.vendor,
        payload: vendor,
        headers: auth(demo, demoKeys),
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await tags()).toEqual([]);
  });

  it('BulkUpload removes every upload; vendors with payables stay and the answer says how many', async () => {
    await upload(validRows(2, 'Third Upload'), 'third.csv');
    await upload(validRows(3, 'Fourth Upload'), 'fourth.csv');
    const vendor = await byName('Fourth Upload 2'); // even rows are WORK vendors (Masonry)
    const sites = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }),
        headers: auth(demo),
      })
    ).json() as { siteId: number }[];
    const payable = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(demo),
      payload: {
        tenantCode: 'DEMO01',
        erfSiteId: sites[0]?.siteId,
        erfVendorId: vendor.vendorId,
        typeOfWork: 'Masonry',
        typeOfMaterials: '',
        quantity: '10',
        units: 'Sq.ft',
        amount: 1000,
        paymentMode: 'Cash',
        billDate: '2026-05-01',
        paymentDueDate: '2026-05-31',
        remarks: '',
        status: 'Invoice Raised',
      },
    });
    expect(payable.statusCode, payable.body).toBe(202);
    expect((await tags()).map((t) => [t.tag, t.count, t.fileName])).toEqual([
      [BULK_UPLOAD_TAG, 5, null],
      ['UPL00004', 3, 'fourth.csv'],
      ['UPL00003', 2, 'third.csv'],
    ]);

    const res = await removeTag(BULK_UPLOAD_TAG);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: '4 vendors removed. 1 vendor has payables and was kept.',
      count: 4,
      kept: 1,
    });
    const names = (await list()).map((v) => v.vendorName);
    expect(names.filter((n) => /^(Third|Fourth) Upload/.test(n))).toEqual(['Fourth Upload 2']);
    // The kept vendor's upload stays listed with what is left of it.
    expect((await tags()).map((t) => [t.tag, t.count, t.rowCount])).toEqual([
      [BULK_UPLOAD_TAG, 1, null],
      ['UPL00004', 1, 3],
    ]);
  });

  it("never lists or removes another company's uploads", async () => {
    expect(await tags(beta, 'BETA01')).toEqual([]);
    expect((await removeTag('UPL00004', beta, 'BETA01')).statusCode).toBe(404);
    expect((await removeTag(BULK_UPLOAD_TAG, beta, 'BETA01')).statusCode).toBe(404);
    expect((await tags()).map((t) => t.tag)).toEqual([BULK_UPLOAD_TAG, 'UPL00004']);
  });
});

describe('the vendor limit, before the form is filled', () => {
  const limitOf = async (token: string, tenant: string) => {
    const res = await app.inject({
      method: 'GET',
      url: apiPath(API.vendorLimit, { tenant }),
      headers: auth(token),
    });
    expect(res.statusCode).toBe(202);
    return vendorLimitSchema.strict().parse(res.json());
  };

  it('answers no limit for DEMO01', async () => {
    expect(await limitOf(demo, 'DEMO01')).toMatchObject({ vendorLimit: null, reached: false, message: null });
  });

  it('answers the count and, once reached, the message a create would answer (BETA01: limit 5)', async () => {
    const before = await limitOf(beta, 'BETA01');
    expect(before).toEqual({ vendorLimit: 5, count: 3, reached: false, message: null });
    for (const i of [1, 2]) {
      const res = await create(
        body({
          tenantCode: 'BETA01',
          vendorName: `Beta Limit ${i}`,
          phoneNumber: `912340010${i}`,
          state: 'Karnataka',
        }),
        beta,
      );
      expect(res.statusCode).toBe(202);
    }
    const reached = await limitOf(beta, 'BETA01');
    expect(reached).toEqual({
      vendorLimit: 5,
      count: 5,
      reached: true,
      message: m.limitReached(5, 'Beta Builders'),
    });
    const refused = await create(
      body({
        tenantCode: 'BETA01',
        vendorName: 'Beta Limit 3',
        phoneNumber: '9123400103',
        state: 'Karnataka',
      }),
      beta,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: reached.message });
  });

  it("refuses another company's limit (403)", async () => {
    const res = await app.inject({
      method: 'GET',
      url: apiPath(API.vendorLimit, { tenant: 'BETA01' }),
      headers: auth(demo),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Edit Vendor changes the category', () => {
  it('stores a category of the company list; refuses one that is not (400)', async () => {
    const vendor = await byName('Sharma Builders');
    expect(vendor.vendorCategory).toBe('Civil');
    const res = await update({ ...vendor, vendorCategory: 'electrical' });
    expect(res.statusCode).toBe(202);
    expect((await byName('Sharma Builders')).vendorCategory).toBe('Electrical');
    const refused = await update({ ...vendor, vendorCategory: 'Astrology' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: m.selectCategory });
    expect((await byName('Sharma Builders')).vendorCategory).toBe('Electrical');
  });
});

describe('the vendor list in pages', () => {
  it('puts a new vendor first on page 1', async () => {
    const res = await create(body({ vendorName: 'Newest Vendor', phoneNumber: '9123400777' }));
    expect(res.statusCode).toBe(202);
    const page = await app.inject({
      method: 'GET',
      url: `${apiPath(API.vendorsForTenant, { tenant: 'DEMO01' })}?page=1&size=10`,
      headers: auth(demo),
    });
    expect((page.json() as Vendor[])[0]?.vendorName).toBe('Newest Vendor');
  });
});
