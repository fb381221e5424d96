import {
  ageingMessages as A,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { jsonResponse } from '../../../test/render';
import {
  AGEING,
  AGEING_WITH_ADVANCE,
  atPhoneWidth,
  queryOf,
  renderSummaryScreens,
} from '../../../test/summaries';
import { pick } from '../../../test/ui';
import { todayIso } from '../../lib/format';

const PATH = '/home/vendor/payables/payablesumm';
const CALL = '/payableageing/tenantCode/DEMO01';
const isAgeing = (call: RecordedCall) => call.url.includes(CALL);
const BY_VENDOR = `${A.title}: ${A.byVendor}`;
const BY_SITE = `${A.title}: ${A.bySite}`;

const rowsOf = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table')).getAllByRole('row');
const texts = (row: HTMLElement | undefined) =>
  [...(row as HTMLElement).querySelectorAll('th, td')].map((c) => c.textContent);

describe('Vendor Payable Summary', { timeout: 60_000 }, () => {
  it("shows today's outstanding by vendor in the five age buckets and the advance with totals", async () => {
    const { calls } = renderSummaryScreens(PATH, (call) =>
      isAgeing(call) ? jsonResponse(202, AGEING) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: A.title })).toBeInTheDocument();
    await screen.findByRole('region', { name: BY_VENDOR });
    const [header, ace, , total] = rowsOf(BY_VENDOR);
    expect(texts(header)).toEqual([
      V.columns.vendor,
      A.buckets.notDue,
      A.buckets.d1to30,
      A.buckets.d31to60,
      A.buckets.d61to90,
      A.buckets.over90,
      A.buckets.advance,
      A.total,
    ]);
    expect(texts(ace)).toEqual([
      'Ace Masonry (VEN00001)',
      '1,000.00',
      '2,000.00',
      '3,000.00',
      '4,000.00',
      '5,000.00',
      '0.00',
      '15,000.00',
    ]);
    expect(texts(total)).toEqual([
      A.total,
      '1,000.10',
      '2,000.00',
      '3,000.00',
      '4,000.00',
      '5,000.20',
      '0.00',
      '15,000.30',
    ]);
    expect(queryOf(calls(CALL)[0])).toEqual({ date: todayIso() });
  });

  it('By site shows the sites (the switch is kept in the address) without asking again', async () => {
    const { calls, router } = renderSummaryScreens(PATH, (call) =>
      isAgeing(call) ? jsonResponse(202, AGEING) : undefined,
    );
    await screen.findByRole('region', { name: BY_VENDOR });
    await userEvent.click(screen.getByRole('radio', { name: A.bySite }));
    await screen.findByRole('region', { name: BY_SITE });
    const [header, riverside] = rowsOf(BY_SITE);
    expect(texts(header)?.[0]).toBe(S.siteColumn);
    expect(texts(riverside)?.[0]).toBe('Riverside (RST01)');
    expect(router.state.location.search).toContain('view=site');
    expect(calls(CALL)).toHaveLength(1);
  });

  it('shows an advance (a Dr opening balance) in Advance (Dr) after Over 90 days, in the totals too', async () => {
    renderSummaryScreens(PATH, (call) =>
      isAgeing(call) ? jsonResponse(202, AGEING_WITH_ADVANCE) : undefined,
    );
    await screen.findByRole('region', { name: BY_VENDOR });
    const [header, , , chetan, total] = rowsOf(BY_VENDOR);
    expect(texts(header).slice(5, 7)).toEqual([A.buckets.over90, A.buckets.advance]);
    expect(texts(chetan)).toEqual([
      'Chetan Steel (VEN00003)',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '5,000.25 Dr',
      '5,000.25 Dr',
    ]);
    expect(texts(total)).toEqual([
      A.total,
      '1,000.10',
      '2,000.00',
      '3,000.00',
      '4,000.00',
      '5,000.20',
      '5,000.25 Dr',
      '10,000.05',
    ]);
  });

  it('by site the opening balances are a row of no site: its name alone, not a link', async () => {
    renderSummaryScreens(`${PATH}?view=site`, (call) =>
      isAgeing(call) ? jsonResponse(202, AGEING_WITH_ADVANCE) : undefined,
    );
    await screen.findByRole('region', { name: BY_SITE });
    const [, riverside, opening, total] = rowsOf(BY_SITE);
    expect(texts(riverside)?.[0]).toBe('Riverside (RST01)');
    expect(texts(opening)).toEqual([
      S.openingBalances,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '5,000.25 Dr',
      '5,000.25 Dr',
    ]);
    expect(within(opening as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(texts(total)?.at(-1)).toBe('10,000.05');
  });

  it('asks again for the chosen site and date', async () => {
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isAgeing(call) ? jsonResponse(202, AGEING) : undefined,
    );
    await screen.findByRole('region', { name: BY_VENDOR });
    await pick(S.siteLabel, 'Lakeview (LKV03)');
    await waitFor(() => expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2026-06-30', siteId: '3' }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${V.asOf}`)), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2025-12-31', siteId: '3' }));
  });

  it('says so when nothing is outstanding', async () => {
    renderSummaryScreens(PATH, (call) =>
      isAgeing(call) ? jsonResponse(202, { ...AGEING, byVendor: [], bySite: [] }) : undefined,
    );
    expect(await screen.findByText(A.noRows)).toBeInTheDocument();
  });

  it('Export .xlsx fetches the ageing as format=xlsx', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) => {
      if (!isAgeing(call)) return undefined;
      if (call.url.includes('format=xlsx')) return new Response(new Blob(['xlsx']), { status: 200 });
      return jsonResponse(202, AGEING);
    });
    await screen.findByRole('region', { name: BY_VENDOR });
    await userEvent.click(screen.getByRole('button', { name: V.exportXlsx }));
    // No file name from the server: the screen's own.
    await waitFor(() => expect(saved).toEqual(['vendor-payable-summary-2026-06-30.xlsx']));
    expect(queryOf(calls('format=xlsx')[0])).toEqual({ date: '2026-06-30', format: 'xlsx' });
  });

  it('a refused export says why in a dialog', async () => {
    renderSummaryScreens(PATH, (call) => {
      if (!isAgeing(call)) return undefined;
      if (call.url.includes('format=xlsx'))
        return jsonResponse(403, { message: 'Your role does not include this module.' });
      return jsonResponse(202, AGEING);
    });
    await screen.findByRole('region', { name: BY_VENDOR });
    await userEvent.click(screen.getByRole('button', { name: V.exportXlsx }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your role does not include this module.');
  });

  it('on a phone each vendor is a card with its buckets, the totals a last card', async () => {
    atPhoneWidth();
    renderSummaryScreens(PATH, (call) => (isAgeing(call) ? jsonResponse(202, AGEING) : undefined));
    const list = await screen.findByRole('list', { name: BY_VENDOR });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(`${A.buckets.over90}5,000.00${A.buckets.advance}0.00`);
    expect(within(cards[2] as HTMLElement).getByRole('heading', { name: A.total })).toBeInTheDocument();
  });
});
