import { API, apiPath, type MailItem, notificationScreenMessages as m } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { MailTab } from './mail-tab';

const mail = (id: number, status: MailItem['status'], lastError: string | null = null): MailItem => ({
  id,
  kind: 'advanceSubmitted',
  to: 'demoadmin@democonstructions.example',
  subject: `Advance request ADV0000${id} waits for your approval`,
  status,
  attempts: status === 'dead' ? 6 : 0,
  lastError,
  createdAt: '2026-11-27T06:30:00.000Z',
  sentAt: null,
  text: `Open in Sitebook: http://localhost:8080/#/home/approvals (ADV0000${id})`,
  html: '<p>x</p>',
  attachments: [],
});

function server(
  items: MailItem[],
  resendAnswer: { status: number; body: unknown } = { status: 202, body: null },
) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith(API.adminMail) && url.endsWith('/resend')) {
        return jsonResponse(resendAnswer.status, resendAnswer.body ?? items[0]);
      }
      if (url.startsWith(API.adminMail)) {
        const status = new URL(url, 'http://x').searchParams.get('status');
        const shown = status ? items.filter((i) => i.status === status) : items;
        return jsonResponse(202, { items: shown, total: shown.length });
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return asked;
}

describe('Admin → Mail', () => {
  it('lists the mail with its state, says mail is kept without SMTP, and shows a mail’s text', async () => {
    server([mail(2, 'kept'), mail(1, 'sent')]);
    renderWithProviders(<MailTab />);
    expect(await screen.findByText(m.mailHintKept)).toBeInTheDocument();
    expect(screen.getByText(mail(2, 'kept').subject)).toBeInTheDocument();
    expect(screen.getAllByText(m.mailStatuses.sent).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: `${m.mailView} ${mail(2, 'kept').subject}` }));
    expect(await screen.findByTestId('mail-text')).toHaveTextContent('ADV00002');
  });

  it('a failed mail shows its error and is sent again', async () => {
    const asked = server([mail(5, 'dead', 'Connection refused by smtp.example.in:587')]);
    renderWithProviders(<MailTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: `${m.mailView} ${mail(5, 'dead').subject}` }),
    );
    expect(await screen.findByText(/Connection refused by smtp.example.in:587/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.resend }));
    await waitFor(() => expect(asked).toContain(`POST ${apiPath(API.adminMailResend, { mailId: 5 })}`));
    expect(await screen.findByText(m.resent)).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const asked = server([mail(7, 'dead'), mail(6, 'sent')]);
    renderWithProviders(<MailTab />);
    await screen.findByText(mail(7, 'dead').subject);
    await userEvent.click(screen.getByRole('textbox', { name: m.mailStatusFilter }));
    await userEvent.click(await screen.findByRole('option', { name: m.mailStatuses.dead, hidden: true }));
    await waitFor(() => expect(asked.some((call) => call.includes('status=dead'))).toBe(true));
    await waitFor(() => expect(screen.queryByText(mail(6, 'sent').subject)).not.toBeInTheDocument());
  });
});
