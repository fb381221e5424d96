import { expect, type Page, test } from '@playwright/test';
import { API, listMessages, homeMessages as m, SETUP_ITEMS, screenTitles } from '@sitebook/contract';
import { loginAs, seriousViolations } from './fixtures';

/**
 * "Home": the Overdue card (what the overdue payables owe and how many) opens the
 * payables list filtered to overdue, which shows the same count and total; a code on a card opens its
 * record; a new company's administrator sees the setup checklist. At a desktop width and a phone's.
 */

const FIRST = { timeout: 30_000 };
const WIDTHS = [
  { name: '1366', viewport: { width: 1366, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

const overdueCard = (page: Page) => page.getByRole('region', { name: m.overdue });

for (const { name, viewport } of WIDTHS) {
  test.describe(`Home at ${name} px`, () => {
    test.use({ viewport });

    test('the Overdue card’s link opens the list filtered to overdue with the same count and total', async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      const card = overdueCard(page);
      await expect(card).toBeVisible(FIRST);
      const amount = ((await card.getByTestId('overdue-amount').textContent()) ?? '').trim();
      const countLine = ((await card.getByTestId('overdue-count').textContent()) ?? '').trim();
      const count = /^([\d,]+) /.exec(countLine)?.[1] ?? '';
      expect(amount).toMatch(/^[\d,]+\.\d\d$/);
      expect(Number(count.replaceAll(',', ''))).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/home-${name}.png`, fullPage: true });

      await card.getByRole('link', { name: m.openOverdue }).click();
      await expect(page).toHaveURL(/#\/home\/vendor\/payables\?overdue=true$/);
      await expect(page.getByRole('button', { name: new RegExp(listMessages.overdueOnly) })).toBeVisible(
        FIRST,
      );
      await expect(page.getByRole('status').filter({ hasText: listMessages.found(count) })).toHaveText(
        `${listMessages.found(count)} · ${listMessages.outstandingTotal(amount)}`,
        FIRST,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/home-overdue-list-${name}.png`, fullPage: true });
    });

    test('“Payables due this week” opens the list of what it counts: due this week, still owing', async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      const due = page.getByRole('region', { name: m.dueThisWeek });
      await expect(due).toBeVisible(FIRST);
      await due.getByRole('link', { name: m.openAll }).click();
      await expect(page).toHaveURL(
        /#\/home\/vendor\/payables\?dueFrom=\d{4}-\d\d-\d\d&dueTo=\d{4}-\d\d-\d\d&outstandingMin=0\.01$/,
      );
      await expect(page.getByRole('button', { name: /^Remove filter: / })).toHaveCount(2, FIRST);
    });

    test('a code on a card opens its record', async ({ page }) => {
      await loginAs(page, 'demoadmin');
      const waiting = page.getByRole('region', { name: m.approvalsWaiting });
      const link = waiting.getByRole('link', { name: /^VPB\d+$/ }).first();
      await expect(link).toBeVisible(FIRST);
      const code = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#/home/vendor/payables/viewpayable/${code}$`));
      await expect(page.getByRole('heading', { level: 2, name: screenTitles.viewPayable })).toBeVisible(
        FIRST,
      );
      await expect(page.getByRole('main')).toContainText(code);
    });

    test('a new company’s administrator sees the setup checklist, each step with its link', async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      // The demo company is set up; the checklist of a new one is the server's answer (approval-queue.spec.ts
      // shows it derived): here its screen, with the demo company's other figures.
      await page.route(`**${API.homeAttention}`, async (route) => {
        const real = await route.fetch();
        const body = await real.json();
        await route.fulfill({
          response: real,
          json: { ...body, setup: SETUP_ITEMS.map((item) => ({ item, done: item === 'sites' })) },
        });
      });
      await page.reload();
      const setup = page.getByRole('region', { name: m.setupTitle });
      await expect(setup).toBeVisible(FIRST);
      await expect(setup).toContainText(m.setupProgress(1, SETUP_ITEMS.length));
      await expect(setup.getByRole('link', { name: m.setupItems.vendor })).toHaveAttribute(
        'href',
        '#/home/vendor/myvendor/addvendor',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/home-setup-${name}.png`, fullPage: true });
      await setup.getByRole('link', { name: m.setupItems.sites }).click();
      await expect(page).toHaveURL(/#\/home\/site$/);
    });
  });
}
