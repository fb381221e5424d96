import { expect, type Page, test } from '@playwright/test';
import { adminMessages as m, passwordMessages, shellMessages } from '@sitebook/contract';
import { expectToast, fillLogin, loginAs, openLogin, seriousViolations } from './fixtures';

/**
 * An administrator adds a USER role with Vendor Supplier only and a user with it; the new
 * user signs in with the one-time password, must choose their own, and then sees only Vendor Supplier.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an administrator adds a role and a user; the user changes the one-time password and sees only their module', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const roleName = `Buyer${suffix}`;
  const userName = `buyer${suffix}`;

  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: m.tabUsers })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: 'demoadmin', exact: true })).toBeVisible();
  await shot(page, 'admin-users-desktop');

  // Roles: a USER role with Vendor Supplier.
  await page.getByRole('tab', { name: m.tabRoles }).click();
  await page.getByRole('button', { name: m.addRole }).click();
  const roleDialog = page.getByRole('dialog', { name: m.addRole });
  await roleDialog.getByLabel(m.roleName).fill(roleName);
  await roleDialog.getByRole('checkbox', { name: 'Vendor Supplier' }).check();
  await shot(page, 'admin-role-form-desktop');
  await roleDialog.getByRole('button', { name: m.save }).click();
  await expectToast(page, m.roleSaved(roleName));
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();
  await shot(page, 'admin-roles-desktop');

  // Users: add one with that role; the one-time password is shown once.
  await page.getByRole('tab', { name: m.tabUsers }).click();
  await page.getByRole('button', { name: m.addUser }).click();
  const userDialog = page.getByRole('dialog', { name: m.addUser });
  await userDialog.getByLabel(m.colUserName).fill(userName);
  await userDialog.getByLabel(m.firstName).fill('Bina');
  await userDialog.getByLabel(m.lastName).fill('Buyer');
  await userDialog.getByLabel(m.email).fill(`${userName}@example.in`);
  await userDialog.getByRole('textbox', { name: m.role }).click();
  await page.getByRole('option', { name: `${roleName} (USER)` }).click();
  await userDialog.getByRole('button', { name: m.addUser }).click();
  const shown = page.getByRole('dialog', { name: m.oneTimeTitle });
  const oneTime = (await shown.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(oneTime).toHaveLength(14);
  await shot(page, 'admin-one-time-password-desktop');
  await shown.getByRole('button', { name: m.close }).last().click();
  await expect(page.getByText(oneTime)).toHaveCount(0);

  // Profile and audit log.
  await page.getByRole('tab', { name: m.tabProfile }).click();
  await expect(
    page.getByRole('tabpanel', { name: m.tabProfile }).getByText('Demo Constructions'),
  ).toBeVisible();
  await shot(page, 'admin-profile-desktop');
  await page.getByRole('tab', { name: m.tabAudit }).click();
  await expect(page.getByRole('cell', { name: `Created user ${userName}` }).first()).toBeVisible();
  await shot(page, 'admin-audit-desktop');

  // Sign out; the new user signs in with the one-time password and must change it.
  await page.getByRole('button', { name: 'Demo Admin' }).click();
  await page.getByRole('menuitem', { name: shellMessages.logout }).click();
  await openLogin(page);
  await fillLogin(page, userName, oneTime);
  await expect(page).toHaveURL(/#\/password$/);
  await expect(page.getByText(passwordMessages.mustChange)).toBeVisible();
  await expect(page.getByText(passwordMessages.rule)).toBeVisible();
  await shot(page, 'change-password-forced-desktop');
  // Nothing else opens meanwhile.
  await page.goto('/#/home/vendor');
  await expect(page).toHaveURL(/#\/password$/);
  await page.getByLabel(passwordMessages.current).fill(oneTime);
  await page.getByLabel(new RegExp(`^${passwordMessages.next}`)).fill('Buyer@2026x');
  await page.getByLabel(passwordMessages.confirm).fill('Buyer@2026x');
  await page.getByRole('button', { name: passwordMessages.save }).click();

  await expect(page).toHaveURL(/#\/home$/);
  const nav = page.getByRole('navigation', { name: 'Modules' });
  await expect(nav.getByRole('link')).toHaveText(['Vendor Supplier']);
  await expect(page.getByRole('banner')).toContainText('Demo Constructions');
});

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the admin screens at 390 px fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/admin');
  await expect(page.getByText('demoadmin', { exact: true }).first()).toBeVisible();
  await shot(page, 'admin-users-phone');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('tab', { name: m.tabRoles }).click();
  await expect(page.getByText('SiteLead', { exact: true }).first()).toBeVisible();
  await shot(page, 'admin-roles-phone');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: m.addRole }).click();
  await page
    .getByRole('dialog', { name: m.addRole })
    .getByRole('checkbox', { name: 'Vendor Supplier' })
    .check();
  await shot(page, 'admin-role-form-phone');
  await page.getByRole('dialog', { name: m.addRole }).getByRole('button', { name: m.cancel }).click();
  await page.getByRole('tab', { name: m.tabProfile }).click();
  await expect(page.getByText('Demo Constructions').first()).toBeVisible();
  await shot(page, 'admin-profile-phone');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('tab', { name: m.tabAudit }).click();
  await expect(page.getByText(m.auditSignIn).first()).toBeVisible();
  await shot(page, 'admin-audit-phone');
  expect(await fitsWidth(page)).toBe(true);
  await page.goto('/#/password');
  await expect(page.getByRole('heading', { name: passwordMessages.title })).toBeVisible();
  await shot(page, 'change-password-phone');
  expect(await fitsWidth(page)).toBe(true);
});

test('the admin tabs, the add-user and role forms and Change password have no serious or critical violation', async ({
  page,
}) => {
  await loginAs(page, 'demoadmin');
  await page.goto('/#/home/admin');
  await expect(page.getByText('demoadmin', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: m.addUser }).click();
  await expect(page.getByRole('dialog', { name: m.addUser })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog', { name: m.addUser }).getByRole('button', { name: m.cancel }).click();
  await page.getByRole('tab', { name: m.tabRoles }).click();
  await expect(page.getByText('SiteLead', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: m.addRole }).click();
  await page
    .getByRole('dialog', { name: m.addRole })
    .getByRole('checkbox', { name: 'Vendor Supplier' })
    .check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog', { name: m.addRole }).getByRole('button', { name: m.cancel }).click();
  await page.getByRole('tab', { name: m.tabProfile }).click();
  await expect(
    page.getByRole('tabpanel', { name: m.tabProfile }).getByText('Demo Constructions'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: m.tabAudit }).click();
  await expect(page.getByText(m.auditSignIn).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/password');
  await expect(page.getByRole('heading', { name: passwordMessages.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
