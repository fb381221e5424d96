import { expect, test } from '@playwright/test';
import { homeMessages, loginMessages, PRODUCT_TITLE } from '@sitebook/contract';
import { DEMO_USERS, expectAlert, fillLogin, loginAs, openLogin } from './fixtures';

test.describe('Login screen', () => {
  test('shows the product name in capitals, the fields and the Login button', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole('heading', { name: PRODUCT_TITLE })).toHaveText(PRODUCT_TITLE);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the show/hide toggle reveals and hides the password', async ({ page }) => {
    await openLogin(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@123');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('empty fields show both required messages and make no call', async ({ page }) => {
    await openLogin(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/authenticateUser')) calls++;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password empty', { exact: true })).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a short user name and a short password show their messages', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, 'abc', 'short');
    await expect(page.getByText(loginMessages.usernameTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(loginMessages.passwordTooShort, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/home/);
  });

  test('a wrong password shows the server message in a dialog', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, 'demoadmin', 'Wrong@12345');
    await expectAlert(page, loginMessages.invalidCredentials);
    await expect(page).not.toHaveURL(/#\/home/);
  });

  test('an unknown user gets the same message as a wrong password', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, 'nobody-here', 'Whatever@123');
    await expectAlert(page, loginMessages.invalidCredentials);
  });

  test('after five failures the sixth attempt shows the lock message', async ({ page }) => {
    await openLogin(page);
    for (let i = 0; i < 5; i++) {
      await fillLogin(page, 'lockme-e2e', 'Wrong@12345');
      await expectAlert(page, loginMessages.invalidCredentials);
    }
    await fillLogin(page, 'lockme-e2e', 'Wrong@12345');
    await expectAlert(page, loginMessages.tooManyAttempts);
  });

  test('a server answering 503 shows the server-down message', async ({ page }) => {
    await page.route('**/authenticateUser', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"maintenance"}' }),
    );
    await openLogin(page);
    await fillLogin(page, 'demoadmin', 'Demo@12345');
    await expectAlert(page, 'Server Down !!! Please login after sometime.');
  });

  test('a network failure shows the try-later message', async ({ page }) => {
    await page.route('**/authenticateUser', (route) => route.abort('connectionrefused'));
    await openLogin(page);
    await fillLogin(page, 'demoadmin', 'Demo@12345');
    await expectAlert(page, 'Server Down!!! Please try later.');
  });

  test('a successful login lands on the page of what needs the user’s attention', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { name: homeMessages.title })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain(DEMO_USERS.demoadmin.userName);
    expect(stored).not.toContain(DEMO_USERS.demoadmin.password);
  });
});
