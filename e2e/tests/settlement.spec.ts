import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiPath,
  ledgerMessages as L,
  ledgerStatementMessages as LS,
  settlementMessages as m,
  payableMessages,
  type Site,
  settlementScreenMessages as s,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { loginAs, seriousViolations } from './fixtures';

/**
 * Settlement in the browser: a payable paid in two parts in Vendor Settlement settles, the vendor's
 * ledger on View Vendor shows the bill and both payments, and an administrator reverses a payment.
 */

const SETTLEMENT = '/#/home/vendor/payables/settlement';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/settle-web-pw';

async function sessionHeaders(page: Page) {
  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
  );
  return { authorization: `Bearer ${session.jwt}` };
}

/**
 * Opens Summary By Vendor and expects the vendor's row to read `figures` (opening, billed, paid,
 * outstanding; the vendor has no opening balance, 0.00).
 * The screen shows the figures it last had while it reads them again (every visit refetches), so the
 * row is read until it says them.
 */
async function expectSummaryFigures(page: Page, name: string, figures: string[]): Promise<void> {
  await page.goto('/#/home/vendor/payables/vendorsumm');
  const row = page.getByRole('region', { name: V.title }).locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const read = async () => (await row.locator('td, th').allInnerTexts()).map((t) => t.trim()).slice(1, 5);
  await expect.poll(read).toEqual(figures);
}

/** A vendor of its own (no other payables) and one payable of 10,000.00 for it, through the API. */
async function vendorWithPayable(page: Page, name: string) {
  const headers = await sessionHeaders(page);
  const vendor = await page.request.post(API.vendor, {
    headers,
    data: {
      tenantCode: 'DEMO01',
      vendorName: name,
      vendorDescription: 'Settlement test',
      vendorCategory: 'Civil',
      typeOfWork: 'Masonry',
      typeOfGoods: '',
      contactPerson: 'Ravi',
      phoneNumber: `9${String(Date.now()).slice(-9)}`,
      emailId: 'settle@example.in',
      addressLine1: 'a',
      addressLine2: 'b',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      openingBalance: 0,
    },
  });
  expect(vendor.status()).toBe(202);
  const { vendorId, vendorCode } = (await vendor.json()) as { vendorId: number; vendorCode: string };
  const sites = (await (
    await page.request.get(apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), { headers })
  ).json()) as Site[];
  const payable = await page.request.post(API.payable, {
    headers,
    data: {
      tenantCode: 'DEMO01',
      erfSiteId: sites[0]?.siteId,
      erfVendorId: vendorId,
      typeOfWork: 'Masonry',
      typeOfMaterials: '',
      quantity: '10',
      units: 'Nos',
      amount: 10000,
      paymentMode: 'Cash',
      billDate: '2026-11-01',
      paymentDueDate: '2026-11-30',
      remarks: 'Settlement test',
      status: 'Invoice Raised',
      vendorDocumentIds: '',
    },
  });
  expect(payable.status()).toBe(202);
  const { vendorPayableCode } = (await payable.json()) as { vendorPayableCode: string };
  return { vendorCode, payableCode: vendorPayableCode };
}

async function chooseVendor(page: Page, name: string) {
  await page.goto(SETTLEMENT);
  await expect(page.getByRole('heading', { name: m.title, exact: true })).toBeVisible();
  await expect(page.getByText(m.chooseVendor)).toBeVisible();
  const input = page.getByRole('textbox', { name: s.vendorLabel, exact: true });
  await input.click();
  await input.fill(name);
  await page.getByRole('option').filter({ hasText: name }).first().click();
}

/** The open payable's row (table) or card (phone). */
const openRow = (page: Page, code: string) =>
  page.getByRole('region', { name: s.openPayablesTitle }).getByRole('row').filter({ hasText: code });

async function pay(page: Page, amount: string, tds = '') {
  await page.getByRole('textbox', { name: m.amountLabel, exact: true }).fill(amount);
  if (tds) await page.getByRole('textbox', { name: m.tdsLabel, exact: true }).fill(tds);
  await page.getByRole('textbox', { name: m.referenceLabel, exact: true }).fill(`UTR-${amount}`);
  await page.getByRole('button', { name: m.record }).click();
}

