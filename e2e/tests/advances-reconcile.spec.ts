import { expect, type Page, test } from '@playwright/test';
import {
  commonMessages,
  advanceLabels as l,
  advanceReconcileMessages as rm,
  advanceServerMessages as sm,
} from '@sitebook/contract';
import { expectToast, seriousViolations } from './fixtures';
import { asUser, choose, clickRowAction, field, PNG } from './form-helpers';

/**
 * Reconciling an advance at phone width (390×844): an administrator approves an advance, adds an expense with a
 * receipt photo on Spent Information, records the return of the rest so the remaining balance reaches
 * 0, settles the advance and sees it locked (read-only, still viewable).
 */

const PHONE = { width: 390, height: 844 };

/** The answer dialog showing `message`, closed with OK. */
async function _expectAlert(page: Page, message: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Reconcile an advance on a phone', () => {
  test('an admin adds an expense with a photo, records the return of the rest, settles, and the advance locks', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await asUser(browser, 'demoadmin', PHONE);

    // An approved advance of 1,000.00 (an administrator may create it as Approved).
    await admin.goto('/#/home/advance/addadvancerequest');
    await choose(admin, l.fields.siteCode, 'Metro Depot (MDP02)');
    await field(admin, l.fields.amount).fill('1000');
    await field(admin, l.fields.date).fill('2026-06-20');
    await choose(admin, l.fields.status, 'Approved');
    await admin.getByRole('button', { name: l.submit }).click();
    const created = admin.getByRole('dialog');
    await expect(created).toContainText(/Advance Request ADV\d{5} Created Successfully/);
    const advanceId = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
    await created.getByRole('button', { name: commonMessages.ok }).click();

    // Open it in Spent Information and add an expense with a receipt photo.
    await admin.goto('/#/home/expense');
    await clickRowAction(admin, l.openRow(advanceId));
    await expect(admin.getByTestId('total-remaining')).toHaveText('1,000.00');
    await choose(admin, l.expenseFields.type, 'Fuel');
    await field(admin, l.expenseFields.amount).fill('640.25');
    await field(admin, l.expenseFields.date).fill('2026-06-21');
    await admin
      .getByLabel(l.expenseFields.receipt)
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('button', { name: l.addExpense }).click();
    await expectToast(admin, sm.expenseCreated(advanceId));
    await expect(admin.getByTestId('total-spent')).toHaveText('640.25');
    await expect(admin.getByTestId('total-remaining')).toHaveText('359.75');

    // Reconcile: the holder still holds 359.75; settling is not possible yet.
    const reconcile = admin.getByRole('region', { name: rm.reconcileTitle });
    await expect(reconcile).toContainText(rm.holderOwes('359.75'));
    await expect(reconcile.getByRole('button', { name: rm.settleButton })).toBeDisabled();
    await field(admin, rm.amountLabel).fill('359.75');
    await choose(admin, rm.modeLabel, 'Cash');
    await field(admin, rm.referenceLabel).fill('RCPT-17');
    await reconcile.getByRole('button', { name: rm.record }).click();
    await expectToast(admin, rm.returnRecorded(advanceId));
    await expect(admin.getByTestId('total-remaining')).toHaveText('0.00');
    await expect(admin.getByTestId('total-returned')).toHaveText('359.75');
    await expect(reconcile).toContainText(rm.balanced);
    await expect(reconcile).toContainText('RCPT-17');

    // Settle: confirmed, then locked.
    const settle = reconcile.getByRole('button', { name: rm.settleButton });
    await expect(settle).toBeEnabled();
    await settle.click();
    const confirm = admin.getByRole('dialog').filter({ hasText: rm.confirmSettle(advanceId) });
    await confirm.getByRole('button', { name: commonMessages.yes }).click();
    await expectToast(admin, rm.settled(advanceId));
    await expect(reconcile).toContainText(rm.settledNote);
    await expect(admin.getByText(l.readOnlyNotice('Settled'))).toBeVisible();
    await expect(admin.getByRole('button', { name: l.addExpense })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: rm.record })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: rm.settleButton })).toHaveCount(0);
    // Still viewable: the expense and the return.
    await expect(admin.getByText('640.25').first()).toBeVisible();
    await expect(reconcile).toContainText('RCPT-17');
    // No horizontal scrolling at phone width.
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();
  });
});
