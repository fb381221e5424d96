import {
  ageingMessages as A,
  executiveSummaryMessages as E,
  OPENING_BALANCE_STATUS,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { jsonResponse } from '../../../test/render';
import {
  atPhoneWidth,
  EXECUTIVE,
  EXECUTIVE_WITH_OPENING,
  queryOf,
  renderSummaryScreens,
} from '../../../test/summaries';
import { pick } from '../../../test/ui';

const PATH = '/home/vendor/payables/executivesumm';
const CALL = '/executivesummary/tenantCode/DEMO01';
const isExecutive = (call: RecordedCall) => call.url.includes(CALL);
const VENDORSUMM = '/home/vendor/payables/vendorsumm';
const PAYABLESUMM = '/home/vendor/payables/payablesumm';

const texts = (row: HTMLElement | undefined) =>
  [...(row as HTMLElement).querySelectorAll('th, td')].map((c) => c.textContent);
const rowsOf = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table')).getAllByRole('row');

describe('Executive Summary', { timeout: 60_000 }, () => {
  it('shows the four figures, each a link to its detail for the same site and date', async () => {
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30&siteId=1`, (call) =>
      isExecutive(call) ? jsonResponse(202, EXECUTIVE) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: E.title })).toBeInTheDocument();
    const outstanding = await screen.findByRole('link', {
      name: S.openFigure(`${E.outstanding} 15,000.30`, V.title),
    });
    expect(outstanding).toHaveAttribute('href', `${VENDORSUMM}?date=2026-06-30&siteId=1`);
    expect(
      screen.getByRole('link', { name: S.openFigure(`${E.overdue} 14,000.20`, A.title) }),
    ).toHaveAttribute('href', `${PAYABLESUMM}?date=2026-06-30&siteId=1`);
    expect(
      screen.getByRole('link', { name: S.openFigure(`${E.dueThisWeek} 700.00`, A.title) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: S.openFigure(`${E.paidThisMonth} 2,500.50`, V.title) }),
    ).toBeInTheDocument();
    expect(queryOf(calls(CALL)[0])).toEqual({ date: '2026-06-30', siteId: '1' });
  });

  it('each chart has a text alternative naming every figure, and its figures as a table with a total', async () => {
    renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isExecutive(call) ? jsonResponse(202, EXECUTIVE) : undefined,
    );
    expect(
      await screen.findByRole('img', { name: S.chartAlt(E.bySite, 'Riverside 10,000.10; Hilltop 5,000.20') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: S.chartAlt(E.byStatus, 'Invoice Raised 12,000.30; Payment Pending 3,000.00'),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: S.chartAlt(
          E.ageing,
          `${A.buckets.notDue} 1,000.10; ${A.buckets.d1to30} 2,000.00; ${A.buckets.d31to60} 3,000.00; ${A.buckets.d61to90} 4,000.00; ${A.buckets.over90} 5,000.20; ${A.buckets.advance} 0.00`,
        ),
      }),
    ).toBeInTheDocument();

    const [, riverside, hilltop, siteTotal] = rowsOf(S.figuresOf(E.bySite));
    expect(texts(riverside)).toEqual(['Riverside', '10,000.10']);
    expect(texts(hilltop)).toEqual(['Hilltop', '5,000.20']);
    expect(texts(siteTotal)).toEqual([A.total, '15,000.30']);
    // As of another day than today a site opens Summary By Vendor of that site.
    expect(
      within(riverside as HTMLElement).getByRole('link', {
        name: S.openFigure('Riverside 10,000.10', V.title),
      }),
    ).toHaveAttribute('href', `${VENDORSUMM}?date=2026-06-30&siteId=1`);
    const [header, invoiced, , statusTotal] = rowsOf(S.figuresOf(E.byStatus));
    expect(texts(header)).toEqual([S.statusColumn, S.countColumn, S.amountColumn]);
    expect(texts(invoiced)).toEqual(['Invoice Raised', '3', '12,000.30']);
    expect(texts(statusTotal)).toEqual([A.total, '4', '15,000.30']);
    const ageingRows = rowsOf(S.figuresOf(E.ageing));
    expect(texts(ageingRows[6])).toEqual([A.buckets.advance, '0.00']);
    expect(texts(ageingRows.at(-1))).toEqual([A.total, '15,000.30']);
    expect(
      within(ageingRows[5] as HTMLElement).getByRole('link', {
        name: S.openFigure(`${A.buckets.over90} 5,000.20`, A.title),
      }),
    ).toHaveAttribute('href', `${PAYABLESUMM}?date=2026-06-30`);
  });

  it('the opening balances: a row of no site and a status row, opening Summary By Vendor; the advance in the ageing as Dr', async () => {
    renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isExecutive(call) ? jsonResponse(202, EXECUTIVE_WITH_OPENING) : undefined,
    );
    expect(
      await screen.findByRole('link', { name: S.openFigure(`${E.outstanding} 10,000.05`, V.title) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: S.chartAlt(E.bySite, `Riverside 10,000.10; Hilltop 5,000.20; ${S.openingBalances} 5,000.25 Dr`),
      }),
    ).toBeInTheDocument();
    const [, riverside, , opening, siteTotal] = rowsOf(S.figuresOf(E.bySite));
    expect(
      within(riverside as HTMLElement).getByRole('link', {
        name: S.openFigure('Riverside 10,000.10', V.title),
      }),
    ).toBeInTheDocument();
    expect(texts(opening)).toEqual([S.openingBalances, '5,000.25 Dr']);
    // The opening balances are counted by Summary By Vendor's Opening column.
    expect(
      within(opening as HTMLElement).getByRole('link', {
        name: S.openFigure(`${S.openingBalances} 5,000.25 Dr`, V.title),
      }),
    ).toHaveAttribute('href', `${VENDORSUMM}?date=2026-06-30`);
    expect(texts(siteTotal)).toEqual([A.total, '10,000.05']);

    const [, invoiced, , openingStatus, statusTotal] = rowsOf(S.figuresOf(E.byStatus));
    // Not as of today: no list holds a status's payables as they were.
    expect(within(invoiced as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(texts(openingStatus)).toEqual([OPENING_BALANCE_STATUS, '1', '5,000.25 Dr']);
    expect(
      within(openingStatus as HTMLElement).getByRole('link', {
        name: S.openFigure(`${OPENING_BALANCE_STATUS} 5,000.25 Dr`, V.title),
      }),
    ).toHaveAttribute('href', `${VENDORSUMM}?date=2026-06-30`);
    expect(texts(statusTotal)).toEqual([A.total, '5', '10,000.05']);

    const ageingRows = rowsOf(S.figuresOf(E.ageing));
    expect(texts(ageingRows[5])?.[0]).toBe(A.buckets.over90);
    expect(texts(ageingRows[6])).toEqual([A.buckets.advance, '5,000.25 Dr']);
    expect(
      within(ageingRows[6] as HTMLElement).getByRole('link', {
        name: S.openFigure(`${A.buckets.advance} 5,000.25 Dr`, A.title),
      }),
    ).toHaveAttribute('href', `${PAYABLESUMM}?date=2026-06-30`);
    expect(texts(ageingRows.at(-1))).toEqual([A.total, '10,000.05']);
  });

  it('a figure card opens the detail screen', async () => {
    const { router } = renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isExecutive(call) ? jsonResponse(202, EXECUTIVE) : undefined,
    );
    await userEvent.click(
      await screen.findByRole('link', { name: S.openFigure(`${E.overdue} 14,000.20`, A.title) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(PAYABLESUMM));
    expect(router.state.location.search).toBe('?date=2026-06-30');
  });

  it('asks again for the chosen site and date; says so when there are no bills', async () => {
    let answer = EXECUTIVE;
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30`, (call) =>
      isExecutive(call) ? jsonResponse(202, answer) : undefined,
    );
    await screen.findByRole('img', { name: new RegExp(E.bySite) });
    await pick(S.siteLabel, 'Hilltop (HLT02)');
    await waitFor(() => expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2026-06-30', siteId: '2' }));
    answer = {
      ...EXECUTIVE,
      outstanding: 0,
      overdue: 0,
      dueThisWeek: 0,
      paidThisMonth: 0,
      bySite: [],
      byStatus: [],
      ageing: { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0, advance: 0, total: 0 },
    };
    fireEvent.change(screen.getByLabelText(new RegExp(`^${V.asOf}`)), { target: { value: '2020-01-01' } });
    expect(await screen.findByText(E.empty)).toBeInTheDocument();
    expect(queryOf(calls(CALL).at(-1))).toEqual({ date: '2020-01-01', siteId: '2' });
  });

  it('Export .xlsx fetches the executive summary as format=xlsx', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderSummaryScreens(`${PATH}?date=2026-06-30&siteId=3`, (call) => {
      if (!isExecutive(call)) return undefined;
      if (call.url.includes('format=xlsx')) return new Response(new Blob(['xlsx']), { status: 200 });
      return jsonResponse(202, EXECUTIVE);
    });
    await screen.findByRole('img', { name: new RegExp(E.bySite) });
    await userEvent.click(screen.getByRole('button', { name: V.exportXlsx }));
    await waitFor(() => expect(saved).toEqual(['executive-summary-2026-06-30.xlsx']));
    expect(queryOf(calls('format=xlsx')[0])).toEqual({ date: '2026-06-30', siteId: '3', format: 'xlsx' });
  });

  it('on a phone the figures tables are cards', async () => {
    atPhoneWidth();
    renderSummaryScreens(PATH, (call) => (isExecutive(call) ? jsonResponse(202, EXECUTIVE) : undefined));
    const list = await screen.findByRole('list', { name: S.figuresOf(E.bySite) });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(`${S.amountColumn}10,000.10`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
