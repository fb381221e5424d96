import {
  ageingMessages as A,
  executiveSummaryMessages as E,
  listMessages,
  OPENING_BALANCE_STATUS,
  OUTSTANDING_TOTAL_HEADER,
  payableMessages as P,
  summaryScreenMessages as S,
  TOTAL_COUNT_HEADER,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePayable, renderPayableScreens } from '../../../test/payables';
import { jsonResponse } from '../../../test/render';
import {
  AGEING_WITH_ADVANCE,
  EXECUTIVE,
  EXECUTIVE_WITH_OPENING,
  renderSummaryScreens,
} from '../../../test/summaries';
import { todayIso } from '../../lib/format';

/**
 * Every summary figure opens the list it counts. As of today a status row opens
 * the payables list of that status, a site row the list of that site, an ageing bucket without
 * opening balances the list of that age (with one, the ageing by site, whose site cells open their
 * list); the list shows the filters as chips and the same outstanding total in its count line.
 */

const EXEC = '/home/vendor/payables/executivesumm';
const AGEING_PATH = '/home/vendor/payables/payablesumm';
const LIST = '/home/vendor/payables';
const noOpenings = { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0, advance: 0, total: 0 };
const rowsOf = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table')).getAllByRole('row');
const linkIn = (row: HTMLElement | undefined, name: string) =>
  within(row as HTMLElement).getByRole('link', { name });

describe('Executive Summary as of today: each figure opens the payables list it counts', () => {
  it('a status, a site, a bucket and the Overdue card open the filtered list', async () => {
    const today = todayIso();
    renderSummaryScreens(EXEC, (call) =>
      call.url.includes('/executivesummary/')
        ? jsonResponse(202, { ...EXECUTIVE, date: today, openingAgeing: noOpenings })
        : undefined,
    );
    const pending = await screen.findByRole('link', {
      name: S.openFigure('Payment Pending 3,000.00', P.listTitle),
    });
    expect(pending).toHaveAttribute('href', `${LIST}?status=Payment+Pending`);
    const [, riverside] = rowsOf(S.figuresOf(E.bySite));
    expect(linkIn(riverside, S.openFigure('Riverside 10,000.10', P.listTitle))).toHaveAttribute(
      'href',
      `${LIST}?siteId=1`,
    );
    const ageing = rowsOf(S.figuresOf(E.ageing));
    expect(linkIn(ageing[2], S.openFigure(`${A.buckets.d1to30} 2,000.00`, P.listTitle))).toHaveAttribute(
      'href',
      `${LIST}?age=d1to30`,
    );
    expect(linkIn(ageing[1], S.openFigure(`${A.buckets.notDue} 1,000.10`, P.listTitle))).toHaveAttribute(
      'href',
      `${LIST}?age=notDue`,
    );
    expect(
      screen.getByRole('link', { name: S.openFigure(`${E.overdue} 14,000.20`, P.listTitle) }),
    ).toHaveAttribute('href', `${LIST}?overdue=true`);
    // Keyboard: the status link is reached with Tab.
    pending.blur();
    const user = userEvent.setup();
    for (let i = 0; i < 40 && document.activeElement !== pending; i++) await user.tab();
    expect(pending).toHaveFocus();
  });

  it('on one site the links keep the site; a bucket holding an opening balance opens the ageing by site', async () => {
    const today = todayIso();
    renderSummaryScreens(`${EXEC}?siteId=2`, (call) =>
      call.url.includes('/executivesummary/')
        ? jsonResponse(202, { ...EXECUTIVE, date: today, openingAgeing: noOpenings })
        : undefined,
    );
    expect(
      await screen.findByRole('link', { name: S.openFigure('Invoice Raised 12,000.30', P.listTitle) }),
    ).toHaveAttribute('href', `${LIST}?status=Invoice+Raised&siteId=2`);
  });

  it('with opening balances: their rows open Summary By Vendor, their bucket the ageing by site', async () => {
    const today = todayIso();
    renderSummaryScreens(EXEC, (call) =>
      call.url.includes('/executivesummary/')
        ? jsonResponse(202, {
            ...EXECUTIVE_WITH_OPENING,
            date: today,
            openingAgeing: { ...noOpenings, over90: 1000, advance: -5000.25, total: -4000.25 },
          })
        : undefined,
    );
    await screen.findByRole('region', { name: S.figuresOf(E.ageing) });
    const rows = rowsOf(S.figuresOf(E.ageing));
    expect(linkIn(rows[5], S.openFigure(`${A.buckets.over90} 5,000.20`, A.title))).toHaveAttribute(
      'href',
      `${AGEING_PATH}?date=${today}&view=site`,
    );
    expect(linkIn(rows[4], S.openFigure(`${A.buckets.d61to90} 4,000.00`, P.listTitle))).toHaveAttribute(
      'href',
      `${LIST}?age=d61to90`,
    );
    // Overdue holds the opening balance of Over 90 days: the ageing, not the list.
    expect(
      screen.getByRole('link', { name: S.openFigure(`${E.overdue} 14,000.20`, A.title) }),
    ).toHaveAttribute('href', `${AGEING_PATH}?date=${today}`);
    const statusRows = rowsOf(S.figuresOf(E.byStatus));
    expect(
      linkIn(statusRows[3], S.openFigure(`${OPENING_BALANCE_STATUS} 5,000.25 Dr`, V.title)),
    ).toHaveAttribute('href', `/home/vendor/payables/vendorsumm?date=${today}`);
  });
});

