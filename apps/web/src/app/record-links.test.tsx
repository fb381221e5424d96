import {
  API,
  advanceLabels,
  advanceMessages,
  apiPath,
  MODULE_NAMES,
  payableLabels,
  recordLinkMessages,
  screenTitles,
  vendorMessages,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvance } from '../../test/advances';
import { fakeServer, type RecordedCall } from '../../test/fake-server';
import { listAnswer } from '../../test/list-page';
import { makePayable } from '../../test/payables';
import { jsonResponse, renderRoutes } from '../../test/render';
import { makeVendor } from '../../test/vendors';
import { setSession } from '../lib/session-store';
import { routes } from './router';

/**
 * Each record screen's URL names its record by code, so it opens on its own (a new
 * tab, a bookmark, a reload: no navigation state). The screen reads the record through its list's
 * call searched by the code; a code naming none of the company's records says "not found".
 */
const VENDORS = [makeVendor(1), makeVendor(13, { vendorName: 'Thirteen Traders' })];
// VPB00001 is also found by a search for VPB0000 and VPB00010 by VPB00001: only the exact code is kept.
const PAYABLES = [makePayable(1, { remarks: 'first bill' }), makePayable(10, { remarks: 'tenth bill' })];
const ADVANCES = [makeAdvance(1), makeAdvance(7, { requestedAmount: 4321, status: 'Approved' })];

const searched = <T,>(url: string, rows: readonly T[], codeOf: (row: T) => string) => {
  const q = new URL(url, 'http://localhost').searchParams.get('q')?.toUpperCase();
  return q ? rows.filter((row) => codeOf(row).toUpperCase().includes(q)) : rows;
};

/** The server of one company (DEMO01): its lists searched by `q` like the server's (a code contains q). */
function start(path: string) {
  const server = fakeServer({
    modules: [...MODULE_NAMES],
    handle: (call: RecordedCall) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === apiPath(API.vendorsForTenant, { tenant: 'DEMO01' })) {
        const id = url.searchParams.get('id');
        if (id)
          return jsonResponse(
            202,
            VENDORS.filter((v) => String(v.vendorId) === id),
          );
        return listAnswer(
          call.url,
          searched(call.url, VENDORS, (v) => v.vendorCode),
        );
      }
      if (url.pathname === apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })) {
        return listAnswer(
          call.url,
          searched(call.url, PAYABLES, (p) => p.vendorPayableCode),
        );
      }
      if (url.pathname === apiPath(API.advancesForCompany, { companyCode: 'DEMO01' })) {
        return listAnswer(
          call.url,
          searched(call.url, ADVANCES, (a) => a.advanceId),
        );
      }
      return undefined;
    },
  });
  vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  return { ...renderRoutes(routes, path), server };
}

/** The first find of a screen waits for its lazily loaded code (slow on a loaded machine). */
const SLOW = { timeout: 30_000 };

const searchesFor = (calls: RecordedCall[], code: string) =>
  calls.filter((c) => new URL(c.url, 'http://localhost').searchParams.get('q') === code);

