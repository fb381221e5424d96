import { expect, test } from '@playwright/test';
import { commonMessages, homeMessages, portalMessages as m, passwordMessages } from '@sitebook/contract';
import { expectToast, fillLogin, openLogin, seriousViolations } from './fixtures';
import { asUser } from './form-helpers';

/**
 * The portal administrator creates a company and its first administrator,
 * rotates the company's API key, and the new administrator signs in (user name and password: the
 * login form has no company field; user names are unique across companies).
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/i15-shots';

test('portaladmin creates a company, its first admin, rotates the key; the new admin signs in', async ({
  browser,
}) => {
  const page = await asUser(browser, 'portaladmin', { width: 1280, height: 800 });
  await page.goto('/#/home/admin');
  await expect(page.getByRole('heading', { level: 2, name: m.companiesTitle })).toBeVisible();
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const code = `E2E${suffix}`;
  const userName = `admin${suffix.toLowerCase()}`;

  await page.getByRole('button', { name: m.createCompany }).click();
  const form = page.getByRole('dialog', { name: m.createCompany });
  // The form checks with the contract's schema before sending.
  await form.getByRole('button', { name: m.submit }).click();
  await expect(form).toContainText(m.codeRequired);
  await form.getByLabel(m.codeLabel).fill(code);
  await form.getByLabel(m.nameLabel).fill(`Portal Test ${suffix}`);
  await form.getByLabel(m.vendorLimitLabel).fill('25');
  await form.getByLabel(m.subscriptionEndLabel).fill('2030-12-31');
  await page.screenshot({ path: `${SHOTS}/portal-create-desktop.png` });
  await form.getByRole('button', { name: m.submit }).click();
  const created = page.getByRole('dialog').filter({ hasText: m.apiKeyOnce });
  await expect(created).toContainText(m.created(code));
  await expect(created).toContainText(m.apiKeyOnce);
  const firstKey = (await created.getByTestId('secret-value').textContent())?.trim() ?? '';
  expect(firstKey).toMatch(/^[0-9a-f]{48}$/);
  await created.getByRole('button', { name: m.close }).click();

  await page.getByLabel(m.searchLabel).fill(code);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Portal Test ${suffix}`);

  await page.getByRole('button', { name: `${m.createAdmin} ${code}` }).click();
  const adminForm = page.getByRole('dialog', { name: m.adminTitle(code) });
  await adminForm.getByLabel(m.userNameLabel).fill(userName);
  await adminForm.getByLabel(m.firstNameLabel).fill('Portal');
  await adminForm.getByLabel(m.lastNameLabel).fill('Made');
  await adminForm.getByRole('button', { name: m.submit }).click();
  const secret = page.getByRole('dialog').filter({ hasText: m.passwordOnce });
  await expect(secret).toContainText(m.passwordOnce);
  await expect(secret).toContainText(m.signInWith(code, userName));
  const password = (await secret.getByTestId('secret-value').textContent())?.trim() ?? '';
  expect(password).toHaveLength(16);
  await secret.getByRole('button', { name: m.close }).click();
  await expect(page.getByRole('button', { name: `${m.createAdmin} ${code}` })).toHaveCount(0);

  await page.getByRole('button', { name: `${m.rotateKey} ${code}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: m.rotateConfirm(code) });
  await confirm.getByRole('button', { name: commonMessages.yes }).click();
  const rotated = page.getByRole('dialog').filter({ hasText: m.apiKeyOnce });
  await expect(rotated).toContainText(m.rotated(code));
  const secondKey = (await rotated.getByTestId('secret-value').textContent())?.trim() ?? '';
  expect(secondKey).toMatch(/^[0-9a-f]{48}$/);
  expect(secondKey).not.toBe(firstKey);
  await rotated.getByRole('button', { name: m.close }).click();

  await page.getByRole('button', { name: `${m.suspend} ${code}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: m.suspendConfirm(code) })
    .getByRole('button', { name: commonMessages.yes })
    .click();
  await expectToast(page, m.suspended(code), m.successTitle);
  await page.getByRole('button', { name: `${m.unsuspend} ${code}` }).click();
  await expectToast(page, m.unsuspended(code), m.successTitle);

  await page.getByLabel(m.searchLabel).fill('');
  await expect(page.getByRole('table')).toContainText('DEMO01');
  await page.screenshot({ path: `${SHOTS}/portal-companies-desktop.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/portal-companies-390.png`, fullPage: true });
  await page.context().close();

  // The new company's administrator signs in, chooses a password of their own, and has every module.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fresh = await context.newPage();
  await openLogin(fresh);
  await fillLogin(fresh, userName, password);
  await expect(fresh).toHaveURL(/#\/password$/);
  await fresh.getByLabel(passwordMessages.current).fill(password);
  await fresh.getByLabel(new RegExp(`^${passwordMessages.next}`)).fill('Fresh@2026x');
  await fresh.getByLabel(passwordMessages.confirm).fill('Fresh@2026x');
  await fresh.getByRole('button', { name: passwordMessages.save }).click();
  await expect(fresh).toHaveURL(/#\/home$/);
  await expect(fresh.getByRole('banner')).toContainText(`Portal Test ${suffix}`);
  await expect(fresh.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
  await expect(
    fresh.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Vendor Supplier' }),
  ).toBeVisible();
  await context.close();
});
