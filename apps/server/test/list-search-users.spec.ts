import {
  ADMIN_USER_LIST_SORTS,
  type AdminUser,
  type AdminUserListSort,
  API,
  adminUserSchema,
  listMessages,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasFormula, keyedRows, readCsv, readXlsx } from './export-files.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * Admin → Users' search, role and status filters and sort, checked against a model — every
 * page of the unfiltered list, filtered and sorted here — for every filter and sort field.
 */
let app: FastifyInstance;
let admin: string;
let beta: string;
let all: AdminUser[];
let roleIds: Map<string, number>;

const get = (token: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${API.adminUsers}?${new URLSearchParams(query)}`, headers: auth(token) });

/** Every page of a queried list (size 2, so that paging is crossed), and the count it reported. */
async function queried(query: Record<string, string>, token = admin) {
  const rows: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const res = await get(token, { ...query, page: String(page), size: '2' });
    expect(res.statusCode, res.body).toBe(202);
    const total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(adminUserSchema.strict()).parse(res.json());
    rows.push(...found);
    if (found.length < 2) {
      expect(rows).toHaveLength(total);
      return rows;
    }
  }
}
const names = (rows: AdminUser[]) => rows.map((u) => u.userName);
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** The model: the company's users that pass, by user name (the list's default order). */
const expected = (keep: (u: AdminUser) => boolean) =>
  names(all.filter(keep).sort((a, b) => compare(a.userName, b.userName)));
/** Lower case without accents, as sb_fold (for the Latin letters these tests use). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const holds = (u: AdminUser, q: string) =>
  [u.userName, u.firstName, u.lastName, u.email, u.phone].some((f) => fold(f).includes(fold(q)));

/** Users of DEMO01: user name, first, last, email, phone, role, enabled, locked. */
const ADDED = [
  ['lsu.anand', 'Anand', 'Müller', 'anand@builders.in', '+91 98450 11111', 'SiteLead', true, false],
  ['lsu.zoe', 'Zoë', 'Fernandes', 'zoe_f@example.in', '+91 98450 22222', 'CompanyAdmin', false, false],
  ['lsu.ravi', 'Ravi', 'Ñunez', 'ravi100%@example.in', '', 'SiteLead', true, true],
  ['lsu.meena', 'Meena', 'Iyer', '', '+91 98450 33333', 'SiteLead', false, true],
  ['LSU.Back', 'Back\\Slash', 'Anand', 'back@example.in', '', 'CompanyAdmin', true, false],
  ['lsu.formula', '=1+2', '@SUM(A1)', '-x@example.in', '+91 98450 44444', 'SiteLead', true, false],
] as const;

beforeAll(async () => {
  app = await createTestApp();
  [admin, beta] = await Promise.all([
    login(app, DEMO.admin.userName, DEMO.admin.password),
    login(app, DEMO.beta.userName, DEMO.beta.password),
  ]);
  const roles = (await app.ctx.db.execute(
    sql`select id, name from roles where tenant_code = 'DEMO01'`,
  )) as unknown as {
    rows: { id: number; name: string }[];
  };
  roleIds = new Map(roles.rows.map((r) => [r.name, r.id]));
  for (const [userName, first, last, email, phone, role, enabled, locked] of ADDED) {
    await app.ctx.db.execute(sql`with added as (
        insert into users (tenant_code, user_name, password_hash, first_name, last_name, email, phone, is_active)
        values ('DEMO01', ${userName}, 'not-a-hash', ${first}, ${last}, ${email}, ${phone}, ${enabled}) returning id)
      insert into user_roles (user_id, role_id, tenant_code) select id, ${roleIds.get(role)}, 'DEMO01' from added`);
    if (locked) {
      await app.ctx.db.execute(sql`insert into login_failures (user_name, source, failures, locked_until)
        values (${userName}, '203.0.113.9', 10, now() + interval '1 hour')`);
    }
  }
  all = await queried({});
  expect(all.length).toBeGreaterThan(ADDED.length);
});
afterAll(() => closeTestApp(app));

describe('users list: q', () => {
  it('finds the user name, names, email and phone in any case, without accents', async () => {
    for (const q of ['LSU.', 'lsu.back', 'muller', 'ÑUNEZ', 'zoe', 'anand', '@builders', '98450 2', '+91']) {
      const found = names(await queried({ q }));
      expect(found.length, q).toBeGreaterThan(0);
      expect(found, q).toEqual(expected((u) => holds(u, q)));
    }
  });

  it('takes % _ and \\ literally', async () => {
    expect(names(await queried({ q: '100%@' }))).toEqual(['lsu.ravi']);
    expect(names(await queried({ q: 'zoe_f' }))).toEqual(['lsu.zoe']);
    expect(await queried({ q: 'lsu_zoe' })).toEqual([]);
    expect(names(await queried({ q: '\\' }))).toEqual(['LSU.Back']);
  });

  it("never finds another company's users", async () => {
    expect(await queried({ q: 'lsu' }, beta)).toEqual([]);
    expect(await queried({ roleId: String(roleIds.get('SiteLead')) }, beta)).toEqual([]);
    expect(await queried({ q: 'betaadmin' })).toEqual([]);
  });
});

describe('users list: filters', () => {
  it('the role', async () => {
    for (const role of ['SiteLead', 'CompanyAdmin']) {
      const found = names(await queried({ roleId: String(roleIds.get(role)) }));
      expect(found.length, role).toBeGreaterThan(1);
      expect(found, role).toEqual(expected((u) => u.roleName === role));
    }
  });

  it('status: Active, Disabled, Locked, or several', async () => {
    expect(names(await queried({ status: 'Active' }))).toEqual(expected((u) => u.isActive));
    expect(names(await queried({ status: 'Disabled' }))).toEqual(['lsu.meena', 'lsu.zoe']);
    expect(names(await queried({ status: 'Locked' }))).toEqual(expected((u) => u.locked));
    expect(names(await queried({ status: 'Locked' }))).toEqual(['lsu.meena', 'lsu.ravi']);
    expect(names(await queried({ status: 'Disabled,Locked' }))).toEqual(
      expected((u) => !u.isActive || u.locked),
    );
  });

  it('role, status and search together', async () => {
    const rows = await queried({ q: 'lsu', roleId: String(roleIds.get('SiteLead')), status: 'Active' });
    expect(names(rows)).toEqual(['lsu.anand', 'lsu.formula', 'lsu.ravi']);
  });
});

describe('users list: sort', () => {
  const key: Record<AdminUserListSort, (u: AdminUser) => string> = {
    userName: (u) => u.userName,
    firstName: (u) => u.firstName,
    lastName: (u) => u.lastName,
    email: (u) => u.email,
    roleName: (u) => u.roleName,
  };
  for (const field of ADMIN_USER_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction}, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const model = [...all].sort(
          (a, b) => sign * (compare(key[field](a), key[field](b)) || a.userId - b.userId),
        );
        expect(names(await queried({ sort: `${field},${direction}` }))).toEqual(names(model));
      });
    }
  }
});

describe('users list: refusals and the plain call', () => {
  const refused = async (query: Record<string, string>, message: string) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  };
  it('an unknown sort, status or role id; a long search', async () => {
    await refused({ sort: 'passwordHash,asc' }, listMessages.sortInvalid(...ADMIN_USER_LIST_SORTS));
    await refused({ sort: 'email,sideways' }, listMessages.sortInvalid(...ADMIN_USER_LIST_SORTS));
    await refused({ status: 'Enabled' }, listMessages.statusInvalid('Active', 'Disabled', 'Locked'));
    await refused({ roleId: 'admin' }, '');
    await refused({ q: 'x'.repeat(101) }, listMessages.queryTooLong(100));
  });
  it('without parameters, or with a blank q: the first 20 by user name and the whole count', async () => {
    for (const query of [{}, { q: '' }] as Record<string, string>[]) {
      const res = await get(admin, query);
      expect(res.statusCode).toBe(202);
      expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(all.length));
      expect(names(res.json())).toEqual(names(all).slice(0, 20));
    }
  });
});

describe('users list: export', () => {
  const H = listMessages.userExportColumns;
  const exportOf = (token: string, query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${API.adminUsersExport}?${new URLSearchParams(query)}`,
      headers: auth(token),
    });

  it('.xlsx: the filtered and sorted rows, formula leads escaped', async () => {
    const res = await exportOf(admin, { q: 'lsu', sort: 'lastName,desc', format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readXlsx(res.rawPayload);
    const rows = keyedRows(sheet);
    const model = all
      .filter((u) => holds(u, 'lsu'))
      .sort((a, b) => -(compare(a.lastName, b.lastName) || a.userId - b.userId));
    expect(rows.map((r) => r[H.userName])).toEqual(names(model));
    const formula = rows.find((r) => r[H.userName] === 'lsu.formula') as Record<string, unknown>;
    expect(formula).toMatchObject({
      [H.firstName]: "'=1+2",
      [H.lastName]: "'@SUM(A1)",
      [H.email]: "'-x@example.in",
      [H.phone]: "'+91 98450 44444",
      [H.role]: 'SiteLead',
      [H.status]: 'Active',
      [H.locked]: 'No',
    });
    expect(rows.find((r) => r[H.userName] === 'lsu.meena')).toMatchObject({
      [H.status]: 'Disabled',
      [H.locked]: 'Yes',
    });
    expect(hasFormula(sheet)).toBe(false);
  });

  it('.csv: role and status apply; another company exports none of these; a USER role type is refused', async () => {
    const res = await exportOf(admin, {
      roleId: String(roleIds.get('SiteLead')),
      status: 'Locked',
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(keyedRows(readCsv(res.rawPayload)).map((r) => r[H.userName])).toEqual(['lsu.meena', 'lsu.ravi']);
    expect(keyedRows(readCsv((await exportOf(beta, { q: 'lsu', format: 'csv' })).rawPayload))).toEqual([]);
    const lead = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    expect((await exportOf(lead, { format: 'csv' })).statusCode).toBe(403);
  });
});
