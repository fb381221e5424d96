import { expect, type Page, test } from '@playwright/test';
import {
  approvalMessages as a,
  advanceMessages,
  advanceLabels as al,
  adminMessages as am,
  COMPANY_LIST_TITLES,
  commonMessages,
  homeMessages,
  companyListMessages as lm,
  passwordMessages,
  portalMessages as pm,
  siteAdminLabels as S,
  screenTitles,
  shellMessages,
  siteAdminMessages as sm,
  vendorLabels as vl,
  vendorMessages as vm,
} from '@sitebook/contract';
import { expectAlert, expectToast, fillLogin, openLogin, seriousViolations } from './fixtures';
import { asUser, choose, field } from './form-helpers';

/**
 * Done when: a new company is onboarded from portaladmin alone — the company, its first
 * administrator, who adds a site, list values, a USER role and a user; the user adds a vendor and an
 * advance request, which the administrator approves from "Waiting for me". No CLI step.
 */

const run = Date.now() % 1e6;
const CODE = `ON${run}`;
const COMPANY = `Onboard Works ${run}`;
const ADMIN = `onadmin${run}`;
const USER = `onuser${run}`;
const ROLE = `OnBuyer${run}`;
const SITE = `OS${run}`;
const SITE_NAME = `Lakeview ${run}`;
const CATEGORY = `Civil ${run}`;
const WORK = `Masonry ${run}`;
const REMARK = `Transport ${run}`;
const ADMIN_PASSWORD = 'Onboard@2026x';
const USER_PASSWORD = 'Onuser@2026x';

const waitingLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: new RegExp(a.title) });
const waitingCount = async (page: Page) => {
  const badge = waitingLink(page).getByTestId('waiting-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

async function signOut(page: Page, fullName: string) {
  await page.getByRole('banner').getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: shellMessages.logout }).click();
  await openLogin(page);
}

