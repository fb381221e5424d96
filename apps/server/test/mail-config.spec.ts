import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

/** SMTP_URL, MAIL_FROM and APP_URL as the server reads them (README "Configuration"). */
const env = (extra: Record<string, string>) => ({
  JWT_SECRET: 'q3K8vX1mZ9pL2sT7wY4bN6cR0fH5jD8gA1eU3iO9kM2nB7vC4xZ6lP0tS5yW8rQ',
  DATA_DIR: '/tmp/sitebook-mail-config',
  ...extra,
});

describe('mail configuration', () => {
  it('leaves SMTP_URL unset by default: mail is kept', () => {
    const config = loadConfig(env({}));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBeUndefined();
  });

  it('reads SMTP_URL, MAIL_FROM and APP_URL', () => {
    const config = loadConfig(
      env({
        SMTP_URL: ' smtps://mailer:pw@mail.example.in:465 ',
        MAIL_FROM: 'Sitebook <mail@example.in>',
        APP_URL: 'https://sitebook.example.in',
      }),
    );
    expect(config.smtpUrl).toBe('smtps://mailer:pw@mail.example.in:465');
    expect(config.mailFrom).toBe('Sitebook <mail@example.in>');
    expect(config.appUrl).toBe('https://sitebook.example.in');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without repeating its password', () => {
    expect(() => loadConfig(env({ SMTP_URL: 'http://mailer:topsecret@mail.example.in' }))).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig(env({ SMTP_URL: 'http://mailer:topsecret@mail.example.in' }))).not.toThrow(
      /topsecret/,
    );
    expect(() => loadConfig(env({ SMTP_URL: 'not a url' }))).toThrow(/SMTP_URL must be a URL/);
  });
});
