import {
  amountRuleMessages,
  advanceLabels as l,
  advanceMessages as m,
  rightsMessages,
  type Site,
  siteLabel,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  expectDialog,
  makeAdvance,
  openOptions,
  pick,
  renderAdvanceScreens,
} from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { listAnswer, pageOf } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';
import { formatDate, todayIso } from '../../lib/format';

const twelve = () => Array.from({ length: 12 }, (_, i) => makeAdvance(i + 1));
const listServer =
  (advances = twelve(), extra?: (call: RecordedCall) => Response | undefined) =>
  async (call: RecordedCall) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.includes('/advanceRequest/DEMO01'))
      return listAnswer(call.url, advances);
    return undefined;
  };
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AdvanceRequest List', { timeout: 60_000 }, () => {
  it('shows the title, +AddAdvanceRequest, the six columns (and the approved / spent / remaining figures), the date part only, 10 a page, Edit with the record', async () => {
    const user = userEvent.setup();
    const { router, advanceCalls } = renderAdvanceScreens('/home/advance/myadvancerequest', {
      handle: listServer(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: m.listTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.addNew })).toHaveAttribute(
      'href',
      '/home/advance/addadvancerequest',
    );
    await screen.findByText('ADV00001');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      l.columns.actions,
      'AdvanceReqCode',
      'SiteCode',
      'Requested By',
      'Requested Amount',
      // Approved, spent and remaining after the requested amount.
      l.totals.approved,
      l.totals.spent,
      l.totals.remaining,
      'Requested Date',
      'Status',
    ]);
    expect(bodyRows()).toHaveLength(10);
    const cells = within(bodyRows()[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'ADV00001',
      'RST01',
      'sitelead',
      '1,000.00',
      '1,000.00',
      '0.00',
      l.notApproved,
      '01-04-2026',
      'Approved',
    ]);
    const nav = screen.getByRole('navigation', { name: `${m.listTitle} pages` });
    expect(within(nav).getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: l.editRow('ADV00012') }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/advance/editadvancerequest/ADV00012'),
    );
    expect((router.state.location.state as { advanceRequestId: number }).advanceRequestId).toBe(12);
    // The list's pages (the edit screen reads its advance by code: `q=ADV00012`).
    const listCalls = callsTo(advanceCalls(), 'GET', '/advanceRequest/DEMO01').filter(
      (c) => !c.url.includes('q='),
    );
    expect(listCalls.map((c) => pageOf(c.url))).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('fetches only the page shown; the numbered pages come from X-Total-Count', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) => makeAdvance(i + 1, { requestedByDate: '2026-04-01' }));
    renderAdvanceScreens('/home/advance/myadvancerequest', { handle: listServer(many) });
    await screen.findByText('ADV00001');
    const nav = screen.getByRole('navigation', { name: `${m.listTitle} pages` });
    expect(within(nav).getByRole('button', { name: '5' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '6' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: '5' }));
    expect(await screen.findByText('ADV00045')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
  });

  it("shows 'No data to display.' for an empty list; the index shows the list too", async () => {
    renderAdvanceScreens('/home/advance', { handle: listServer([]) });
    expect(await screen.findByRole('heading', { name: m.listTitle })).toBeInTheDocument();
    expect(await screen.findByText('No data to display.')).toBeInTheDocument();
  });
});

