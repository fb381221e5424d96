import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { API, ATTRIBUTE, apiPath, nameMessages, passwordMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpText, runCommand } from '../src/cli/commands.js';
import { queryRows } from '../src/db/client.js';
import { nextCode } from '../src/db/sequences.js';
import { STANDARD_COMPANY_LISTS } from '../src/db/standard-lists.js';
import { AdminError } from '../src/features/admin/admin.service.js';
import { seedDemo } from '../src/seed/demo.js';
import { auth, closeTestApp, createTestApp, login } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

const run = (...argv: string[]) => runCommand(app.ctx.db, argv);

describe('admin CLI', () => {
  it('onboards a company end to end; its user logs in through the API', async () => {
    const created = await run(
      'create-company',
      '--code',
      'NEW01',
      '--name',
      'New Homes',
      '--country',
      'India',
      '--vendor-limit',
      '10',
      '--cycle-start-day',
      '26',
    );
    const apiKey = /API key: (\S+)/.exec(created)?.[1];
    expect(apiKey?.length).toBeGreaterThanOrEqual(32);
    expect(
      await run('create-role', '--company', 'NEW01', '--name', 'Owner', '--type', 'ADMIN', '--all-modules'),
    ).toMatch(/13 module/);
    expect(
      await run(
        'create-role',
        '--company',
        'NEW01',
        '--name',
        'Clerk',
        '--type',
        'USER',
        '--modules',
        'Vendor Supplier, Advance Management',
      ),
    ).toMatch(/2 module/);
    await run(
      'create-user',
      '--company',
      'NEW01',
      '--username',
      'newowner',
      '--password',
      'Owner@12345',
      '--first-name',
      'Nia',
      '--last-name',
      'Owner',
      '--role',
      'Owner',
    );
    await run('create-site', '--company', 'NEW01', '--code', 'S01', '--name', 'First Site');
    await run(
      'add-list-value',
      '--tenant',
      'NEW01',
      '--list',
      'vendor.category',
      '--code',
      'Civil',
      '--value',
      'Civil',
    );
    await run(
      'add-list-value',
      '--tenant',
      'WFM',
      '--list',
      'common.test',
      '--code',
      'b',
      '--value',
      'B',
      '--order',
      '2',
    );
    await run(
      'add-list-value',
      '--tenant',
      'WFM',
      '--list',
      'common.test',
      '--code',
      'a',
      '--value',
      'A',
      '--order',
      '1',
    );

    const token = await login(app, 'newowner', 'Owner@12345');
    const user = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.userByName, { username: 'newowner' }),
        headers: auth(token),
      })
    ).json();
    expect(user).toMatchObject({ firstName: 'Nia', lastName: 'Owner' });
    const company = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.companyById, { companyId: user.companyId }),
        headers: auth(token),
      })
    ).json();
    expect(company).toEqual({
      id: user.companyId,
      companyCode: 'NEW01',
      companyName: 'New Homes',
      apiKey: expect.any(String),
      country: 'India',
      timeZone: 'Asia/Kolkata',
      // Onboarded by the CLI: a real company, not one of the demo's.
      isDemo: false,
    });
    // The key printed once is not answered again; the company call answers the session's value.
    expect(company.apiKey).not.toBe(apiKey);
    const sites = await app.inject({
      method: 'GET',
      url: apiPath(API.sitesForCompany, { companyCode: 'NEW01' }),
      headers: auth(token),
    });
    expect(sites.json()).toEqual([{ siteId: expect.any(Number), siteName: 'First Site', siteCode: 'S01' }]);
    const categories = await app.inject({
      method: 'GET',
      url: apiPath(API.onetimeAttribute, { tenant: 'NEW01', attributeName: ATTRIBUTE.vendorCategory }),
      headers: auth(token, { apikey: apiKey as string, api_client_name: 'NEW01' }),
    });
    // The standard lists every new company starts with (Civil, added again by the CLI, kept once).
    expect(categories.json()).toEqual(
      STANDARD_COMPANY_LISTS[ATTRIBUTE.vendorCategory]?.map((value) => ({ code: value, value })),
    );
    const test = await app.inject({
      method: 'GET',
      url: apiPath(API.onetimeAttribute, { tenant: 'WFM', attributeName: 'common.test' }),
      headers: auth(token),
    });
    expect(test.json()).toEqual([
      { code: 'a', value: 'A' },
      { code: 'b', value: 'B' },
    ]);
    // The company's salary cycle starts on the 26th.
    const cycle = await app.inject({
      method: 'GET',
      url: `${apiPath(API.salaryCycle, { companyCode: 'NEW01' })}?date=10-03-2025`,
      headers: auth(token),
    });
    expect(cycle.json()).toEqual({ cycle: '26-02-2025 to 25-03-2025' });
    const sub = await app.inject({
      method: 'POST',
      url: API.subscriptionCheck,
      payload: { erfCompanyId: user.companyId },
      headers: auth(token),
    });
    expect(sub.json()).toMatchObject({ expired: false, status: 'Active' });

    // Disabling the user ends the session as soon as the database's change notification arrives
    // (the token's caller is cached by now; a CLI is another process in production).
    expect(await run('disable-user', '--username', 'newowner')).toMatch(/Disabled/);
    await expect
      .poll(
        async () =>
          (
            await app.inject({
              method: 'GET',
              url: apiPath(API.userByName, { username: 'newowner' }),
              headers: auth(token),
            })
          ).statusCode,
        { timeout: 5_000, interval: 5 },
      )
      .toBe(401);
    await run('enable-user', '--username', 'newowner');
    await login(app, 'newowner', 'Owner@12345');
  });

  it.each([
    [['create-company', '--code', 'X1', '--name', 'X'], '--country is required'],
    [
      ['create-company', '--code', 'DEMO01', '--name', 'Again', '--country', 'India'],
      'Company DEMO01 already exists',
    ],
    [['create-company', '--code', 'WFM', '--name', 'Global', '--country', 'India'], 'WFM is reserved'],
    [
      ['create-company', '--code', 'bad code', '--name', 'X', '--country', 'India'],
      'Company code may contain only',
    ],
    [
      ['create-company', '--code', 'X2', '--name', 'X', '--country', 'India', '--cycle-start-day', '40'],
      'Cycle start day must be 1..31',
    ],
    [
      ['create-company', '--code', 'X3', '--name', 'X', '--country', 'India', '--vendor-limit', 'many'],
      '--vendor-limit must be a whole number',
    ],
    [
      ['create-role', '--company', 'DEMO01', '--name', 'R', '--type', 'BOSS', '--all-modules'],
      'Role type must be one of ADMIN, USER',
    ],
    [
      ['create-role', '--company', 'DEMO01', '--name', 'R', '--type', 'USER', '--modules', 'Vendors'],
      'Unknown module(s): Vendors',
    ],
    [
      ['create-role', '--company', 'NOPE', '--name', 'R', '--type', 'USER', '--all-modules'],
      'Company NOPE does not exist',
    ],
    [['create-role', '--company', 'DEMO01', '--name', 'R', '--type', 'USER'], 'Give --modules'],
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'demoadmin',
        '--password',
        'Demo@12345',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'CompanyAdmin',
      ],
      'User demoadmin already exists',
    ],
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'abc',
        '--password',
        'Demo@12345',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'CompanyAdmin',
      ],
      'User name must be at least 5 characters',
    ],
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'abcdef',
        '--password',
        'short',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'CompanyAdmin',
      ],
      passwordMessages.tooShort,
    ],
    // The password policy of the company's own screens (a letter, a digit and a symbol).
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'abcdef',
        '--password',
        'longenough1',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'CompanyAdmin',
      ],
      passwordMessages.needsSymbol,
    ],
    // Names as the company's screens take them: no invisible characters, no look-alike role.
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'abcdef',
        '--password',
        'Long@12345',
        '--first-name',
        'A\u200bda',
        '--last-name',
        'B',
        '--role',
        'CompanyAdmin',
      ],
      nameMessages.invisible,
    ],
    [
      [
        'create-role',
        '--company',
        'DEMO01',
        '--name',
        'Comp\u00adanyAdmin',
        '--type',
        'USER',
        '--all-modules',
      ],
      nameMessages.invisible,
    ],
    [
      // A Cyrillic "а" for the Latin one, and full-width letters.
      [
        'create-role',
        '--company',
        'DEMO01',
        '--name',
        'Comp\u0430nyAdmin',
        '--type',
        'USER',
        '--all-modules',
      ],
      'reads like the role CompanyAdmin of DEMO01',
    ],
    [
      [
        'create-role',
        '--company',
        'DEMO01',
        '--name',
        '\uff23ompanyAdmin',
        '--type',
        'USER',
        '--all-modules',
      ],
      'Role CompanyAdmin already exists in DEMO01',
    ],
    [
      [
        'create-user',
        '--company',
        'DEMO01',
        '--username',
        'abcdef',
        '--password',
        'Long@12345',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'Nope',
      ],
      'Role Nope does not exist in DEMO01',
    ],
    [['disable-user', '--username', 'nobody-at-all'], 'User nobody-at-all does not exist'],
    [
      ['create-site', '--company', 'DEMO01', '--code', 'RST01', '--name', 'Dup'],
      'Site RST01 already exists in DEMO01',
    ],
    [
      ['add-list-value', '--tenant', 'NOPE', '--list', 'a.b', '--code', 'c', '--value', 'v'],
      'Company NOPE does not exist',
    ],
    [['frobnicate'], 'Unknown command "frobnicate"'],
    [['create-site', '--company', 'DEMO01', '--bogus', 'x'], "Unknown option '--bogus'"],
  ])('refuses %j with a clear message', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(AdminError);
    await expect(run(...argv)).rejects.toThrow(message);
  });

  it("writes each change to the company's audit log as cli:<user>; a refused command records nothing", async () => {
    const actor = `cli:${userInfo().username}`;
    await run('create-company', '--code', 'AUD01', '--name', 'Audit Homes', '--country', 'India');
    await run('create-role', '--company', 'AUD01', '--name', 'Owner', '--type', 'ADMIN', '--all-modules');
    const user = ['--first-name', 'Ada', '--last-name', 'Audit', '--role', 'Owner'];
    await run(
      'create-user',
      '--company',
      'AUD01',
      '--username',
      'audowner',
      '--password',
      'Owner@12345',
      ...user,
    );
    await run('disable-user', '--username', 'audowner');
    await run('enable-user', '--username', 'audowner');
    await run('create-site', '--company', 'AUD01', '--code', 'S01', '--name', 'First Site');
    const listValue = ['--list', 'vendor.category', '--code', 'Civil', '--value', 'Civil'];
    await run('add-list-value', '--tenant', 'AUD01', ...listValue);
    await run('add-list-value', '--tenant', 'WFM', '--list', 'common.audit', '--code', 'x', '--value', 'X');
    // A refused command changes nothing and records nothing.
    await expect(
      run('create-site', '--company', 'AUD01', '--code', 'S01', '--name', 'Again'),
    ).rejects.toThrow('Site S01 already exists in AUD01');

    const token = await login(app, 'audowner', 'Owner@12345');
    const res = await app.inject({ method: 'GET', url: `${API.adminAudit}?size=50`, headers: auth(token) });
    expect(res.statusCode).toBe(202);
    const entries = (res.json() as { action: string; actor: string; targetName: string }[])
      .filter((e) => e.action !== 'sign-in')
      .reverse();
    expect(entries.map((e) => [e.action, e.targetName, e.actor])).toEqual([
      ['company.create', 'AUD01', actor],
      ['role.create', 'Owner', actor],
      ['user.create', 'audowner', actor],
      ['user.disable', 'audowner', actor],
      ['user.enable', 'audowner', actor],
      ['site.create', 'S01', actor],
      ['list.add', 'vendor.category', actor],
    ]);
  });

  it('rotates a company’s API key: shown once, only its hash stored, the old key refused', async () => {
    const created = await run(
      'create-company',
      '--code',
      'ROT01',
      '--name',
      'Rotating',
      '--country',
      'India',
    );
    const oldKey = /API key: (\S+)/.exec(created)?.[1] as string;
    const out = await run('rotate-api-key', '--company', 'ROT01');
    const newKey = /New API key of ROT01: (\S+)/.exec(out)?.[1] as string;
    expect(newKey).toMatch(/^[0-9a-f]{48}$/);
    expect(newKey).not.toBe(oldKey);
    const [row] = await queryRows<{ hash: string; old: boolean }>(
      app.ctx.db,
      sql`select api_key_hash as hash, api_key_hash = encode(sha256(convert_to(${oldKey}, 'UTF8')), 'hex') as old
            from companies where company_code = 'ROT01'`,
    );
    expect(row?.hash).toBe(createHash('sha256').update(newKey).digest('hex'));
    expect(row?.old).toBe(false);
    const [audit] = await queryRows<{ actor: string }>(
      app.ctx.db,
      sql`select actor from admin_audit where tenant_code = 'ROT01' and action = 'company.rotate-api-key'`,
    );
    expect(audit?.actor).toMatch(/^cli/);
    await expect(run('rotate-api-key', '--company', 'NOPE01')).rejects.toThrow(
      'Company NOPE01 does not exist',
    );
  });

  it('prints help', async () => {
    expect(await run('help')).toBe(helpText());
    expect(helpText()).toContain('create-company');
    expect(helpText()).toContain('seed-demo');
  });
});

