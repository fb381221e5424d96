import { expect, type Page, test } from '@playwright/test';
import { approvalMessages as a, commonMessages, homeMessages, advanceLabels as l } from '@sitebook/contract';
import { expectToast, seriousViolations } from './fixtures';
import { asUser, choose, field } from './form-helpers';

/**
 * The site lead asks for an advance; the administrator sees the count in the
 * sidebar's "Waiting for me", approves it there with a comment, and the count drops.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/i15-shots';

const sidebarLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: new RegExp(a.title) });
const countOf = async (page: Page) => {
  const badge = sidebarLink(page).getByTestId('waiting-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

test('an advance request waits for the administrator, who approves it with a comment; the count drops', async ({
  browser,
}) => {
  const lead = await asUser(browser, 'sitelead');
  // A USER role type has no queue.
  await expect(lead.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
  await expect(sidebarLink(lead)).toHaveCount(0);
  const amount = 30_000 + Math.floor(Math.random() * 60_000);
  await lead.goto('/#/home/advance/addadvancerequest');
  await choose(lead, l.fields.siteCode, 'Metro Depot (MDP02)');
  await field(lead, l.fields.amount).fill(String(amount));
  await field(lead, l.fields.date).fill('2026-12-20');
  await choose(lead, l.fields.remarks, 'Transport');
  await lead.getByRole('button', { name: l.submit }).click();
  const created = lead.getByRole('dialog');
  await expect(created).toContainText(/Advance Request ADV\d{5} Created Successfully/);
  const code = /ADV\d{5}/.exec((await created.textContent()) ?? '')?.[0] as string;
  await created.getByRole('button', { name: commonMessages.ok }).click();
  // The site lead's home lists it among their pending requests.
  await lead.goto('/#/home');
  await expect(lead.getByRole('region', { name: homeMessages.myRequests })).toContainText(code);
  await lead.screenshot({ path: `${SHOTS}/home-sitelead-desktop.png`, fullPage: true });
  await lead.context().close();

  const admin = await asUser(browser, 'demoadmin');
  await expect(admin.getByRole('region', { name: homeMessages.approvalsWaiting })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/home-demoadmin-desktop.png`, fullPage: true });
  await expect(sidebarLink(admin).getByTestId('waiting-count')).toBeVisible();
  const before = await countOf(admin);
  expect(before).toBeGreaterThan(0);
  await sidebarLink(admin).click();
  await expect(admin).toHaveURL(/#\/home\/approvals$/);
  await expect(admin.getByRole('heading', { level: 2, name: a.title })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/approvals-desktop.png`, fullPage: true });
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole('button', { name: `${a.approve} ${code}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(a.commentLabel).fill('Approved for the depot transport');
  await dialog.getByRole('button', { name: a.approve, exact: true }).click();
  await expectToast(admin, a.advanceApproved(code), a.successTitle);
  await expect(admin.getByRole('button', { name: `${a.approve} ${code}` })).toHaveCount(0);
  await expect.poll(() => countOf(admin)).toBe(before - 1);

  // Rejecting asks for a comment first.
  const reject = admin.getByRole('button', { name: new RegExp(`^${a.reject} `) }).first();
  if ((await reject.count()) > 0) {
    await reject.click();
    const rejectDialog = admin.getByRole('dialog');
    await rejectDialog.getByRole('button', { name: a.reject, exact: true }).click();
    await expect(rejectDialog).toContainText(a.rejectNeedsComment);
    await rejectDialog.getByRole('button', { name: a.cancel }).click();
  }

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/approvals-390.png`, fullPage: true });
  await admin.goto('/#/home');
  await expect(admin.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/home-demoadmin-390.png`, fullPage: true });
  await admin.context().close();
});