test('a payable paid in two parts settles; the ledger shows it; a payment is reversed', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'demoadmin');
  const name = `Settle Works ${Date.now()}`;
  const { payableCode } = await vendorWithPayable(page, name);

  // A partial payment: the outstanding drops from 10,000.00 to 6,000.00.
  await chooseVendor(page, name);
  await expect(openRow(page, payableCode)).toContainText('10,000.00');
  await pay(page, '4000');
  await expect(page.getByRole('status').filter({ hasText: /Payment \S+ recorded/ })).toBeVisible();
  await expect(openRow(page, payableCode)).toContainText('6,000.00');
  await page.screenshot({ path: `${SHOTS}/settlement-desktop.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The final payment (5,900.00 paid + 100.00 TDS) settles it.
  await pay(page, '5900', '100');
  await expect(page.getByText(m.settledPayables(payableCode))).toBeVisible();
  await expect(page.getByText(m.noOpenPayables)).toBeVisible();
  const payments = page.getByRole('region', { name: m.paymentsTitle });
  await expect(payments.getByRole('row')).toHaveCount(3);

  // Vendor Payables, searched for its code (paging to it raced the payables other tests
  // add), shows it Payment Settled.
  await page.goto(`/#/home/vendor/payables?q=${payableCode}`);
  await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: payableCode })).toContainText(
    'Payment Settled',
  );

  // Summary By Vendor: billed 10,000.00, all of it paid, nothing outstanding.
  await expectSummaryFigures(page, name, ['0.00', '10,000.00', '10,000.00', '0.00']);

  // View Vendor, from the vendor's link in Summary By Vendor (the vendor list holds thousands of
  // bulk-uploaded vendors by now): the ledger has the bill and both payments and closes at 0.00.
  await page
    .getByRole('region', { name: V.title })
    .locator('tbody tr')
    .filter({ hasText: name })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/#\/home\/vendor\/myvendor\/viewvendor\?vendorId=\d+/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  const ledger = page.getByRole('region', { name: L.title, exact: true });
  await expect(ledger).toBeVisible();
  /** The ledger rows whose Entry cell reads `kind`. */
  const entries = (kind: string) =>
    ledger.getByRole('row').filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
  await expect(entries(L.bill)).toContainText('10,000.00 Cr');
  await expect(entries(L.payment)).toHaveCount(2);
  await expect(entries(L.payment).first()).toContainText('6,000.00 Cr');
  // The final payment's cash leaves 100.00 Cr; its TDS, a line of its own, brings it to 0.00 Cr.
  await expect(entries(L.payment).last()).toContainText('100.00 Cr');
  await expect(entries(LS.kinds.tds)).toHaveCount(1);
  await expect(entries(LS.kinds.tds).getByRole('cell').last()).toHaveText('0.00 Cr');
  await expect(ledger.getByText(`${L.closing} 0.00 Cr`)).toBeVisible();
  await ledger.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ledger-desktop.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Reverse the final payment: it stays, marked Reversed, and the payable is open again at 6,000.00.
  await chooseVendor(page, name);
  const latest = payments.getByRole('row').nth(1);
  await latest.getByRole('button', { name: /^Reverse / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: s.reverseConfirm }).click();
  await expect(dialog.getByText(m.reverseReasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: m.reverseReasonLabel }).fill('Cheque bounced');
  await dialog.getByRole('button', { name: s.reverseConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: /Payment \S+ reversed/ })).toBeVisible();
  await expect(payments.getByRole('row').nth(1)).toContainText(m.statusReversed);
  await expect(openRow(page, payableCode)).toContainText('6,000.00');

  // At phone width the open payables and the payments are cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('list', { name: s.openPayablesTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: m.paymentsTitle })).toBeVisible();
  const hasSideScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(hasSideScroll).toBe(false);
  await page.screenshot({ path: `${SHOTS}/settlement-phone.png`, fullPage: true });

  // The summary follows the reversal: 4,000.00 paid, 6,000.00 outstanding.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectSummaryFigures(page, name, ['0.00', '10,000.00', '4,000.00', '6,000.00']);
});
