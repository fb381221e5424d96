import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiPath,
  listMessages as L,
  PAYABLE_STATUSES,
  payableLabels,
  payableMessages,
  type Site,
} from '@sitebook/contract';
import ExcelJS from 'exceljs';
import { loginAs, seriousViolations } from './fixtures';

/**
 * List search in the browser: the payables list searched, filtered and sorted, the view kept in the URL
 * through a reload and Back, and exported to .csv and .xlsx, the files read back.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/list-search-pw';
const PAYABLES = '/#/home/vendor/payables';

async function sessionHeaders(page: Page) {
  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
  );
  return { authorization: `Bearer ${session.jwt}` };
}

/** Three payables whose invoice numbers share `tag`, through the API: amounts 2,500 / 1,500 / 3,500. */
async function taggedPayables(page: Page, tag: string) {
  const headers = await sessionHeaders(page);
  const sites = (await (
    await page.request.get(apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), { headers })
  ).json()) as Site[];
  const vendors = (await (
    await page.request.get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), { headers })
  ).json()) as { vendorId: number; vendorName: string }[];
  const vendor = vendors.find((v) => v.vendorName === 'Sharma Builders');
  const bills = [
    { suffix: 'A', amount: 2500, status: PAYABLE_STATUSES[0] },
    { suffix: 'B', amount: 1500, status: 'Payment Pending' },
    { suffix: 'C', amount: 3500, status: PAYABLE_STATUSES[0] },
  ];
  for (const bill of bills) {
    const res = await page.request.post(API.payable, {
      headers,
      data: {
        tenantCode: 'DEMO01',
        erfSiteId: sites[0]?.siteId,
        erfVendorId: vendor?.vendorId,
        typeOfWork: 'Masonry',
        typeOfMaterials: '',
        quantity: '10',
        units: 'Nos',
        amount: bill.amount,
        invoiceNumber: `${tag}-${bill.suffix}`,
        paymentMode: 'Cash',
        billDate: '2026-10-01',
        paymentDueDate: '2026-10-31',
        remarks: bill.suffix === 'C' ? '=HYPERLINK("http://example.com")' : 'List search test',
        status: bill.status,
        vendorDocumentIds: '',
      },
    });
    expect(res.status()).toBe(202);
  }
}

const table = (page: Page) => page.getByRole('table', { name: payableMessages.listTitle });
/** The amounts of the rows shown, in order. */
const amounts = async (page: Page) =>
  (await table(page).locator('tbody tr').allInnerTexts()).map(
    (row) => row.match(/\d{1,3}(,\d{3})*\.\d{2}/)?.[0],
  );

test('search, filter, sort, reload and export the payables list', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'demoadmin');
  const tag = `FIND${Date.now()}`;
  await taggedPayables(page, tag);

  await page.goto(PAYABLES);
  await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();

  // Search: the three tagged payables, whatever the case typed.
  await page.getByRole('searchbox', { name: L.searchLabel }).fill(tag.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${tag.toLowerCase()}`));
  await expect(table(page).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByText(L.found('3'))).toBeVisible();

  // Filter by status: one left, its chip shown.
  await page.getByRole('button', { name: L.filters }).click();
  const dialog = page.getByRole('dialog', { name: L.filters });
  await dialog.getByRole('textbox', { name: L.status }).click({ force: true });
  await page.getByRole('option', { name: 'Payment Pending' }).click();
  await dialog.getByRole('button', { name: L.apply }).click();
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(table(page)).toContainText('1,500.00');
  const chip = page.getByRole('button', { name: L.removeFilter(L.chip(L.status, 'Payment Pending')) });
  await expect(chip).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payables-filtered-desktop.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Remove the filter; sort by Amount, ascending then descending.
  await chip.click();
  await expect(table(page).locator('tbody tr')).toHaveCount(3);
  const amountHeader = page.getByRole('button', { name: L.sortBy(payableLabels.columns[7] as string) });
  await amountHeader.click();
  await expect.poll(() => amounts(page)).toEqual(['1,500.00', '2,500.00', '3,500.00']);
  await amountHeader.click();
  await expect.poll(() => amounts(page)).toEqual(['3,500.00', '2,500.00', '1,500.00']);
  await expect(page.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');

  // A reload keeps the view (it is in the URL); Back returns to the ascending sort.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: L.searchLabel })).toHaveValue(tag.toLowerCase());
  await expect.poll(() => amounts(page)).toEqual(['3,500.00', '2,500.00', '1,500.00']);
  await page.goBack();
  await expect.poll(() => amounts(page)).toEqual(['1,500.00', '2,500.00', '3,500.00']);

  // Export what is shown, as .csv: the three rows in the list's order, the formula escaped.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: L.export }).click();
  await page.getByRole('menuitem', { name: L.exportCsv }).click();
  const csv = readFileSync((await (await csvDownload).path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  for (const column of ['Invoice No.', 'Total', 'Paid', 'Outstanding']) expect(lines[0]).toContain(column);
  expect(lines.slice(1).map((l) => l.match(new RegExp(`${tag}-[ABC]`))?.[0])).toEqual([
    `${tag}-B`,
    `${tag}-A`,
    `${tag}-C`,
  ]);
  expect(lines[3]).toContain(`"'=HYPERLINK(""http://example.com"")"`);

  // ... and as .xlsx: amounts as numbers.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: L.export }).click();
  await page.getByRole('menuitem', { name: L.exportXlsx }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsxDownload).path()) as string);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const amountColumn = header.indexOf('Amount');
  expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(amountColumn).value)).toEqual([1500, 2500, 3500]);

  // A search that finds nothing says what was searched.
  await page.getByRole('searchbox', { name: L.searchLabel }).fill(`${tag}-none`);
  await expect(page.getByText(L.noMatch(L.names.payables, L.searched(`${tag}-none`)))).toBeVisible();
});

test('the searched list at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'demoadmin');
  await page.goto(`${PAYABLES}?q=sharma&sort=amount,desc`);
  await expect(page.getByRole('searchbox', { name: L.searchLabel })).toHaveValue('sharma');
  await expect(page.getByRole('textbox', { name: L.sortLabel })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payables-search-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
