import { expect, test } from '@playwright/test';
import { loginAs, openLogin, seriousViolations } from './fixtures';

test.describe('Accessibility (axe, WCAG 2.1 AA)', () => {
  test('the login screen has no serious or critical violation', async ({ page }) => {
    await openLogin(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home screen has no serious or critical violation', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the vendor section has no serious or critical violation', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/myvendor');
    await expect(page.getByRole('navigation', { name: 'Vendor menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [route, heading] of [
    ['/#/home/vendor/myvendor', 'VendorList'],
    ['/#/home/vendor/myvendor/addvendor', 'Add Vendor'],
    ['/#/home/vendor/performance', 'Vendor Performance'],
    ['/#/home/vendor/rating', 'Vendor Rating'],
  ] as const) {
    test(`${heading} has no serious or critical violation`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('Loading ....')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
