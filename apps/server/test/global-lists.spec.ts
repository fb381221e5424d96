import { API, ATTRIBUTE, apiPath, GLOBAL_TENANT, PAYABLE_STATUSES } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/commands.js';
import { ensureGlobalLists } from '../src/db/global-lists.js';
import { auth, closeTestApp, createTestApp, login } from './helpers.js';

// A database started WITHOUT the demo data: the global lists must be there all the same.
let app: FastifyInstance;
let token: string;

const run = (...argv: string[]) => runCommand(app.ctx.db, argv);
const globalList = async (name: string) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.onetimeAttribute, { tenant: GLOBAL_TENANT, attributeName: name }),
    headers: auth(token),
  });
  expect(res.statusCode).toBe(202);
  return (res.json() as { value: string }[]).map((item) => item.value);
};

beforeAll(async () => {
  app = await createTestApp({ seedDemo: false });
  await run('create-company', '--code', 'SOLO01', '--name', 'Solo Works', '--country', 'India');
  await run('create-role', '--company', 'SOLO01', '--name', 'Owner', '--type', 'ADMIN', '--all-modules');
  await run(
    'create-user',
    '--company',
    'SOLO01',
    '--username',
    'soloowner',
    '--password',
    'Solo@12345',
    '--first-name',
    'Sam',
    '--last-name',
    'Solo',
    '--role',
    'Owner',
  );
  await run('create-site', '--company', 'SOLO01', '--code', 'SS01', '--name', 'Solo Site');
  token = await login(app, 'soloowner', 'Solo@12345');
});
afterAll(() => closeTestApp(app));

describe('global lists on a database without the demo data', () => {
  it('holds the payable statuses in order, the payment modes and the advance lists', async () => {
    expect(await globalList(ATTRIBUTE.paymentStatus)).toEqual([...PAYABLE_STATUSES]);
    expect(await globalList(ATTRIBUTE.paymentMode)).toContain('Cash');
    expect(await globalList(ATTRIBUTE.advanceStatus)).toEqual(['Pending', 'Approved', 'Rejected', 'Settled']);
    expect(await globalList(ATTRIBUTE.advanceRemarks)).toContain('Transport');
    expect(await globalList('common.state.india')).toContain('Maharashtra');
  });

  it('so a company onboarded with the CLI alone can raise an advance request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.advance,
      headers: auth(token),
      payload: {
        companyCode: 'SOLO01',
        siteCode: 'SS01',
        requestedAmount: 500,
        requestedByDate: '2026-11-23',
        status: 'Pending',
        requesterComments: 'Transport',
        documentIds: '',
      },
    });
    expect(res.statusCode).toBe(202);
    expect((res.json() as { advanceId: string }).advanceId).toBe('ADV00001');
  });

  it('a list an operator has changed is left as it is on the next start', async () => {
    await run(
      'add-list-value',
      '--tenant',
      GLOBAL_TENANT,
      '--list',
      ATTRIBUTE.paymentMode,
      '--code',
      'DD',
      '--value',
      'Demand Draft',
    );
    const before = await globalList(ATTRIBUTE.paymentMode);
    await ensureGlobalLists(app.ctx.db);
    expect(await globalList(ATTRIBUTE.paymentMode)).toEqual(before);
    expect(before).toContain('Demand Draft');
  });
});
