import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  amountRuleMessages,
  commonMessages,
  IMAGE_PREVIEW_MAX_HEIGHT,
  advanceLabels as l,
  advanceMessages as m,
  advanceServerMessages as sm,
} from '@sitebook/contract';
import { type DemoUser, expectAlert, expectToast, loginAs, nextPage, seriousViolations } from './fixtures';
import { asUser as asUserAt, choose, clickRowAction, field, png } from './form-helpers';

const asUser = (browser: Browser, user: DemoUser) => asUserAt(browser, user, { width: 1280, height: 800 });

/** A distinct amount per run so rows made by parallel tests are told apart. */
const uniqueAmount = () => 10_000 + Math.floor(Math.random() * 80_000);

async function noHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('Advance requests', () => {
  test('the list: title, +AddAdvanceRequest, six columns, 10 a page, date only, Edit per row; no serious axe issue', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/advance/myadvancerequest');
    await expect(page.getByRole('heading', { level: 2, name: m.listTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.addNew })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      l.columns.actions,
      'AdvanceReqCode',
      'SiteCode',
      'Requested By',
      'Requested Amount',
      // Approved, spent and remaining.
      l.totals.approved,
      l.totals.spent,
      l.totals.remaining,
      'Requested Date',
      'Status',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    // Newest first: the codes on page 1 go down, and ADV00001 is on a later page.
    const codes = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes).not.toContain('ADV00001');
    expect(await seriousViolations(page)).toEqual([]);
    const first = table.getByRole('cell', { name: 'ADV00001', exact: true });
    for (let i = 0; i < 20 && !(await first.isVisible()); i++) await nextPage(page);
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'ADV00001', exact: true }) })
        .getByRole('cell'),
    ).toHaveText([
      '',
      'ADV00001',
      'RST01',
      'sitelead',
      '25,000.00',
      '25,000.00',
      '15,250.00',
      '9,750.00',
      '03-04-2026',
      'Approved',
    ]);
    await expect(page.getByRole('button', { name: l.editRow('ADV00001') })).toBeVisible();

    // The advance index shows the same list.
    await page.goto('/#/home/advance');
    await expect(page.getByRole('heading', { name: m.listTitle })).toBeVisible();
    await page.getByRole('link', { name: m.addNew }).click();
    await expect(page).toHaveURL(/#\/home\/advance\/addadvancerequest$/);
  });

  test('Add: the amount and date alerts, an amount of 0 refused, and the image preview', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/advance/addadvancerequest');
    await expect(page.getByRole('heading', { name: 'Add Advance Request' })).toBeVisible();
    await page.getByRole('button', { name: l.submit }).click();
    await expectAlert(page, m.enterAmount);
    // The date starts as the company's today (India's day, shown day first); cleared, it is asked for.
    const today = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date())
      .replaceAll('/', '-');
    await expect(field(page, l.fields.date)).toHaveValue(today);
    await field(page, l.fields.amount).fill('500');
    await field(page, l.fields.date).fill('');
    await page.getByRole('button', { name: l.submit }).click();
    await expectAlert(page, m.enterDate);
    await field(page, l.fields.date).fill('2026-06-15');
    // An amount of 0 is refused (it asked for a confirmation and sent 0).
    await field(page, l.fields.amount).fill('0');
    await page.getByRole('button', { name: l.submit }).click();
    await expectAlert(page, amountRuleMessages.advanceAmountPositive);
    await expect(page).toHaveURL(/addadvancerequest$/);
    await expect(field(page, l.fields.amount)).toHaveValue('0');

    await page.getByLabel(l.fields.image).setInputFiles(png());
    const preview = page.getByRole('img', { name: l.imagePreview });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img) => getComputedStyle(img).maxHeight)).toBe(
      `${IMAGE_PREVIEW_MAX_HEIGHT}px`,
    );
    // The preview and its remove button meet WCAG AA too.
    expect(await seriousViolations(page)).toEqual([]);

    // A file that is not an image is refused by the server with its message.
    await page.getByLabel(l.fields.image).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    await field(page, l.fields.amount).fill('500');
    await page.getByRole('button', { name: l.submit }).click();
    await expectAlert(page, sm.imagesOnly);
    await expect(field(page, l.fields.amount)).toHaveValue('500');
  });

  test('Edit without a chosen request says so; Spent Information without one too', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/advance/editadvancerequest');
    await expect(page.getByText(l.noAdvanceState)).toBeVisible();
    await page.goto('/#/home/expense/spentinformation');
    await expect(page.getByText(l.noAdvanceState)).toBeVisible();
  });

  test('Proof Submission: a non-approved row is refused; an approved one opens Spent Information', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/expense');
    await expect(page.getByRole('heading', { level: 2, name: m.proofTitle })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
    // The spec names these columns in plain words (the advance list's are quoted as AdvanceReqCode, SiteCode).
    await expect(page.getByRole('columnheader', { name: l.proofColumns.advanceId })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: l.proofColumns.siteCode })).toBeVisible();
    await clickRowAction(page, l.openRow('ADV00002'));
    await expectAlert(page, m.onlyApproved);
    await clickRowAction(page, l.openRow('ADV00001'));
    await expect(page).toHaveURL(/#\/home\/expense\/spentinformation\/ADV00001$/);
    await expect(page.getByRole('heading', { level: 2, name: m.spentTitle })).toBeVisible();
    await expect(page.getByText(/ADV00001/).first()).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      l.expenseColumns.actions,
      l.expenseColumns.type,
      l.expenseColumns.amount,
      l.expenseColumns.date,
      l.expenseColumns.remarks,
      l.expenseColumns.receipt,
      l.expenseColumns.recordedBy,
    ]);
    await expect(table.getByRole('cell', { name: 'Materials', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Cement 50 bags' })).toBeVisible();
    await expect(page.getByTestId('total-requested')).toHaveText('25,000.00');
    await expect(page.getByTestId('total-approved')).toHaveText('25,000.00');
    await expect(page.getByTestId('total-spent')).toHaveText('15,250.00');
    await expect(page.getByTestId('total-remaining')).toHaveText('9,750.00');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('one advance from request (sitelead) to approval (demoadmin) to two expenses, remaining shown', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const amount = uniqueAmount();
    // 1. The site lead requests it (a USER role sees only Pending).
    const lead = await asUser(browser, 'sitelead');
    await lead.goto('/#/home/advance/addadvancerequest');
    await choose(lead, l.fields.siteCode, 'Metro Depot (MDP02)');
    await field(lead, l.fields.amount).fill(String(amount));
    await field(lead, l.fields.date).fill('2026-06-20');
    await choose(lead, l.fields.remarks, 'Transport');
    await field(lead, l.fields.status).click();
    await expect(lead.getByRole('option')).toHaveText(['Pending']);
    await lead.keyboard.press('Escape');
    await lead.getByLabel(l.fields.image).setInputFiles(png('advance.png'));
    await expect(lead.getByRole('img', { name: l.imagePreview })).toBeVisible();
    await lead.getByRole('button', { name: l.submit }).click();
    const created = lead.getByRole('dialog');
    await expect(created).toContainText(/Advance Request ADV\d{5} Created Successfully/);
    const advanceId = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
    await created.getByRole('button', { name: commonMessages.ok }).click();
    await expect(lead).toHaveURL(/#\/home\/advance$/);
    await expect(lead.getByRole('heading', { name: m.listTitle })).toBeVisible();

    // Not approved yet: Proof Submission refuses it.
    await lead.goto('/#/home/expense');
    await clickRowAction(lead, l.openRow(advanceId));
    await expectAlert(lead, m.onlyApproved);

    // 2. The admin approves it on Edit (the stored image is previewed).
    const admin = await asUser(browser, 'demoadmin');
    await admin.goto('/#/home/advance/myadvancerequest');
    await clickRowAction(admin, l.editRow(advanceId));
    await expect(admin).toHaveURL(/editadvancerequest\/ADV\d+$/);
    await expect(field(admin, l.fields.amount)).toHaveValue(String(amount));
    const preview = admin.getByRole('img', { name: l.imagePreview });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img) => getComputedStyle(img).maxHeight)).toBe('200px');
    await choose(admin, l.fields.status, 'Approved');
    await admin.getByRole('button', { name: l.update }).click();
    await expectAlert(admin, `Vendor ${advanceId}AdvanceRequest Updated Successfully`);
    await expect(admin).toHaveURL(/#\/home\/advance$/);

    // 3. The site lead records two expenses on Spent Information.
    await lead.goto('/#/home/expense');
    await lead.reload();
    await clickRowAction(lead, l.openRow(advanceId));
    await expect(lead.getByRole('heading', { name: m.spentTitle })).toBeVisible();
    await expect(lead.getByText(commonMessages.noDataFound)).toBeVisible();
    await expect(lead.getByTestId('total-remaining')).toHaveText(
      amount.toLocaleString('en-IN', { minimumFractionDigits: 2 }),
    );

    await choose(lead, l.expenseFields.type, 'Fuel');
    await field(lead, l.expenseFields.amount).fill('1200.50');
    await field(lead, l.expenseFields.remarks).fill('Diesel');
    await lead.getByRole('button', { name: l.addExpense }).click();
    await expectToast(lead, sm.expenseCreated(advanceId));
    await expect(lead.getByRole('cell', { name: 'Fuel', exact: true })).toBeVisible();

    await choose(lead, l.expenseFields.type, 'Food');
    await field(lead, l.expenseFields.amount).fill('800');
    const receipt = lead.getByLabel(l.expenseFields.receipt);
    await expect(receipt).toHaveAttribute('capture', 'environment');
    await expect(receipt).toHaveAttribute('accept', 'image/*');
    await receipt.setInputFiles(png('receipt.png'));
    await expect(lead.getByRole('img', { name: l.imagePreview })).toBeVisible();
    await lead.getByRole('button', { name: l.addExpense }).click();
    await expectToast(lead, sm.expenseCreated(advanceId));
    await expect(lead.getByRole('table').locator('tbody tr')).toHaveCount(2);
    const remaining = amount - 2000.5;
    await expect(lead.getByTestId('total-spent')).toHaveText('2,000.50');
    await expect(lead.getByTestId('total-remaining')).toHaveText(
      remaining.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    await admin.context().close();
    await lead.context().close();
  });

  test('Add and Edit: the created and the update dialog texts, then back to /home/advance', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/advance/addadvancerequest');
    await field(page, l.fields.amount).fill('250');
    await field(page, l.fields.date).fill('2026-07-01');
    await page.getByRole('button', { name: l.submit }).click();
    const created = page.getByRole('dialog');
    await expect(created).toContainText(/^.*Advance Request ADV\d{5} Created Successfully/);
    const advanceId = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
    await created.getByRole('button', { name: commonMessages.ok }).click();
    await expect(page).toHaveURL(/#\/home\/advance$/);
    await clickRowAction(page, l.editRow(advanceId));
    await field(page, l.fields.amount).fill('350');
    await page.getByRole('button', { name: l.update }).click();
    await expectAlert(page, m.updated(advanceId));
    await expect(page).toHaveURL(/#\/home\/advance$/);
  });

  test('phone width (375×812): Add and Spent Information have no horizontal page scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // An administrator: ADV00003 is not the site lead's, so only an ADMIN is offered its expense form.
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/advance/addadvancerequest');
    await expect(page.getByRole('button', { name: l.submit })).toBeVisible();
    await noHorizontalScroll(page);
    await page.goto('/#/home/expense');
    await clickRowAction(page, l.openRow('ADV00003'));
    await expect(page.getByRole('heading', { name: m.spentTitle })).toBeVisible();
    // At phone width each expense is a card headed by its type.
    await expect(
      page.getByRole('list', { name: m.spentTitle }).getByRole('heading', { name: 'Labour' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: l.addExpense })).toBeVisible();
    await noHorizontalScroll(page);
  });
});
