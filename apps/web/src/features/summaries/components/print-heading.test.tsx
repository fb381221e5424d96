import {
  ageingMessages as A,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/render';
import { renderSummaryScreens, VENDOR_SUMMARY } from '../../../../test/summaries';

/** A printed summary names the company, its filters and the as-of date. */
describe('a summary printed', { timeout: 60_000 }, () => {
  it('Summary By Vendor: the company, the site and the as-of date, and who printed it', async () => {
    renderSummaryScreens('/home/vendor/payables/vendorsumm?date=2026-11-01&siteId=1', (call) =>
      call.url.includes('/summarybyvendor/') ? jsonResponse(202, VENDOR_SUMMARY) : undefined,
    );
    await screen.findByRole('heading', { level: 2, name: V.title });
    const heading = screen.getByTestId('print-heading');
    expect(heading).toHaveClass('sb-print-only');
    expect(heading).toHaveTextContent(S.printCompany('Demo Constructions', 'DEMO01'));
    expect(heading).toHaveTextContent(
      `${S.printFilter(S.siteLabel, 'Riverside (RST01)')} · ${S.printAsOf('01-11-2026')}`,
    );
    expect(heading).toHaveTextContent(/Printed on \d\d-\d\d-\d{4} \d\d:\d\d by Demo Admin/);
  });

  it('the ageing: its view is a filter too', async () => {
    renderSummaryScreens('/home/vendor/payables/payablesumm?date=2026-11-01&view=site', () => undefined);
    await screen.findByRole('heading', { level: 2, name: A.title });
    expect(screen.getByTestId('print-heading')).toHaveTextContent(
      `${S.printFilter(S.siteLabel, V.allSites)} · ${S.printFilter(S.view, A.bySite)} · ${S.printAsOf('01-11-2026')}`,
    );
  });
});
