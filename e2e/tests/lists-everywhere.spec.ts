import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  advanceLabels,
  advanceMessages,
  payableLabels,
  payableMessages,
  vendorMessages,
} from '@sitebook/contract';
import { loginAs, nextPage } from './fixtures';

// "Everywhere": every list fits a 1366 px screen with its row actions in view, shows rows as
// cards on a phone, and shows numbers and dates in one format (India: 1,00,000.00 and dd-mm-yyyy).

/** en-IN grouping (lakhs, crores) with two decimals: 500.00, 25,000.00, 1,52,000.00. */
const AMOUNT = /^-?(\d{1,2},(\d{2},)*\d{3}|\d{1,3})\.\d{2}$/;
const DATE = /^\d{2}-\d{2}-\d{4}$/;
const MOMENT = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;

interface ListCheck {
  name: string;
  /** The list's caption (names the table's scroll region and the phone's card list). */
  caption: string;
  /** Opens the screen and shows the list. */
  open: (page: Page) => Promise<void>;
  /** Has row actions (shown first). */
  actions: boolean;
  /** Column header → the format every cell of it has. */
  formats: Record<string, RegExp>;
  /**
   * The table may scroll sideways inside its own labelled region at 1366 px (the page never does):
   * the payables list's 15 columns (the spec's 11 and Invoice No., Total, Paid, Outstanding) and its
   * three actions (first, so always in view) are wider than the content box beside the sidebar.
   */
  scrollsInItsRegion?: boolean;
}

const settled = async (page: Page) => {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
};

