import { API, apiPath, commonMessages, LOGIN_LIMITS, loginMessages } from '@sitebook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/index.js';
import * as admin from '../src/features/admin/admin.service.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

const postLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: API.login, payload: payload as string, headers });

const userUrl = (name: string) => apiPath(API.userByName, { username: name });

describe('login', () => {
  it('answers 202 with the jwt and the user name', async () => {
    const res = await postLogin(DEMO.admin);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['jwt', 'userName']);
    expect(body.userName).toBe('demoadmin');
    expect(body.jwt.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(body.jwt.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'demoadmin', cid: 1, ccode: 'DEMO01' });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it('answers the same 404 for a wrong password and an unknown user', async () => {
    const wrong = await postLogin({ userName: 'betaadmin', password: 'Wrong@12345' });
    const unknown = await postLogin({ userName: 'nobody-here', password: 'Demo@12345' });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: loginMessages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    ['missing user name', { password: 'Demo@12345' }, loginMessages.usernameRequired],
    ['missing password', { userName: 'demoadmin' }, loginMessages.passwordEmpty],
    ['numeric user name', { userName: 12345, password: 'Demo@12345' }, loginMessages.usernameRequired],
    ['empty user name', { userName: '', password: 'Demo@12345' }, loginMessages.usernameRequired],
    ['short user name', { userName: 'abc', password: 'Demo@12345' }, loginMessages.usernameTooShort],
    ['short password', { userName: 'demoadmin', password: 'short' }, loginMessages.passwordTooShort],
    [
      '10k-char user name',
      { userName: 'a'.repeat(10_000), password: 'Demo@12345' },
      loginMessages.usernameTooLong,
    ],
    [
      '10k-char password',
      { userName: 'demoadmin', password: 'a'.repeat(10_000) },
      loginMessages.passwordTooLong,
    ],
  ])('refuses a %s with 400 and the message', async (_name, payload, message) => {
    const res = await postLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ['invalid JSON', '{"userName": "demoadmin",', { 'content-type': 'application/json' }],
    ['an empty JSON body', '', { 'content-type': 'application/json' }],
    ['a JSON array', '[]', { 'content-type': 'application/json' }],
    ['a JSON string', '"demoadmin"', { 'content-type': 'application/json' }],
    ['plain text', 'userName=demoadmin', { 'content-type': 'text/plain' }],
    ['no body at all', undefined, {}],
  ])('refuses %s with 400 and a message, never 500', async (_name, payload, headers) => {
    const res = await app.inject({ method: 'POST', url: API.login, payload, headers });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await postLogin({ userName: 'demoadmin', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: commonMessages.tooLarge });
  });

  it('locks a user name after 5 failures (429 even with the right password) and a success resets the count', async () => {
    await admin.createRole(app.ctx.db, { company: 'DEMO01', name: 'LockTest', type: 'USER', modules: [] });
    await admin.createUser(app.ctx.db, {
      company: 'DEMO01',
      username: 'locktester',
      password: 'Lock@12345',
      firstName: 'Lock',
      lastName: 'Tester',
      role: 'LockTest',
    });
    await admin.createUser(app.ctx.db, {
      company: 'DEMO01',
      username: 'resettester',
      password: 'Reset@12345',
      firstName: 'Reset',
      lastName: 'Tester',
      role: 'LockTest',
    });

    // Four failures, then a success resets the counter: four more failures do not lock.
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i++) {
      expect((await postLogin({ userName: 'resettester', password: 'Wrong@12345' })).statusCode).toBe(404);
    }
    expect((await postLogin({ userName: 'resettester', password: 'Reset@12345' })).statusCode).toBe(202);
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i++) {
      expect((await postLogin({ userName: 'resettester', password: 'Wrong@12345' })).statusCode).toBe(404);
    }
    expect((await postLogin({ userName: 'resettester', password: 'Reset@12345' })).statusCode).toBe(202);

    // Five failures lock the name.
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i++) {
      const res = await postLogin({ userName: 'locktester', password: 'Wrong@12345' });
      expect(res.statusCode).toBe(404);
    }
    const locked = await postLogin({ userName: 'locktester', password: 'Lock@12345' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: loginMessages.tooManyAttempts });

    // Unknown names are locked the same way (no user enumeration).
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i++) {
      await postLogin({ userName: 'ghost-user', password: 'Wrong@12345' });
    }
    expect((await postLogin({ userName: 'ghost-user', password: 'Wrong@12345' })).statusCode).toBe(429);

    // Other users are unaffected.
    expect((await postLogin(DEMO.siteLead)).statusCode).toBe(202);
  });

  it('holds the lock for at least 60 s, and lets the right password in once it has passed', async () => {
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i++) {
      await postLogin({ userName: DEMO.beta.userName, password: 'Wrong@12345' });
    }
    const [row] = await app.ctx.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.userName, DEMO.beta.userName));
    expect(row?.lockedUntil).toBeInstanceOf(Date);
    expect(Number(row?.lockedUntil?.getTime()) - Date.now()).toBeGreaterThanOrEqual(59_000);
    expect((await postLogin(DEMO.beta)).statusCode).toBe(429);

    // 61 s later (the stored lock moved into the past), the right password signs in.
    await app.ctx.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(loginFailures.userName, DEMO.beta.userName));
    expect((await postLogin(DEMO.beta)).statusCode).toBe(202);
  });
});

