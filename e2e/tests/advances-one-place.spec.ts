import { expect, test } from '@playwright/test';
import {
  type AdvanceRequest,
  API,
  approvalMessages as a,
  apiPath,
  advanceLabels as l,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { expectToast } from './fixtures';
import { asUser, authHeaders, field } from './form-helpers';

/**
 * An advance is approved for less from Waiting for me, settled in one place (the
 * edit form offers no Settled and links to Spent Information), and a USER is offered no form the
 * server would refuse (an expense on someone else's advance).
 */

for (const width of [1366, 390]) {
  const viewport = { width, height: 900 };

  test(`at ${width} px: approve for less in Waiting for me; settle only in Spent Information`, async ({
    browser,
  }) => {
    const lead = await asUser(browser, 'sitelead', viewport);
    const created = await lead.request.post(API.advance, {
      headers: await authHeaders(lead),
      data: {
        companyCode: 'DEMO01',
        siteCode: 'RST01',
        requestedAmount: 5000,
        requestedByDate: '2026-11-20',
        requesterComments: 'Transport',
        status: 'Pending',
        documentIds: '',
      },
    });
    expect(created.status(), await created.text()).toBe(202);
    const code = ((await created.json()) as { advanceId: string }).advanceId;
    await lead.context().close();

    const admin = await asUser(browser, 'demoadmin', viewport);
    await admin.goto('/#/home/approvals');
    await admin.getByRole('button', { name: `${a.approve} ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: `${a.approve} ${code}` });
    const amount = dialog.getByRole('textbox', { name: a.approvedAmountLabel });
    await expect(amount).toHaveValue('5000');
    await amount.fill('3200');
    await dialog.getByRole('button', { name: a.approve, exact: true }).click();
    await expectToast(admin, a.advanceApproved(code), a.successTitle);

    await admin.goto(`/#/home/advance/editadvancerequest/${code}`);
    await expect(admin.getByText(l.settleInSpentInformation)).toBeVisible();
    await expect(field(admin, rm.approvedAmountLabel)).toHaveValue(/^3,?200(\.00)?$/);
    await field(admin, l.fields.status).click();
    const options = admin.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.allTextContents()).not.toContain('Settled');
    await admin.keyboard.press('Escape');
    await admin.getByRole('link', { name: l.openSpentInformation(code) }).click();
    await expect(admin).toHaveURL(new RegExp(`spentinformation/${code}$`));
    await expect(admin.getByTestId('advance-code')).toContainText(`${code} · RST01 · Approved`);
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await admin.context().close();
  });

  test(`at ${width} px: a USER opening someone else's approved advance is offered no expense form`, async ({
    browser,
  }) => {
    const lead = await asUser(browser, 'sitelead', viewport);
    const listed = await lead.request.get(
      `${apiPath(API.advancesForCompany, { companyCode: 'DEMO01' })}?status=Approved&page=1&size=50`,
      { headers: await authHeaders(lead) },
    );
    expect(listed.status()).toBe(202);
    const others = ((await listed.json()) as AdvanceRequest[]).filter(
      (r) => r.requestedBy !== 'sitelead' && r.createdBy !== 'sitelead',
    );
    const other = others[0];
    if (!other) throw new Error('the demo data has no Approved advance of someone other than sitelead');
    await lead.goto(`/#/home/expense/spentinformation/${other.advanceId}`);
    await expect(lead.getByText(l.notYoursForExpense(other.requestedBy))).toBeVisible();
    await expect(lead.getByRole('heading', { name: l.addExpenseTitle })).toHaveCount(0);
    await lead.context().close();
  });
}
