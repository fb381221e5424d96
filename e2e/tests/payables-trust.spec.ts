import { expect, type Page, test } from '@playwright/test';
import {
  commonMessages,
  inputMessages,
  payableLabels as l,
  payableMessages as m,
  PAYABLE_STATUSES,
  rightsMessages,
  screenTitles,
  payableWorkflowMessages as w,
} from '@sitebook/contract';
import { expectToast, loginAs, nextPage } from './fixtures';

/**
 * Payables, walked as a user: the vendor by code and name under "Vendor Id", the statuses a
 * USER may choose, a history bar that ticks only what happened, every remark and change in the history
 * with who and when, 84500.50 accepted and a due date before the bill date refused, amount and dates
 * mended on edit, an administrator's Cancel payable, and one dialog per save.
 */

const LIST = '/#/home/vendor/payables';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function choose(page: Page, label: string, option?: string) {
  await field(page, label).click();
  const options = page.getByRole('option');
  if (option) await options.filter({ hasText: option }).first().click();
  else await options.first().click();
}

/** The only dialog on screen holds `text`; it is closed with OK and no other dialog follows. */
async function oneDialog(page: Page, text: string | RegExp): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText(text);
  const shown = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return shown;
}

/** Opens the list afresh and pages until the named row action shows, then clicks it. */
async function rowAction(page: Page, name: string) {
  const action = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    await page.goto(LIST);
    await page.reload();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    while (!(await action.isVisible())) {
      const next = page.getByRole('button', { name: commonMessages.next });
      if (await next.isDisabled()) throw new Error(`${name} is not listed`);
      await nextPage(page);
    }
  }).toPass({ timeout: 60_000 });
  await action.click();
}

