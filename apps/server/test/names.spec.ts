import { readFileSync } from 'node:fs';
import {
  API,
  adminMessages,
  apiPath,
  nameMessages,
  nameSkeleton,
  passwordMessages,
  portalMessages,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * Role and user names that look like others. Names are normalised (NFKC), refused
 * with an invisible character, and a role or user name that reads like an existing one is refused;
 * user names are unique whatever their case (migration 0030); the portal's first administrator's
 * chosen password meets the change-password policy.
 */

let app: FastifyInstance;
let admin: string;
let portal: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
  portal = await login(app, DEMO.portal.userName, DEMO.portal.password);
});
afterAll(() => closeTestApp(app));

const role = (name: string) => ({
  name,
  roleType: 'USER',
  modules: [{ moduleName: 'Vendor Supplier', rights: ['view'] }],
});
const saveRole = (name: string, roleId?: number) =>
  app.inject({
    method: roleId === undefined ? 'POST' : 'PUT',
    url: roleId === undefined ? API.adminRoles : apiPath(API.adminRole, { roleId }),
    headers: auth(admin),
    payload: role(name),
  });
const roleNames = async () =>
  ((await app.inject({ url: API.adminRoles, headers: auth(admin) })).json() as { name: string }[]).map(
    (r) => r.name,
  );
const createUser = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: API.adminUsers,
    headers: auth(admin),
    payload: { firstName: 'Name', lastName: 'Test', roleName: 'SiteLead', ...payload },
  });
const userNames = async () =>
  (
    (await app.ctx.db.execute(sql`select user_name from users order by id`)).rows as { user_name: string }[]
  ).map((r) => r.user_name);

const INVISIBLES: [string, string][] = [
  ['zero-width space', '\u200b'],
  ['zero-width non-joiner', '\u200c'],
  ['zero-width joiner', '\u200d'],
  ['soft hyphen', '\u00ad'],
  ['byte order mark', '\ufeff'],
  ['right-to-left override', '\u202e'],
  ['left-to-right mark', '\u200e'],
  ['first strong isolate', '\u2068'],
];

describe('role names', () => {
  it.each(INVISIBLES)('refuses a role name holding a %s with 400, storing nothing', async (_what, ch) => {
    const before = await roleNames();
    const res = await saveRole(`Site${ch}Lead`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nameMessages.invisible });
    expect(await roleNames()).toEqual(before);
  });

  it('refuses full-width letters for an existing role: NFKC reads them as the same name', async () => {
    const res = await saveRole('ＳｉｔｅＬｅａｄ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: adminMessages.roleNameTaken });
  });

  it.each([
    ['a Cyrillic е', 'Sit\u0435Lead', 'SiteLead'],
    ['a Cyrillic С and о', '\u0421\u043empanyAdmin', 'CompanyAdmin'],
    ['an accent', 'CompanyÁdmin', 'CompanyAdmin'],
    ['a Greek Ε and other case', 'SITΕLEAD', 'SiteLead'],
  ])('refuses a role name with %s, naming the role it looks like', async (_what, name, existing) => {
    const before = await roleNames();
    const res = await saveRole(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nameMessages.roleLookAlike(existing) });
    expect(await roleNames()).toEqual(before);
  });

  it('refuses a look-alike of the portal’s role as reserved', async () => {
    const res = await saveRole('Port\u0430lAdmin');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: adminMessages.portalRoleReserved });
  });

  it('stores a full-width name as its plain letters, and refuses renaming another role to a look-alike', async () => {
    const created = await saveRole('Ｆｉｅｌｄ Ｓｔａｆｆ');
    expect(created.statusCode, created.body).toBe(202);
    expect(await roleNames()).toContain('Field Staff');
    const { roleId } = created.json() as { roleId: number };
    // Its own name, in another form, is no clash with itself.
    expect((await saveRole('Field  Staff', roleId)).statusCode).toBe(202);
    const renamed = await saveRole('Sit\u0435Lead', roleId);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: nameMessages.roleLookAlike('SiteLead') });
  });

  it('two look-alike roles saved at once: one stored', async () => {
    const answers = await Promise.all([saveRole('Crane Crew'), saveRole('Cr\u0430ne Crew')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 400]);
    expect((await roleNames()).filter((n) => nameSkeleton(n) === 'crane crew')).toHaveLength(1);
  });
});

