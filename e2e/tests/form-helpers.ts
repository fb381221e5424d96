import { type Browser, expect, type Page } from '@playwright/test';
import { type DemoUser, loginAs, nextPage } from './fixtures';

/** A small real PNG (8×8 orange square), generated without files on disk. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4n8GAFWEXHbQSAMkAP8FTg2m7AAAAAElFTkSuQmCC',
  'base64',
);
export const png = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/** The form field labelled exactly `label`. */
/**
 * The input labelled `label`: by its label's text, or by its accessible name when the label carries
 * more than the name (a required field's visible, aria-hidden '**').
 */
export const field = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }))
    .first();

/** Opens the select labelled `label` and picks `option`. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A page of its own (a new browser context) signed in as `user`. */
export async function asUser(
  browser: Browser,
  user: DemoUser,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await loginAs(page, user);
  return page;
}

/** The signed-in page's bearer header, for a call a test makes beside the screen. */
export async function authHeaders(page: Page) {
  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('sitebook.session') ?? '{}'),
  );
  return { authorization: `Bearer ${session.jwt}` };
}

/** Pages through a table until the row action is visible, then clicks it. */
export async function clickRowAction(page: Page, name: string) {
  const action = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 20; i++) {
    // A page that is still loading gets a few seconds before the next one is asked for; the first
    // page, right after a navigation or reload (the whole session sequence runs first), gets more.
    const shown = await expect(action)
      .toBeVisible({ timeout: i === 0 ? 15_000 : 3000 })
      .then(() => true)
      .catch(() => false);
    if (shown) break;
    await nextPage(page);
  }
  await action.click();
}
