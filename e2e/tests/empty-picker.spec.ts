import { expect, type Page, test } from '@playwright/test';
import { API, apiPath, type CompanyListValue, companyListMessages as m } from '@sitebook/contract';
import { loginAs } from './fixtures';
import { authHeaders } from './form-helpers';

/**
 * A form's picker over an empty company list says which list is empty and, for an
 * administrator, links to it in Admin → Lists. BETA01's advance remarks are deactivated for the test
 * (through the API, as Admin → Lists does) and reactivated after; no other test reads them.
 */
const TENANT = 'BETA01';
const LIST = 'advance.remarks';

async function setActive(page: Page, values: CompanyListValue[], active: boolean) {
  const headers = await authHeaders(page);
  for (const value of values) {
    const path = apiPath(API.companyListValueActive, { tenant: TENANT, attributeName: LIST, id: value.id });
    const answer = await page.request.put(path, { headers, data: { active } });
    expect(answer.status()).toBe(202);
  }
}

// The two widths change the same list one after the other.
test.describe.configure({ mode: 'serial' });

for (const width of [1366, 390]) {
  test(`at ${width} px an empty picker says where its values are added, with a link for an administrator`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'betaadmin');
    const listed = await page.request.get(apiPath(API.companyList, { tenant: TENANT, attributeName: LIST }), {
      headers: await authHeaders(page),
    });
    expect(listed.status()).toBe(202);
    const active = ((await listed.json()) as CompanyListValue[]).filter((v) => v.active);
    expect(active.length).toBeGreaterThan(0);
    await setActive(page, active, false);
    try {
      // A fresh page load reads the session's lists again.
      await page.goto('/#/home/advance/addadvancerequest');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Add Advance Request' })).toBeVisible();
      await expect(page.getByText(m.emptyPicker('Advance remarks'))).toBeVisible();
      const link = page.getByRole('link', { name: m.emptyPickerAdminLink });
      await expect(link).toBeVisible();
      const shots = process.env.E2E_SHOTS_DIR;
      if (shots) await page.screenshot({ path: `${shots}/empty-picker-${width}.png`, fullPage: true });
      await link.click();
      await expect(page).toHaveURL(/#\/home\/admin\?tab=lists&list=advance\.remarks$/);
      await expect(page.getByRole('tab', { name: m.tabLists, selected: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: m.pickList, exact: true })).toHaveValue(
        'Advance remarks',
      );
      // A table at a desktop width, cards on a phone: either way each value says Inactive.
      await expect(page.getByRole('main').getByText(m.inactive, { exact: true })).toHaveCount(active.length);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    } finally {
      await setActive(page, active, true);
    }
  });
}
