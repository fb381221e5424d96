import { commonMessages } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RecordedCall } from './fake-server';

/** Form, select and dialog helpers shared by the feature test helpers. */

export const callsTo = (calls: RecordedCall[], method: string, fragment: string) =>
  calls.filter((c) => c.method === method && c.url.includes(fragment));

/** The open dialog with exactly this text; closes it with OK (or the named button). */
export async function expectDialog(text: string, button = 'OK') {
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText((_, el) => el?.textContent === text && el.tagName === 'P'),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return dialog;
}

/**
 * A success shown as a toast (components/notify.ts): a status with this text, announced politely,
 * and no dialog to click.
 */
export async function expectToast(text: string | RegExp) {
  const toast = await waitFor(
    () => {
      const found = screen.queryAllByRole('status').find((el) => matches(el.textContent ?? '', text));
      expect(found).toBeDefined();
      return found as HTMLElement;
    },
    { timeout: 3000 },
  );
  expect(toast).toHaveAttribute('aria-live', 'polite');
  // Its close button is named (axe: button-name).
  expect(within(toast).getByRole('button', { name: commonMessages.closeToast })).toBeInTheDocument();
  // No OK to click: any dialog before it (a confirmation, a form) has gone, none came.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return toast;
}

const matches = (content: string, text: string | RegExp) =>
  typeof text === 'string' ? content.includes(text) : text.test(content);

/** Opens a Mantine Select by its label and returns the options of its own list box. */
export async function openOptions(label: string | RegExp): Promise<HTMLElement[]> {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  const listId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id) throw new Error('The list did not open');
    return id;
  });
  const listbox = input.ownerDocument.getElementById(listId) as HTMLElement;
  return within(listbox).getAllByRole('option', { hidden: true });
}

/** Opens a Mantine Select / MultiSelect by its label and picks an option. */
export async function pick(label: string | RegExp, option: string) {
  const options = await openOptions(label);
  const found = options.find((o) => o.textContent === option);
  if (!found) throw new Error(`No option ${option} in ${options.map((o) => o.textContent).join(', ')}`);
  await userEvent.click(found);
}

/** Types into a labelled text field in one go (paste), as fast as a fill in the browser. */
export async function fill(label: string | RegExp, text: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