describe('user names', () => {
  it('refuses a user name differing from an existing one only in case (was stored: a second "demoadmin")', async () => {
    const before = await userNames();
    for (const userName of ['DemoAdmin', 'DEMOADMIN', 'SiteLead']) {
      const res = await createUser({ userName });
      expect(res.statusCode, userName).toBe(400);
      expect(res.json()).toEqual({ message: adminMessages.userNameTaken });
    }
    expect(await userNames()).toEqual(before);
  });

  it('reads full-width letters as plain ones (NFKC): ｄｅｍｏａｄｍｉｎ is taken, ｎｅｗｕｓｅｒ１ is stored as newuser1', async () => {
    const taken = await createUser({ userName: 'ｄｅｍｏａｄｍｉｎ' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: adminMessages.userNameTaken });
    const created = await createUser({ userName: 'ｎｅｗｕｓｅｒ１', firstName: 'Ｎｅｗ' });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json()).toMatchObject({ userName: 'newuser1' });
    const [row] = (
      await app.ctx.db.execute(sql`select user_name, first_name from users where user_name = 'newuser1'`)
    ).rows;
    expect(row).toEqual({ user_name: 'newuser1', first_name: 'New' });
  });

  it.each(INVISIBLES)('refuses a %s in a user name or a first or last name with 400', async (_what, ch) => {
    for (const payload of [
      { userName: `demo${ch}admin` },
      { userName: 'cleanname1', firstName: `An${ch}n` },
      { userName: 'cleanname1', lastName: `${ch}Roy` },
    ]) {
      const res = await createUser(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: nameMessages.invisible });
    }
    expect(await userNames()).not.toContain('cleanname1');
  });

  it('the portal refuses a first administrator whose user name differs from a taken one only in case', async () => {
    await app.inject({
      method: 'POST',
      url: API.portalCompanies,
      headers: auth(portal),
      payload: { code: 'NAMES01', name: 'Names Works', country: 'India' },
    });
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.portalCompanyAdmin, { code: 'NAMES01' }),
      headers: auth(portal),
      payload: { userName: 'DemoAdmin', firstName: 'Taken', lastName: 'Name' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: portalMessages.userExists('DemoAdmin') });
  });
});

describe('the portal’s first administrator’s password', () => {
  it.each([
    ['eight letters', 'abcdefgh', passwordMessages.needsDigit],
    ['letters and digits', 'abcd1234', passwordMessages.needsSymbol],
    ['digits and a symbol', '1234567!', passwordMessages.needsLetter],
    ['seven characters', 'Ab1!xyz', passwordMessages.tooShort],
  ])('refuses %s with the change-password rule’s message', async (_what, password, message) => {
    await app.inject({
      method: 'POST',
      url: API.portalCompanies,
      headers: auth(portal),
      payload: { code: 'PWD01', name: 'Password Works', country: 'India' },
    });
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.portalCompanyAdmin, { code: 'PWD01' }),
      headers: auth(portal),
      payload: { userName: 'pwdadmin', firstName: 'Pwd', lastName: 'Admin', password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await userNames()).not.toContain('pwdadmin');
  });

  it('takes a password that meets the policy', async () => {
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.portalCompanyAdmin, { code: 'PWD01' }),
      headers: auth(portal),
      payload: { userName: 'pwdadmin', firstName: 'Pwd', lastName: 'Admin', password: 'Pwd@12345' },
    });
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('migration 0030 on user names that already differ only in case', () => {
  it('keeps the oldest name, renames the later ones, ends their sessions, writes the audit log, and adds the index', async () => {
    const db = app.ctx.db;
    await db.execute(sql`drop index users_user_name_lower_uq`);
    await db.execute(sql`insert into users (tenant_code, user_name, password_hash, first_name, last_name)
      select tenant_code, 'DemoAdmin', password_hash, 'Second', 'Demo' from users where user_name = 'demoadmin'`);
    const [dup] = (await db.execute(sql`select id from users where user_name = 'DemoAdmin'`)).rows as {
      id: number;
    }[];
    const migration = readFileSync(new URL('../src/db/migrations/0030_names.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const names = await userNames();
    expect(names).toContain('demoadmin');
    expect(names).toContain(`DemoAdmin-${dup?.id}`);
    expect(names).not.toContain('DemoAdmin');
    const [renamed] = (
      await db.execute(sql`select tokens_valid_after is not null as ended from users where id = ${dup?.id}`)
    ).rows;
    expect(renamed).toEqual({ ended: true });
    const audit = (
      await db.execute(sql`select actor, action, target_name, details->>'from' as "from" from admin_audit
        where action = 'user.rename'`)
    ).rows;
    expect(audit).toEqual([
      {
        actor: 'migration 0030',
        action: 'user.rename',
        target_name: `DemoAdmin-${dup?.id}`,
        from: 'DemoAdmin',
      },
    ]);
    // The index is back: the database itself now refuses another case of the name.
    await expect(
      db.execute(sql`insert into users (tenant_code, user_name, password_hash, first_name, last_name)
        values ('DEMO01', 'DEMOadmin', 'x', 'A', 'B')`),
    ).rejects.toThrow();
  });
});
