import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, jwtSecretProblem, loadConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const strongSecret = randomBytes(48).toString('base64');

describe('loadConfig', () => {
  it('has the documented defaults and generates a 0600 JWT secret once', () => {
    const dataDir = path.join(dir, 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      pgliteDir: path.join(dataDir, 'pglite'),
      tokenTtl: '8h',
      // What `npm run serve` reads: the demo's published logins only when asked, on either database.
      seedDemo: false,
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
      trustProxy: false,
    });
    expect(DEFAULT_WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('does not seed PostgreSQL by default and reads overrides', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: strongSecret,
      PORT: '9000',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TOKEN_TTL: '1h',
      WEB_DIST: dir,
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      jwtSecret: strongSecret,
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'warn',
      tokenTtl: '1h',
      webDist: dir,
    });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dir, SEED_DEMO: 'maybe' })).toThrow(/true or false/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/at least 32 random bytes/);
  });

  it('names every bad variable in one message, and reads blank values as unset', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir, PORT: '70000', RATE_LIMIT_LOGIN: '0', UPLOAD_RATE_FILES: '2.5' }),
    ).toThrow(
      'PORT must be a whole number between 0 and 65535, got "70000"; ' +
        'RATE_LIMIT_LOGIN must be a whole number between 1 and 1000000, got "0"; ' +
        'UPLOAD_RATE_FILES must be a whole number between 1 and 1000000, got "2.5"',
    );
    const config = loadConfig({ DATA_DIR: dir, PORT: ' ', HOST: '', TRUST_PROXY: ' yes ', REDIS_URL: '  ' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(true);
    expect(config.redisUrl).toBeUndefined();
  });
});

describe('JWT_SECRET strength', () => {
  it('refuses the published example and anything under 32 random bytes, and says how to make one', () => {
    const weak = [
      'change-me-to-a-long-random-secret',
      'CHANGE-ME-to-a-long-random-secret-for-production-use-please',
      's'.repeat(64),
      'abcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabc',
      randomBytes(24).toString('base64'),
      randomBytes(16).toString('hex'),
    ];
    for (const secret of weak) {
      expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }), secret).toThrow(
        /openssl rand -base64 48/,
      );
    }
  });

  it('accepts 32 or more random bytes in base64, base64url or hex', () => {
    for (let i = 0; i < 20; i++) {
      expect(jwtSecretProblem(randomBytes(32).toString('base64'))).toBeUndefined();
      expect(jwtSecretProblem(randomBytes(48).toString('base64url'))).toBeUndefined();
      expect(jwtSecretProblem(randomBytes(32).toString('hex'))).toBeUndefined();
    }
  });

  it('replaces a weak stored secret under DATA_DIR with a generated one', () => {
    const dataDir = mkdtempSync(path.join(dir, 'weak-'));
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'change-me-to-a-long-random-secret\n');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret).not.toBe('change-me-to-a-long-random-secret');
    expect(jwtSecretProblem(config.jwtSecret)).toBeUndefined();
  });

  it('the server refuses to start with the README example secret: one line, exit code 1, no stack', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dir, JWT_SECRET: 'change-me-to-a-long-random-secret', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Sitebook cannot start: JWT_SECRET is a published example value');
    expect(result.stderr).toContain('openssl rand -base64 48');
    expect(result.stderr).not.toMatch(/\bat \S+ \(/);
  });
});
