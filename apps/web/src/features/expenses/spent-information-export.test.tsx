import type { AdvanceSpending, ExpenseRecord } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeAdvance, renderAdvanceScreens } from '../../../test/advances';
import { jsonResponse } from '../../../test/render';

const HIDDEN = { hidden: true } as const;
const EXPORT = '/expenses/companyCode/DEMO01/advanceRequestId/1/export';
const spending: AdvanceSpending = {
  advanceRequestId: 1,
  advanceId: 'ADV00001',
  status: 'Approved',
  requestedBy: 'sitelead',
  requestedAmount: 1000,
  approvedAmount: 1000,
  spentAmount: 700,
  remainingAmount: 300,
  returnedAmount: 0,
  reimbursedAmount: 0,
  settledBy: null,
  settledDate: null,
  overspendAllowed: false,
  overspendReason: '',
  readOnly: false,
  mayAddExpense: true,
};
const expense: ExpenseRecord = {
  expenseId: 1,
  expenseType: 'Food',
  expenseAmount: 700,
  expenseDate: '2026-04-02',
  remarks: 'Crew lunch',
  documentIds: '',
  createdBy: 'demoadmin',
  createdDate: '2026-04-02T10:00:00.000Z',
  updatedBy: null,
  updatedDate: null,
};

describe('Spent Information: export', { timeout: 60_000 }, () => {
  it("exports the advance's expenses as xlsx with the apikey headers and saves the server's file name", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: makeAdvance(1),
      handle: (call) => {
        if (call.url.includes('/spending/companyCode/')) return jsonResponse(202, spending);
        if (call.url.includes(EXPORT))
          return new Response('xlsx bytes', {
            status: 200,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': 'attachment; filename="expenses-ADV00001-2026-11-25.xlsx"',
            },
          });
        if (call.url.includes('/expenses/companyCode/DEMO01/advanceRequestId/1'))
          return jsonResponse(202, [expense]);
        return undefined;
      },
    });
    await screen.findByText('Crew lunch');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', ...HIDDEN }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [exported] = callsTo(advanceCalls(), 'GET', EXPORT);
    expect(new URL(exported?.url ?? '', 'http://localhost').search).toBe('?format=xlsx');
    expect(exported?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });

  it('offers no export while the advance has no expenses', async () => {
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: makeAdvance(1),
      handle: (call) => {
        if (call.url.includes('/spending/companyCode/')) return jsonResponse(202, spending);
        if (call.url.includes('/expenses/companyCode/DEMO01/advanceRequestId/1'))
          return jsonResponse(202, []);
        return undefined;
      },
    });
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
