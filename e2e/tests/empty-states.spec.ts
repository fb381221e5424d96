import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiPath,
  commonMessages,
  payableLabels,
  payableMessages,
  type Site,
  type Vendor,
} from '@sitebook/contract';
import { loginAs } from './fixtures';

/** The session the app keeps in local storage (its token and keys), for API calls beside the screen. */
async function sessionHeaders(page: Page) {
  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
  );
  return { authorization: `Bearer ${session.jwt}` };
}

test('BETA01 has no payables: the list says No data to display.', async ({ page }) => {
  await loginAs(page, 'betaadmin');
  await page.goto('/#/home/vendor/payables');
  await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();
  await expect(page.getByRole('table').getByText(commonMessages.noData, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: commonMessages.next })).toHaveCount(0);
});

test("a payable without documents shows 'No Documents uploaded' on View", async ({ page }) => {
  await loginAs(page, 'demoadmin');
  const headers = await sessionHeaders(page);
  const vendors = (await (
    await page.request.get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), { headers })
  ).json()) as Vendor[];
  const sites = (await (
    await page.request.get(apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), { headers })
  ).json()) as Site[];
  const vendor = vendors.find((v) => v.typeOfWork === 'Masonry') ?? vendors.find((v) => v.typeOfWork);
  if (!vendor || !sites[0]) throw new Error('the demo data has no WORK vendor or no site');
  const created = await page.request.post(API.payable, {
    headers,
    data: {
      tenantCode: 'DEMO01',
      erfSiteId: sites[0].siteId,
      erfVendorId: vendor.vendorId,
      typeOfWork: vendor.typeOfWork,
      typeOfMaterials: '',
      quantity: '12',
      units: 'Nos',
      amount: 1200,
      paymentMode: 'Cash',
      billDate: '2026-11-01',
      paymentDueDate: '2026-11-30',
      remarks: 'No papers yet',
      status: 'Invoice Raised',
      vendorDocumentIds: '',
    },
  });
  expect(created.status()).toBe(202);
  const { vendorPayableCode } = (await created.json()) as { vendorPayableCode: string };

  await page.goto('/#/home/vendor/payables');
  await expect(
    page
      .getByRole('table')
      .getByRole('button', { name: /^View VPB/ })
      .first(),
  ).toBeVisible();
  const view = page.getByRole('button', { name: payableLabels.viewRow(vendorPayableCode), exact: true });
  // Newest first: it is on the first page unless parallel tests have added many since.
  for (let i = 0; i < 10 && !(await view.isVisible()); i++) {
    await page.getByRole('button', { name: commonMessages.next }).click();
  }
  await view.click();
  await expect(page).toHaveURL(/viewpayable\/VPB\d+$/);
  await expect(page.getByText(payableMessages.noDocuments, { exact: true })).toBeVisible();
});
