import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiPath,
  vendorLabels as L,
  vendorMessages as m,
  PERFORMANCE_GRADE_OPTION,
  vendorHistoryMessages,
  vendorLimitLabels,
} from '@sitebook/contract';
import { expectAlert, loginAs, nextPage } from './fixtures';

const F = L.fields;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Inputs, Selects and MultiSelects are textboxes named by their label (the Edit '**' mark is aria-hidden). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function openList(page: Page) {
  await page.goto('/#/home/vendor/myvendor');
  await expect(page.getByRole('heading', { name: m.listTitle })).toBeVisible();
  await expect(page.getByText(m.selectTag).or(page.getByPlaceholder(m.selectTag)).first()).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills Add Vendor with valid values (WORK vendor, no opening balance). */
async function fillValidVendor(page: Page, name: string, phone = '9876543210') {
  await field(page, F.vendorName).fill(name);
  await field(page, F.vendorDescription).fill('Masonry and plastering crew');
  await choose(page, F.vendorCategory, 'Civil');
  await choose(page, F.typeOfWork, 'Masonry');
  await field(page, F.contactPerson).fill('Ravi Kumar');
  await field(page, F.phoneNumber).fill(phone);
  await field(page, F.emailId).fill('ravi@example.in');
  await field(page, F.addressLine1).fill('12 MG Road');
  await field(page, F.addressLine2).fill('Near Bus Stand');
  await field(page, F.city).fill('Pune');
  await choose(page, F.state, 'Maharashtra');
}

/** Walks the pages of the vendor table until the vendor's row shows. */
async function findRow(page: Page, name: string) {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The list refetches after a change (aria-busy while it does); read it once it has.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (let i = 0; i < 50; i++) {
    const row = table.getByRole('row').filter({ hasText: name });
    if (await row.count()) return row;
    const next = page.getByRole('button', { name: 'Next', exact: true });
    if (await next.isDisabled()) break;
    await nextPage(page);
  }
  throw new Error(`No row for ${name}`);
}

async function createVendor(page: Page, name: string) {
  await openList(page);
  await page
    .getByRole('button', { name: m.addNew })
    .or(page.getByRole('link', { name: m.addNew }))
    .click();
  await fillValidVendor(page, name);
  await page.getByRole('button', { name: L.submit }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(m.continueWithoutOpeningBalance);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectAlert(page, /Vendor VEN\d{5} created Successfully/);
  await expect(page).toHaveURL(/#\/home\/vendor\/myvendor$/);
}

test.describe('Vendor list', () => {
  test('shows the title, the columns, 10 rows a page and moves between pages', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await openList(page);
    const headers = page.getByRole('columnheader');
    for (const column of L.columns)
      await expect(headers.filter({ hasText: new RegExp(`^${column}$`) })).toHaveCount(1);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11); // header + 10
    const firstPage = await rows.nth(1).textContent();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(rows.nth(1)).not.toHaveText(firstPage ?? '');
    await page.getByRole('button', { name: 'Prev', exact: true }).click();
    await expect(rows.nth(1)).toHaveText(firstPage ?? '');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(rows.nth(1)).not.toHaveText(firstPage ?? '');
  });

  test('Delete Bulk Uploads without a tag asks for one', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await openList(page);
    await page.getByRole('button', { name: m.deleteBulk }).click();
    await expectAlert(page, m.pleaseSelectTag);
  });
});

