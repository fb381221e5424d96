import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { commonMessages, homeMessages, PRODUCT_TITLE } from '@sitebook/contract';

export const DEMO_USERS = {
  demoadmin: {
    userName: 'demoadmin',
    password: 'Demo@12345',
    fullName: 'Demo Admin',
    initials: 'DA',
    company: 'Demo Constructions',
  },
  sitelead: {
    userName: 'sitelead',
    password: 'Site@12345',
    fullName: 'Site Lead',
    initials: 'SL',
    company: 'Demo Constructions',
  },
  betaadmin: {
    userName: 'betaadmin',
    password: 'Beta@12345',
    fullName: 'Beta Admin',
    initials: 'BA',
    company: 'Beta Builders',
  },
  portaladmin: {
    userName: 'portaladmin',
    password: 'Portal@12345',
    fullName: 'Portal Admin',
    initials: 'PA',
    company: 'Demo Constructions',
  },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export async function openLogin(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: PRODUCT_TITLE })).toBeVisible();
}

export async function fillLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the login screen and waits for the landing page. */
export async function loginAs(page: Page, user: DemoUser) {
  const { userName, password, company } = DEMO_USERS[user];
  await openLogin(page);
  await fillLogin(page, userName, password);
  // /home: the page of what needs the user's attention, once the session has loaded.
  await expect(page).toHaveURL(/#\/home(\/|$)/);
  await expect(page.getByRole('banner')).toContainText(company);
  await expect(page.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
}

/** The in-app alert dialog showing `message`; closes it with OK. */
export async function expectAlert(page: Page, message: string | RegExp, title?: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  if (title) await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A success shown as a toast (successes the spec does not quote as alerts): a
 * status, announced politely, with the message (and title); no dialog to click; it closes by itself.
 */
export async function expectToast(page: Page, message: string | RegExp, title?: string) {
  const toast = page.getByRole('status').filter({ hasText: message }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  if (title) await expect(toast).toContainText(title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // It goes by itself (4 s), and is gone before the test goes on (no half-faded toast over what axe checks).
  await expect(toast).toBeHidden({ timeout: 10_000 });
}

/** Serious or critical accessibility violations found by axe (WCAG 2.1 A/AA rules). */
export async function seriousViolations(page: Page) {
  // Axe reads colours as drawn: a toast or dialog still fading in or out fails contrast half-way (a
  // toast did, once, in the full suite). The page is checked once every finite transition has ended;
  // endless ones (a loader's spin) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Clicks Next under the paged table and waits for the next server page to show (the page shown
 * stays, marked aria-busy, until it arrives).
 */
export async function nextPage(page: Page) {
  // The page number is in the URL on the searchable lists, so a click is a navigation that
  // React renders in a transition: wait for the active page button to move on before the busy mark,
  // which is not set yet right after the click.
  const active = page.locator('button[data-active]').filter({ hasText: /^\d+$/ }).first();
  const before = (await active.count()) ? await active.textContent() : null;
  await page.getByRole('button', { name: commonMessages.next, exact: true }).click();
  if (before !== null) await expect(active).not.toHaveText(before);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
