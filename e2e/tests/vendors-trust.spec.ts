import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiPath,
  vendorLabels as L,
  vendorMessages as m,
  vendorUploadLabels as U,
} from '@sitebook/contract';
import { expectAlert, loginAs } from './fixtures';

/**
 * Vendors, walked as a user: one duplicate rule, each upload its own tag, searchable
 * dropdowns and an editable category, bad values named in the bulk dialog, newest vendors first.
 * (The vendor limit said on opening is walked in vendors.spec.ts, the one test that fills BETA01.)
 */

const F = L.fields;
const stamp = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const HEADER =
  'vendorName,vendorDescription,vendorCategory,typeOfWork,typeOfGoods,contactPerson,phoneNumber,emailId,addressLine1,addressLine2,city,state,country,openingBalance,openingBalanceDate,typeOfTransactionForOb';

async function openList(page: Page) {
  await page.goto('/#/home/vendor/myvendor');
  await expect(page.getByRole('heading', { name: m.listTitle })).toBeVisible();
}

/** Types into a searchable dropdown and picks the one option the text leaves. */
async function typeAndPick(page: Page, label: string, typed: string, option: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(typed);
  await expect(page.getByRole('option')).toHaveText([option]);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function fillVendor(page: Page, name: string, phone: string) {
  await field(page, F.vendorName).fill(name);
  await field(page, F.vendorDescription).fill('Masonry crew');
  // Every dropdown takes typing.
  await typeAndPick(page, F.vendorCategory, 'civ', 'Civil');
  await typeAndPick(page, F.typeOfWork, 'maso', 'Masonry');
  await field(page, F.contactPerson).fill('Ravi Kumar');
  await field(page, F.phoneNumber).fill(phone);
  await field(page, F.emailId).fill('ravi@example.in');
  await field(page, F.addressLine1).fill('12 MG Road');
  await field(page, F.addressLine2).fill('Near Bus Stand');
  await field(page, F.city).fill('Pune');
  await typeAndPick(page, F.state, 'mahara', 'Maharashtra');
  await field(page, F.openingBalance).fill('100');
}

async function addVendor(page: Page, name: string, phone: string) {
  await openList(page);
  await page.getByRole('link', { name: m.addNew }).click();
  await fillVendor(page, name, phone);
  await page.getByRole('button', { name: L.submit }).click();
}

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}').jwt as string);

/** A Civil / Masonry vendor of DEMO01 created through the API. */
async function vendorByApi(page: Page, vendorName: string, phoneNumber: string) {
  const res = await page.request.post(API.vendor, {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: {
      tenantCode: 'DEMO01',
      vendorName,
      vendorDescription: 'Masonry crew',
      vendorCategory: 'Civil',
      typeOfWork: 'Masonry',
      typeOfGoods: '',
      contactPerson: 'Ravi Kumar',
      phoneNumber,
      emailId: 'ravi@example.in',
      addressLine1: '12 MG Road',
      addressLine2: 'Near Bus Stand',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      openingBalance: 100,
    },
  });
  expect(res.status()).toBe(202);
}

