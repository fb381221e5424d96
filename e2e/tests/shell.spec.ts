import { expect, test } from '@playwright/test';
import {
  API,
  approvalMessages,
  homeMessages,
  MODULE_NAMES,
  MODULES,
  PAYABLES_MENU_LABEL,
  PAYABLES_SUBMENU,
  PLACEHOLDER_DESCRIPTIONS,
  PLACEHOLDER_MODULES,
  PRODUCT_TITLE,
  portalMessages,
  shellMessages,
  VENDOR_PLACEHOLDERS,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import { DEMO_USERS, loginAs } from './fixtures';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Modules' });

test.describe('Home layout', () => {
  test('demoadmin sees Waiting for me, then all 13 modules in order, each linking to its route', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    const links = sidebar(page).getByRole('link');
    // An administrator's queue (with its count) comes first.
    await expect(links).toHaveText([new RegExp(`^${approvalMessages.title}`), ...MODULE_NAMES]);
    for (const module of MODULES) {
      await expect(sidebar(page).getByRole('link', { name: module.name, exact: true })).toHaveAttribute(
        'href',
        `#${module.path}`,
      );
    }
  });

  test('sitelead sees only the three modules of the role', async ({ page }) => {
    await loginAs(page, 'sitelead');
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Advance Management',
      'Expense Management',
      'Vendor Supplier',
    ]);
  });

  test('a PortalAdmin sees only Admin', async ({ page }) => {
    await loginAs(page, 'portaladmin');
    await expect(sidebar(page).getByRole('link')).toHaveText(['Admin']);
  });

  test('the header shows the company name and the initials of the user', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    const header = page.getByRole('banner');
    await expect(header).toContainText(DEMO_USERS.demoadmin.company);
    await expect(header.getByText(DEMO_USERS.demoadmin.initials, { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    // A demo company (published logins) says so in the header.
    await expect(header.getByText(shellMessages.demoData, { exact: true })).toBeVisible();
  });

  test('another company sees its own name', async ({ page }) => {
    await loginAs(page, 'betaadmin');
    await expect(page.getByRole('banner')).toContainText(DEMO_USERS.betaadmin.company);
    await expect(page.getByRole('banner')).not.toContainText(DEMO_USERS.demoadmin.company);
  });

  test('the sidebar says Please wait until the company record has loaded', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A reload loads the whole session in one call (the spec's calls one by one are for sign-in).
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.route(`**${API.sessionBootstrap}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(sidebar(page)).toContainText(shellMessages.pleaseWait);
    release();
    await expect(sidebar(page).getByRole('link')).toHaveCount(14);
    await expect(sidebar(page)).not.toContainText(shellMessages.pleaseWait);
    expect(calls.filter((p) => p === API.sessionBootstrap)).toHaveLength(1);
    expect(
      calls.filter((p) => /userName|rolesForAUser|getCompanyByCompanyId|onetime-attribute/.test(p)),
    ).toEqual([]);
  });

  test('a reload keeps the session', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/site');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Site Management' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(DEMO_USERS.demoadmin.company);
  });

  test('logout returns to login, and the old session is gone after a reload', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.getByRole('button', { name: new RegExp(DEMO_USERS.demoadmin.fullName) }).click();
    await page.getByRole('menuitem', { name: shellMessages.logout }).click();
    await expect(page.getByRole('heading', { name: PRODUCT_TITLE })).toBeVisible();
    await page.goto('/#/home/attendance');
    await expect(page.getByRole('heading', { name: PRODUCT_TITLE })).toBeVisible();
  });

  test('an invalid stored token sends the user back to login', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        const value = window.localStorage.getItem(key) ?? '';
        window.localStorage.setItem(key, value.replace(/"jwt":"[^"]+"/, '"jwt":"not.a.token"'));
      }
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: PRODUCT_TITLE })).toBeVisible();
  });

  test('/home is the page of what needs attention; portaladmin’s Admin is the Companies panel', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor');
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { level: 2, name: homeMessages.title })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(DEMO_USERS.demoadmin.fullName) }).click();
    await page.getByRole('menuitem', { name: shellMessages.logout }).click();
    await loginAs(page, 'portaladmin');
    await expect(page.getByText(homeMessages.allCaughtUp)).toBeVisible();
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/#\/home\/admin$/);
    await expect(page.getByRole('heading', { level: 2, name: portalMessages.companiesTitle })).toBeVisible();
  });

  test('a typed address of a module the role lacks says so', async ({ page }) => {
    await loginAs(page, 'sitelead');
    await page.goto('/#/home/crm');
    await expect(page.getByRole('alert')).toContainText(shellMessages.noAccess);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('the grid icon lists the granted modules and opens one; the globe names the format', async ({
    page,
  }) => {
    await loginAs(page, 'sitelead');
    await page.getByRole('button', { name: shellMessages.appSwitcher }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['Advance Management', 'Expense Management', 'Vendor Supplier']);
    await items.filter({ hasText: 'Expense Management' }).click();
    await expect(page).toHaveURL(/#\/home\/expense$/);
    await page.getByRole('button', { name: shellMessages.language }).click();
    await expect(page.getByRole('menuitem', { name: shellMessages.languageEnglishIndia })).toBeVisible();
  });

  test('after a failed submit the first bad field and its label come into view below the fixed header', async ({
    page,
  }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor/myvendor/addvendor');
    const name = page.getByLabel(vendorLabels.fields.vendorName);
    await expect(name).toBeVisible();
    // The page scrolled so that the field sits just under the header (in the viewport, but covered),
    // then the form sent as Enter would send it, without moving the page.
    await name.evaluate((input) => {
      window.scrollBy(0, input.getBoundingClientRect().top - 30);
      input.closest('form')?.requestSubmit();
    });
    await expect(name).toBeFocused();
    await expect(page.getByText(vendorMessages.vendorNameEmpty)).toBeVisible();
    // Once the scroll has settled, the field's label starts below the header's bottom edge.
    const label = page.locator('label', { hasText: vendorLabels.fields.vendorName }).first();
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const at = await label.boundingBox();
        return header && at ? Math.round(at.y - (header.y + header.height)) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  for (const name of PLACEHOLDER_MODULES) {
    const module = MODULES.find((m) => m.name === name)!;
    test(`${module.path} shows the placeholder heading ${name}`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await sidebar(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${module.path}$`));
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(page.getByText(PLACEHOLDER_DESCRIPTIONS[name] as string)).toBeVisible();
    });
  }
});

