import { expect, type Page, test } from '@playwright/test';
import {
  advanceLabels,
  advanceMessages,
  commonMessages,
  listMessages,
  companyListMessages as lm,
  payableLabels,
  siteAdminLabels as S,
  screenTitles,
  siteAdminMessages as sm,
  vendorLabels,
} from '@sitebook/contract';
import { expectAlert, expectToast, loginAs, seriousViolations } from './fixtures';
import { choose, clickRowAction, field } from './form-helpers';

/**
 * Site Management and Admin → Lists, as demoadmin. A site is added, edited, found by
 * search and deactivated, and then missing from Add Vendor Payable's site picker; a vendor category
 * added in Lists is offered by Add Vendor's category picker.
 */

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `E2E${stamp}`;

async function openPicker(page: Page, label: string) {
  await field(page, label).click();
  return page.getByRole('option');
}

/** Adds a site in Site Management (its dialog, then the confirmation alert). */
async function addSite(page: Page, code: string, name: string, city: string) {
  await page.goto('/#/home/site');
  await page.getByRole('button', { name: sm.addSite }).click();
  const form = page.getByRole('dialog', { name: sm.addSite });
  await form.getByLabel(S.code).fill(code);
  await form.getByLabel(S.name).fill(name);
  await form.getByLabel(S.city).fill(city);
  await form.getByLabel(S.state).fill('Maharashtra');
  await form.getByRole('button', { name: sm.save }).click();
  await expectToast(page, sm.created(code));
}

/** Deactivates a site in Site Management, through its confirmation. */
async function deactivateSite(page: Page, code: string) {
  await page.goto('/#/home/site');
  await page.getByRole('searchbox', { name: listMessages.searchLabel }).fill(code);
  await page.getByRole('button', { name: `${sm.deactivate} ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: sm.confirmDeactivateTitle });
  await expect(confirm).toContainText(code);
  await confirm.getByRole('button', { name: commonMessages.yes }).click();
  await expectToast(page, sm.deactivated(code));
}

test('an administrator adds, edits, finds and deactivates a site; it leaves the payable site picker', async ({
  page,
}) => {
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/site');
  await expect(page.getByRole('heading', { name: 'Site Management', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: sm.caption })).toBeVisible();

  await addSite(page, CODE, 'Riverside Annex', 'Nashik');

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
  await expectToast(page, sm.updated(CODE));
  await search.fill('Nashik');
  await expect(page.getByRole('row').filter({ hasText: 'Riverside Annex II' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The payable site picker offers it while active
  await page.goto('/#/home/vendor/payables/addpayable');
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  let options = await openPicker(page, payableLabels.fields.siteName);
  await expect(options.filter({ hasText: CODE })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await deactivateSite(page, CODE);
  await expect(page.getByRole('row').filter({ hasText: CODE })).toContainText(sm.inactive);
  await expect(page.getByRole('button', { name: `${sm.reactivate} ${CODE}` })).toBeVisible();

  // ... and it is gone from the payable form's site picker
  await page.goto('/#/home/vendor/payables/addpayable');
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  options = await openPicker(page, payableLabels.fields.siteName);
  await expect(options.filter({ hasText: 'RST01' })).toHaveCount(1);
  await expect(options.filter({ hasText: CODE })).toHaveCount(0);
});

test('an advance request on a site deactivated since keeps its site when edited; no new request is offered it', async ({
  page,
}) => {
  const code = `OLD${stamp}`;
  const label = `Old Depot (${code})`;
  const l = advanceLabels;
  await loginAs(page, 'demoadmin');
  await addSite(page, code, 'Old Depot', 'Pune');
  await page.goto('/#/home/advance/addadvancerequest');
  await choose(page, l.fields.siteCode, label);
  await field(page, l.fields.amount).fill('250');
  await field(page, l.fields.date).fill('2026-07-01');
  await page.getByRole('button', { name: l.submit }).click();
  const created = page.getByRole('dialog');
  await expect(created).toContainText(/Advance Request ADV\d{5} Created Successfully/);
  const advanceId = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
  await created.getByRole('button', { name: commonMessages.ok }).click();

  await deactivateSite(page, code);
  await page.goto('/#/home/advance');
  await clickRowAction(page, l.editRow(advanceId));
  await expect(field(page, l.fields.siteCode)).toHaveValue(label);
  await field(page, l.fields.amount).fill('300');
  await page.getByRole('button', { name: l.update }).click();
  await expectAlert(page, advanceMessages.updated(advanceId));

  await page.goto('/#/home/advance/addadvancerequest');
  const options = await openPicker(page, l.fields.siteCode);
  await expect(options.filter({ hasText: 'RST01' })).toHaveCount(1);
  await expect(options.filter({ hasText: code })).toHaveCount(0);
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
  await expectToast(page, lm.added(value));
  await expect(page.getByRole('row').filter({ hasText: value })).toContainText(lm.active);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/#/home/vendor/myvendor/addvendor');
  await expect(page.getByRole('heading', { name: screenTitles.addVendor })).toBeVisible();
  // Add Vendor's label reads 'Category**' (required, marked as on Edit): the field by its name.
  await page.getByRole('textbox', { name: vendorLabels.fields.vendorCategory, exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: value })).toHaveCount(1);
});
