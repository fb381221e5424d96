import { expect, test } from '@playwright/test';
import { DEMO_USERS, loginAs, openLogin, seriousViolations } from './fixtures';

/** Site staff use phones: 375×812. */
test.describe('Phone width', () => {
  test('login works and the page does not scroll sideways', async ({ page }) => {
    await openLogin(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loginAs(page, 'demoadmin');
    await expect(page.getByRole('banner')).toContainText(DEMO_USERS.demoadmin.initials);
  });

  test('the modules open from the burger and close after choosing one', async ({ page }) => {
    await loginAs(page, 'sitelead');
    const nav = page.getByRole('navigation', { name: 'Modules' });
    await page.getByRole('button', { name: 'Open modules' }).click();
    await nav.getByRole('link', { name: 'Advance Management' }).click();
    await expect(page).toHaveURL(/#\/home\/advance/);
    await expect(nav.getByRole('link', { name: 'Advance Management' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('axe finds no serious violation on the phone layout', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Vendor screens at phone width', () => {
  for (const [route, heading] of [
    ['/#/home/vendor/myvendor', 'VendorList'],
    ['/#/home/vendor/myvendor/addvendor', 'Add Vendor'],
  ] as const) {
    test(`${heading} fits the phone and passes axe`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('Loading ....')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