/** Adds a payable for Joshi Excavators at RST01 with the amount typed as given; answers its code. */
async function addPayable(page: Page, amount: string, remarks: string) {
  await page.goto(`${LIST}/addpayable`);
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  const vendor = field(page, l.fields.vendorName);
  await vendor.click();
  await vendor.fill('joshi');
  await page.getByRole('option').filter({ hasText: 'Joshi Excavators' }).first().click();
  await choose(page, l.fields.siteName, 'RST01');
  await choose(page, l.fields.typeOfWork);
  await field(page, l.fields.quantity).fill('12');
  await choose(page, l.fields.units);
  await field(page, l.fields.amount).fill(amount);
  await field(page, l.fields.billDate).fill('2026-11-20');
  // A due date before the bill date is refused on the form, nothing sent.
  await field(page, l.fields.dueDate).fill('2026-11-19');
  await field(page, l.fields.remarks).fill(remarks);
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByText(`${m.errorPrefix}${inputMessages.dueBeforeBill}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await field(page, l.fields.dueDate).fill('2026-12-20');
  await page.getByRole('button', { name: l.submit }).click();
  // One dialog: the spec's success text (no 'OK' alert before it).
  const text = await oneDialog(page, /Vendor Payable :VPB\d{5} created Successfully/);
  await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);
  return /Vendor Payable :(VPB\d{5})/.exec(text)?.[1] as string;
}

async function saveEdit(page: Page, code: string) {
  await page.getByRole('button', { name: l.update }).click();
  await oneDialog(page, m.updated(code));
  await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);
}

test.describe('Payables you can trust', () => {
  test('vendor code and name, 84500.50, one dialog, amount and dates mended, remarks and skipped steps in the history', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'demoadmin');
    const code = await addPayable(page, '84500.50', 'Bill received');

    // The list: the vendor by code and name under the spec's "Vendor Id", the amount with its paise.
    await page.goto(LIST);
    const row = page.locator('tbody tr').filter({ hasText: code });
    await expect(row).toContainText(/VEN\d{5} · Joshi Excavators/);
    await expect(row).toContainText('84,500.50');

    // Edit: mend the amount and the due date, change the remark.
    await rowAction(page, l.editRow(code));
    await expect(field(page, l.fields.amount)).toHaveValue('84500.5');
    await field(page, l.fields.amount).fill('84050.50');
    await field(page, l.fields.dueDate).fill('2026-12-21');
    await field(page, l.fields.remarks).fill('Checked on site');
    await saveEdit(page, code);

    // An administrator skips ahead: Invoice Raised → Invoice Approved.
    await rowAction(page, l.editRow(code));
    await choose(page, l.fields.status, 'Invoice Approved');
    await saveEdit(page, code);

    await rowAction(page, l.historyRow(code));
    await expect(page.getByRole('heading', { name: screenTitles.payableHistory })).toBeVisible();
    const progress = page.getByRole('list', { name: l.progress });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Invoice Approved');
    await expect(progress.locator('[data-state="done"]')).toHaveCount(1);
    await expect(progress.locator('[data-state="skipped"]')).toHaveCount(2);
    const history = page.getByRole('table', { name: l.historyCaption });
    await expect(history).toContainText(/VEN\d{5} · Joshi Excavators/);
    const changes = page.getByRole('table', { name: w.changesCaption });
    await expect(changes).toContainText('Amount: 84,500.50 → 84,050.50');
    await expect(changes).toContainText('Due Date: 20-12-2026 → 21-12-2026');
    await expect(changes).toContainText('Status: Invoice Raised → Invoice Approved');
    const remarks = page.getByRole('table', { name: w.remarksCaption });
    await expect(remarks.locator('tbody tr')).toHaveCount(2);
    await expect(remarks.locator('tbody tr').nth(0)).toContainText('Bill received');
    await expect(remarks.locator('tbody tr').nth(1)).toContainText('Checked on site');
    await expect(remarks.locator('tbody tr').nth(1)).toContainText('demoadmin');
  });

  test('moving a payable back asks for a reason, refuses to save without one, and keeps it in the history', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'demoadmin');
    const code = await addPayable(page, '5000', 'Back and forth');
    await rowAction(page, l.editRow(code));
    await choose(page, l.fields.status, 'Invoice Approved');
    await expect(page.getByLabel(rightsMessages.payableBackReasonLabel)).toHaveCount(0);
    await saveEdit(page, code);

    await rowAction(page, l.editRow(code));
    await choose(page, l.fields.status, 'Invoice Received');
    const reason = page.getByLabel(rightsMessages.payableBackReasonLabel);
    await expect(reason).toBeVisible();
    await page.getByRole('button', { name: l.update }).click();
    await expect(page.getByText(rightsMessages.payableBackNeedsReason)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await reason.fill('Approved against the wrong delivery note');
    await saveEdit(page, code);

    await rowAction(page, l.historyRow(code));
    const changes = page.getByRole('table', { name: w.changesCaption });
    const back = changes
      .locator('tbody tr')
      .filter({ hasText: 'Status: Invoice Approved → Invoice Received' });
    await expect(back).toContainText(`${w.reasonColumn}: Approved against the wrong delivery note`);
    await expect(back).toContainText('demoadmin');
  });

  test('a USER is offered the current and the next status only, and no Cancel', async ({ page }) => {
    await loginAs(page, 'sitelead');
    const code = await addPayable(page, '1200', 'From site');
    await rowAction(page, l.editRow(code));
    await field(page, l.fields.status).click();
    await expect(page.getByRole('option')).toHaveText([PAYABLE_STATUSES[0], PAYABLE_STATUSES[1]]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: w.cancelAction })).toHaveCount(0);
  });

  test('an administrator cancels with a reason: marked Cancelled, not editable, the reason in the history', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'demoadmin');
    const code = await addPayable(page, '5000', 'Entered twice');
    await rowAction(page, l.editRow(code));
    await page.getByRole('button', { name: w.cancelAction }).click();
    const dialog = page.getByRole('dialog', { name: w.cancelTitle(code) });
    await dialog.getByRole('button', { name: w.cancelConfirm }).click();
    await expect(dialog).toContainText(w.cancelReasonRequired);
    await dialog.getByRole('textbox', { name: w.cancelReasonLabel }).fill('Duplicate of an earlier bill');
    await dialog.getByRole('button', { name: w.cancelConfirm }).click();
    await expectToast(page, w.cancelDone(code));
    await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);

    await page.goto(LIST);
    const row = page.locator('tbody tr').filter({ hasText: code });
    await expect(row).toContainText(w.cancelled);
    await expect(page.getByRole('button', { name: w.editRowCancelled(code) })).toBeDisabled();

    await rowAction(page, l.historyRow(code));
    await expect(
      page.getByText(/^Cancelled by demoadmin on .+: Duplicate of an earlier bill$/),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: w.changesCaption })).toContainText(
      'Status: Invoice Raised → Cancelled',
    );
  });
});