test.describe('Vendor section', () => {
  test('entering the vendor section goes to My Vendors', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await sidebar(page).getByRole('link', { name: 'Vendor Supplier' }).click();
    await expect(page).toHaveURL(/#\/home\/vendor\/myvendor$/);
    await expect(page.getByRole('heading', { name: vendorMessages.listTitle })).toBeVisible();
  });

  test('the top menu and the Payables submenu reach every vendor screen', async ({ page }) => {
    await loginAs(page, 'demoadmin');
    await page.goto('/#/home/vendor');
    const menu = page.getByRole('navigation', { name: 'Vendor menu' });
    await expect(menu.getByRole('link', { name: 'My Vendors' })).toBeVisible();
    await menu.getByRole('link', { name: 'Vendor Performance' }).click();
    await expect(page.getByRole('heading', { name: 'Vendor Performance' })).toBeVisible();
    await menu.getByRole('link', { name: 'Vendor Rating' }).click();
    await expect(page.getByRole('heading', { name: 'Vendor Rating' })).toBeVisible();

    for (const item of PAYABLES_SUBMENU) {
      await menu.getByRole('button', { name: PAYABLES_MENU_LABEL }).click();
      const entries = page.getByRole('menuitem');
      await expect(entries).toHaveText(PAYABLES_SUBMENU.map((s) => s.label));
      await page.getByRole('menuitem', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/home/vendor/${item.path}$`));
      await expect(page.getByRole('heading', { name: item.label, exact: true })).toBeVisible();
    }
  });

  for (const placeholder of VENDOR_PLACEHOLDERS) {
    test(`/home/vendor/${placeholder.path} shows ${placeholder.heading}`, async ({ page }) => {
      await loginAs(page, 'demoadmin');
      await page.goto(`/#/home/vendor/${placeholder.path}`);
      await expect(page.getByRole('heading', { name: placeholder.heading, exact: true })).toBeVisible();
    });
  }
});