describe('Add Advance Request', { timeout: 60_000 }, () => {
  const created = (call: RecordedCall) =>
    call.method === 'POST' && call.url.endsWith('/advance/v1/advanceRequest')
      ? jsonResponse(202, { advanceId: 'ADV00042', advanceRequestId: 42, message: 'ok' })
      : undefined;

  it("the date starts as today; alerts 'Enter the Amount' then, the date cleared, 'Please Enter the Date' and sends nothing", async () => {
    const user = userEvent.setup();
    const { advanceCalls } = renderAdvanceScreens('/home/advance/addadvancerequest', {
      handle: listServer(),
    });
    await user.click(await screen.findByRole('button', { name: l.submit }));
    await expectDialog(m.enterAmount);
    expect(screen.getByLabelText(l.fields.date)).toHaveValue(formatDate(todayIso()));
    await user.type(screen.getByRole('textbox', { name: l.fields.amount }), '250');
    setDate(l.fields.date, '');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await expectDialog(m.enterDate);
    expect(callsTo(advanceCalls(), 'POST', '/advanceRequest')).toHaveLength(0);
  });

  it('refuses an amount of 0; a real amount sends and shows the created dialog, then /home/advance', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/advance/addadvancerequest', {
      handle: listServer(undefined, created),
    });
    const amount = await screen.findByRole('textbox', { name: l.fields.amount });
    await user.type(amount, '0');
    setDate(l.fields.date, '2026-06-01');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await expectDialog(amountRuleMessages.advanceAmountPositive);
    expect(callsTo(advanceCalls(), 'POST', '/advanceRequest')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: l.submit }));
    const done = await screen.findByText(m.created('ADV00042'));
    await user.click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/advance'));
    const [post] = callsTo(advanceCalls(), 'POST', '/advanceRequest');
    expect(post?.body).toMatchObject({
      companyCode: 'DEMO01',
      siteCode: 'RST01',
      requestedAmount: 250,
      requestedByDate: '2026-06-01',
      status: 'Pending',
      documentIds: '',
    });
  });

  it("404 shows 'Sorry,' + the message; other statuses 'Something Went Wrong', titled over the server's reason when it gives one; the values stay", async () => {
    const user = userEvent.setup();
    let status = 404;
    let body: unknown = { message: 'No such site' };
    renderAdvanceScreens('/home/advance/addadvancerequest', {
      handle: listServer(undefined, (call) =>
        call.method === 'POST' && call.url.endsWith('/advanceRequest')
          ? jsonResponse(status, body)
          : undefined,
      ),
    });
    await user.type(await screen.findByRole('textbox', { name: l.fields.amount }), '300');
    setDate(l.fields.date, '2026-06-01');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await expectDialog('Sorry,No such site');
    status = 403;
    body = { message: 'A new advance request must be Pending unless an administrator creates it.' };
    await user.click(screen.getByRole('button', { name: l.submit }));
    expect(await screen.findByRole('dialog', { name: m.createFailed })).toBeInTheDocument();
    await expectDialog('A new advance request must be Pending unless an administrator creates it.');
    status = 500;
    body = {};
    await user.click(screen.getByRole('button', { name: l.submit }));
    await expectDialog(m.createFailed);
    expect(screen.getByRole('textbox', { name: l.fields.amount })).toHaveValue('300');
  });

  it('uploads the chosen image first (preview shown) and sends its id; a USER role sees only Pending', async () => {
    const user = userEvent.setup();
    const { advanceCalls } = renderAdvanceScreens('/home/advance/addadvancerequest', {
      roleType: 'USER',
      handle: listServer(undefined, (call) => {
        if (call.url.endsWith('/uploadDocument'))
          return jsonResponse(202, {
            documentIds: '77',
            sequenceId: 77,
            userDescription: 'a.png',
            companyCode: 'DEMO01',
          });
        return created(call);
      }),
    });
    await screen.findByRole('button', { name: l.submit });
    const options = await openOptions(l.fields.status);
    expect(options.map((o) => o.textContent)).toEqual(['Pending']);
    await user.keyboard('{Escape}');
    await pick(l.fields.remarks, 'Material Purchase');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(l.fields.image), file);
    expect(await screen.findByRole('img', { name: l.imagePreview })).toHaveStyle({ maxHeight: '200px' });
    await user.type(screen.getByRole('textbox', { name: l.fields.amount }), '1500');
    setDate(l.fields.date, '2026-06-02');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await expectDialog(m.created('ADV00042'));
    const upload = callsTo(advanceCalls(), 'POST', '/uploadDocument')[0];
    expect(upload?.headers.api_client_name).toBe('DEMO01');
    expect((upload?.raw as FormData | undefined)?.get('companyCode')).toBe('DEMO01');
    expect(callsTo(advanceCalls(), 'POST', '/advanceRequest')[0]?.body).toMatchObject({
      documentIds: '77',
      requestedAmount: 1500,
      requesterComments: 'Material Purchase',
    });
  });
});

