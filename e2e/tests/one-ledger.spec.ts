import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ageingMessages as A,
  billFieldMessages as B,
  commonMessages,
  executiveSummaryMessages as E,
  ledgerMessages as L,
  ledgerStatementMessages as LS,
  payableLabels as l,
  settlementMessages as m,
  payableMessages,
  summaryScreenMessages as S,
  siteAdminLabels as SA,
  settlementScreenMessages as s,
  screenTitles,
  siteAdminMessages as sm,
  vendorSummaryMessages as V,
  vendorLabels,
} from '@sitebook/contract';
import { expectAlert, expectToast, loginAs, seriousViolations } from './fixtures';
import { field } from './form-helpers';

/**
 * One vendor ledger, one answer. A new vendor with an opening balance (Cr), two
 * bills on a site of its own (tax on one), a partial payment with TDS, a final payment and the
 * final payment reversed; after each step the vendor's outstanding reads the same, to the paisa, on
 * the payables list (its bills' Outstanding, plus the opening balance, which is no payable), View
 * Vendor's Current Balance, the statement's closing balance, Summary By Vendor, the ageing (by
 * vendor, Total) and the Executive Summary (its Outstanding moved by that much since before the
 * vendor was made).
 *
 * The company's totals are shared with the tests running beside this one (2 workers), which add
 * bills and payments on the demo sites. The bills here are on a site made for this test, so the
 * Executive Summary's change less the change of the other sites' rows (read from its by-site table
 * at the same moment) is what this vendor moved.
 *
 * Run at 1366 px (lists and summaries as tables) and at 390 px (a phone: each a list of cards), one
 * after the other: each run's opening balance moves the Executive Summary's opening-balances row,
 * which both read as their own.
 */

test.describe.configure({ mode: 'default' });

