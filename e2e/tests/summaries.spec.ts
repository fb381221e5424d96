import { expect, type Page, test } from '@playwright/test';
import {
  ageingMessages as A,
  executiveSummaryMessages as E,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { DEMO_USERS, fillLogin, openLogin, seriousViolations } from './fixtures';

/** Screenshots to look at (not compared): SUMMARY_SHOTS=<dir>. */
const shots = process.env.SUMMARY_SHOTS;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const BY_VENDOR = `${A.title}: ${A.byVendor}`;
const BY_SITE = `${A.title}: ${A.bySite}`;

/** The cells of a summary table's totals row (the row in its tfoot). */
const totalsRow = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).locator('tfoot tr').first().locator('th, td');
/** Summary By Vendor's Outstanding column (after Vendor, Opening, Billed and Paid). */
const OUTSTANDING = Object.values(V.columns).indexOf(V.columns.outstanding);

test.describe('Vendor summaries (demoadmin, the demo data)', () => {
  test.beforeEach(async ({ page }) => {
    // Each test walks several screens and runs axe: three times the usual time on a loaded machine.
    test.slow();
    // loginAs, with more time for the sign-in: on the loaded 2-core machine the first sign-ins of a
    // fresh server (argon2) took longer than the 10 s expect time-out.
    const { userName, password, company } = DEMO_USERS.demoadmin;
    await openLogin(page);
    await fillLogin(page, userName, password);
    await expect(page.getByRole('banner')).toContainText(company, { timeout: 45_000 });
  });

  test('Summary By Vendor: every vendor with its figures and a total; site and date ask again; Export .xlsx; a vendor opens View Vendor', async ({
    page,
  }) => {
    await page.goto('/#/home/vendor/payables/vendorsumm');
    await expect(page.getByRole('heading', { level: 2, name: V.title, exact: true })).toBeVisible();
    const table = page.getByRole('region', { name: V.title });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(V.columns));
    await expect(totalsRow(page, V.title).first()).toHaveText(V.total);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'vendorsumm-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: V.exportXlsx }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^summary-by-vendor-DEMO01-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await page.getByRole('textbox', { name: S.siteLabel }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/siteId=\d+/);
    await page.getByLabel(V.asOf).fill('2000-01-01');
    await expect(page).toHaveURL(/date=2000-01-01/);
    await expect(page.getByText(V.noRows)).toBeVisible();

    await page.goto('/#/home/vendor/payables/vendorsumm');
    const vendor = table.locator('tbody tr').first().getByRole('link');
    const name = ((await vendor.textContent()) ?? '').replace(/ \(VEN\d+\)$/, '');
    await vendor.click();
    await expect(page).toHaveURL(/#\/home\/vendor\/myvendor\/viewvendor\?vendorId=\d+/);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('Vendor Payable Summary: the five buckets and a total, by vendor and by site, agreeing with Summary By Vendor', async ({
    page,
  }) => {
    await page.goto('/#/home/vendor/payables/vendorsumm');
    const owed = await totalsRow(page, V.title).nth(OUTSTANDING).textContent();

    await page.goto('/#/home/vendor/payables/payablesumm');
    await expect(page.getByRole('heading', { level: 2, name: A.title, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: BY_VENDOR }).getByRole('columnheader')).toHaveText([
      V.columns.vendor,
      ...Object.values(A.buckets),
      A.total,
    ]);
    await expect(totalsRow(page, BY_VENDOR).last()).toHaveText(owed ?? '');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'payablesumm-desktop');

    await page.getByText(A.bySite, { exact: true }).click();
    await expect(page.getByRole('region', { name: BY_SITE })).toBeVisible();
    await expect(totalsRow(page, BY_SITE).last()).toHaveText(owed ?? '');
    await expect(page).toHaveURL(/view=site/);
  });

  test('Executive Summary: the four figures, three charts with their figures, a figure opens its detail', async ({
    page,
  }) => {
    await page.goto('/#/home/vendor/payables/vendorsumm');
    const owed = await totalsRow(page, V.title).nth(OUTSTANDING).textContent();

    await page.goto('/#/home/vendor/payables/executivesumm');
    await expect(page.getByRole('heading', { level: 2, name: E.title, exact: true })).toBeVisible();
    const outstanding = page.getByRole('link', { name: S.openFigure(`${E.outstanding} ${owed}`, V.title) });
    await expect(outstanding).toBeVisible();
    for (const title of [E.bySite, E.byStatus, E.ageing]) {
      await expect(page.getByRole('img', { name: new RegExp(`^${title} chart: `) })).toBeVisible();
      await expect(totalsRow(page, S.figuresOf(title)).last()).toHaveText(owed ?? '');
    }
    // The bars are drawn (recharts with React 19).
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'executivesumm-desktop');

    await outstanding.click();
    await expect(page).toHaveURL(/#\/home\/vendor\/payables\/vendorsumm\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 2, name: V.title, exact: true })).toBeVisible();
  });

  test('on a phone the summaries are cards; printing shows tables without the header and sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, name] of [
      ['vendorsumm', V.title],
      ['payablesumm', BY_VENDOR],
      ['executivesumm', S.figuresOf(E.bySite)],
    ] as const) {
      await page.goto(`/#/home/vendor/payables/${path}`);
      const cards = page.getByRole('list', { name });
      await expect(cards).toBeVisible();
      await expect(cards.getByRole('listitem').last().getByRole('heading')).toHaveText(A.total);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `${path}-phone`);
    }
    await page.goto('/#/home/vendor/payables/vendorsumm');
    await expect(page.getByRole('list', { name: V.title })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.getByRole('region', { name: V.title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: V.print })).toBeHidden();
    await shot(page, 'vendorsumm-print');
  });
});
