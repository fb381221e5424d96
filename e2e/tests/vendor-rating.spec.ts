import { expect, type Page, test } from '@playwright/test';
import {
  payableLabels,
  vendorRatingMessages as R,
  vendorPerformanceMessages as VP,
  vendorMessages,
} from '@sitebook/contract';
import { loginAs, seriousViolations } from './fixtures';
import { field } from './form-helpers';

/** Screenshots to look at (not compared): RATING_SHOTS=<dir>. */
const shots = process.env.RATING_SHOTS;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/**
 * Vendor Rating and Vendor Performance in the browser: demoadmin rates a bill's vendor on Vendor
 * Rating, and the vendor's average shows on My Vendors and in Add Vendor Payable's vendor picker; Vendor
 * Performance lists the vendors with their figures. At 1366 px and at 390 px (cards), each with a
 * vendor of its own (the runs share one database).
 */
for (const { name, viewport, vendor } of [
  { name: '1366 px', viewport: { width: 1366, height: 900 }, vendor: 'Sharma Builders' },
  { name: '390 px', viewport: { width: 390, height: 844 }, vendor: 'Balaji Cement Traders' },
] as const) {
  test.describe(`Vendor Rating at ${name}`, () => {
    test.use({ viewport });

    test(`rating ${vendor} changes its average on My Vendors and in the vendor picker`, async ({ page }) => {
      test.slow();
      await loginAs(page, 'demoadmin');

      // Before: My Vendors shows no rating under its grade.
      await page.goto(`/#/home/vendor/myvendor?q=${encodeURIComponent(vendor)}`);
      await expect(page.getByRole('heading', { name: vendorMessages.listTitle, exact: true })).toBeVisible();
      await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(R.average('4.0', 1))).toHaveCount(0);

      // Rate one of its bills: quality 5, timeliness 4, price 3 → 4.0.
      await page.goto(`/#/home/vendor/rating?q=${encodeURIComponent(vendor)}`);
      await expect(page.getByRole('heading', { name: R.title, exact: true })).toBeVisible();
      const rate = page.getByRole('button', { name: new RegExp(`^${R.rate} ${vendor} `) }).first();
      await expect(rate).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `rating-list-${viewport.width}`);
      await rate.click();
      const dialog = page.getByRole('dialog');
      for (const [criterion, mark] of [
        [R.criteria.quality, '5'],
        [R.criteria.timeliness, '4'],
        [R.criteria.price, '3'],
      ] as const) {
        await dialog.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: mark }).check();
      }
      await dialog.getByLabel(R.comment).fill('Neat work, a day late');
      await shot(page, `rating-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: R.save }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${R.editRating} ${vendor} `) }).first(),
      ).toBeVisible();

      // After: My Vendors shows the average with its count.
      await page.goto(`/#/home/vendor/myvendor?q=${encodeURIComponent(vendor)}`);
      await expect(page.getByText(R.average('4.0', 1)).first()).toBeVisible();
      await shot(page, `rating-myvendors-${viewport.width}`);

      // The vendor picker of Add Vendor Payable reads it too.
      await page.goto('/#/home/vendor/payables/addpayable');
      const picker = field(page, payableLabels.fields.vendorName);
      await picker.click();
      await picker.fill(vendor.split(' ')[0] as string);
      await expect(
        page.getByRole('option', {
          name: new RegExp(`${vendor}.*${R.average('4.0', 1).replace(/[()]/g, '\\$&')}`),
        }),
      ).toBeVisible();
      await shot(page, `rating-picker-${viewport.width}`);

      // View Vendor lists the rating with its comment.
      await page.goto(`/#/home/vendor/myvendor?q=${encodeURIComponent(vendor)}`);
      await page
        .getByRole('button', { name: `View ${vendor}` })
        .first()
        .click();
      await expect(page.getByText('Neat work, a day late')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `rating-viewvendor-${viewport.width}`);
    });

    test('Vendor Performance lists the vendors with their figures, sorted and searched in the URL', async ({
      page,
    }) => {
      test.slow();
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/performance');
      await expect(page.getByRole('heading', { name: VP.title, exact: true })).toBeVisible();
      await expect(page.getByText(vendor).first()).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(`^${VP.trendAlt}`) })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `performance-${viewport.width}`);
      await page.goto(`/#/home/vendor/performance?q=${encodeURIComponent(vendor)}&sort=bills,desc`);
      await expect(page.getByText(vendor).first()).toBeVisible();
      await page.getByRole('link', { name: vendor }).first().click();
      await expect(page).toHaveURL(/viewvendor\//);
    });
  });
}
