import { expect, type Page, test } from '@playwright/test';
import { MODULES } from '@sitebook/contract';
import { loginAs, openLogin } from './fixtures';

/**
 * The app works under its content security policy: no screen triggers a CSP
 * violation. Each page records `securitypolicyviolation` events from its first script on.
 */

const SCREENS = [
  ...MODULES.map((m) => m.path),
  '/home/vendor/myvendor',
  '/home/vendor/myvendor/addvendor',
  '/home/vendor/payables',
  '/home/vendor/payables/addpayable',
  '/home/vendor/payables/statussumm',
  '/home/advance/myadvancerequest',
  '/home/advance/addadvancerequest',
];

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('Content security policy', () => {
  test('the login screen has a strict policy and no violation', async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await openLogin(page);
    expect(await violations(page)).toEqual([]);
  });

  test('no screen of the app triggers a violation', async ({ page }) => {
    test.setTimeout(120_000);
    await recordViolations(page);
    await loginAs(page, 'demoadmin');
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(`/#${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).not.toBeEmpty();
      for (const v of await violations(page)) found.push(`${path}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});