test.describe('Add, edit, view and remove a vendor', () => {
  test('an empty SUBMIT shows every required message', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/myvendor/addvendor');
    for (const section of [
      L.sections.vendorInfo,
      L.sections.contactInfo,
      L.sections.openingBalance,
      L.sections.currentBalance,
    ]) {
      await expect(page.getByText(section, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: L.submit }).click();
    for (const text of [
      m.vendorNameEmpty,
      m.vendorDescriptionEmpty,
      m.selectCategory,
      m.selectWorkType,
      m.contactPersonEmpty,
      m.phoneEmpty,
      m.emailEmpty,
      m.addressLine1Empty,
      m.addressLine2Empty,
      m.cityEmpty,
      m.selectState,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('bad values show the & rule, phone and email messages; GOODS asks for goods', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/myvendor/addvendor');
    await field(page, F.vendorName).fill('Rao & Sons');
    await field(page, F.vendorDescription).fill('Bricks & blocks');
    await field(page, F.contactPerson).fill('A & B');
    await field(page, F.addressLine1).fill('1 & 2 Street');
    await field(page, F.phoneNumber).fill('98765');
    await field(page, F.emailId).fill('not-an-email');
    await page.getByRole('radio', { name: 'GOODS' }).check();
    await expect(field(page, F.typeOfGoods)).toBeVisible();
    await expect(field(page, F.typeOfWork)).toHaveCount(0);
    await page.getByRole('button', { name: L.submit }).click();
    for (const text of [
      m.ampVendorName,
      m.ampVendorDescription,
      m.ampContactPerson,
      m.ampNotAllowed,
      m.phoneInvalid,
      m.emailInvalid,
      m.selectGoodsType,
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
  });

  test('No at the opening-balance question keeps the form and sends nothing', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/myvendor/addvendor');
    const name = unique('Kept Vendor');
    await fillValidVendor(page, name);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(API.vendor)) posted++;
    });
    await page.getByRole('button', { name: L.submit }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(m.continueWithoutOpeningBalance);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(field(page, F.vendorName)).toHaveValue(name);
    expect(posted).toBe(0);
  });

  test('create, view, edit and remove walk through the spec dialogs', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    const name = unique('Walkthrough Builders');
    await createVendor(page, name);

    // View
    let row = await findRow(page, name);
    await row.getByRole('button', { name: `${L.actions.view} ${name}` }).click();
    await expect(page).toHaveURL(/viewvendor\/VEN\d+$/);
    await expect(page.getByText(F.typeOfWorkView, { exact: true })).toBeVisible();
    await expect(page.getByText('Masonry', { exact: true })).toBeVisible();
    // The name is in the details and in the vendor's history (its create row).
    await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: vendorHistoryMessages.caption }).getByText(name),
    ).toBeVisible();
    await page
      .getByRole('link', { name: L.back })
      .or(page.getByRole('button', { name: L.back }))
      .first()
      .click();

    // Edit
    row = await findRow(page, name);
    await row.getByRole('button', { name: `${L.actions.edit} ${name}` }).click();
    await expect(page).toHaveURL(/editvendor\/VEN\d+$/);
    await expect(page.getByText(L.sections.performanceGrade, { exact: true })).toBeVisible();
    await expect(field(page, F.vendorName)).toHaveValue(name);
    await expect(field(page, F.openingBalance)).toHaveAttribute('readonly', /.*/);
    await field(page, F.performanceGrade).click();
    await expect(page.getByRole('option')).toHaveText([PERFORMANCE_GRADE_OPTION.label]);
    await page.keyboard.press('Escape');
    await field(page, F.city).fill('Nashik');
    await page.getByRole('button', { name: L.update }).click();
    await expectAlert(page, /Vendor VEN\d{5} updated Successfully/);
    await expect(page).toHaveURL(/#\/home\/vendor\/myvendor$/);
    row = await findRow(page, name);
    await expect(row).toContainText('Nashik');

    // Remove
    await row.getByRole('button', { name: `${L.actions.remove} ${name}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(m.deleteConfirm(name));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectAlert(page, /Vendor VEN\d{5} deleted Successfully/);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const session = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
    );
    const stored = await page.request.get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), {
      headers: { authorization: `Bearer ${session.jwt}` },
    });
    expect((await stored.json()).map((v: { vendorName: string }) => v.vendorName)).not.toContain(name);
  });

  test('the vendor limit: reached while the form is open, the Vendor Limit dialog; reached before, said on opening with SUBMIT disabled', async ({
    page,
  }) => {
    await loginAs(page, 'betaadmin');
    await openList(page);
    await page
      .getByRole('button', { name: m.addNew })
      .or(page.getByRole('link', { name: m.addNew }))
      .click();
    await expect(page.getByRole('button', { name: L.submit })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await fillValidVendor(page, unique('One Too Many'));
    await field(page, F.openingBalance).fill('100');
    // Meanwhile BETA01 (limit 5) fills up through the API, as another user of the company would.
    const session = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
    );
    const headers = { authorization: `Bearer ${session.jwt}` };
    const list = await page.request.get(apiPath(API.vendorsForTenant, { tenant: 'BETA01' }), { headers });
    const existing = (await list.json()).length as number;
    for (let i = existing; i < 5; i++) {
      const res = await page.request.post(API.vendor, {
        headers,
        data: {
          tenantCode: 'BETA01',
          vendorName: unique('Beta Filler'),
          vendorDescription: 'Filler',
          vendorCategory: 'Civil',
          typeOfWork: 'Masonry',
          typeOfGoods: '',
          contactPerson: 'Filler',
          phoneNumber: `90000000${i}${i}`.slice(0, 10),
          emailId: 'filler@example.in',
          addressLine1: 'a',
          addressLine2: 'b',
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          openingBalance: 10,
        },
      });
      expect(res.status()).toBe(202);
    }
    await page.getByRole('button', { name: L.submit }).click();
    await expectAlert(page, /Vendor limit of 5 reached/, m.vendorLimitTitle);
    await expect(page).toHaveURL(/addvendor$/);

    // Opening Add Vendor at the limit says so at once, and SUBMIT cannot be pressed.
    await openList(page);
    await page
      .getByRole('button', { name: m.addNew })
      .or(page.getByRole('link', { name: m.addNew }))
      .click();
    const alert = page.getByRole('alert').filter({ hasText: m.vendorLimitTitle });
    await expect(alert).toContainText(m.limitReached(5, 'Beta Builders'));
    await expect(alert).toContainText(vendorLimitLabels.submitDisabled);
    await expect(page.getByRole('button', { name: L.submit })).toBeDisabled();
  });
});

test.describe('Bulk upload', () => {
  const header =
    'vendorName,vendorDescription,vendorCategory,typeOfWork,typeOfGoods,contactPerson,phoneNumber,emailId,addressLine1,addressLine2,city,state,country,openingBalance,openingBalanceDate,typeOfTransactionForOb';

  test('a CSV with good and bad rows shows the result dialog, and the tag removes the uploaded rows', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await openList(page);
    const tag = Date.now().toString().slice(-6);
    const csv = [
      header,
      `Bulk One ${tag},Steel supply,Material Supplier,,"Steel,Cement",Anil,9${tag}001,anil@example.in,Plot 4,MIDC,Pune,Maharashtra,India,500,2026-01-10,Cr`,
      `Bulk Two ${tag},Tiling crew,Civil,Tiling,,Sunil,9${tag}002,sunil@example.in,Plot 5,MIDC,Pune,Maharashtra,India,,,`,
      `Bulk Bad ${tag},Bad row,Civil,Tiling,,Raj,12345,raj@example.in,Plot 6,MIDC,Pune,Maharashtra,India,,,`,
    ].join('\n');
    const fileName = `vendors-${tag}.csv`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: L.upload, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m.bulkDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${L.bulkProcessed}`);
    await expect(dialog.getByRole('row').filter({ hasText: m.phoneInvalid })).toContainText('4');
    await expect(dialog).toContainText(/Successful records\s*2/);
    await expect(dialog).toContainText(/Failed records\s*1/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await findRow(page, `Bulk One ${tag}`);

    // Its own upload's tag, so that other tests' uploads stay.
    await page.getByRole('textbox', { name: L.bulkTag }).click();
    await page.getByRole('option', { name: fileName }).click();
    await page.getByRole('button', { name: m.deleteBulk }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(new RegExp(`Delete 2 vendors from upload ${fileName} \\(`));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectAlert(page, '2 vendors removed.');
  });

  test('a file that is not a spreadsheet shows Incorrect File Uploaded.', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await openList(page);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'vendors.xlsx', mimeType: 'application/octet-stream', buffer: png });
    await page.getByRole('button', { name: L.upload, exact: true }).click();
    await expectAlert(page, m.incorrectFile);
  });
});