describe('Edit Advance Request', { timeout: 60_000 }, () => {
  it('is prefilled from the state; UPDATE sends PUT with the headers and shows the update text exactly', async () => {
    const user = userEvent.setup();
    const advance = makeAdvance(3, { status: 'Pending' });
    const { advanceCalls, router } = renderAdvanceScreens('/home/advance/editadvancerequest', {
      state: advance,
      handle: listServer(undefined, (call) =>
        call.method === 'PUT' ? jsonResponse(202, { advanceId: 'ADV00003', message: 'ok' }) : undefined,
      ),
    });
    const amount = await screen.findByRole('textbox', { name: l.fields.amount });
    expect(amount).toHaveValue('3000');
    expect(screen.getByLabelText(l.fields.date)).toHaveValue('03-04-2026');
    await pick(l.fields.status, 'Approved');
    await user.click(screen.getByRole('button', { name: l.update }));
    await expectDialog('Vendor ADV00003AdvanceRequest Updated Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/advance'));
    const [put] = callsTo(advanceCalls(), 'PUT', '/advanceRequest');
    expect(put?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
    expect(put?.body).toMatchObject({
      advanceRequestId: 3,
      advanceId: 'ADV00003',
      status: 'Approved',
      requestedAmount: 3000,
      version: 1,
    });
  });

  it("404 shows 'Sorry ' + the message; a 403 'Something went Wrong' over the server's reason; other 'Something went Wrong'", async () => {
    const user = userEvent.setup();
    let status = 404;
    let body: unknown = { message: 'Advance request not found.' };
    renderAdvanceScreens('/home/advance/editadvancerequest', {
      state: makeAdvance(2),
      handle: listServer(undefined, (call) =>
        call.method === 'PUT' ? jsonResponse(status, body) : undefined,
      ),
    });
    await user.click(await screen.findByRole('button', { name: l.update }));
    await expectDialog('Sorry Advance request not found.');
    status = 403;
    body = { message: rightsMessages.advanceNotYours };
    await user.click(screen.getByRole('button', { name: l.update }));
    expect(await screen.findByRole('dialog', { name: m.updateFailed })).toBeInTheDocument();
    await expectDialog(rightsMessages.advanceNotYours);
    status = 500;
    body = {};
    await user.click(screen.getByRole('button', { name: l.update }));
    await expectDialog(m.updateFailed);
  });

  it("keeps a request's deactivated site: shown and sent, though offered to no new request", async () => {
    const user = userEvent.setup();
    const sites = [
      { siteId: 1, siteName: 'Riverside', siteCode: 'RST01', active: true },
      { siteId: 2, siteName: 'Old Depot', siteCode: 'OLD77', active: false },
    ];
    const { advanceCalls } = renderAdvanceScreens('/home/advance/editadvancerequest', {
      sites,
      state: makeAdvance(3, { status: 'Pending', siteCode: 'OLD77' }),
      handle: listServer(undefined, (call) =>
        call.method === 'PUT' ? jsonResponse(202, { advanceId: 'ADV00003', message: 'ok' }) : undefined,
      ),
    });
    const site = await screen.findByRole('textbox', { name: l.fields.siteCode });
    await waitFor(() => expect(site).toHaveValue(siteLabel(sites[1] as Site)));
    expect((await openOptions(l.fields.siteCode)).map((o) => o.textContent)).toEqual(
      sites.map((s) => siteLabel(s)),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: l.update }));
    await expectDialog('Vendor ADV00003AdvanceRequest Updated Successfully');
    expect(callsTo(advanceCalls(), 'PUT', '/advanceRequest')[0]?.body).toMatchObject({ siteCode: 'OLD77' });
  });

  it('an Approved advance: Settled is not offered (it is settled in Spent Information, linked from here)', async () => {
    const { router } = renderAdvanceScreens('/home/advance/editadvancerequest', {
      state: makeAdvance(4, { status: 'Approved', approvedAmount: 500 }),
      handle: listServer(),
    });
    await screen.findByRole('textbox', { name: l.fields.siteCode });
    expect(screen.getByText(l.settleInSpentInformation, { exact: false })).toBeInTheDocument();
    expect((await openOptions(l.fields.status)).map((o) => o.textContent)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: l.openSpentInformation('ADV00004') }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/expense/spentinformation/ADV00004'),
    );
  });

  it('a new request is offered only the active sites', async () => {
    renderAdvanceScreens('/home/advance/addadvancerequest', {
      sites: [
        { siteId: 1, siteName: 'Riverside', siteCode: 'RST01', active: true },
        { siteId: 2, siteName: 'Old Depot', siteCode: 'OLD77', active: false },
      ],
      handle: listServer(),
    });
    await screen.findByRole('textbox', { name: l.fields.siteCode });
    expect((await openOptions(l.fields.siteCode)).map((o) => o.textContent)).toEqual([
      siteLabel({ siteName: 'Riverside', siteCode: 'RST01' }),
    ]);
  });

  it('without a record in the state it says so and links back', async () => {
    renderAdvanceScreens('/home/advance/editadvancerequest', { handle: listServer() });
    expect(await screen.findByText(l.noAdvanceState, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: l.backToList })).toHaveAttribute('href', '/home/advance');
  });
});
