import { expect, type Page, test } from '@playwright/test';
import { advanceLabels, advanceMessages, payableMessages, vendorMessages } from '@sitebook/contract';
import { loginAs, seriousViolations } from './fixtures';

// Runs in the 'phone' project (375×812): the screens reached from a list row, which the other phone
// checks do not open. Each must fit the phone without sideways page scroll and pass axe.

async function fitsThePhone(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The first row action of the list (a card's button at phone width) whose accessible name matches. */
async function firstRowAction(page: Page, name: RegExp) {
  const action = page.getByRole('main').getByRole('listitem').getByRole('button', { name }).first();
  await expect(action).toBeVisible();
  await action.click();
}

test.describe('Screens opened from a row, at phone width', () => {
  for (const [action, route] of [
    [/^Edit /, /editvendor\/VEN\d+$/],
    [/^View /, /viewvendor\/VEN\d+$/],
  ] as const) {
    test(`the vendor list's ${action.source.slice(1).trim()} screen fits and passes axe`, async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/myvendor');
      await expect(page.getByRole('heading', { name: vendorMessages.listTitle })).toBeVisible();
      await firstRowAction(page, action);
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await fitsThePhone(page);
    });
  }

  for (const [action, route] of [
    [/^Edit VPB\d+$/, /editpayable\/VPB\d+$/],
    [/^View VPB\d+$/, /viewpayable\/VPB\d+$/],
    [/^History of VPB\d+$/, /historypayable\/VPB\d+$/],
  ] as const) {
    test(`the payables list's ${route.source.split('\\/')[0]} screen fits and passes axe`, async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/payables');
      await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();
      await firstRowAction(page, action);
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await fitsThePhone(page);
    });
  }

  test('AdvanceRequest List and Edit Advance Request fit and pass axe', async ({ page }) => {
    await loginAs(page, 'sitelead');
    await page.goto('/#/home/advance/myadvancerequest');
    await expect(page.getByRole('heading', { name: advanceMessages.listTitle })).toBeVisible();
    await fitsThePhone(page);
    await firstRowAction(page, /^Edit ADV\d+$/);
    await expect(page).toHaveURL(/editadvancerequest\/ADV\d+$/);
    await expect(page.getByRole('button', { name: advanceLabels.update })).toBeVisible();
    await fitsThePhone(page);
  });

  test('Proof Submission fits and passes axe', async ({ page }) => {
    await loginAs(page, 'sitelead');
    await page.goto('/#/home/expense');
    await expect(
      page
        .getByRole('list', { name: advanceMessages.proofTitle })
        .getByRole('button', { name: /^Open ADV\d+$/ })
        .first(),
    ).toBeVisible();
    await fitsThePhone(page);
  });
});
