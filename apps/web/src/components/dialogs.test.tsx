import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { alertDialog, confirmDialog } from './dialogs';

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('dialogs', () => {
  it('alertDialog shows the title and message and resolves on OK', async () => {
    renderWithProviders(<div />);
    let done = false;
    let promise!: Promise<void>;
    act(() => {
      promise = alertDialog('Vendor limit reached', { title: 'Vendor Limit' });
    });
    void promise.then(() => {
      done = true;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Limit' });
    expect(within(dialog).getByText('Vendor limit reached')).toBeInTheDocument();
    expect(done).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await promise;
    expect(done).toBe(true);
    await closed();
  });

  it('an alert without a title is named after the product', async () => {
    renderWithProviders(<div />);
    act(() => {
      void alertDialog('Please select a tag');
    });
    expect(await screen.findByRole('dialog', { name: 'Sitebook' })).toHaveTextContent('Please select a tag');
  });

  it('confirmDialog resolves true for Yes', async () => {
    renderWithProviders(<div />);
    let promise!: Promise<boolean>;
    act(() => {
      promise = confirmDialog('Are you sure you want to delete Vendor: Acme?');
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Vendor: Acme?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(promise).resolves.toBe(true);
    await closed();
  });

  it('confirmDialog resolves false for No and for Escape', async () => {
    renderWithProviders(<div />);
    let first!: Promise<boolean>;
    act(() => {
      first = confirmDialog('Would you like to continue without opening balance?', {
        title: 'Opening balance',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Opening balance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(first).resolves.toBe(false);
    await closed();

    let second!: Promise<boolean>;
    act(() => {
      second = confirmDialog('Again?');
    });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });
});
