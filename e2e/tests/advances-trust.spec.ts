import { expect, type Page, test } from '@playwright/test';
import {
  commonMessages,
  advanceLabels as l,
  advanceMessages as m,
  rightsMessages as r,
  advanceServerMessages as sm,
} from '@sitebook/contract';
import { expectToast, loginAs, seriousViolations } from './fixtures';
import { asUser, choose, clickRowAction, field, PNG } from './form-helpers';

/**
 * The answer dialog showing `message`, closed with OK. Found by its text: a dialog it follows (the
 * edit or reason dialog) may still be closing.
 */
async function expectAlert(page: Page, message: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Advances and expenses, walked as the site lead and the admin would: the approved amount
 * bounds the expenses until an admin allows overspend; Settled advances open read-only; expenses
 * show their date, remarks and receipt and their author edits or deletes them; refusals say why;
 * rows that do not open are marked; a new advance is on the first page.
 */

/** The site lead requests an advance of `amount`; it lands first on page 1 of the list. */
async function requestAdvance(lead: Page, amount: string): Promise<string> {
  await lead.goto('/#/home/advance/addadvancerequest');
  await choose(lead, l.fields.siteCode, 'Metro Depot (MDP02)');
  await field(lead, l.fields.amount).fill(amount);
  await field(lead, l.fields.date).fill('2026-06-20');
  await lead.getByRole('button', { name: l.submit }).click();
  const created = lead.getByRole('dialog');
  await expect(created).toContainText(/Advance Request ADV\d{5} Created Successfully/);
  const advanceId = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
  await created.getByRole('button', { name: commonMessages.ok }).click();
  await expect(lead).toHaveURL(/#\/home\/advance$/);
  // Newest first: the new request is the first row of the first page.
  await expect(lead.getByRole('table').locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(
    advanceId,
  );
  return advanceId;
}

test.describe('Advances you can trust', () => {
  test('an expense past the approved amount is refused until an admin allows overspend with a reason', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const lead = await asUser(browser, 'sitelead');
    const advanceId = await requestAdvance(lead, '22000.50');

    // Pending: marked as not openable on Proof Submission, and the spec's alert when chosen.
    await lead.goto('/#/home/expense');
    const row = lead
      .getByRole('row')
      .filter({ has: lead.getByRole('cell', { name: advanceId, exact: true }) });
    await expect(row.getByText(l.notOpenableBadge('Pending'), { exact: true })).toBeVisible();
    const open = lead.getByRole('button', { name: l.openRow(advanceId) });
    await expect(open).toHaveAccessibleDescription(`${l.notOpenableBadge('Pending')}. ${l.notOpenableHint}`);
    await open.click();
    await expectAlert(lead, m.onlyApproved);

    const admin = await asUser(browser, 'demoadmin');
    await admin.goto('/#/home/advance/myadvancerequest');
    await clickRowAction(admin, l.editRow(advanceId));
    await choose(admin, l.fields.status, 'Approved');
    await admin.getByRole('button', { name: l.update }).click();
    await expectAlert(admin, m.updated(advanceId));

    await lead.goto('/#/home/expense');
    await lead.reload();
    await clickRowAction(lead, l.openRow(advanceId));
    await expect(lead.getByRole('heading', { name: m.spentTitle })).toBeVisible();
    await expect(lead.getByTestId('total-requested')).toHaveText('22,000.50');
    await expect(lead.getByTestId('total-approved')).toHaveText('22,000.50');
    await expect(lead.getByTestId('total-spent')).toHaveText('0.00');
    await expect(lead.getByTestId('total-remaining')).toHaveText('22,000.50');
    await choose(lead, l.expenseFields.type, 'Materials');
    await field(lead, l.expenseFields.amount).fill('57500');
    await lead.getByRole('button', { name: l.addExpense }).click();
    await expectAlert(lead, sm.overspend('57,500.00', '22,000.50'));
    await expect(lead.getByText(commonMessages.noDataFound)).toBeVisible();
    await expect(lead.getByRole('button', { name: l.allowOverspend })).toHaveCount(0);

    // The admin allows overspend on it, with a reason.
    await admin.goto('/#/home/expense');
    await clickRowAction(admin, l.openRow(advanceId));
    await admin.getByRole('button', { name: l.allowOverspend }).click();
    const dialog = admin.getByRole('dialog', { name: l.overspendTitle(advanceId) });
    await dialog.getByLabel(l.overspendReason).fill('Cement price rose; agreed with the site head');
    await dialog.getByRole('button', { name: l.allowOverspend }).click();
    await expectToast(admin, sm.overspendAllowed(advanceId));
    await expect(
      admin.getByText(l.overspendAllowedNote('Cement price rose; agreed with the site head')),
    ).toBeVisible();

    await lead.goto('/#/home/expense');
    await lead.reload();
    await clickRowAction(lead, l.openRow(advanceId));
    await choose(lead, l.expenseFields.type, 'Materials');
    await field(lead, l.expenseFields.amount).fill('57500');
    await lead.getByRole('button', { name: l.addExpense }).click();
    await expectToast(lead, sm.expenseCreated(advanceId));
    await expect(lead.getByTestId('total-spent')).toHaveText('57,500.00');
    await expect(lead.getByTestId('total-remaining')).toHaveText('-35,499.50');
    await admin.context().close();
    await lead.context().close();
  });

  test("expenses show date, remarks and receipt; their author edits and deletes them; others can't", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const lead = await asUser(browser, 'sitelead');
    // ADV00008: sitelead's Approved advance of 20,000 (demo data).
    await lead.goto('/#/home/expense');
    await clickRowAction(lead, l.openRow('ADV00008'));
    await choose(lead, l.expenseFields.type, 'Fuel');
    await field(lead, l.expenseFields.amount).fill('1200.50');
    await field(lead, l.expenseFields.date).fill('2026-05-01');
    await field(lead, l.expenseFields.remarks).fill('Diesel for the mixer');
    await lead
      .getByLabel(l.expenseFields.receipt)
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await lead.getByRole('button', { name: l.addExpense }).click();
    await expectToast(lead, sm.expenseCreated('ADV00008'));
    const name = 'Fuel 1,200.50 on 01-05-2026';
    const row = lead
      .getByRole('row')
      .filter({ has: lead.getByRole('cell', { name: 'Diesel for the mixer' }) });
    await expect(row.getByRole('cell')).toHaveText([
      '',
      'Fuel',
      '1,200.50',
      '01-05-2026',
      'Diesel for the mixer',
      l.receiptLink,
      'sitelead',
    ]);
    await lead.getByRole('button', { name: l.viewReceipt(name) }).click();
    const receipt = lead.getByRole('dialog', { name: l.receiptTitle(name) });
    await expect(receipt.getByRole('img', { name: l.receiptTitle(name) })).toBeVisible();
    expect(await seriousViolations(lead)).toEqual([]);
    await lead.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    // Edit: the amount and remarks change.
    await lead.getByRole('button', { name: l.editExpense(name) }).click();
    const edit = lead.getByRole('dialog', { name: `${l.editExpenseTitle}: ${name}` });
    await edit.getByLabel(l.expenseFields.amount, { exact: true }).fill('1100');
    await edit.getByLabel(l.expenseFields.remarks, { exact: true }).fill('Diesel, corrected bill');
    await edit.getByRole('button', { name: l.saveExpense }).click();
    await expectToast(lead, sm.expenseUpdated('ADV00008'));
    await expect(lead.getByRole('cell', { name: 'Diesel, corrected bill' })).toBeVisible();
    await expect(lead.getByTestId('total-spent')).toHaveText('1,100.00');

    // The admin records one on the same advance: the site lead may not change it.
    const admin = await asUser(browser, 'demoadmin');
    await admin.goto('/#/home/expense');
    await clickRowAction(admin, l.openRow('ADV00008'));
    await choose(admin, l.expenseFields.type, 'Food');
    await field(admin, l.expenseFields.amount).fill('250');
    await field(admin, l.expenseFields.date).fill('2026-05-02');
    await admin.getByRole('button', { name: l.addExpense }).click();
    await expectToast(admin, sm.expenseCreated('ADV00008'));
    await lead.goto('/#/home/expense');
    await lead.reload();
    await clickRowAction(lead, l.openRow('ADV00008'));
    await expect(lead.getByRole('cell', { name: 'Food' })).toBeVisible();
    await expect(lead.getByRole('button', { name: l.editExpense('Food 250.00 on 02-05-2026') })).toHaveCount(
      0,
    );

    // Delete their own, after a confirmation.
    const edited = 'Fuel 1,100.00 on 01-05-2026';
    await lead.getByRole('button', { name: l.deleteExpense(edited) }).click();
    const confirm = lead.getByRole('dialog');
    await expect(confirm).toContainText(l.confirmDeleteExpense(edited));
    await confirm.getByRole('button', { name: commonMessages.yes }).click();
    await expectToast(lead, sm.expenseDeleted('ADV00008'));
    await expect(lead.getByRole('cell', { name: 'Diesel, corrected bill' })).toHaveCount(0);
    await expect(lead.getByTestId('total-spent')).toHaveText('250.00');
    await admin.context().close();
    await lead.context().close();
  });

  test('a Settled advance opens read-only: its expenses shown, nothing to add, edit or delete', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/expense');
    await clickRowAction(page, l.openRow('ADV00005'));
    await expect(page.getByRole('heading', { name: m.spentTitle })).toBeVisible();
    await expect(page.getByText(l.readOnlyNotice('Settled'))).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Scaffolding hire' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Crane transport' })).toBeVisible();
    await expect(page.getByTestId('total-spent')).toHaveText('15,000.00');
    await expect(page.getByTestId('total-remaining')).toHaveText('0.00');
    await expect(page.getByRole('button', { name: l.addExpense })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) expense/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.allowOverspend })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a refused update shows the spec's 'Something went Wrong' with the server's reason", async ({
    browser,
  }) => {
    // The admin's own Pending request, which the site lead may see but not change (403).
    const admin = await asUser(browser, 'demoadmin');
    const advanceId = await requestAdvance(admin, '900');
    await admin.context().close();
    const lead = await asUser(browser, 'sitelead');
    await lead.goto('/#/home/advance/myadvancerequest');
    await clickRowAction(lead, l.editRow(advanceId));
    await field(lead, l.fields.amount).fill('999999');
    await lead.getByRole('button', { name: l.update }).click();
    const dialog = lead.getByRole('dialog', { name: m.updateFailed });
    await expect(dialog).toContainText(r.advanceNotYours);
    await dialog.getByRole('button', { name: commonMessages.ok }).click();
    await expect(lead).toHaveURL(/editadvancerequest\/ADV\d+$/);
    await lead.context().close();
  });
});