/** Signs in with a one-time password and chooses `next` on the forced Change password screen. */
async function firstSignIn(page: Page, userName: string, oneTime: string, next: string) {
  await fillLogin(page, userName, oneTime);
  await expect(page).toHaveURL(/#\/password$/);
  await expect(page.getByText(passwordMessages.mustChange)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(passwordMessages.current).fill(oneTime);
  await page.getByLabel(new RegExp(`^${passwordMessages.next}`)).fill(next);
  await page.getByLabel(passwordMessages.confirm).fill(next);
  await page.getByRole('button', { name: passwordMessages.save }).click();
  await expect(page).toHaveURL(/#\/home(\/|$)/);
  await expect(page.getByRole('banner')).toContainText(COMPANY);
}

async function addListValue(page: Page, list: string, value: string) {
  await choose(page, lm.pickList, COMPANY_LIST_TITLES[list] as string);
  await field(page, lm.newValue).fill(value);
  await page.getByRole('button', { name: lm.add, exact: true }).click();
  await expectToast(page, lm.added(value));
  await expect(page.getByRole('row').filter({ hasText: value })).toContainText(lm.active);
}

test('a company onboarded from the portal alone: admin, site, lists, role, user, vendor, advance approved', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // 1. portaladmin creates the company and its first administrator.
  const page = await asUser(browser, 'portaladmin', { width: 1280, height: 800 });
  await page.goto('/#/home/admin');
  await expect(page.getByRole('heading', { level: 2, name: pm.companiesTitle })).toBeVisible();
  await page.getByRole('button', { name: pm.createCompany }).click();
  const form = page.getByRole('dialog', { name: pm.createCompany });
  await form.getByLabel(pm.codeLabel).fill(CODE);
  await form.getByLabel(pm.nameLabel).fill(COMPANY);
  await form.getByLabel(pm.vendorLimitLabel).fill('25');
  await form.getByLabel(pm.subscriptionEndLabel).fill('2030-12-31');
  await form.getByRole('button', { name: pm.submit }).click();
  const created = page.getByRole('dialog').filter({ hasText: pm.apiKeyOnce });
  await expect(created).toContainText(pm.created(CODE));
  await created.getByRole('button', { name: pm.close }).click();

  await page.getByLabel(pm.searchLabel).fill(CODE);
  await page.getByRole('button', { name: `${pm.createAdmin} ${CODE}` }).click();
  const adminForm = page.getByRole('dialog', { name: pm.adminTitle(CODE) });
  await adminForm.getByLabel(pm.userNameLabel).fill(ADMIN);
  await adminForm.getByLabel(pm.firstNameLabel).fill('Onboard');
  await adminForm.getByLabel(pm.lastNameLabel).fill('Admin');
  await adminForm.getByRole('button', { name: pm.submit }).click();
  const secret = page.getByRole('dialog').filter({ hasText: pm.passwordOnce });
  await expect(secret).toContainText(pm.signInWith(CODE, ADMIN));
  const adminOneTime = (await secret.getByTestId('secret-value').textContent())?.trim() ?? '';
  expect(adminOneTime).toHaveLength(16);
  await secret.getByRole('button', { name: pm.close }).click();

  // 2. Sign out; the new administrator signs in and chooses a password.
  await signOut(page, 'Portal Admin');
  await firstSignIn(page, ADMIN, adminOneTime, ADMIN_PASSWORD);

  // 3a. A site in Site Management.
  await page.goto('/#/home/site');
  await expect(page.getByRole('heading', { name: 'Site Management', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: sm.addSite }).click();
  const siteForm = page.getByRole('dialog', { name: sm.addSite });
  await siteForm.getByLabel(S.code).fill(SITE);
  await siteForm.getByLabel(S.name).fill(SITE_NAME);
  await siteForm.getByLabel(S.city).fill('Nashik');
  await siteForm.getByLabel(S.state).fill('Maharashtra');
  await siteForm.getByRole('button', { name: sm.save }).click();
  await expectToast(page, sm.created(SITE));
  await expect(page.getByRole('row').filter({ hasText: SITE })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // 3b. The list values Add Vendor and Add advance request offer.
  await page.goto('/#/home/admin');
  await page.getByRole('tab', { name: lm.tabLists }).click();
  await addListValue(page, 'vendor.category', CATEGORY);
  await addListValue(page, 'vendor.workType', WORK);
  await addListValue(page, 'advance.remarks', REMARK);
  expect(await seriousViolations(page)).toEqual([]);

  // 3c. A USER role with Vendor Supplier, Advance Management and Expense Management.
  await page.getByRole('tab', { name: am.tabRoles }).click();
  await page.getByRole('button', { name: am.addRole }).click();
  const roleDialog = page.getByRole('dialog', { name: am.addRole });
  await roleDialog.getByLabel(am.roleName).fill(ROLE);
  for (const module of ['Vendor Supplier', 'Advance Management', 'Expense Management'])
    await roleDialog.getByRole('checkbox', { name: module }).check();
  await roleDialog.getByRole('button', { name: am.save }).click();
  await expectToast(page, am.roleSaved(ROLE));
  await expect(page.getByRole('cell', { name: ROLE, exact: true })).toBeVisible();

  // 3d. A user with that role; the one-time password is shown once.
  await page.getByRole('tab', { name: am.tabUsers }).click();
  await page.getByRole('button', { name: am.addUser }).click();
  const userDialog = page.getByRole('dialog', { name: am.addUser });
  await userDialog.getByLabel(am.colUserName).fill(USER);
  await userDialog.getByLabel(am.firstName).fill('Usha');
  await userDialog.getByLabel(am.lastName).fill('Buyer');
  await userDialog.getByLabel(am.email).fill(`${USER}@example.in`);
  await userDialog.getByRole('textbox', { name: am.role }).click();
  await page.getByRole('option', { name: `${ROLE} (USER)` }).click();
  await userDialog.getByRole('button', { name: am.addUser }).click();
  const shown = page.getByRole('dialog', { name: am.oneTimeTitle });
  const userOneTime = (await shown.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(userOneTime.length).toBeGreaterThan(8);
  await shown.getByRole('button', { name: am.close }).last().click();

  // 4. The user signs in, chooses a password, adds a vendor and an advance request on the new site.
  await signOut(page, 'Onboard Admin');
  await firstSignIn(page, USER, userOneTime, USER_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link')).toHaveText([
    'Advance Management',
    'Expense Management',
    'Vendor Supplier',
  ]);

  await page.goto('/#/home/vendor/myvendor/addvendor');
  await expect(page.getByRole('heading', { name: screenTitles.addVendor })).toBeVisible();
  const F = vl.fields;
  await field(page, F.vendorName).fill(`Onboard Masons ${run}`);
  await field(page, F.vendorDescription).fill('Masonry and plastering crew');
  await choose(page, F.vendorCategory, CATEGORY);
  await choose(page, F.typeOfWork, WORK);
  await field(page, F.contactPerson).fill('Ravi Kumar');
  await field(page, F.phoneNumber).fill('9876543210');
  await field(page, F.emailId).fill('ravi@example.in');
  await field(page, F.addressLine1).fill('12 MG Road');
  await field(page, F.addressLine2).fill('Near Bus Stand');
  await field(page, F.city).fill('Pune');
  await choose(page, F.state, 'Maharashtra');
  await page.getByRole('button', { name: vl.submit }).click();
  const noBalance = page.getByRole('dialog');
  await expect(noBalance).toContainText(vm.continueWithoutOpeningBalance);
  await noBalance.getByRole('button', { name: commonMessages.yes }).click();
  await expectAlert(page, /Vendor VEN\d{5} created Successfully/);

  await page.goto('/#/home/advance/addadvancerequest');
  await choose(page, al.fields.siteCode, `${SITE_NAME} (${SITE})`);
  await field(page, al.fields.amount).fill('42000');
  await field(page, al.fields.date).fill('2026-12-20');
  await choose(page, al.fields.remarks, REMARK);
  await page.getByRole('button', { name: al.submit }).click();
  const advance = page.getByRole('dialog');
  await expect(advance).toContainText(/Advance Request ADV\d{5} Created Successfully/);
  const code = /ADV\d{5}/.exec((await advance.textContent()) ?? '')?.[0] as string;
  await advance.getByRole('button', { name: commonMessages.ok }).click();

  // 5. The administrator approves it from "Waiting for me"; the count drops.
  await signOut(page, 'Usha Buyer');
  await fillLogin(page, ADMIN, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
  await expect(waitingLink(page).getByTestId('waiting-count')).toHaveText('1');
  await waitingLink(page).click();
  await expect(page).toHaveURL(/#\/home\/approvals$/);
  await expect(page.getByRole('heading', { level: 2, name: a.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `${a.approve} ${code}` }).click();
  const approve = page.getByRole('dialog');
  await approve.getByLabel(a.commentLabel).fill('Approved for the new site');
  await approve.getByRole('button', { name: a.approve, exact: true }).click();
  await expectToast(page, a.advanceApproved(code), a.successTitle);
  await expect.poll(() => waitingCount(page)).toBe(0);

  await page.goto('/#/home/advance/myadvancerequest');
  await expect(page.getByRole('heading', { level: 2, name: advanceMessages.listTitle })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row.getByRole('cell').last()).toHaveText('Approved');
  await expect(row).toContainText(SITE);
  await page.context().close();
});