describe('Vendor Payable Summary as of today: a bucket cell opens the payables of that age', () => {
  it('by site each site cell opens the list of that site and age; the totals only where no opening balance is', async () => {
    const today = todayIso();
    const data = {
      ...AGEING_WITH_ADVANCE,
      date: today,
      bySite: AGEING_WITH_ADVANCE.bySite.map((r) =>
        r.id === 0 ? { ...r, over90: 100, total: -4900.25 } : r,
      ),
    };
    renderSummaryScreens(`${AGEING_PATH}?view=site`, (call) =>
      call.url.includes('/payableageing/') ? jsonResponse(202, data) : undefined,
    );
    const cell = await screen.findByRole('link', {
      name: S.openFigure(`Riverside ${A.buckets.over90} 5,000.20`, P.listTitle),
    });
    expect(cell).toHaveAttribute('href', `${LIST}?siteId=1&age=over90`);
    expect(cell).toHaveTextContent('5,000.20');
    // The totals' Over 90 days holds an opening balance: text; its 31–60 days opens the list.
    expect(
      screen.queryByRole('link', {
        name: S.openFigure(`${A.total} ${A.buckets.over90} 5,000.20`, P.listTitle),
      }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: S.openFigure(`${A.total} ${A.buckets.d31to60} 3,000.00`, P.listTitle),
      }),
    ).toHaveAttribute('href', `${LIST}?age=d31to60`);
    // The opening balances' row opens nothing.
    expect(screen.queryByRole('link', { name: new RegExp(`^${S.openingBalances}`) })).not.toBeInTheDocument();
  });

  it('as of another day the cells are text: the list shows payables as they are today', async () => {
    renderSummaryScreens(`${AGEING_PATH}?view=site&date=2026-06-30`, (call) =>
      call.url.includes('/payableageing/') ? jsonResponse(202, AGEING_WITH_ADVANCE) : undefined,
    );
    await screen.findByText('Riverside (RST01)');
    expect(screen.queryByRole('link', { name: new RegExp(P.listTitle) })).not.toBeInTheDocument();
  });
});

describe('the payables list an ageing bucket opens', () => {
  it('sends age, shows its chip and what the payables found owe', async () => {
    let asked: URLSearchParams | undefined;
    renderPayableScreens('/home/vendor/payables?siteId=1&age=over90', {
      handle: (call) => {
        if (!call.url.includes('/vendorpayablesForATenantcode/')) return undefined;
        asked = new URL(call.url, 'http://localhost').searchParams;
        return new Response(JSON.stringify([makePayable(3)]), {
          status: 202,
          headers: {
            'content-type': 'application/json',
            [TOTAL_COUNT_HEADER]: '1',
            [OUTSTANDING_TOTAL_HEADER]: '5000.20',
          },
        });
      },
    });
    await screen.findByText('VPB00003');
    expect(asked?.get('age')).toBe('over90');
    expect(asked?.get('siteId')).toBe('1');
    expect(
      screen.getByRole('button', {
        name: `Remove filter: ${listMessages.chip(listMessages.age, A.buckets.over90)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${listMessages.found('1')} · ${listMessages.outstandingTotal('5,000.20')}`,
    );
  });
});
