import { listMessages, summaryScreenMessages as S, vendorSummaryMessages as V } from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { jsonResponse } from '../../../test/render';
import {
  atPhoneWidth,
  queryOf,
  renderSummaryScreens,
  VENDOR_SUMMARY,
  VENDOR_SUMMARY_WITH_OPENING,
} from '../../../test/summaries';
import { pick } from '../../../test/ui';
import { formatDate, todayIso } from '../../lib/format';

const PATH = '/home/vendor/payables/vendorsumm';
const CALL = '/summarybyvendor/tenantCode/DEMO01';
const isSummary = (call: RecordedCall) => call.url.includes(CALL);

const rowsOf = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table')).getAllByRole('row');
const texts = (row: HTMLElement | undefined) =>
  [...(row as HTMLElement).querySelectorAll('th, td')].map((c) => c.textContent);

describe('Summary By Vendor', { timeout: 60_000 }, () => {
  it("asks for today's figures of all sites and shows each vendor and the totals", async () => {
    const { calls } = renderSummaryScreens(PATH, (call) =>
      isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: V.title })).toBeInTheDocument();
    await screen.findByRole('region', { name: V.title });
    const [header, ace, bharat, total] = rowsOf(V.title);
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(Object.values(V.columns));
    expect(texts(ace)).toEqual([
      'Ace Masonry (VEN00001)',
      '0.00',
      '1,50,000.50',
      '50,000.25',
      '1,00,000.25',
      '40,000.00',
      '01-05-2026',
    ]);
    expect(texts(bharat)).toEqual(['Bharat Cement (VEN00002)', '0.00', '0.10', '0.00', '0.10', '0.00', '']);
    expect(texts(total)).toEqual([
      V.total,
      '0.00',
      '1,50,000.60',
      '50,000.25',
      '1,00,000.35',
      '40,000.00',
      '',
    ]);
    expect(screen.getByRole('textbox', { name: S.siteLabel })).toHaveValue(V.allSites);
    expect(screen.getByLabelText(new RegExp(`^${V.asOf}`))).toHaveValue(formatDate(todayIso()));
    const [first] = calls(CALL);
    expect(queryOf(first)).toEqual({ date: todayIso() });
    expect(first?.headers).toMatchObject({ authorization: 'Bearer token-123', apikey: 'key-1' });
  });

  it('shows each opening balance before Billed, and a Dr one (and what a vendor owes back) as Dr', async () => {
    renderSummaryScreens(PATH, (call) =>
      isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY_WITH_OPENING) : undefined,
    );
    await screen.findByRole('region', { name: V.title });
    const [header, ace, , chetan, total] = rowsOf(V.title);
    expect(texts(header).slice(0, 3)).toEqual([V.columns.vendor, V.columns.opening, V.columns.billed]);
    expect(texts(ace)).toEqual([
      'Ace Masonry (VEN00001)',
      '2,000.00',
      '1,50,000.50',
      '50,000.25',
      '1,02,000.25',
      '40,000.00',
      '01-05-2026',
    ]);
    expect(texts(chetan)).toEqual([
      'Chetan Steel (VEN00003)',
      '5,000.25 Dr',
      '1,000.00',
      '0.00',
      '4,000.25 Dr',
      '0.00',
      '',
    ]);
    expect(texts(total)).toEqual([
      V.total,
      '3,000.25 Dr',
      '1,51,000.60',
      '50,000.25',
      '98,000.10',
      '40,000.00',
      '',
    ]);
  });

  it('on a phone a vendor card and the totals card show the opening and a Dr outstanding', async () => {
    atPhoneWidth();
    renderSummaryScreens(PATH, (call) =>
      isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY_WITH_OPENING) : undefined,
    );
    const list = await screen.findByRole('list', { name: V.title });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[2]).toHaveTextContent(`${V.columns.opening}5,000.25 Dr${V.columns.billed}1,000.00`);
    expect(cards[2]).toHaveTextContent(`${V.columns.outstanding}4,000.25 Dr`);
    expect(cards[3]).toHaveTextContent(`${V.columns.opening}3,000.25 Dr`);
  });

  it('asks again for the chosen site and date, and keeps them in the address', async () => {
    const { calls, router } = renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY) : undefined,
    );
    await screen.findByRole('region', { name: V.title });
    expect(queryOf(calls(CALL)[0])).toEqual({ date: '2026-06-30' });

    await pick(S.siteLabel, 'Hilltop (HLT02)');
    await waitFor(() => expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2026-06-30', siteId: '2' }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${V.asOf}`)), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2026-03-31', siteId: '2' }));
    expect(router.state.location.search).toBe('?date=2026-03-31&siteId=2');
  });

  it('on a return visit shows the last figures marked busy until the fresh ones arrive', async () => {
    let answered = 0;
    let release = () => {};
    const fresh = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = renderSummaryScreens(PATH, async (call) => {
      if (!isSummary(call)) return undefined;
      answered += 1;
      if (answered === 1) return jsonResponse(202, VENDOR_SUMMARY);
      await fresh;
      return jsonResponse(202, { ...VENDOR_SUMMARY, rows: VENDOR_SUMMARY.rows.slice(1) });
    });
    const region = await screen.findByRole('region', { name: V.title });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await router.navigate('/home/vendor/myvendor/viewvendor');
    await screen.findByText('View Vendor screen');
    await router.navigate(PATH);
    const again = await screen.findByRole('region', { name: V.title });
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    expect(texts(rowsOf(V.title)[1])[0]).toBe('Ace Masonry (VEN00001)');
    release();
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
    expect(texts(rowsOf(V.title)[1])[0]).toBe('Bharat Cement (VEN00002)');
  });

  it('says so when no vendor has a bill up to the date, and shows a refusal with Retry', async () => {
    let answer = jsonResponse(202, { ...VENDOR_SUMMARY, rows: [] });
    renderSummaryScreens(PATH, (call) => (isSummary(call) ? answer : undefined));
    expect(await screen.findByText(V.noRows)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer = jsonResponse(500, { message: 'Database unavailable' });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${V.asOf}`)), { target: { value: '2026-01-31' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(S.loadFailed);
    expect(alert).toHaveTextContent('Database unavailable');
    answer = jsonResponse(202, VENDOR_SUMMARY);
    await userEvent.click(within(alert).getByRole('button', { name: S.retry }));
    expect(await screen.findByRole('region', { name: V.title })).toBeInTheDocument();
  });

  it('Export .xlsx fetches format=xlsx with the token and saves the file', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30&siteId=1`, (call) => {
      if (!isSummary(call)) return undefined;
      if (call.url.includes('format=xlsx'))
        return new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="summary-by-vendor-2026-06-30.xlsx"' },
        });
      return jsonResponse(202, VENDOR_SUMMARY);
    });
    await screen.findByRole('region', { name: V.title });
    await userEvent.click(screen.getByRole('button', { name: V.exportXlsx }));
    await waitFor(() => expect(saved).toEqual(['summary-by-vendor-2026-06-30.xlsx']));
    const xlsx = calls('format=xlsx');
    expect(xlsx).toHaveLength(1);
    expect(queryOf(xlsx[0])).toEqual({ date: '2026-06-30', siteId: '1', format: 'xlsx' });
    expect(xlsx[0]?.headers).toMatchObject({ authorization: 'Bearer token-123' });
  });

  it('CSV fetches format=csv with the token and saves the file; a failed one says so', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let csvAnswer = (): Response =>
      new Response(new Blob(['\uFEFFVendor code\r\n']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="summary-by-vendor-DEMO01-2026-06-30.csv"' },
      });
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30&siteId=1`, (call) => {
      if (!isSummary(call)) return undefined;
      if (call.url.includes('format=csv')) return csvAnswer();
      return jsonResponse(202, VENDOR_SUMMARY);
    });
    await screen.findByRole('region', { name: V.title });
    expect(screen.getByRole('button', { name: V.exportXlsx })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: listMessages.exportCsv }));
    await waitFor(() => expect(saved).toEqual(['summary-by-vendor-DEMO01-2026-06-30.csv']));
    const csv = calls('format=csv');
    expect(csv).toHaveLength(1);
    expect(queryOf(csv[0])).toEqual({ date: '2026-06-30', siteId: '1', format: 'csv' });
    expect(csv[0]?.headers).toMatchObject({ authorization: 'Bearer token-123' });
    expect(calls('format=xlsx')).toHaveLength(0);

    csvAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: listMessages.exportCsv }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(listMessages.exportFailed);
  });

  it('Print prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSummaryScreens(PATH, (call) => (isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY) : undefined));
    await screen.findByRole('region', { name: V.title });
    await userEvent.click(screen.getByRole('button', { name: V.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("a vendor's name opens that vendor's ledger (View Vendor) up to the summary's date", async () => {
    renderSummaryScreens(PATH, (call) => (isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY) : undefined));
    const link = await screen.findByRole('link', { name: 'Ace Masonry (VEN00001)' });
    const ledger = `/home/vendor/myvendor/viewvendor?vendorId=1&ledgerTo=${VENDOR_SUMMARY.date}`;
    expect(link).toHaveAttribute('href', ledger);
    await userEvent.click(link);
    expect(await screen.findByText('View Vendor screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ledger);
  });

  it('on a phone each vendor is a card, the totals a last card', async () => {
    atPhoneWidth();
    renderSummaryScreens(PATH, (call) => (isSummary(call) ? jsonResponse(202, VENDOR_SUMMARY) : undefined));
    const list = await screen.findByRole('list', { name: V.title });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: 'Ace Masonry (VEN00001)' }),
    ).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(`${V.columns.outstanding}1,00,000.25`);
    expect(within(cards[2] as HTMLElement).getByRole('heading', { name: V.total })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent(`${V.columns.billed}1,50,000.60`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
