import { expect, test } from '@playwright/test';
import {
  ageingMessages as A,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { loginAs } from './fixtures';

/**
 * A printed summary carries the company's name, its filters and the as-of date
 * (the page's header and the toolbar are not printed). Checked in print media at both widths.
 */
for (const width of [1366, 390]) {
  test(`at ${width} px the printed summaries name the company, their filters and the as-of date`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/payables/vendorsumm?date=2026-11-26');
    await expect(page.getByRole('heading', { level: 2, name: V.title })).toBeVisible();
    const heading = page.getByTestId('print-heading');
    await expect(heading).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(heading).toBeVisible();
    await expect(heading).toContainText(S.printCompany('Demo Constructions', 'DEMO01'));
    await expect(heading).toContainText(
      `${S.printFilter(S.siteLabel, V.allSites)} · ${S.printAsOf('26-11-2026')}`,
    );
    await expect(heading).toContainText(/Printed on \d\d-\d\d-\d{4} \d\d:\d\d by Demo Admin/);
    await expect(page.getByRole('banner')).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/#/home/vendor/payables/payablesumm?date=2026-11-26&view=site');
    await expect(page.getByRole('heading', { level: 2, name: A.title })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-heading')).toContainText(
      `${S.printFilter(S.view, A.bySite)} · ${S.printAsOf('26-11-2026')}`,
    );
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/print-ageing-${width}.png` });
  });
}
