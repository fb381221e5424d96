import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReasonDialog } from './reason-dialog';

const NEEDS_REASON = 'Say why';

/** An Open button and the dialog, as the screens use it. */
function Harness({ onConfirm }: { onConfirm: (reason: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReasonDialog
        opened={open}
        title="Reverse PAY00001"
        explain="The payment's allocations are undone."
        label="Reason"
        required
        maxLength={20}
        validate={(reason) => (reason.trim() === '' ? NEEDS_REASON : undefined)}
        cancelLabel="Keep"
        confirmLabel="Reverse"
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ReasonDialog', () => {
  it("says the check's message under the field and sends nothing; sends the trimmed reason; comes back with it when not done", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse PAY00001' });
    expect(dialog).toHaveTextContent("The payment's allocations are undone.");
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '20');

    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(within(dialog).getByText(NEEDS_REASON)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(NEEDS_REASON);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(field, 'Entered twice ');
    expect(within(dialog).queryByText(NEEDS_REASON)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Entered twice');
    // Not done (false): the dialog comes back with the reason as typed.
    const back = await screen.findByRole('dialog', { name: 'Reverse PAY00001' });
    expect(within(back).getByRole('textbox', { name: 'Reason' })).toHaveValue('   Entered twice ');

    await user.click(within(back).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('steps aside while the action is sent and its outcome shown: one dialog at a time', async () => {
    const user = userEvent.setup();
    let finish = (_done: boolean) => {};
    const onConfirm = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse PAY00001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong vendor');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    finish(true);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Wrong vendor'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Keep closes it and forgets the reason', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse PAY00001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog', { name: 'Reverse PAY00001' });
    expect(within(again).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