describe('sign-in lock per user name and source address', () => {
  const loginFrom = (remoteAddress: string, payload: unknown) =>
    app.inject({ method: 'POST', url: API.login, payload: payload as string, remoteAddress });

  it('five wrong passwords from one address lock that address only: the right password from another gets in', async () => {
    const attacker = '203.0.113.5';
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i++) {
      expect((await loginFrom(attacker, { ...DEMO.siteLead, password: 'Wrong@12345' })).statusCode).toBe(404);
    }
    const fromAttacker = await loginFrom(attacker, DEMO.siteLead);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json()).toEqual({ message: loginMessages.tooManyAttempts });
    expect((await loginFrom('198.51.100.7', DEMO.siteLead)).statusCode).toBe(202);
    // The user's own success elsewhere does not unlock the attacker's address.
    expect((await loginFrom(attacker, DEMO.siteLead)).statusCode).toBe(429);
  });

  it('forgets failures 15 minutes after the last one, and deletes the rows of unknown names', async () => {
    const source = '192.0.2.44';
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i++) {
      await loginFrom(source, { userName: 'nobody-here-1', password: 'Wrong@12345' });
      await loginFrom(source, { userName: DEMO.portal.userName, password: 'Wrong@12345' });
    }
    const rowsOf = async (userName: string) =>
      app.ctx.db.select().from(loginFailures).where(eq(loginFailures.userName, userName));
    expect(await rowsOf('nobody-here-1')).toHaveLength(1);
    // 16 minutes pass (the stored times move into the past).
    await app.ctx.db
      .update(loginFailures)
      .set({ lastFailedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.source, source));
    // One more failure of the portal admin counts from 1 again (no lock), and the unknown name's row is gone.
    await loginFrom(source, { userName: DEMO.portal.userName, password: 'Wrong@12345' });
    expect(await rowsOf('nobody-here-1')).toHaveLength(0);
    const [portal] = await rowsOf(DEMO.portal.userName);
    expect(portal?.failures).toBe(1);
    expect((await loginFrom(source, DEMO.portal)).statusCode).toBe(202);
  });
});