async function upload(page: Page, fileName: string, rows: string[]) {
  await page.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  });
  await page.getByRole('button', { name: L.upload, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.bulkDialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Vendors you can trust', () => {
  test('the same name and phone is refused on Add and the message stays over the form; a new vendor shows first', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    const id = stamp();
    const name = `Trusty Builders ${id}`;
    const phone = `8${id}00`.slice(0, 10);
    await addVendor(page, name, phone);
    await expectAlert(page, /Vendor VEN\d{5} created Successfully/);
    // Newest first: the new vendor is on the first page, before the seeded ones.
    await expect(page).toHaveURL(/#\/home\/vendor\/myvendor$/);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(1);

    await addVendor(page, name.toUpperCase(), phone);
    await expectAlert(page, m.sorry(m.duplicateVendor));
    await expect(page).toHaveURL(/addvendor$/);
    await expect(page.getByRole('alert')).toContainText(m.sorry(m.duplicateVendor));
  });

  test("editing a vendor onto another vendor's name and phone is refused over the form; the category is editable and kept", async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    const id = stamp();
    const name = `Trusty Builders ${id}`;
    const phone = `8${id}00`.slice(0, 10);
    const other = `Other Builders ${id}`;
    // The two vendors through the API (Add is walked in the test above).
    await vendorByApi(page, name, phone);
    await vendorByApi(page, other, `7${id}00`.slice(0, 10));
    await openList(page);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: other });
    await row.getByRole('button', { name: `${L.actions.edit} ${other}` }).click();
    await expect(page).toHaveURL(/editvendor\/VEN\d+$/);
    await field(page, F.vendorName).fill(name);
    await field(page, F.phoneNumber).fill(phone);
    await page.getByRole('button', { name: L.update }).click();
    await expectAlert(page, m.sorry(m.duplicateVendor));
    await expect(page.getByRole('alert')).toContainText(m.duplicateVendor);

    // The category can be changed on edit (typed into), and is kept.
    await field(page, F.vendorName).fill(other);
    await typeAndPick(page, F.vendorCategory, 'elec', 'Electrical');
    await page.getByRole('button', { name: L.update }).click();
    await expectAlert(page, /Vendor VEN\d{5} updated Successfully/);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: other })).toContainText(
      'Electrical',
    );
  });

  test('each upload has its own tag: file, date and rows in the selector, the count to confirm, payables kept, empty tags gone; bad values named', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await openList(page);
    const id = stamp();
    const row = (n: number, phone = `6${id}0${n}`) =>
      `Upload ${id} Vendor ${n},Tiling crew,Civil,Tiling,,Sunil,${phone},sunil@example.in,Plot ${n},MIDC,Pune,Maharashtra,India,,,`;
    const first = `first-${id}.csv`;
    const second = `second-${id}.csv`;

    let dialog = await upload(page, first, [row(1), row(2), row(3, '12ab')]);
    // The bad value after the spec's message.
    await expect(dialog.getByRole('row').filter({ hasText: `${m.phoneInvalid}: 12ab` })).toContainText('4');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await upload(page, second, [row(4), row(5)]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The selector: BulkUpload (all uploads) and each upload with file name, date and row count.
    const tags = field(page, L.bulkTag);
    await tags.click();
    await expect(page.getByRole('option', { name: 'BulkUpload' })).toContainText(U.allUploads);
    await expect(page.getByRole('option', { name: first })).toHaveText(
      new RegExp(`^${first} \\(\\d{2}-\\d{2}-\\d{4}\\) · 2 rows$`),
    );
    await expect(page.getByRole('option', { name: second })).toContainText('· 2 rows');
    await page.getByRole('option', { name: first }).click();
    await expect(page.getByText(U.carrying(2))).toBeVisible();
    await page.getByRole('button', { name: m.deleteBulk }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(
      new RegExp(`Delete 2 vendors from upload ${first} \\(\\d{2}-\\d{2}-\\d{4}\\)\\?`),
    );
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectAlert(page, '2 vendors removed.');

    // The emptied upload is gone from the selector; the other stays.
    await tags.click();
    await expect(page.getByRole('option', { name: second })).toBeVisible();
    await expect(page.getByRole('option', { name: first })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A vendor of the second upload gets a payable: removing that upload keeps it and says so.
    const headers = { authorization: `Bearer ${await token(page)}` };
    const vendors = (await (
      await page.request.get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), { headers })
    ).json()) as { vendorId: number; vendorName: string }[];
    const kept = vendors.find((v) => v.vendorName === `Upload ${id} Vendor 4`);
    const sites = (await (
      await page.request.get(apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), { headers })
    ).json()) as { siteId: number }[];
    const payable = await page.request.post(API.payable, {
      headers,
      data: {
        tenantCode: 'DEMO01',
        erfSiteId: sites[0]?.siteId,
        erfVendorId: kept?.vendorId,
        typeOfWork: 'Tiling',
        typeOfMaterials: '',
        quantity: '10',
        units: 'Sq.ft',
        amount: 1000,
        paymentMode: 'Cash',
        billDate: '2026-05-01',
        paymentDueDate: '2026-05-31',
        remarks: '',
        status: 'Invoice Raised',
      },
    });
    expect(payable.status()).toBe(202);
    await page.reload();
    await tags.click();
    await page.getByRole('option', { name: second }).click();
    await page.getByRole('button', { name: m.deleteBulk }).click();
    await expect(confirm).toContainText(`Delete 2 vendors from upload ${second}`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectAlert(page, '1 vendor removed. 1 vendor has payables and was kept.');
    await tags.click();
    await expect(page.getByRole('option', { name: second })).toContainText('· 2 rows');
    await page.keyboard.press('Escape');
  });
});
