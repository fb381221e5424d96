import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ageingMessages as A,
  executiveSummaryMessages as E,
  listMessages,
  payableMessages as P,
} from '@sitebook/contract';
import { loginAs, seriousViolations } from './fixtures';

/**
 * Every summary figure opens what it counts. On the Executive Summary (as of
 * today) a status row opens the payables list of that status, which says the same count and
 * outstanding total in its count line; an ageing bucket opens the payables of that age (the demo's
 * Over 90 days also holds the vendors' opening balances, dated 2026-04-01, which are no payables: it
 * opens the ageing by site, where a site's cell opens the list of that site and age with the same
 * total). At a desktop width and a phone's.
 */

const FIRST = { timeout: 30_000 };
const WIDTHS = [
  { name: '1366', viewport: { width: 1366, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const AMOUNT = '([\\d,]+\\.\\d\\d)';
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link named S.openFigure(`<label> <amount>`, where): its amount. */
const opens = (label: string, where: string) =>
  new RegExp(`^${reEscape(label)} ${AMOUNT}: open ${reEscape(where)}$`);
async function amountOf(link: Locator, label: string, where: string): Promise<string> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  return opens(label, where).exec(name)?.[1] ?? '';
}
/** The count line of the payables list: "<n> found · Outstanding <amount>". */
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: listMessages.found('') });

for (const { name, viewport } of WIDTHS) {
  test.describe(`Summary figures open their lists at ${name} px`, () => {
    test.use({ viewport });

    test('a status row opens the payables of that status with the same count and total', async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/payables/executivesumm');
      const status = 'Payment Pending';
      const link = page.getByRole('link', { name: opens(status, P.listTitle) });
      await expect(link).toBeVisible(FIRST);
      const amount = await amountOf(link, status, P.listTitle);
      expect(amount).not.toBe('');
      // The row's count: a table cell at a desktop width, a card's first value on a phone.
      const count = (
        (await (name === '1366'
          ? link.locator('xpath=ancestor::tr[1]/td[1]')
          : link.locator('xpath=(ancestor::li[1]//dd)[1]')
        ).textContent()) ?? ''
      ).trim();
      expect(Number(count)).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);

      await link.click();
      await expect(page).toHaveURL(/#\/home\/vendor\/payables\?status=Payment\+Pending$/);
      await expect(
        page.getByRole('button', {
          name: `Remove filter: ${listMessages.chip(listMessages.status, status)}`,
        }),
      ).toBeVisible(FIRST);
      await expect(countLine(page)).toHaveText(
        `${listMessages.found(count)} · ${listMessages.outstandingTotal(amount)}`,
        FIRST,
      );
      await page.screenshot({ path: `/tmp/drilldown-status-${name}.png`, fullPage: true });
    });

    test('an ageing bucket opens the payables of that age with the same total', async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/payables/executivesumm');
      const bucket = A.buckets.over90;
      // Over 90 days holds the demo's opening balances: it opens the ageing by site.
      const link = page.getByRole('link', { name: opens(bucket, A.title) });
      await expect(link).toBeVisible(FIRST);
      await link.click();
      await expect(page).toHaveURL(/#\/home\/vendor\/payables\/payablesumm\?date=[\d-]+&view=site$/);

      const cell = page.getByRole('link', {
        name: new RegExp(` ${reEscape(bucket)} ${AMOUNT}: open ${P.listTitle}$`),
      });
      await expect(cell.first()).toBeVisible(FIRST);
      const first = cell.first();
      const label = (await first.getAttribute('aria-label')) ?? '';
      const amount = new RegExp(`${AMOUNT}: open`).exec(label)?.[1] ?? '';
      expect(await first.textContent()).toBe(amount);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/drilldown-ageing-${name}.png`, fullPage: true });

      await first.click();
      await expect(page).toHaveURL(/#\/home\/vendor\/payables\?siteId=\d+&age=over90$/);
      await expect(
        page.getByRole('button', { name: `Remove filter: ${listMessages.chip(listMessages.age, bucket)}` }),
      ).toBeVisible(FIRST);
      await expect(countLine(page)).toContainText(listMessages.outstandingTotal(amount), FIRST);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/drilldown-age-list-${name}.png`, fullPage: true });
      // The Executive Summary's heading is still one Back away.
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: E.title })).toBeVisible(FIRST);
    });
  });
}
