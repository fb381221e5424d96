import {
  API,
  apiPath,
  commonMessages,
  vendorMessages as m,
  type Vendor,
  vendorCreateResponseSchema,
  vendorSchema,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, createTestApp, DEMO, login, onDate, withSubscription } from './helpers.js';

let app: FastifyInstance;
let demo: string;
let beta: string;
let site: string;
let portal: string;
let demoKeys: Record<string, string>;
let betaKeys: Record<string, string>;

const listUrl = (tenant = 'DEMO01') => apiPath(API.vendorsForTenant, { tenant });

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
  site = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
  portal = await login(app, DEMO.portal.userName, DEMO.portal.password);
  const company = async (token: string, id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: apiPath(API.companyById, { companyId: id }),
        headers: auth(token),
      })
    ).json() as {
      apiKey: string;
      companyCode: string;
    };
  const d = await company(demo, 1);
  const b = await company(beta, 2);
  demoKeys = { apikey: d.apiKey, api_client_name: d.companyCode };
  betaKeys = { apikey: b.apiKey, api_client_name: b.companyCode };
});
afterAll(() => closeTestApp(app));

/** A complete, valid Add Vendor body (DEMO01 lists). */
function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantCode: 'DEMO01',
    vendorName: 'Test Vendor',
    vendorDescription: 'Test description',
    vendorCategory: 'Civil',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: 'Test Person',
    phoneNumber: '9123400000',
    emailId: 'test@example.in',
    addressLine1: 'Line one',
    addressLine2: 'Line two',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    status: 'Active',
    openingBalance: 1500.75,
    openingBalanceDate: '2026-05-01',
    typeOfTransactionForOb: 'Dr',
    typeOfTransactionForCb: 'Cr',
    ...overrides,
  };
}

const list = async (token = demo, tenant = 'DEMO01') =>
  (await app.inject({ method: 'GET', url: listUrl(tenant), headers: auth(token) })).json() as Vendor[];

const create = (payload: Record<string, unknown>, token = demo) =>
  app.inject({ method: 'POST', url: API.vendor, payload, headers: auth(token) });

