/**
 * The user audit is written by the server — sign-in, failed sign-in, lock-out,
 * sign-out, password change and reset — in the event's transaction; the spec's useraudit call still
 * answers 202 with an id but can no longer add rows for made-up tokens; audit and history tables refuse
 * UPDATE, DELETE and TRUNCATE in the database. docs/SECURITY.md row 23.
 */
import { API, apiPath, LOGIN_LIMITS } from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import * as admin from '../src/features/admin/admin.service.js';
import { tokenFingerprint } from '../src/lib/tokens.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  adminToken = await login(app, DEMO.admin.userName, DEMO.admin.password);
  await admin.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'AuditUser',
    type: 'USER',
    modules: ['Admin'],
  });
  for (const username of ['audit1', 'audit2', 'audit3', 'audit4']) {
    await admin.createUser(app.ctx.db, {
      company: 'DEMO01',
      username,
      password: 'Audit@12345',
      firstName: 'Audit',
      lastName: 'User',
      role: 'AuditUser',
    });
  }
});
afterAll(() => closeTestApp(app));

interface AuditRow {
  id: number;
  tenant_code: string;
  user_name: string;
  event: string;
  token_fingerprint: string | null;
  ip: string | null;
}

const rowsOf = (userName: string) =>
  queryRows<AuditRow>(
    app.ctx.db,
    sql`select id, tenant_code, user_name, event, token_fingerprint, ip from user_audit
         where user_name = ${userName} order by id`,
  );
const eventsOf = async (userName: string) => (await rowsOf(userName)).map((r) => r.event);

