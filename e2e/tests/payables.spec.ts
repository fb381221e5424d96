import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  commonMessages,
  EDIT_BLOCKED_PAYABLE_STATUS,
  payableLabels as l,
  payableMessages as m,
  PAGE_SIZES,
  PAYABLE_STATUSES,
  screenTitles,
  settlementMessages,
} from '@sitebook/contract';
import { expectAlert, loginAs, nextPage, seriousViolations } from './fixtures';

/** Vendor payables in the browser: list, add, edit, view, documents, history, Summary By Status. */

const LIST = '/#/home/vendor/payables';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4n8GAFWEXHbQSAMkAP8FTg2m7AAAAAElFTkSuQmCC',
  'base64',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function choose(page: Page, label: string, option?: string) {
  await field(page, label).click();
  const options = page.getByRole('option');
  if (option) await options.filter({ hasText: option }).first().click();
  else await options.first().click();
}

/**
 * The vendor picker: types `text`, waits for the server's answer to it (`?q=`) and picks
 * the option holding `option`.
 */
async function searchVendor(page: Page, text: string, option: string) {
  const input = field(page, l.fields.vendorName);
  await input.click();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/vendor/tenantCode/') && new URL(r.url()).searchParams.get('q') === text,
  );
  await input.fill(text);
  expect((await answered).status()).toBe(202);
  await page.getByRole('option').filter({ hasText: option }).first().click();
  await expect(input).toHaveValue(new RegExp(`^${option} \\(VEN\\d{5}\\)$`));
}

/** Records the vendor list calls of a page: none may load the whole list (no q, id or page). */
function vendorListCalls(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/vendor/tenantCode/')) urls.push(new URL(r.url()));
  });
  return urls;
}
const loadsWholeList = (u: URL) => !['q', 'id', 'page'].some((p) => u.searchParams.has(p));

/**
 * Opens the list afresh (a reload, so no cached rows), pages through it until the row action is
 * visible, then clicks it. Retried as a whole if the row is not listed yet.
 */
async function rowAction(page: Page, name: string) {
  const action = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    await page.goto(LIST);
    await page.reload();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    while (!(await action.isVisible())) {
      const next = page.getByRole('button', { name: commonMessages.next });
      if (await next.isDisabled()) throw new Error(`${name} is not listed`);
      await nextPage(page);
    }
  }).toPass({ timeout: 60_000 });
  await action.click();
}

/** The text of the dialog showing `expected`, after which it is closed with OK. */
async function dialogText(page: Page, expected: RegExp | string): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: expected });
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(dialog).toBeHidden();
  return text;
}

/** Fills Add Vendor Payable for a WORK vendor and submits; answers the new payable's code. */
async function addPayable(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.goto(`${LIST}/addpayable`);
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  const vendorCalls = vendorListCalls(page);
  await searchVendor(page, 'joshi', 'Joshi Excavators');
  await choose(page, l.fields.siteName, 'RST01');
  await expect(page.getByRole('radio', { name: 'WORK' })).toBeChecked();
  await choose(page, l.fields.typeOfWork);
  await field(page, l.fields.quantity).fill('12');
  await choose(page, l.fields.units);
  await field(page, l.fields.amount).fill('48000');
  // Dates are typed day first, as they are shown, or picked from the calendar.
  await field(page, l.fields.billDate).fill('20-11-2026');
  // The calendar button beside the field (the input's wrapper holds both).
  await field(page, l.fields.billDate)
    .locator('xpath=..')
    .getByRole('button', { name: commonMessages.pickDate })
    .click();
  await page.getByRole('button', { name: '21 November 2026' }).click();
  await expect(field(page, l.fields.billDate)).toHaveValue('21-11-2026');
  await field(page, l.fields.dueDate).fill('20-12-2026');
  await field(page, l.fields.remarks).fill('Browser test payable');
  await expect(field(page, l.fields.dueDate)).toHaveValue('20-12-2026');
  for (const [i, file] of files.entries()) {
    if (i > 0) await page.getByRole('button', { name: m.addDocument }).click();
    await page.getByLabel(l.documentSlot(i + 1), { exact: true }).setInputFiles(file);
  }
  await page.getByRole('button', { name: l.submit }).click();
  const text = await dialogText(page, /Vendor Payable :/);
  const code = /Vendor Payable :(VPB\d{5}) created Successfully/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  expect(text).toContain(m.created(code as string));
  await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);
  expect(vendorCalls.filter(loadsWholeList).map(String)).toEqual([]);
  return code as string;
}