describe('tokens', () => {
  const sign = (secret: string, build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT({ uid: 1, cid: 1, ccode: 'DEMO01' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('demoadmin')
        .setJti(crypto.randomUUID()),
    ).sign(new TextEncoder().encode(secret));

  const expect401 = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: userUrl('demoadmin'), headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: commonMessages.unauthorized });
  };

  it('accepts a fresh token', async () => {
    const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
    const res = await app.inject({ method: 'GET', url: userUrl('demoadmin'), headers: auth(token) });
    expect(res.statusCode).toBe(202);
  });

  it('refuses no token, a garbage token and a non-bearer scheme', async () => {
    await expect401({});
    await expect401({ authorization: 'Bearer garbage' });
    await expect401({ authorization: 'Bearer a.b.c' });
    const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
    await expect401({ authorization: `Basic ${token}` });
  });

  it('refuses alg none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'demoadmin',
        uid: 1,
        cid: 1,
        ccode: 'DEMO01',
        jti: 'x',
        iat: now,
        exp: now + 600,
      }),
    ).toString('base64url');
    await expect401(auth(`${header}.${payload}.`));
  });

  it('refuses a token signed with another key', async () => {
    const token = await sign('another-secret-another-secret-another-secret', (j) =>
      j.setIssuedAt().setExpirationTime('1h'),
    );
    await expect401(auth(token));
  });

  it('refuses an expired token and a token not yet valid', async () => {
    const secret = app.ctx.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(secret, (j) => j.setIssuedAt(now - 7200).setExpirationTime(now - 3600));
    const future = await sign(secret, (j) =>
      j
        .setIssuedAt(now)
        .setNotBefore(now + 3600)
        .setExpirationTime(now + 7200),
    );
    await expect401(auth(expired));
    await expect401(auth(future));
    // The same construction, valid now, is accepted: the refusals above are for exp and nbf.
    const valid = await sign(secret, (j) => j.setIssuedAt(now).setExpirationTime(now + 600));
    expect(
      (await app.inject({ method: 'GET', url: userUrl('demoadmin'), headers: auth(valid) })).statusCode,
    ).toBe(202);
  });

  it('refuses a token after logout', async () => {
    const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
    const other = await login(app, DEMO.admin.userName, DEMO.admin.password);
    const res = await app.inject({ method: 'POST', url: API.logout, headers: auth(token) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Logged out' });
    await expect401(auth(token));
    // Only that token is revoked.
    expect(
      (await app.inject({ method: 'GET', url: userUrl('demoadmin'), headers: auth(other) })).statusCode,
    ).toBe(202);
  });

  it("refuses a disabled user's token and their login", async () => {
    await admin.createRole(app.ctx.db, { company: 'DEMO01', name: 'Temp', type: 'USER', modules: ['Admin'] });
    await admin.createUser(app.ctx.db, {
      company: 'DEMO01',
      username: 'tempuser',
      password: 'Temp@12345',
      firstName: 'Temp',
      lastName: 'User',
      role: 'Temp',
    });
    const token = await login(app, 'tempuser', 'Temp@12345');
    await admin.setUserEnabled(app.ctx.db, 'tempuser', false);
    await expect401(auth(token));
    const res = await postLogin({ userName: 'tempuser', password: 'Temp@12345' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: loginMessages.invalidCredentials });
  });

  it('re-enabling a user does not bring back the sessions they had before being disabled', async () => {
    await admin.createRole(app.ctx.db, {
      company: 'DEMO01',
      name: 'Temp2',
      type: 'USER',
      modules: ['Admin'],
    });
    await admin.createUser(app.ctx.db, {
      company: 'DEMO01',
      username: 'tempuser2',
      password: 'Temp@12345',
      firstName: 'Temp',
      lastName: 'Two',
      role: 'Temp2',
    });
    const before = await login(app, 'tempuser2', 'Temp@12345');
    await admin.setUserEnabled(app.ctx.db, 'tempuser2', false);
    await admin.setUserEnabled(app.ctx.db, 'tempuser2', true);
    await expect401(auth(before));
    // A token issued right after re-enabling (the same second, even) works.
    const after = await login(app, 'tempuser2', 'Temp@12345');
    expect(
      (await app.inject({ method: 'GET', url: userUrl('tempuser2'), headers: auth(after) })).statusCode,
    ).toBe(202);

    // Disabled and re-enabled by hand in SQL: the same.
    await app.ctx.db.execute(sql`update users set is_active = false where user_name = 'tempuser2'`);
    await app.ctx.db.execute(sql`update users set is_active = true where user_name = 'tempuser2'`);
    // Changes by hand reach the process's auth cache with PostgreSQL's notification (milliseconds;
    // up to 5 s allowed on a busy machine, as in auth-cache.spec.ts).
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'GET', url: userUrl('demoadmin'), headers: auth(after) })).statusCode,
        {
          timeout: 5_000,
        },
      )
      .toBe(401);
    await expect401(auth(after));
  });
});
