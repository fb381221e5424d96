import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, loadConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
      seedDemo: true,
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
      JWT_SECRET: 's'.repeat(40),
      PORT: '9000',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TOKEN_TTL: '1h',
      WEB_DIST: dir,
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      jwtSecret: 's'.repeat(40),
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'warn',
      tokenTtl: '1h',
      webDist: dir,
    });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dir, SEED_DEMO: 'maybe' })).toThrow(/true or false/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