const post = (url: string, token: string | undefined, payload?: object, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const signIn = (userName: string, password: string, remoteAddress = '127.0.0.1') =>
  post(API.login, undefined, { userName, password }, remoteAddress);

describe('the server writes the user audit', () => {
  it('writes the sign-in itself, with the fingerprint of the token it issued (never the token)', async () => {
    const res = await signIn('audit1', 'Audit@12345');
    expect(res.statusCode).toBe(202);
    const { jwt } = res.json() as { jwt: string };
    const rows = await rowsOf('audit1');
    expect(rows).toEqual([expect.objectContaining({ tenant_code: 'DEMO01', event: 'sign-in' })]);
    expect(rows[0]?.token_fingerprint).toBe(tokenFingerprint(jwt));
    expect(JSON.stringify(rows)).not.toContain(jwt);
  });

  it('answers useraudit with the session’s own sign-in row: 30 made-up tokens add nothing', async () => {
    const res = await signIn('audit2', 'Audit@12345');
    const { jwt } = res.json() as { jwt: string };
    const [signInRow] = await rowsOf('audit2');
    const answers = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const fake = `fake.${i}.${'x'.repeat(20)}`;
      const audit = await post(API.userAudit, jwt, {
        companyCode: 'DEMO01',
        userName: 'audit2',
        jwtToken: fake,
      });
      expect(audit.statusCode).toBe(202);
      answers.add((audit.json() as { id: number }).id);
    }
    expect([...answers]).toEqual([signInRow?.id]);
    expect(await eventsOf('audit2')).toEqual(['sign-in']);
    // Another user's name stays refused.
    const other = await post(API.userAudit, jwt, {
      companyCode: 'DEMO01',
      userName: 'demoadmin',
      jwtToken: jwt,
    });
    expect(other.statusCode).toBe(403);
    expect(await eventsOf('audit2')).toEqual(['sign-in']);
  });

  it('writes one sign-in row for a session that began without one (a password change’s fresh token), however often it is asked', async () => {
    const { jwt } = (await signIn('audit3', 'Audit@12345')).json() as { jwt: string };
    const changed = await post(API.changePassword, jwt, {
      currentPassword: 'Audit@12345',
      newPassword: 'Audit@67890',
      confirmPassword: 'Audit@67890',
    });
    expect(changed.statusCode).toBe(202);
    const fresh = (changed.json() as { jwt: string }).jwt;
    const body = { companyCode: 'DEMO01', userName: 'audit3', jwtToken: fresh };
    const answers = await Promise.all([1, 2, 3].map(() => post(API.userAudit, fresh, body)));
    expect(new Set(answers.map((a) => (a.json() as { id: number }).id)).size).toBe(1);
    const rows = await rowsOf('audit3');
    expect(rows.map((r) => r.event)).toEqual(['sign-in', 'password change', 'sign-in']);
    expect(rows[1]?.token_fingerprint).toBe(tokenFingerprint(jwt));
    expect(rows[2]?.token_fingerprint).toBe(tokenFingerprint(fresh));
  });

  it('writes failed sign-ins and the lock-out of a known user, from the address they came from; an unknown name writes nothing', async () => {
    const before = await queryRows<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from user_audit`);
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i += 1) {
      expect((await signIn('audit4', 'Wrong@12345', '10.27.5.1')).statusCode).toBe(404);
    }
    expect((await signIn('audit4', 'Audit@12345', '10.27.5.1')).statusCode).toBe(429);
    const rows = await rowsOf('audit4');
    expect(rows.map((r) => r.event)).toEqual([
      ...Array.from({ length: LOGIN_LIMITS.maxFailures }, () => 'sign-in failed'),
      'locked out',
    ]);
    expect(rows.every((r) => r.ip === '10.27.5.1' && r.token_fingerprint === null)).toBe(true);
    expect((await signIn('nobody-at-all', 'Wrong@12345', '10.27.5.2')).statusCode).toBe(404);
    const after = await queryRows<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from user_audit`);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + LOGIN_LIMITS.maxFailures + 1);
  });

  it('writes sign-out, sign-out everywhere, a refused password change and an administrator’s reset', async () => {
    const token = await login(app, 'audit1', 'Audit@12345');
    expect((await post(API.logout, token)).statusCode).toBe(202);
    // The signed-out token is refused and writes nothing.
    const late = await post(API.userAudit, token, {
      companyCode: 'DEMO01',
      userName: 'audit1',
      jwtToken: token,
    });
    expect(late.statusCode).toBe(401);
    const second = await login(app, 'audit1', 'Audit@12345');
    const refused = await post(API.changePassword, second, {
      currentPassword: 'Wrong@12345',
      newPassword: 'Audit@67890',
      confirmPassword: 'Audit@67890',
    });
    expect(refused.statusCode).toBe(400);
    expect((await post(API.logoutEverywhere, second)).statusCode).toBe(202);
    const users = await queryRows<{ id: number }>(
      app.ctx.db,
      sql`select id from users where user_name = 'audit1'`,
    );
    const reset = await post(apiPath(API.adminUserResetPassword, { userId: users[0]?.id ?? 0 }), adminToken);
    expect(reset.statusCode).toBe(202);
    const rows = await rowsOf('audit1');
    expect(rows.map((r) => r.event)).toEqual([
      'sign-in',
      'sign-in',
      'sign-out',
      'sign-in',
      'password change failed',
      'sign-out everywhere',
      'password reset',
    ]);
    expect(rows[2]?.token_fingerprint).toBe(tokenFingerprint(token));
    expect(rows[5]?.token_fingerprint).toBe(tokenFingerprint(second));
    // The audit log shows them in words, newest first.
    const log = await app.inject({ url: `${API.adminAudit}?page=1&size=100`, headers: auth(adminToken) });
    const actions = (log.json() as { action: string; actor: string }[])
      .filter((e) => e.actor === 'audit1')
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sign-out', 'sign-out everywhere', 'password change failed']),
    );
  });
});

describe('audit and history rows are append-only in the database', () => {
  const refusal = async (statement: SQL) => {
    try {
      await app.ctx.db.execute(statement);
      return 'accepted';
    } catch (error) {
      const e = error as { message?: string; cause?: { message?: string } };
      return e.cause?.message ?? e.message ?? String(error);
    }
  };
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(app.ctx.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

  it.each(['user_audit', 'admin_audit', 'payable_history', 'advance_history'])(
    'refuses UPDATE, DELETE and TRUNCATE of %s and keeps every row',
    async (table) => {
      const before = await count(table);
      expect(before).toBeGreaterThan(0);
      const update = table === 'user_audit' ? 'user_name' : table === 'admin_audit' ? 'actor' : 'tenant_code';
      expect(await refusal(sql.raw(`update ${table} set ${update} = ${update}`))).toBe(
        `${table} is append-only: UPDATE refused`,
      );
      expect(await refusal(sql.raw(`delete from ${table}`))).toBe(`${table} is append-only: DELETE refused`);
      expect(await refusal(sql.raw(`truncate ${table}`))).toBe(`${table} is append-only: TRUNCATE refused`);
      expect(await count(table)).toBe(before);
    },
  );
});