const LISTS: ListCheck[] = [
  {
    name: 'vendors',
    caption: vendorMessages.listTitle,
    open: async (page) => {
      await page.goto('/#/home/vendor/myvendor');
      await expect(page.getByRole('heading', { name: vendorMessages.listTitle })).toBeVisible();
    },
    actions: true,
    formats: { Opening: AMOUNT },
  },
  {
    name: 'payables',
    caption: payableMessages.listTitle,
    open: async (page) => {
      await page.goto('/#/home/vendor/payables');
      await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();
    },
    actions: true,
    scrollsInItsRegion: true,
    formats: {
      Amount: AMOUNT,
      Total: AMOUNT,
      Paid: AMOUNT,
      Outstanding: AMOUNT,
      'Bill Date': DATE,
      'Due Date': DATE,
    },
  },
  {
    name: 'payable history',
    caption: payableLabels.historyCaption,
    open: async (page) => {
      await page.goto('/#/home/vendor/payables');
      await page
        .getByRole('button', { name: /^History of VPB\d+$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/historypayable\/VPB\d+$/);
    },
    actions: false,
    formats: {
      Amount: AMOUNT,
      'Bill Date': DATE,
      'Due Date': DATE,
      [payableLabels.historyColumns[12]]: MOMENT,
    },
  },
  {
    name: 'advances',
    caption: advanceMessages.listTitle,
    open: async (page) => {
      await page.goto('/#/home/advance/myadvancerequest');
      await expect(page.getByRole('heading', { name: advanceMessages.listTitle })).toBeVisible();
    },
    actions: true,
    formats: { 'Requested Amount': AMOUNT, 'Requested Date': DATE },
  },
  {
    name: 'proof submission',
    caption: advanceMessages.proofTitle,
    open: async (page) => {
      await page.goto('/#/home/expense');
      await expect(page.getByRole('heading', { name: advanceMessages.proofTitle })).toBeVisible();
    },
    actions: true,
    formats: { 'Requested Amount': AMOUNT, 'Requested Date': DATE },
  },
  {
    name: 'spent information',
    caption: advanceMessages.spentTitle,
    open: async (page) => {
      await page.goto('/#/home/expense');
      // ADV00001 (Approved, with expenses) is on a later page: the list is newest first.
      const open = page.getByRole('button', { name: advanceLabels.openRow('ADV00001') });
      await expect(page.getByRole('button', { name: /^Open ADV/ }).first()).toBeVisible();
      for (let i = 0; i < 20 && !(await open.isVisible()); i++) await nextPage(page);
      await open.click();
      await expect(page).toHaveURL(/spentinformation\/ADV\d+$/);
      await expect(page.getByTestId('total-requested')).toHaveText(AMOUNT);
    },
    actions: false,
    formats: { [advanceLabels.expenseColumns.amount]: AMOUNT },
  },
  {
    name: 'summary by status',
    caption: payableLabels.summaryCaption,
    open: async (page) => {
      await page.goto('/#/home/vendor/payables/statussumm');
      await page.getByLabel(new RegExp(`^${payableLabels.fields.billDate}`)).fill('2026-04-10');
      await expect(page.getByLabel(payableLabels.fields.salaryCycle, { exact: true })).toHaveValue(
        '01-04-2026 to 30-04-2026',
      );
      await page.getByRole('textbox', { name: payableLabels.fields.status, exact: true }).click();
      await page.getByRole('option', { name: 'Invoice Approved', exact: true }).click();
      await page.getByRole('button', { name: payableLabels.list }).click();
      // The totals (lakhs in the demo data) use the same format.
      await expect(page.getByRole('table', { name: payableLabels.totalsCaption })).toContainText(
        /\d,\d{2},\d{3}\.\d{2}/,
      );
    },
    actions: false,
    formats: { Amount: AMOUNT, 'Bill Date': DATE, 'Due Date': DATE },
  },
];

/** The page and (unless it may scroll in its own region) an element scroll no further sideways than they are wide. */
async function expectNoSidewaysScroll(page: Page, box: Locator, boxMayScroll = false) {
  const doc = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(doc.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(doc.client);
  if (boxMayScroll) return;
  const own = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(own.scroll, "the list's own box scrolls sideways").toBeLessThanOrEqual(own.client);
}

/** Every cell of the column under `header` has the format. */
async function expectColumnFormat(table: Locator, header: string, format: RegExp) {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(cell.trim(), `${header} cell`).toMatch(format);
}

test.describe('Every list at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const list of LISTS) {
    test(`${list.name}: no sideways scroll, actions first and in view, one number and date format`, async ({
      page,
    }) => {
      await loginAs(page, 'demoadmin');
      await list.open(page);
      const region = page.getByRole('region', { name: list.caption, exact: true });
      const table = region.getByRole('table');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await settled(page);
      await expectNoSidewaysScroll(page, region, list.scrollsInItsRegion);

      if (list.actions) {
        const firstCell = table.locator('tbody tr').first().locator('td').first();
        const action = firstCell.getByRole('button').first();
        await expect(action).toBeVisible();
        const at = await action.boundingBox();
        expect(at && at.x + at.width).toBeLessThanOrEqual(1366);
      }
      for (const [header, format] of Object.entries(list.formats)) {
        await expectColumnFormat(table, header, format);
      }
    });
  }
});

test.describe('Every list at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const list of LISTS) {
    test(`${list.name}: rows are cards, nothing scrolls sideways`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await list.open(page);
      const cards = page.getByRole('list', { name: list.caption, exact: true });
      await expect(cards.getByRole('listitem').first()).toBeVisible();
      await settled(page);
      await expect(page.getByRole('table', { name: list.caption, exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page, cards);

      const card = cards.getByRole('listitem').first();
      await expect(card.getByRole('heading')).toBeVisible();
      // The spec's column headers label the values.
      const labels = await card.locator('dt').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const [header, format] of Object.entries(list.formats)) {
        const term = card.locator('dt', { hasText: new RegExp(`^${header}$`) });
        await expect(term).toHaveCount(1);
        await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(format);
      }
      if (list.actions) {
        const buttons = card.getByRole('button');
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const button of await buttons.all()) {
          await expect(button).toBeVisible();
          const at = await button.boundingBox();
          expect(at && at.x + at.width).toBeLessThanOrEqual(390);
        }
      }
    });
  }
});
