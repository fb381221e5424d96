import { expect, type Page, test } from '@playwright/test';
import {
  commonMessages,
  listMessages,
  companyListMessages as lm,
  payableLabels,
  siteAdminLabels as S,
  screenTitles,
  siteAdminMessages as sm,
  vendorLabels,
} from '@sitebook/contract';
import { expectAlert, loginAs, seriousViolations } from './fixtures';
import { field } from './form-helpers';

/**
 * Issue 15: Site Management and Admin → Lists, as demoadmin. A site is added, edited, found by
 * search and deactivated, and then missing from Add Vendor Payable's site picker; a vendor category
 * added in Lists is offered by Add Vendor's category picker.
 */

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `E2E${stamp}`;

async function openPicker(page: Page, label: string) {
  await field(page, label).click();
  return page.getByRole('option');
}

test('an administrator adds, edits, finds and deactivates a site; it leaves the payable site picker', async ({
  page,
}) => {
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/site');
  await expect(page.getByRole('heading', { name: 'Site Management', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: sm.caption })).toBeVisible();

  // Add
  await page.getByRole('button', { name: sm.addSite }).click();
  const form = page.getByRole('dialog', { name: sm.addSite });
  await form.getByLabel(S.code).fill(CODE);
  await form.getByLabel(S.name).fill('Riverside Annex');
  await form.getByLabel(S.city).fill('Nashik');
  await form.getByLabel(S.state).fill('Maharashtra');
  await form.getByRole('button', { name: sm.save }).click();
  await expectAlert(page, sm.created(CODE));

  // Search finds it (by code, then by city)
  const search = page.getByRole('searchbox', { name: listMessages.searchLabel });
  await search.fill(CODE.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: CODE });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table', { name: sm.caption }).getByRole('row')).toHaveCount(2);

  // Edit
  await page.getByRole('button', { name: `${sm.edit} ${CODE}` }).click();
  const edit = page.getByRole('dialog', { name: sm.editSite });
  await expect(edit.getByLabel(S.name)).toHaveValue('Riverside Annex');
  await edit.getByLabel(S.name).fill('Riverside Annex II');
  await edit.getByRole('button', { name: sm.save }).click();
  await expectAlert(page, sm.updated(CODE));
  await search.fill('Nashik');
  await expect(page.getByRole('row').filter({ hasText: 'Riverside Annex II' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The payable site picker offers it while active
  await page.goto('/#/home/vendor/payables/addpayable');
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  let options = await openPicker(page, payableLabels.fields.siteName);
  await expect(options.filter({ hasText: CODE })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Deactivate (with its confirmation)
  await page.goto('/#/home/site');
  await page.getByRole('searchbox', { name: listMessages.searchLabel }).fill(CODE);
  await page.getByRole('button', { name: `${sm.deactivate} ${CODE}` }).click();
  const confirm = page.getByRole('dialog', { name: sm.confirmDeactivateTitle });
  await expect(confirm).toContainText(CODE);
  await confirm.getByRole('button', { name: commonMessages.yes }).click();
  await expectAlert(page, sm.deactivated(CODE));
  await expect(page.getByRole('row').filter({ hasText: CODE })).toContainText(sm.inactive);
  await expect(page.getByRole('button', { name: `${sm.reactivate} ${CODE}` })).toBeVisible();

  // ... and it is gone from the payable form's site picker
  await page.goto('/#/home/vendor/payables/addpayable');
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  options = await openPicker(page, payableLabels.fields.siteName);
  await expect(options.filter({ hasText: 'RST01' })).toHaveCount(1);
  await expect(options.filter({ hasText: CODE })).toHaveCount(0);
});

test('a vendor category added in Admin → Lists is offered by Add Vendor', async ({ page }) => {
  const value = `Glazing ${stamp}`;
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: lm.tabLists }).click();
  await expect(page.getByRole('tab', { name: lm.tabLists })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, lm.pickList)).toHaveValue('Vendor categories');
  await field(page, lm.newValue).fill(value);
  await page.getByRole('button', { name: lm.add, exact: true }).click();
  await expectAlert(page, lm.added(value));
  await expect(page.getByRole('row').filter({ hasText: value })).toContainText(lm.active);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/#/home/vendor/myvendor/addvendor');
  await expect(page.getByRole('heading', { name: screenTitles.addVendor })).toBeVisible();
  const options = await openPicker(page, vendorLabels.fields.vendorCategory);
  await expect(options.filter({ hasText: value })).toHaveCount(1);
});
