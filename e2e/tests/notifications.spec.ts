import { expect, type Page, test } from '@playwright/test';
import {
  type AdvanceRequest,
  API,
  notificationScreenMessages as m,
  NOTIFICATION_KINDS,
  notificationMessages as nm,
} from '@sitebook/contract';
import { expectToast, seriousViolations } from './fixtures';
import { authHeaders, asUser as signIn } from './form-helpers';

/**
 * Notifications in the browser: the approver's bell counts up when someone submits an advance (by
 * its 30 s poll at 1366 px; by the window regaining focus at 390 px), its notification opens
 * Waiting for me, where the request is, and is then read; the e-mail choices are kept; Admin → Mail shows the mail kept without
 * an SMTP server.
 */

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) => {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

async function submitAdvance(lead: Page, amount: number): Promise<AdvanceRequest> {
  const created = await lead.request.post(API.advance, {
    headers: await authHeaders(lead),
    data: {
      companyCode: 'DEMO01',
      siteCode: 'RST01',
      requestedAmount: amount,
      requestedByDate: '2026-11-20',
      requesterComments: 'Transport',
      status: 'Pending',
      documentIds: '',
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  return (await created.json()) as AdvanceRequest;
}

// One after another, in one worker: the tests count and read the same approver's notifications, and
// one reading its own while another counts would make that count stand still.
test.describe.configure({ mode: 'default' });

/** Each test's signed-in pages, closed after it: left open, their bells would poll for the rest of the run. */
const opened: Page[] = [];
const asUser: typeof signIn = async (...args) => {
  const page = await signIn(...args);
  opened.push(page);
  return page;
};
test.afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

for (const width of [1366, 390]) {
  const viewport = { width, height: 900 };

  test.describe(`notifications at ${width} px`, () => {
    test('the bell counts an advance another user submits; its notification opens the request and is read', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const admin = await asUser(browser, 'demoadmin', viewport);
      await expect(bellOf(admin)).toBeVisible();
      const before = await unreadOf(admin);
      const lead = await asUser(browser, 'sitelead', viewport);
      const advance = await submitAdvance(lead, width === 1366 ? 4100 : 3900);

      if (width === 390) {
        // A phone coming back to the tab: the count is asked again at once.
        await admin.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      }
      // Otherwise the bell asks every 30 s.
      // (Other tests running beside this one may add more.)
      await expect.poll(() => unreadOf(admin), { timeout: 45_000 }).toBeGreaterThan(before);

      await bellOf(admin).click();
      const panel = admin.getByRole('dialog', { name: m.title });
      await expect(panel).toBeVisible();
      const title = nm.advanceSubmitted(advance.advanceId, '', '', '').title;
      const item = panel.getByRole('link', { name: title });
      await expect(item).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      await item.click();
      // The approver's link is Waiting for me, where the request is decided.
      await expect(admin).toHaveURL(/#\/home\/approvals$/);
      await expect(admin.getByText(advance.advanceId).first()).toBeVisible();
      await expect(panel).toBeHidden();
      // Followed, it is read: no longer marked in the bell's list.
      await bellOf(admin).click();
      const followed = panel.getByTestId('notification').filter({ hasText: title });
      await expect(followed).toBeVisible();
      await expect(followed).not.toHaveAttribute('data-unread');
    });

    test('the list and the e-mail choices: a choice turned off stays off', async ({ browser }) => {
      test.setTimeout(60_000);
      const lead = await asUser(browser, 'sitelead', viewport);
      // Every choice on, whatever an earlier run left.
      const reset = await lead.request.put(API.notificationSettings, {
        headers: await authHeaders(lead),
        data: { email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])), digest: true },
      });
      expect(reset.status(), await reset.text()).toBe(202);
      await lead.goto('/#/home/notifications?tab=settings');
      const choice = lead.getByRole('checkbox', { name: m.kinds.advanceDecided });
      await expect(choice).toBeChecked();
      await choice.uncheck();
      await lead.getByRole('button', { name: m.saveSettings }).click();
      await expectToast(lead, m.settingsSaved);
      await lead.reload();
      await expect(lead.getByRole('checkbox', { name: m.kinds.advanceDecided })).not.toBeChecked();
      expect(await seriousViolations(lead)).toEqual([]);
      await lead.getByRole('checkbox', { name: m.kinds.advanceDecided }).check();
      await lead.getByRole('button', { name: m.saveSettings }).click();
      await expectToast(lead, m.settingsSaved);

      await lead.getByRole('tab', { name: m.tabList }).click();
      await expect(lead.getByRole('switch', { name: m.unreadOnly })).toBeVisible();
      expect(await seriousViolations(lead)).toEqual([]);
    });

    test('Admin → Mail shows the mail kept without an SMTP server, and its text', async ({ browser }) => {
      // Two sign-ins, two screens and the wait for the mail runner: over a minute on a busy machine.
      test.setTimeout(90_000);
      const admin = await asUser(browser, 'demoadmin', viewport);
      const lead = await asUser(browser, 'sitelead', viewport);
      const advance = await submitAdvance(lead, width === 1366 ? 4200 : 3800);
      await admin.goto('/#/home/admin?tab=mail');
      await expect(admin.getByText(m.mailHintKept)).toBeVisible();
      const subject = nm.advanceSubmitted(advance.advanceId, '', '', '').title;
      const view = admin.getByRole('button', { name: new RegExp(`^${m.mailView} .*${advance.advanceId}`) });
      await expect(view.first()).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      const dialog = admin.getByRole('dialog');
      // The mail runner marks the queued mail kept on its next tick (every second, later on a busy
      // machine); until then the list shows it waiting, so the list is read again until it is kept.
      await expect(async () => {
        await admin.reload();
        await view.first().click();
        await expect(dialog).toContainText(m.mailStatuses.kept, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(dialog).toContainText(subject);
      await expect(dialog.getByTestId('mail-text')).toContainText(advance.advanceId);
    });
  });
}