describe('GET vendors for a tenant', () => {
  it('answers 202 with the seeded vendors in the vendor shape, by vendorId', async () => {
    const res = await app.inject({ method: 'GET', url: listUrl(), headers: auth(demo, demoKeys) });
    expect(res.statusCode).toBe(202);
    const vendors = res.json() as Vendor[];
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    for (const v of vendors) {
      expect(vendorSchema.strict().parse(v)).toEqual(v);
      expect(v.tenantCode).toBe('DEMO01');
      expect(v.status).toBe('Active');
      expect(v.openingDate).toBe(v.openingBalanceDate);
      expect(v.currentDate).toBe(v.currentBalanceDate);
      if (v.openingBalanceDate !== null) expect(v.openingBalanceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const ids = vendors.map((v) => v.vendorId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const sharma = vendors.find((v) => v.vendorName === 'Sharma Builders');
    expect(sharma).toMatchObject({ vendorCode: 'VEN00001', openingBalance: 125000, performanceGrade: 'B' });
    expect(vendors.find((v) => v.typeOfGoods === 'Cement,Steel')?.typeOfWork).toBe('');
  });

  it('BETA01 sees only its own two vendors', async () => {
    const vendors = await list(beta, 'BETA01');
    expect(vendors.map((v) => v.vendorCode)).toEqual(['VEN00001', 'VEN00002']);
    expect(vendors.every((v) => v.tenantCode === 'BETA01')).toBe(true);
  });

  it('refuses another tenant in the path (403), a wrong apikey (403), a role without Vendor Supplier (403)', async () => {
    const other = await app.inject({ method: 'GET', url: listUrl('DEMO01'), headers: auth(beta) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const badKey = await app.inject({
      method: 'GET',
      url: listUrl(),
      headers: auth(demo, { apikey: 'nope' }),
    });
    expect(badKey.statusCode).toBe(403);
    const portalRes = await app.inject({ method: 'GET', url: listUrl(), headers: auth(portal) });
    expect(portalRes.statusCode).toBe(403);
    expect(portalRes.json()).toEqual({ message: commonMessages.forbiddenModule });
    const noToken = await app.inject({ method: 'GET', url: listUrl() });
    expect(noToken.statusCode).toBe(401);
  });

  it('lets the site lead (Vendor Supplier) list', async () => {
    const res = await app.inject({ method: 'GET', url: listUrl(), headers: auth(site) });
    expect(res.statusCode).toBe(202);
  });
});

describe('POST vendor (create)', () => {
  it('creates with the next code, status Active and current balance = opening balance (computed by the server: Cr/Dr follows the opening); ignores client-only fields', async () => {
    const res = await create(
      body({
        vendorName: 'Created Vendor',
        status: 'Inactive',
        vendorCode: 'HACK1',
        vendorId: 9999,
        currentBalance: 1,
        currentBalanceDate: '2020-01-01',
      }),
    );
    expect(res.statusCode).toBe(202);
    const answer = vendorCreateResponseSchema.parse(res.json());
    expect(answer.vendorCode).toMatch(/^VEN000\d\d$/);
    expect(answer.message).toBe(m.created(answer.vendorCode));
    const stored = (await list()).find((v) => v.vendorId === answer.vendorId);
    expect(stored).toMatchObject({
      vendorCode: answer.vendorCode,
      vendorName: 'Created Vendor',
      status: 'Active',
      tenantCode: 'DEMO01',
      openingBalance: 1500.75,
      openingBalanceDate: '2026-05-01',
      currentBalance: 1500.75,
      currentBalanceDate: '2026-05-01',
      typeOfTransactionForOb: 'Dr',
      // The body's 'Cr' is not taken: a Dr opening balance with no bills is a Dr balance.
      typeOfTransactionForCb: 'Dr',
      performanceGrade: null,
      performanceScore: null,
      maxScore: null,
    });
  });

  it('takes an absent opening balance as 0 dated today, and Cr by default', async () => {
    const res = await withSubscription(app, 'DEMO01', { start: '2026-01-01', end: '2026-12-31' }, () =>
      onDate('2026-11-15', async () =>
        create(
          body({
            vendorName: 'No Balance Vendor',
            openingBalance: undefined,
            openingBalanceDate: '',
            typeOfTransactionForOb: undefined,
            typeOfTransactionForCb: undefined,
          }),
          await login(app, DEMO.admin.userName, DEMO.admin.password),
        ),
      ),
    );
    expect(res.statusCode).toBe(202);
    const stored = (await list()).find((v) => v.vendorId === res.json().vendorId);
    expect(stored).toMatchObject({
      openingBalance: 0,
      openingBalanceDate: null,
      currentBalance: 0,
      currentBalanceDate: '2026-11-15',
      typeOfTransactionForOb: 'Cr',
      typeOfTransactionForCb: 'Cr',
    });
  });

  it('stores a GOODS vendor with its goods comma-joined and no work type', async () => {
    const res = await create(
      body({
        vendorName: 'Goods Vendor',
        vendorType: 'GOODS',
        typeOfWork: 'Masonry',
        typeOfGoods: 'Cement, sand ,Bricks',
      }),
    );
    expect(res.statusCode).toBe(202);
    const stored = (await list()).find((v) => v.vendorId === res.json().vendorId);
    expect(stored).toMatchObject({ typeOfWork: '', typeOfGoods: 'Cement,Sand,Bricks' });
  });

  const x = (n: number) => 'x'.repeat(n);
  const cases: [string, Record<string, unknown>, string][] = [
    ['vendor name missing', { vendorName: undefined }, m.vendorNameEmpty],
    ['vendor name blank', { vendorName: '   ' }, m.vendorNameEmpty],
    ['vendor name &', { vendorName: 'A & B' }, m.ampVendorName],
    ['vendor name too long', { vendorName: x(51) }, 'Vendor Name may have at most 50 characters'],
    ['description empty', { vendorDescription: '' }, m.vendorDescriptionEmpty],
    ['description &', { vendorDescription: 'this & that' }, m.ampVendorDescription],
    [
      'description too long',
      { vendorDescription: x(151) },
      'Vendor Description may have at most 150 characters',
    ],
    ['category empty', { vendorCategory: '' }, m.selectCategory],
    ['category unknown', { vendorCategory: 'Astrology' }, m.selectCategory],
    ['no work or goods type', { typeOfWork: '', typeOfGoods: '' }, m.selectWorkType],
    ['GOODS without goods', { vendorType: 'GOODS', typeOfWork: '', typeOfGoods: '' }, m.selectGoodsType],
    ['work type unknown', { typeOfWork: 'Juggling' }, m.selectWorkType],
    ['goods type unknown', { typeOfWork: '', typeOfGoods: 'Cement,Gold' }, m.selectGoodsType],
    ['contact person empty', { contactPerson: '' }, m.contactPersonEmpty],
    ['contact person &', { contactPerson: 'Ram & Shyam' }, m.ampContactPerson],
    ['contact person too long', { contactPerson: x(51) }, 'Contact Person may have at most 50 characters'],
    ['phone empty', { phoneNumber: '' }, m.phoneEmpty],
    ['phone 9 digits', { phoneNumber: '987654321' }, m.phoneInvalid],
    ['phone 11 digits', { phoneNumber: '98765432101' }, m.phoneInvalid],
    ['phone letters', { phoneNumber: '98765abcde' }, m.phoneInvalid],
    ['email empty', { emailId: '' }, m.emailEmpty],
    ['email invalid', { emailId: 'not-an-email' }, m.emailInvalid],
    ['email without domain', { emailId: 'a@b' }, m.emailInvalid],
    ['email too long', { emailId: `${x(140)}@example.com` }, m.emailInvalid],
    ['address line 1 empty', { addressLine1: '' }, m.addressLine1Empty],
    ['address line 1 &', { addressLine1: '1 & 2' }, m.ampNotAllowed],
    ['address line 1 too long', { addressLine1: x(151) }, 'Address Line 1 may have at most 150 characters'],
    ['address line 2 empty', { addressLine2: '' }, m.addressLine2Empty],
    ['address line 2 &', { addressLine2: 'A&B' }, m.ampNotAllowed],
    ['city empty', { city: '' }, m.cityEmpty],
    ['city &', { city: 'Pune & Mumbai' }, m.ampNotAllowed],
    ['city too long', { city: x(151) }, 'City may have at most 150 characters'],
    ['state empty', { state: '' }, m.selectState],
    ['state unknown', { state: 'Atlantis' }, m.selectState],
    ['country empty', { country: '' }, m.selectCountry],
    ['country unknown', { country: 'Narnia' }, m.selectCountry],
  ];
  it.each(cases)('400 %s', async (_name, overrides, message) => {
    const res = await create(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers the first rule that fails, in the form order', async () => {
    const res = await create(body({ vendorName: '', phoneNumber: 'abc', city: '' }));
    expect(res.json()).toEqual({ message: m.vendorNameEmpty });
  });

  it('refuses a body naming another tenant (403) and a role without Vendor Supplier (403)', async () => {
    const res = await create(body({ tenantCode: 'DEMO01' }), beta);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenCompany });
    expect((await create(body(), portal)).statusCode).toBe(403);
  });

  it('lets the site lead create', async () => {
    const res = await create(body({ vendorName: 'Site Lead Vendor' }), site);
    expect(res.statusCode).toBe(202);
  });

  it('stops at the company vendor limit with 404 naming it (BETA01: limit 5, 2 seeded)', async () => {
    const betaBody = (i: number) =>
      body({ tenantCode: 'BETA01', vendorName: `Beta Vendor ${i}`, state: 'Karnataka' });
    for (const i of [1, 2, 3]) expect((await create(betaBody(i), beta)).statusCode).toBe(202);
    const res = await create(betaBody(4), beta);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Vendor limit of 5 reached for Beta Builders.' });
    expect(res.json().message).toBe(m.limitReached(5, 'Beta Builders'));
    expect(await list(beta, 'BETA01')).toHaveLength(5);
  });

  it('gives 20 parallel creates 20 distinct codes', async () => {
    const before = (await list()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(body({ vendorName: `Parallel ${i}`, phoneNumber: `91000000${String(i).padStart(2, '0')}` })),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
    const codes = answers.map((r) => r.json().vendorCode as string);
    expect(new Set(codes).size).toBe(20);
    const vendors = await list();
    expect(vendors).toHaveLength(before + 20);
    expect(new Set(vendors.map((v) => v.vendorCode)).size).toBe(vendors.length);
  });
});

describe('PUT vendor (update)', () => {
  let vendor: Vendor;
  beforeAll(async () => {
    const res = await create(
      body({ vendorName: 'To Update', openingBalance: 500, openingBalanceDate: '2026-03-01' }),
    );
    vendor = (await list()).find((v) => v.vendorId === res.json().vendorId) as Vendor;
  });

  const update = (payload: Record<string, unknown>, token = demo) =>
    app.inject({ method: 'PUT', url: API.vendor, payload, headers: auth(token) });

  it('updates the editable fields; code, balances and dates in the body are ignored; status stays Active', async () => {
    const res = await update({
      ...vendor,
      vendorName: 'Updated Name',
      city: 'Nagpur',
      typeOfWork: '',
      typeOfGoods: 'Steel',
      vendorType: 'GOODS',
      status: 'Inactive',
      vendorCode: 'VEN99999',
      openingBalance: 99999,
      openingBalanceDate: '2020-01-01',
      currentBalance: 123,
      currentBalanceDate: '2020-01-02',
      typeOfTransactionForOb: 'Cr',
      typeOfTransactionForCb: 'Dr',
      performanceScore: 99,
      maxScore: 100,
      performanceGrade: 'B',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ vendorCode: vendor.vendorCode, message: m.updated(vendor.vendorCode) });
    const stored = (await list()).find((v) => v.vendorId === vendor.vendorId);
    expect(stored).toMatchObject({
      vendorCode: vendor.vendorCode,
      vendorName: 'Updated Name',
      city: 'Nagpur',
      typeOfWork: '',
      typeOfGoods: 'Steel',
      status: 'Active',
      openingBalance: 500,
      openingBalanceDate: '2026-03-01',
      currentBalance: 500,
      currentBalanceDate: '2026-03-01',
      typeOfTransactionForOb: 'Cr',
      // Recomputed from the opening balance, now Cr; the body's 'Dr' is not taken.
      typeOfTransactionForCb: 'Cr',
      performanceGrade: 'B',
      performanceScore: null,
      maxScore: null,
    });
  });

  it('validates like create (400 with the form message) and checks the grade', async () => {
    expect((await update({ ...vendor, phoneNumber: '12345' })).json()).toEqual({ message: m.phoneInvalid });
    expect((await update({ ...vendor, state: 'Atlantis' })).json()).toEqual({ message: m.selectState });
    const grade = await update({ ...vendor, performanceGrade: 'Z' });
    expect(grade.statusCode).toBe(400);
    expect(grade.json()).toEqual({ message: m.selectPerformanceGrade });
  });

  it("answers 404 for a missing vendor and for another tenant's vendor", async () => {
    const missing = await update({ ...vendor, vendorId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: m.notFound });
    const betaVendor = (await list(beta, 'BETA01'))[0] as Vendor;
    const foreign = await update({ ...vendor, vendorId: betaVendor.vendorId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Vendor not found.' });
    expect((await list(beta, 'BETA01'))[0]).toEqual(betaVendor);
  });

  it('refuses a BETA01 user sending DEMO01 (403)', async () => {
    const res = await update({ ...vendor }, beta);
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE vendor', () => {
  const remove = (payload: unknown, token = demo, headers: Record<string, string> = demoKeys) =>
    app.inject({
      method: 'DELETE',
      url: API.vendor,
      payload: payload as object,
      headers: auth(token, headers),
    });

  it('needs the apikey and api_client_name headers (403 without, or with wrong ones)', async () => {
    const [vendor] = await list();
    const none = await remove(vendor, demo, {});
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: commonMessages.forbiddenApiKey });
    expect((await remove(vendor, demo, { apikey: demoKeys.apikey as string })).statusCode).toBe(403);
    expect((await remove(vendor, demo, betaKeys)).statusCode).toBe(403);
  });

  it('deletes the vendor given as the body (202 {vendorCode, message}); then it is gone (404)', async () => {
    const created = await create(body({ vendorName: 'To Delete' }));
    const vendor = (await list()).find((v) => v.vendorId === created.json().vendorId) as Vendor;
    const res = await remove(vendor);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ vendorCode: vendor.vendorCode, message: m.deleted(vendor.vendorCode) });
    expect((await list()).some((v) => v.vendorId === vendor.vendorId)).toBe(false);
    const again = await remove(vendor);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: m.notFound });
  });

  it("answers 404 for another tenant's vendor and leaves it", async () => {
    const betaVendor = (await list(beta, 'BETA01'))[0] as Vendor;
    const res = await remove({ vendorId: betaVendor.vendorId });
    expect(res.statusCode).toBe(404);
    expect((await list(beta, 'BETA01')).some((v) => v.vendorId === betaVendor.vendorId)).toBe(true);
  });

  it('refuses a vendor object of another tenant (403) and the portal admin (403)', async () => {
    const betaVendor = (await list(beta, 'BETA01'))[0] as Vendor;
    expect((await remove(betaVendor)).statusCode).toBe(403);
    const [vendor] = await list();
    expect((await remove(vendor, portal)).statusCode).toBe(403);
  });
});
