import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { advanceLabels, recordLinkMessages, screenTitles } from '@sitebook/contract';
import { loginAs } from './fixtures';
import { field } from './form-helpers';

/**
 * Every record screen's URL names its record, so a copied URL opens the record in a
 * new page (or after a reload) for the same signed-in user, and a made-up code says "not found".
 * At a desktop width and at a phone's (the lists are cards there; the code is a link in each).
 */

/**
 * A screen's first appearance in a fresh page (its code loaded lazily, the record read) may take more
 * than the default 10 s on this shared 2-core machine under load.
 */
const FIRST = { timeout: 30_000 };

/**
 * Follows the first record-code link of the list (a real link, reached with the keyboard and followed
 * with Enter) and answers the code the URL now names. The list may show one answer, then a fresher
 * one (other tests add records meanwhile), which can replace the links between the focus and the key:
 * then the key went nowhere and the first link is followed again. The code is read from where the
 * link led, never from a link that may be gone by then.
 */
async function followFirstCodeLink(page: Page, code: RegExp): Promise<string> {
  const first = page.getByRole('main').getByRole('link', { name: code }).first();
  await expect(first).toBeVisible(FIRST);
  const listUrl = page.url();
  await expect(async () => {
    // A slow screen (its code loaded lazily) may arrive after the previous try gave up waiting.
    if (page.url() !== listUrl) return;
    await first.focus({ timeout: 2_000 });
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(listUrl, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  const named = decodeURIComponent(new URL(page.url()).hash.split('/').pop() ?? '');
  expect(named).toMatch(code);
  return named;
}

/** Opens `url` in a new page of the same context, checks it there and after a reload. */
async function opensInNewPage(context: BrowserContext, url: string, check: (page: Page) => Promise<void>) {
  const other = await context.newPage();
  await other.goto(url);
  await check(other);
  await other.reload();
  await check(other);
  return other;
}

const definition = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${text}$`) });

/** A made-up code in the same URL, opened in a new page: the screen says it is not found. */
async function madeUpCodeIsNotFound(
  context: BrowserContext,
  url: string,
  code: string,
  made: string,
  text: string,
) {
  const other = await context.newPage();
  await other.goto(url.replace(code, made));
  await expect(other.getByText(text)).toBeVisible(FIRST);
  await other.close();
}

for (const width of [1366, 390]) {
  test.describe(`Record links at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Three pages each (the list's, a new one with a reload, the made-up code's) on a loaded machine.
    test.describe.configure({ timeout: 180_000 });

    test('a vendor opens from its copied URL; a made-up code is not found', async ({
      page,
      context,
    }, testInfo) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/myvendor');
      const vendorCode = await followFirstCodeLink(page, /^VEN\d+$/);
      await expect(page).toHaveURL(new RegExp(`#/home/vendor/myvendor/viewvendor/${vendorCode}$`));
      await expect(definition(page, vendorCode)).toBeVisible(FIRST);
      const vendorPage = await opensInNewPage(context, page.url(), async (other) => {
        await expect(other.getByRole('heading', { name: screenTitles.viewVendor })).toBeVisible(FIRST);
        await expect(definition(other, vendorCode)).toBeVisible(FIRST);
      });
      if (width === 390) {
        await vendorPage.screenshot({ path: testInfo.outputPath('view-vendor-390.png'), fullPage: true });
      }
      await vendorPage.close();
      await madeUpCodeIsNotFound(
        context,
        page.url(),
        vendorCode,
        'VEN99999',
        recordLinkMessages.vendorNotFound('VEN99999'),
      );
    });

    test('a payable opens from its copied URL; a made-up code is not found', async ({ page, context }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/vendor/payables');
      const payableCode = await followFirstCodeLink(page, /^VPB\d+$/);
      await expect(page).toHaveURL(new RegExp(`#/home/vendor/payables/viewpayable/${payableCode}$`));
      await expect(definition(page, payableCode)).toBeVisible(FIRST);
      const payablePage = await opensInNewPage(context, page.url(), async (other) => {
        await expect(other.getByRole('heading', { name: screenTitles.viewPayable })).toBeVisible(FIRST);
        await expect(definition(other, payableCode)).toBeVisible(FIRST);
      });
      await payablePage.close();
      await madeUpCodeIsNotFound(
        context,
        page.url(),
        payableCode,
        'VPB99999',
        recordLinkMessages.payableNotFound('VPB99999'),
      );
    });

    test('an advance request opens from its copied URL; a made-up code is not found', async ({
      page,
      context,
    }) => {
      await loginAs(page, 'demoadmin');
      await page.goto('/#/home/advance/myadvancerequest');
      const advanceCode = await followFirstCodeLink(page, /^ADV\d+$/);
      await expect(page).toHaveURL(new RegExp(`#/home/advance/editadvancerequest/${advanceCode}$`));
      const amount = field(page, advanceLabels.fields.amount);
      await expect(amount).not.toHaveValue('', FIRST);
      const requested = await amount.inputValue();
      const advancePage = await opensInNewPage(context, page.url(), async (other) => {
        await expect(other.getByRole('heading', { name: screenTitles.editAdvance })).toBeVisible(FIRST);
        await expect(field(other, advanceLabels.fields.amount)).toHaveValue(requested, FIRST);
      });
      await advancePage.close();
      await madeUpCodeIsNotFound(
        context,
        page.url(),
        advanceCode,
        'ADV99999',
        recordLinkMessages.advanceNotFound('ADV99999'),
      );
    });
  });
}