describe('record URLs', { timeout: 60_000 }, () => {
  it('View Vendor and Edit Vendor open the vendor their URL names, read by code', async () => {
    const view = start('/home/vendor/myvendor/viewvendor/VEN00013');
    expect(await screen.findByRole('heading', { name: screenTitles.viewVendor }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Thirteen Traders', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('VEN00013', { selector: 'dd' })).toBeInTheDocument();
    const search = searchesFor(view.server.calls, 'VEN00013');
    expect(search).toHaveLength(1);
    expect(search[0]?.url).toContain('page=1');
    view.unmount();

    start('/home/vendor/myvendor/editvendor/VEN00013');
    expect(await screen.findByRole('heading', { name: screenTitles.editVendor }, SLOW)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Thirteen Traders')).toBeInTheDocument();
  });

  it('View, Edit and History of a payable open by its code (the exact code, not one containing it)', async () => {
    const view = start('/home/vendor/payables/viewpayable/VPB00001');
    expect(await screen.findByRole('heading', { name: screenTitles.viewPayable }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('first bill')).toBeInTheDocument();
    expect(screen.queryByText('tenth bill')).not.toBeInTheDocument();
    view.unmount();

    const edit = start('/home/vendor/payables/editpayable/VPB00010');
    expect(await screen.findByRole('heading', { name: screenTitles.editPayable }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(`${payableLabels.view.payableCode}: VPB00010`)).toBeInTheDocument();
    edit.unmount();

    start('/home/vendor/payables/historypayable/VPB00010');
    expect(
      await screen.findByRole('heading', { name: screenTitles.payableHistory }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText(recordLinkMessages.loadingRecord('VPB00010'))).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(recordLinkMessages.payableNotFound('VPB00010'))).not.toBeInTheDocument();
  });

  it('Edit advance request and Spent Information open the advance their URL names', async () => {
    const edit = start('/home/advance/editadvancerequest/ADV00007');
    expect(await screen.findByRole('heading', { name: screenTitles.editAdvance }, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText(advanceLabels.fields.amount)).toHaveValue('4321');
    edit.unmount();

    start('/home/expense/spentinformation/ADV00007');
    expect(
      await screen.findByRole('heading', { name: advanceMessages.spentTitle }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('advance-code')).toHaveTextContent('ADV00007');
  });

  it.each([
    ['/home/vendor/myvendor/viewvendor/VEN99999', recordLinkMessages.vendorNotFound('VEN99999')],
    ['/home/vendor/myvendor/editvendor/VEN99999', recordLinkMessages.vendorNotFound('VEN99999')],
    ['/home/vendor/payables/viewpayable/VPB99999', recordLinkMessages.payableNotFound('VPB99999')],
    ['/home/vendor/payables/editpayable/VPB0000', recordLinkMessages.payableNotFound('VPB0000')],
    ['/home/vendor/payables/historypayable/VPB99999', recordLinkMessages.payableNotFound('VPB99999')],
    ['/home/advance/editadvancerequest/ADV99999', recordLinkMessages.advanceNotFound('ADV99999')],
    ['/home/expense/spentinformation/ADV99999', recordLinkMessages.advanceNotFound('ADV99999')],
  ])('%s: a code naming no record of the company says "%s"', async (path, text) => {
    start(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a list links each code to its record (a real link) and its row actions put the code in the URL', async () => {
    const { router } = start('/home/vendor/myvendor');
    const table = await screen.findByRole('region', { name: vendorMessages.listTitle });
    const link = await within(table).findByRole('link', { name: 'VEN00013' });
    expect(link).toHaveAttribute('href', '/home/vendor/myvendor/viewvendor/VEN00013');
    link.focus();
    expect(link).toHaveFocus();
    link.click();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vendor/myvendor/viewvendor/VEN00013'),
    );
    expect(await screen.findByText('Thirteen Traders', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('lists are current', { timeout: 60_000 }, () => {
  it('a list visited again is read again at once, its cached page shown busy meanwhile', async () => {
    const { router, server } = start('/home/vendor/myvendor');
    const listPath = apiPath(API.vendorsForTenant, { tenant: 'DEMO01' });
    const listCalls = () =>
      server.calls.filter((c) => {
        const url = new URL(c.url, 'http://localhost');
        return (
          url.pathname === listPath && url.searchParams.get('page') === '1' && !url.searchParams.has('q')
        );
      });
    const table = await screen.findByRole('region', { name: vendorMessages.listTitle });
    await within(table).findByRole('link', { name: 'VEN00013' });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(listCalls()).toHaveLength(1);

    await router.navigate('/home/vendor/myvendor/addvendor');
    await screen.findByRole('heading', { name: screenTitles.addVendor }, SLOW);
    await router.navigate('/home/vendor/myvendor');
    // The cached page shows at once, marked busy, while the list is read again.
    const again = await screen.findByRole('region', { name: vendorMessages.listTitle });
    expect(within(again).getByRole('link', { name: 'VEN00013' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
  });
});