async function editStatus(page: Page, code: string, status: string) {
  await rowAction(page, l.editRow(code));
  await expect(page.getByRole('heading', { name: screenTitles.editPayable })).toBeVisible();
  await choose(page, l.fields.status, status);
  await page.getByRole('button', { name: l.update }).click();
  await dialogText(page, m.updated(code));
  await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);
}

/** The history bar shows `status` current and, done, the steps the history went through (default every step before it). */
async function expectCurrentStep(page: Page, code: string, status: string, done?: number) {
  await rowAction(page, l.historyRow(code));
  await expect(page.getByRole('heading', { name: screenTitles.payableHistory })).toBeVisible();
  const progress = page.getByRole('list', { name: l.progress });
  await expect(progress.locator('[aria-current="step"]')).toContainText(`${status} (${l.stepCurrent})`);
  await expect(progress.getByRole('listitem')).toHaveCount(PAYABLE_STATUSES.length);
  const index = PAYABLE_STATUSES.indexOf(status as (typeof PAYABLE_STATUSES)[number]);
  await expect(progress.locator('[data-state="done"]')).toHaveCount(done ?? index);
}

test.describe('Vendor payables', () => {
  test('the list: title, +Add New Payable, 11 columns, 8 a page newest first, Edit blocked when settled; axe', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: m.listTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.addNew })).toBeVisible();
    const headers = page.locator('thead th');
    for (const column of l.columns)
      await expect(headers.filter({ hasText: new RegExp(`^${column}$`) })).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(PAGE_SIZES.payables);
    // The seeded payables end at VPB00010 (or later ones made by parallel tests): newest first.
    const codes = await page.locator('tbody tr td:first-child').allTextContents();
    expect([...codes].sort().reverse()).toEqual(codes);
    // Dates show the date part only.
    await expect(page.locator('tbody').getByText(/T\d{2}:\d{2}/)).toHaveCount(0);
    // A Payment Settled payable's Edit is disabled.
    const settled = page.getByRole('button', { name: /a settled payable cannot be edited/ });
    for (let i = 0; i < 5 && !(await settled.first().isVisible()); i++) await nextPage(page);
    await expect(settled.first()).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Add: every ** message, the swapped vendor and site texts, digits only', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto(`${LIST}/addpayable`);
    await page.getByRole('button', { name: l.submit }).click();
    const prefixed = (text: string) => page.getByText(`${m.errorPrefix}${text}`, { exact: true });
    for (const text of [
      m.vendorRequired,
      m.siteRequired,
      m.quantityRequired,
      m.unitRequired,
      m.amountRequired,
      m.billDateRequired,
      m.dueDateRequired,
      l.workTypeRequired,
    ]) {
      await expect(prefixed(text)).toBeVisible();
    }
    // Swapped as the spec records them: the vendor field says siteName, the site field says Vendor.
    const vendorField = page
      .locator('.mantine-InputWrapper-root')
      .filter({ has: page.getByText(l.fields.vendorName, { exact: true }) });
    await expect(vendorField).toContainText(`${m.errorPrefix}${m.vendorRequired}`);
    expect(m.vendorRequired).toBe('Please select a siteName');
    await field(page, l.fields.quantity).fill('12a');
    await field(page, l.fields.amount).fill('1,5');
    await page.getByRole('button', { name: l.submit }).click();
    await expect(prefixed(m.onlyNumbers)).toHaveCount(2);
    // Nothing was sent: no OK alert.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('documents round trip: upload two on Add, view and download, remove one and add one on Edit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'demoadmin');
    const code = await addPayable(page, [
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'site-photo.png', mimeType: 'image/png', buffer: PNG },
    ]);

    await rowAction(page, l.viewRow(code));
    await expect(page.getByRole('heading', { name: screenTitles.viewPayable })).toBeVisible();
    for (const section of Object.values(l.viewSections)) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    const pdfLink = page.getByRole('link', { name: l.downloadDocument('invoice.pdf') });
    await expect(pdfLink).toBeVisible();
    await expect(page.getByRole('link', { name: l.downloadDocument('site-photo.png') })).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await pdfLink.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('invoice.pdf');
    expect(readFileSync(await download.path()).equals(PDF)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await rowAction(page, l.editRow(code));
    // Amount and dates can be mended on edit until the payable is settled.
    await expect(field(page, l.fields.amount)).not.toHaveAttribute('readonly');
    await page.getByRole('button', { name: l.removeDocument('site-photo.png') }).click();
    const removed = await dialogText(page, m.documentRemoved);
    expect(removed).toContain(m.documentRemoved);
    await expect(page.getByRole('link', { name: l.downloadDocument('site-photo.png') })).toHaveCount(0);
    await page
      .getByLabel(l.documentSlot(1))
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: l.update }).click();
    await dialogText(page, m.updated(code));

    await rowAction(page, l.viewRow(code));
    await expect(page.getByRole('link', { name: l.downloadDocument('invoice.pdf') })).toBeVisible();
    await expect(page.getByRole('link', { name: l.downloadDocument('receipt.png') })).toBeVisible();
    await expect(page.getByRole('link', { name: l.downloadDocument('site-photo.png') })).toHaveCount(0);
  });

  test('one payable walked through the statuses by hand, the history bar following it, up to Payment Pending', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'demoadmin');
    const code = await addPayable(page, []);
    await expectCurrentStep(page, code, PAYABLE_STATUSES[0]);
    // Payment Settled follows a payment (settlement.spec walks a payable there, where Edit is blocked):
    // by hand the walk ends at Payment Pending.
    const pending = PAYABLE_STATUSES.indexOf('Payment Pending');
    for (const status of PAYABLE_STATUSES.slice(1, pending + 1)) {
      await editStatus(page, code, status);
      await expectCurrentStep(page, code, status);
    }
    await expect(page.getByRole('table', { name: l.historyCaption }).locator('tbody tr')).toHaveCount(
      pending + 1,
    );
    // While it owes money, Edit says Payment Settled and Closed need a payment (the options are disabled).
    await page.goto(LIST);
    await rowAction(page, l.editRow(code));
    await expect(page.getByRole('heading', { name: screenTitles.editPayable })).toBeVisible();
    await expect(page.getByText(settlementMessages.settledNeedsPayment)).toBeVisible();
    expect(EDIT_BLOCKED_PAYABLE_STATUS).toBe('Payment Settled');
  });

  test('Summary By Status: the alert without a filter, then List and Populate for the seeded cycle', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto(`${LIST}/statussumm`);
    await expect(page.getByRole('heading', { name: m.summaryTitle })).toBeVisible();
    await expect(field(page, l.fields.salaryCycle)).not.toHaveValue('');
    await page.getByRole('button', { name: l.list }).click();
    await expectAlert(page, m.selectVendorOrStatus);

    await page.getByLabel(new RegExp(`^${l.fields.billDate}`)).fill('2026-05-15');
    await expect(field(page, l.fields.salaryCycle)).toHaveValue('01-05-2026 to 31-05-2026');
    await choose(page, l.fields.status, 'Payment Pending');
    await page.getByRole('button', { name: l.list }).click();
    await expect(page.getByRole('table', { name: l.totalsCaption })).toBeVisible();
    // The vendor filter searches the server too.
    await searchVendor(page, 'SHARMA', 'Sharma Builders');
    await page.getByRole('button', { name: l.list }).click();
    await expect(page.getByRole('table', { name: l.totalsCaption })).toBeVisible();

    await page.getByRole('button', { name: l.populate }).click();
    const message = await dialogText(page, /payables summarised/);
    expect(message).toMatch(/\d+ payables summarised for 01-05-2026 to 31-05-2026/);
    await expect(page.getByRole('table', { name: l.populateCaption })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Vendor payables at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const [path, heading] of [
    ['', m.listTitle],
    ['/addpayable', screenTitles.addPayable],
    ['/statussumm', m.summaryTitle],
  ] as const) {
    test(`${heading} fits the phone and passes axe`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto(`${LIST}${path}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
