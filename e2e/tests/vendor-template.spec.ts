import { expect, test } from '@playwright/test';
import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_TEMPLATE_FILENAME,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import ExcelJS from 'exceljs';
import { loginAs } from './fixtures';

test('the vendor list offers the bulk upload template: an .xlsx whose first row is the upload header', async ({
  page,
}) => {
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/vendor/myvendor');
  await expect(page.getByRole('heading', { name: vendorMessages.listTitle })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: vendorLabels.downloadTemplate }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(BULK_UPLOAD_TEMPLATE_FILENAME);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const header = (sheet?.getRow(1).values ?? []) as unknown[];
  expect(header.slice(1)).toEqual([...BULK_UPLOAD_COLUMNS]);
});