const F = vendorLabels.fields;
const BY_VENDOR = `${A.title}: ${A.byVendor}`;
/** The run's own site and vendor (set by each test: the two widths run one after the other). */
let stamp = '';
let SITE_CODE = '';
let SITE_NAME = '';
let VENDOR = '';
function nameRun(tag: string) {
  stamp = `${tag}${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  SITE_CODE = `OL${stamp}`.slice(0, 8);
  SITE_NAME = `Zz Ledger Yard ${stamp}`;
  VENDOR = `One Ledger Works ${stamp}`;
}

/** Below Mantine's sm breakpoint (48em) every list and summary is a list of cards, not a table. */
const asCards = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

/** A list or summary by its caption: a region holding its table, or (phone) its list of cards. */
const listOf = (page: Page, caption: string) =>
  page.getByRole(asCards(page) ? 'list' : 'region', { name: caption, exact: true });

/** Its records: the table's body rows, or the cards. */
const recordsOf = (page: Page, caption: string) =>
  asCards(page) ? listOf(page, caption).locator(':scope > li') : listOf(page, caption).locator('tbody tr');

/** A record's texts in column order: a row's cells, or a card's heading and then each value. */
async function textsOf(page: Page, record: Locator) {
  const parts = asCards(page) ? record.locator('h3, h4, dd') : record.locator('th, td');
  return (await parts.allInnerTexts()).map((t) => t.trim());
}

/** A record's value under `header`: the cell of its column, or the card's value after that label. */
async function fieldOf(page: Page, caption: string, record: Locator, header: string) {
  if (asCards(page)) {
    const dd = record
      .locator('dt', { hasText: new RegExp(`^${header}$`) })
      .locator('xpath=following-sibling::dd[1]');
    return (await dd.innerText()).trim();
  }
  const headers = (await listOf(page, caption).locator('thead th').allInnerTexts()).map((t) => t.trim());
  const at = headers.indexOf(header);
  expect(at, `${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  return (await record.locator('th, td').nth(at).innerText()).trim();
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/**
 * The summaries' "as of" date: a week from today, on and after every posting of the test (bills and
 * the opening balance are dated before today; a payment and a reversal are dated today, which the
 * server may take in the company's time zone, ahead of the browser's).
 */
const AS_OF = iso(new Date(Date.now() + 7 * 86_400_000));

/** "28,600.00", "1,23,456.78", "500.00 Dr", "12.00 Cr" → paise (Dr negative). */
function paise(text: string): number {
  const t = text.replace(/\u00a0/g, ' ').trim();
  const match = /^(-?)([\d,]+)\.(\d{2})(?: (Cr|Dr))?$/.exec(t);
  if (!match) throw new Error(`Not an amount: "${text}"`);
  const value = Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] === '-' || match[4] === 'Dr' ? -value : value;
}
const rupees = (p: number) => (p / 100).toFixed(2);

/** Adds a site in Site Management (as site-management.spec does). */
async function addSite(page: Page) {
  await page.goto('/#/home/site');
  await page.getByRole('button', { name: sm.addSite }).click();
  const form = page.getByRole('dialog', { name: sm.addSite });
  await form.getByLabel(SA.code).fill(SITE_CODE);
  await form.getByLabel(SA.name).fill(SITE_NAME);
  await form.getByLabel(SA.city).fill('Pune');
  await form.getByLabel(SA.state).fill('Maharashtra');
  await form.getByRole('button', { name: sm.save }).click();
  await expectToast(page, sm.created(SITE_CODE));
}

/** Add Vendor with an opening balance of 10,000.00 Cr dated 2026-11-01 (the form's Cr is the default). */
async function addVendor(page: Page) {
  await page.goto('/#/home/vendor/myvendor/addvendor');
  const text = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await text(F.vendorName).fill(VENDOR);
  await text(F.vendorDescription).fill('Ledger agreement test');
  for (const [label, option] of [
    [F.vendorCategory, 'Civil'],
    [F.typeOfWork, 'Masonry'],
  ] as const) {
    await text(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await text(F.contactPerson).fill('Ravi Kumar');
  await text(F.phoneNumber).fill(`9${String(Date.now()).slice(-9)}`);
  await text(F.emailId).fill('ledger@example.in');
  await text(F.addressLine1).fill('12 MG Road');
  await text(F.addressLine2).fill('Near Bus Stand');
  await text(F.city).fill('Pune');
  await text(F.state).click();
  await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
  await text(F.openingBalance).fill('10000');
  await page.getByLabel(F.openingBalanceDate, { exact: true }).fill('2026-11-01');
  await expect(
    page.getByRole('textbox', {
      name: `${F.typeOfTransactionForOb} (${vendorLabels.sections.openingBalance})`,
    }),
  ).toHaveValue('Cr');
  await page.getByRole('button', { name: vendorLabels.submit }).click();
  await expectAlert(page, /Vendor VEN\d{5} created Successfully/);
  await expect(page).toHaveURL(/#\/home\/vendor\/myvendor$/);
}

/** A bill through View Vendor's New payable (the vendor preselected); answers its code. */
async function addBill(
  page: Page,
  vendorId: number,
  bill: { amount: string; tax: string; invoice: string; billDate: string; dueDate: string },
) {
  await page.goto(`/#/home/vendor/myvendor/viewvendor?vendorId=${vendorId}`);
  await page.getByRole('link', { name: LS.newPayable }).click();
  await expect(page.getByRole('heading', { name: screenTitles.addPayable })).toBeVisible();
  await expect(field(page, l.fields.vendorName)).toHaveValue(new RegExp(`^${VENDOR} \\(VEN\\d{5}\\)$`));
  await field(page, l.fields.siteName).click();
  await page.getByRole('option').filter({ hasText: SITE_CODE }).first().click();
  await field(page, l.fields.typeOfWork).click();
  await page.getByRole('option').first().click();
  await field(page, l.fields.quantity).fill('1');
  await field(page, l.fields.units).click();
  await page.getByRole('option').first().click();
  await field(page, l.fields.amount).fill(bill.amount);
  await field(page, B.invoiceNumberLabel).fill(bill.invoice);
  if (bill.tax) await field(page, B.taxAmountLabel).fill(bill.tax);
  await field(page, l.fields.billDate).fill(bill.billDate);
  await field(page, l.fields.dueDate).fill(bill.dueDate);
  await field(page, l.fields.remarks).fill('One ledger test');
  await page.getByRole('button', { name: l.submit }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: /Vendor Payable :/ });
  await expect(dialog).toBeVisible();
  const code = /Vendor Payable :(VPB\d{5}) created Successfully/.exec(
    (await dialog.textContent()) ?? '',
  )?.[1];
  expect(code).toBeTruthy();
  await dialog.getByRole('button', { name: commonMessages.ok }).click();
  await expect(page).toHaveURL(/#\/home\/vendor\/payables$/);
  return code as string;
}

/** Vendor Settlement through View Vendor's Record payment (the vendor preselected). */
async function openSettlement(page: Page, vendorId: number) {
  await page.goto(`/#/home/vendor/myvendor/viewvendor?vendorId=${vendorId}`);
  await page.getByRole('link', { name: LS.recordPayment }).click();
  await expect(page.getByRole('heading', { name: m.title, exact: true })).toBeVisible();
  // The open payables, or (all paid) the notice that there are none.
  await expect(listOf(page, s.openPayablesTitle).or(page.getByText(m.noOpenPayables))).toBeVisible();
}

async function pay(page: Page, amount: string, tds = '') {
  await page.getByRole('textbox', { name: m.amountLabel, exact: true }).fill(amount);
  if (tds) await page.getByRole('textbox', { name: m.tdsLabel, exact: true }).fill(tds);
  await page.getByRole('textbox', { name: m.referenceLabel, exact: true }).fill(`UTR-${stamp}-${amount}`);
  await page.getByRole('button', { name: m.record }).click();
  await expect(page.getByRole('status').filter({ hasText: /Payment \S+ recorded/ })).toBeVisible();
}

/** The Executive Summary as of AS_OF: its Outstanding and its by-site rows (site → outstanding). */
async function readExecutive(page: Page) {
  await page.goto(`/#/home/vendor/payables/executivesumm?date=${AS_OF}`);
  await expect(page.getByRole('heading', { level: 2, name: E.title, exact: true })).toBeVisible();
  await expect(page.getByLabel(V.asOf)).toHaveValue(AS_OF.split('-').reverse().join('-'));
  const figure = page.getByRole('link', { name: new RegExp(`^${E.outstanding} .*: open ${V.title}$`) });
  await expect(figure).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const label = (await figure.getAttribute('aria-label')) ?? '';
  const outstanding = paise(label.slice(E.outstanding.length + 1, label.indexOf(': open ')));
  const caption = S.figuresOf(E.bySite);
  const sites = new Map<string, number>();
  const records = await recordsOf(page, caption).all();
  // On a phone the totals are the last card; in the table, its footer row.
  const totalRecord = asCards(page) ? records.pop() : listOf(page, caption).locator('tfoot tr').first();
  for (const record of records) {
    const cells = await textsOf(page, record);
    sites.set(cells[0] ?? '', paise(cells.at(-1) ?? ''));
  }
  // The table's total is the headline figure, read at the same moment.
  const total = totalRecord ? ((await textsOf(page, totalRecord)).at(-1) ?? '') : '';
  expect(paise(total)).toBe(outstanding);
  return { outstanding, sites };
}

type Executive = Awaited<ReturnType<typeof readExecutive>>;

/**
 * What the Executive Summary moved by, less the other sites' rows' moves (the tests beside this one):
 * this test's site and the opening balances' row.
 */
function ownChange(before: Executive, after: Executive) {
  let others = 0;
  for (const name of new Set([...before.sites.keys(), ...after.sites.keys()])) {
    if (name === SITE_NAME || name === S.openingBalances) continue;
    others += (after.sites.get(name) ?? 0) - (before.sites.get(name) ?? 0);
  }
  return after.outstanding - before.outstanding - others;
}

/** The vendor's row (or card) of a summary: its texts in column order. */
const cellsOf = async (page: Page, caption: string) => {
  const row = recordsOf(page, caption).filter({ hasText: VENDOR });
  await expect(row).toHaveCount(1);
  return textsOf(page, row);
};

/**
 * Reads the vendor's outstanding on every screen and expects each to be `expected` (paise). A screen
 * may show what it last had while it reads again, so each read is polled until it says it.
 */
async function expectEverywhere(
  page: Page,
  ids: { vendorId: number; bills: string[] },
  expected: number,
  executiveBefore: Executive,
  opening: number,
) {
  const want = rupees(expected);
  // 1. The payables list of the vendor: its bills' Outstanding add up to all but the opening balance.
  if (ids.bills.length > 0) {
    await page.goto(`/#/home/vendor/payables?vendorId=${ids.vendorId}`);
    await expect(page.getByRole('heading', { name: payableMessages.listTitle })).toBeVisible();
    await expect
      .poll(async () => {
        let sum = 0;
        for (const code of ids.bills) {
          const row = recordsOf(page, payableMessages.listTitle).filter({ hasText: code });
          if ((await row.count()) !== 1) return `no row for ${code}`;
          sum += paise(await fieldOf(page, payableMessages.listTitle, row, l.moneyColumns.outstanding));
        }
        return rupees(sum + opening);
      })
      .toBe(want);
  }

  // 2. View Vendor: Current Balance (and its Transaction Type).
  await page.goto(`/#/home/vendor/myvendor/viewvendor?vendorId=${ids.vendorId}`);
  const current = page.getByRole('region', { name: vendorLabels.sections.currentBalance });
  const dd = (label: string) =>
    current.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect
    .poll(
      async () =>
        `${(await dd(F.currentBalance).innerText()).trim()} ${(await dd(F.typeOfTransactionForCb).innerText()).trim()}`,
    )
    .toBe(s.balance(formatted(expected), expected < 0 ? 'Dr' : 'Cr'));

  // 3. The statement (all dates): its closing balance.
  const ledger = page.getByRole('region', { name: L.title, exact: true });
  await expect(
    ledger.getByText(`${LS.closing} ${s.balance(formatted(expected), expected < 0 ? 'Dr' : 'Cr')}`),
  ).toBeVisible();

  // 4. Summary By Vendor as of AS_OF: the vendor's Outstanding.
  await page.goto(`/#/home/vendor/payables/vendorsumm?date=${AS_OF}`);
  const vHeaders = Object.values(V.columns);
  await expect
    .poll(async () => (await cellsOf(page, V.title))[vHeaders.indexOf(V.columns.outstanding)])
    .toBe(formatted(expected));
  const vendorCells = await cellsOf(page, V.title);
  expect(paise(vendorCells[vHeaders.indexOf(V.columns.opening)] ?? '')).toBe(opening);

  // 5. Vendor Payable Summary (ageing) by vendor as of AS_OF: the vendor's Total.
  await page.goto(`/#/home/vendor/payables/payablesumm?date=${AS_OF}`);
  await expect.poll(async () => (await cellsOf(page, BY_VENDOR)).at(-1)).toBe(formatted(expected));

  // 6. The Executive Summary moved by the vendor's outstanding since before the vendor was made.
  const after = await readExecutive(page);
  expect(rupees(ownChange(executiveBefore, after))).toBe(want);
  expect(rupees((after.sites.get(SITE_NAME) ?? 0) + opening)).toBe(want);
  return after;
}

/** An amount as the screens show it (en-IN grouping). */
function formatted(p: number) {
  const [whole = '0', fraction = '00'] = (Math.abs(p) / 100).toFixed(2).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${fraction}`;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`one ledger at ${viewport.width} px: an opening balance, two bills, a payment with TDS, a final payment and a reversal read the same on every screen`, async ({
    browser,
  }) => {
    await oneLedger(browser, viewport);
  });
}

async function oneLedger(browser: Browser, viewport: { width: number; height: number }) {
  test.setTimeout(480_000);
  nameRun(viewport.width < 768 ? 'P' : 'D');
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  await loginAs(page, 'demoadmin');
  const OPENING = 1_000_000;

  await addSite(page);
  // The company's Executive Summary before the vendor is made.
  const before = await readExecutive(page);

  // The vendor with its opening balance: it is listed in Summary By Vendor with only that.
  await addVendor(page);
  await page.goto('/#/home/vendor/payables/vendorsumm');
  // The as-of date through the summaries' date picker (as summaries.spec sets it).
  await page.getByLabel(V.asOf).fill(AS_OF);
  await expect(page).toHaveURL(new RegExp(`date=${AS_OF}`));
  const link = recordsOf(page, V.title).filter({ hasText: VENDOR }).getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/#\/home\/vendor\/myvendor\/viewvendor\?vendorId=\d+/);
  const vendorId = Number(/vendorId=(\d+)/.exec(page.url())?.[1]);
  const ids = { vendorId, bills: [] as string[] };
  let exec = await expectEverywhere(page, ids, OPENING, before, OPENING);

  // Two bills on the test's site: 20,000.00 + 3,600.00 tax, overdue since 20-11-2026; 5,000.00 due in December.
  const first = await addBill(page, vendorId, {
    amount: '20000',
    tax: '3600',
    invoice: `INV-${stamp}-1`,
    billDate: '2026-11-05',
    dueDate: '2026-11-20',
  });
  const second = await addBill(page, vendorId, {
    amount: '5000',
    tax: '',
    invoice: `INV-${stamp}-2`,
    billDate: '2026-11-10',
    dueDate: '2026-12-15',
  });
  ids.bills.push(first, second);
  await page.goto(`/#/home/vendor/payables?vendorId=${vendorId}`);
  const firstRow = recordsOf(page, payableMessages.listTitle).filter({ hasText: first });
  await expect(firstRow).toContainText('23,600.00');
  await expect(firstRow).toContainText(l.overdue);
  exec = await expectEverywhere(page, ids, 3_860_000, before, OPENING);

  // A partial payment: 9,000.00 paid + 1,000.00 TDS, allocated oldest due first (the first bill).
  await openSettlement(page, vendorId);
  await pay(page, '9000', '1000');
  await expect(recordsOf(page, s.openPayablesTitle).filter({ hasText: first })).toContainText('13,600.00');
  exec = await expectEverywhere(page, ids, 2_860_000, before, OPENING);
  // The statement has the TDS on a line of its own, a debit of 1,000.00.
  await page.goto(`/#/home/vendor/myvendor/viewvendor?vendorId=${vendorId}`);
  const ledger = page.getByRole('region', { name: L.title, exact: true });
  const tdsLine = ledger
    .locator(asCards(page) ? 'ul > li' : 'tbody tr')
    .filter({ has: page.getByText(LS.kinds.tds, { exact: true }) });
  await expect(tdsLine).toHaveCount(1);
  await expect(tdsLine).toContainText('1,000.00');
  await expect(tdsLine).toContainText('28,600.00 Cr');
  expect(await seriousViolations(page)).toEqual([]);

  // The final payment of both bills (13,600.00 + 5,000.00): only the opening balance is owed.
  await openSettlement(page, vendorId);
  await pay(page, '18600');
  await expect(page.getByText(m.noOpenPayables)).toBeVisible();
  exec = await expectEverywhere(page, ids, OPENING, before, OPENING);
  await page.goto(`/#/home/vendor/payables?vendorId=${vendorId}`);
  await expect(recordsOf(page, payableMessages.listTitle).filter({ hasText: first })).toContainText(
    'Payment Settled',
  );

  // The final payment reversed, with a reason: the bills owe 18,600.00 again.
  await openSettlement(page, vendorId);
  // Newest first: the final payment, then the partial one.
  const payments = recordsOf(page, m.paymentsTitle);
  await expect(payments).toHaveCount(2);
  await payments
    .first()
    .getByRole('button', { name: /^Reverse / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: m.reverseReasonLabel }).fill('Cheque returned unpaid');
  await dialog.getByRole('button', { name: s.reverseConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: /Payment \S+ reversed/ })).toBeVisible();
  await expect(payments.first()).toContainText(m.statusReversed);
  exec = await expectEverywhere(page, ids, 2_860_000, before, OPENING);

  // The summaries pass axe with the vendor's rows in them.
  for (const path of ['vendorsumm', 'payablesumm']) {
    await page.goto(`/#/home/vendor/payables/${path}?date=${AS_OF}`);
    await expect(
      recordsOf(page, path === 'vendorsumm' ? V.title : BY_VENDOR).filter({ hasText: VENDOR }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  expect(exec.sites.get(S.openingBalances)).toBeDefined();
  await context.close();
}
