import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  API,
  apiPath,
  advanceLabels as l,
  type MyExpense,
  myExpensesMessages as m,
  screenTitles,
  advanceServerMessages as sm,
} from '@sitebook/contract';
import { DEMO_USERS, expectToast, loginAs, seriousViolations } from './fixtures';
import { choose, field } from './form-helpers';

// My Expenses at phone width: a site lead adds an expense with a camera-sized
// photo; the browser downscales it before upload (longer side 1600 px, JPEG).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A PNG of `width` × `height` RGB noise (it does not compress, as a camera photo's detail does not). */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  let seed = 20261125;
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let i = 1; i < stride; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      // A gradient with noise on top, so the picture is not flat.
      raw[y * stride + i] = ((y * 255) / height + (seed >>> 24) / 2) & 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** Signs in through the API and answers the headers its calls need (token, apikey, client name). */
async function apiSession(request: APIRequestContext, user: 'sitelead' | 'demoadmin') {
  const { userName, password } = DEMO_USERS[user];
  const login = await request.post(API.login, { data: { userName, password } });
  expect(login.status()).toBe(202);
  const { jwt } = (await login.json()) as { jwt: string };
  const authorization = `Bearer ${jwt}`;
  const who = (await (
    await request.get(apiPath(API.userByName, { username: userName }), { headers: { authorization } })
  ).json()) as { companyId: number };
  const company = (await (
    await request.get(apiPath(API.companyById, { companyId: String(who.companyId) }), {
      headers: { authorization },
    })
  ).json()) as { companyCode: string; apiKey: string };
  return { authorization, apikey: company.apiKey, api_client_name: company.companyCode };
}

const inr = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a site lead adds an expense with a photo at phone width; it is listed with its thumbnail, totals change, the stored photo is downscaled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An advance of the site lead's own, approved by the administrator (through the API).
  // Whole paise, divided once (5000 + 0.26 would not be 5000.26 exactly).
  const amountPaise = 500_000 + Math.floor(Math.random() * 9_000_000);
  const amount = amountPaise / 100;
  const remainingAfter = (amountPaise - 123_456) / 100;
  const lead = await apiSession(request, 'sitelead');
  const created = await request.post(API.advance, {
    headers: lead,
    data: {
      companyCode: 'DEMO01',
      siteCode: 'HTV03',
      requestedAmount: amount,
      requestedByDate: '2026-07-01',
      requesterComments: 'Transport',
      status: 'Pending',
      documentIds: '',
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const { advanceId, advanceRequestId } = (await created.json()) as {
    advanceId: string;
    advanceRequestId: number;
  };
  const admin = await apiSession(request, 'demoadmin');
  const approved = await request.put(API.advance, {
    headers: admin,
    data: {
      companyCode: 'DEMO01',
      advanceRequestId,
      advanceId,
      siteCode: 'HTV03',
      requestedAmount: amount,
      requestedByDate: '2026-07-01',
      requesterComments: 'Transport',
      status: 'Approved',
      documentIds: '',
    },
  });
  expect(approved.status(), await approved.text()).toBe(202);

  await loginAs(page, 'sitelead');
  await page.goto('/#/home/expense/myexpenses');
  await expect(page.getByRole('heading', { level: 2, name: screenTitles.myExpenses })).toBeVisible();
  await expect(page.getByTestId(`remaining-${advanceId}`)).toHaveText(inr(amount));
  await expect(page.getByTestId(`spent-${advanceId}`)).toHaveText('0.00');
  // At 390 px the lists are cards, not tables.
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);

  const open = page.getByRole('button', { name: m.addOpen, exact: true });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await page.getByRole('textbox', { name: m.advanceField, exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${advanceId} · HTV03`) }).click();
  await choose(page, l.expenseFields.type, 'Fuel');
  await field(page, l.expenseFields.amount).fill('1234.56');
  await field(page, l.expenseFields.remarks).fill('Diesel, photo from the phone');
  const photo = page.getByLabel(m.photoField);
  await expect(photo).toHaveAttribute('accept', 'image/*');
  await expect(photo).toHaveAttribute('capture', 'environment');
  const original = noisePng(3000, 2000);
  await photo.setInputFiles({ name: 'IMG_3000x2000.png', mimeType: 'image/png', buffer: original });
  await expect(page.getByRole('img', { name: l.imagePreview })).toBeVisible();
  await page.getByRole('button', { name: l.addExpense, exact: true }).click();
  await expectToast(page, sm.expenseCreated(advanceId));

  // Listed under its advance with its thumbnail; the advance's totals changed.
  const group = page.getByRole('region', { name: m.groupTitle(advanceId, 'HTV03') });
  await expect(group).toBeVisible();
  // The thumbnail loads once it scrolls into view (lazy).
  await group.getByTestId('receipt-thumbnail').first().scrollIntoViewIfNeeded();
  const thumbnail = group.getByRole('img', { name: /^Receipt photo of Fuel 1,234\.56 on / });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
  await expect(page.getByTestId(`spent-${advanceId}`)).toHaveText('1,234.56');
  await expect(page.getByTestId(`remaining-${advanceId}`)).toHaveText(inr(remainingAfter));
  await expect(group.getByTestId(`group-totals-${advanceId}`)).toContainText(
    m.groupTotals(inr(amount), '1,234.56', inr(remainingAfter)),
  );

  // The stored receipt is the downscaled JPEG: longer side 1600 px, far fewer bytes than the photo.
  const mine = (await (
    await request.get(`${apiPath(API.myExpenses, { companyCode: 'DEMO01' })}?page=1&size=20`, {
      headers: lead,
    })
  ).json()) as MyExpense[];
  const expense = mine.find((e) => e.advanceRequestId === advanceRequestId);
  expect(expense?.receiptDocumentId).toBeTruthy();
  const stored = await request.get(
    apiPath(API.advanceDocumentDownload, { documentIds: String(expense?.receiptDocumentId) }),
    { headers: lead },
  );
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toContain('image/jpeg');
  const bytes = await stored.body();
  expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1067 });
  expect(bytes.length).toBeLessThan(original.length / 4);

  // The receipt opens large from its thumbnail, by keyboard too.
  await group.getByRole('button', { name: /^View receipt of Fuel/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Receipt of Fuel/ });
  await expect(dialog.getByRole('img', { name: /^Receipt of Fuel/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // On a desktop the same lists are tables, and still pass axe.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: m.totalsCaption })).toBeVisible();
  await expect(page.getByRole('table', { name: m.groupCaption(advanceId) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