describe('create-platform-admin', () => {
  it("makes the platform's company, role and administrator, prints the password once, and asks for a new one at the first sign-in", async () => {
    const out = await run('create-platform-admin', '--user', 'platformops', '--first-name', 'Priya');
    expect(out).toMatch(/Created company PORTAL \(Sitebook portal\); its API key: \S{32,}/);
    const password = /^Password: (\S+)$/m.exec(out)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(14);
    // Printed once: no other line of the output repeats it, and the database keeps only an argon2id hash.
    expect(out.split(password)).toHaveLength(2);
    const [row] = await queryRows<{
      password_hash: string;
      must_change_password: boolean;
      role: string;
      role_type: string;
    }>(
      app.ctx.db,
      sql`select u.password_hash, u.must_change_password, r.name as role, r.role_type
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where u.user_name = 'platformops'`,
    );
    expect(row).toMatchObject({ must_change_password: true, role: 'PortalAdmin', role_type: 'ADMIN' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(password);

    const signIn = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { userName: 'platformops', password },
    });
    expect(signIn.statusCode).toBe(202);
    expect(signIn.json()).toMatchObject({ mustChangePassword: true });
    const token = (signIn.json() as { jwt: string }).jwt;
    const blocked = await app.inject({ method: 'GET', url: API.portalCompanies, headers: auth(token) });
    expect(blocked.json()).toEqual({ message: passwordMessages.mustChange });
    const changed = await app.inject({
      method: 'POST',
      url: API.changePassword,
      headers: auth(token),
      payload: { currentPassword: password, newPassword: 'Ops@2026xyz', confirmPassword: 'Ops@2026xyz' },
    });
    expect(changed.statusCode).toBe(202);
    const fresh = (changed.json() as { jwt: string }).jwt;
    // The portal's role: it sees every company; its own company is no demo.
    const companies = await app.inject({ method: 'GET', url: API.portalCompanies, headers: auth(fresh) });
    expect(companies.statusCode).toBe(202);
    expect(companies.body).toContain('DEMO01');
    const session = await app.inject({ method: 'GET', url: API.sessionBootstrap, headers: auth(fresh) });
    expect(session.json().company).toMatchObject({ companyCode: 'PORTAL', isDemo: false });

    // A second administrator reuses the company and the role; a taken name is refused.
    const second = await run('create-platform-admin', '--user', 'platformops2');
    expect(second).not.toMatch(/API key/);
    expect(second).toMatch(/Created platform administrator platformops2 in PORTAL/);
    await expect(run('create-platform-admin', '--user', 'platformops')).rejects.toThrow(/already exists/);
    await expect(run('create-platform-admin', '--user', 'x y')).rejects.toThrow(AdminError);
    expect(await run('help')).toContain('create-platform-admin');
  });
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    const count = async () =>
      (
        await queryRows<Record<string, number>>(
          app.ctx.db,
          sql`select (select count(*)::int from companies) as companies, (select count(*)::int from users) as users,
                     (select count(*)::int from roles) as roles, (select count(*)::int from role_modules) as role_modules,
                     (select count(*)::int from user_roles) as user_roles, (select count(*)::int from sites) as sites,
                     (select count(*)::int from onetime_attributes) as attributes`,
        )
      )[0];
    const before = await count();
    await seedDemo(app.ctx.db);
    expect(await run('seed-demo')).toMatch(/Demo data/);
    expect(await count()).toEqual(before);
    await login(app, 'demoadmin', 'Demo@12345');
  });
});

describe('code sequences', () => {
  it('hands out per-tenant codes without gaps or duplicates, also concurrently', async () => {
    expect(await nextCode(app.ctx.db, 'DEMO01', 'TST')).toBe('TST00001');
    expect(await nextCode(app.ctx.db, 'DEMO01', 'TST')).toBe('TST00002');
    expect(await nextCode(app.ctx.db, 'BETA01', 'TST')).toBe('TST00001');
    const codes = await Promise.all(Array.from({ length: 20 }, () => nextCode(app.ctx.db, 'DEMO01', 'CON')));
    expect(new Set(codes).size).toBe(20);
    expect([...codes].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `CON${String(i + 1).padStart(5, '0')}`),
    );
    const inTx = await app.ctx.db.transaction((tx) => nextCode(tx, 'DEMO01', 'TST'));
    expect(inTx).toBe('TST00003');
  });
});
