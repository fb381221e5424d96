import { notifications } from '@mantine/notifications';
import { commonMessages } from '@sitebook/contract';
import type { ReactNode } from 'react';
import { alertDialog } from './dialogs';

/** How long a success toast stays (ms); it closes by itself, no click needed. */
export const SUCCESS_TOAST_MS = 4000;

/**
 * A success the spec does not quote as an alert: a toast that closes by itself,
 * announced politely to screen readers (role status, aria-live polite). The host is the
 * `Notifications` of app/overlays-host.tsx (loaded lazily); a toast shown before it mounts waits in
 * Mantine's store. Failures stay dialogs (alertDialog), as do the successes the spec quotes
 * ('Vendor {vendorCode} created Successfully', the advance and payable texts, ...).
 */
export function notifySuccess(message: ReactNode, title?: ReactNode): void {
  notifications.show({
    title,
    message,
    color: 'green',
    autoClose: SUCCESS_TOAST_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': commonMessages.closeToast },
    // Mantine dims the message under a title below AA contrast: the body's text colour instead.
    styles: { description: { color: 'var(--mantine-color-text)' } },
    role: 'status',
    'aria-live': 'polite',
  });
}

/** A write's outcome: a toast when it succeeded, else the same text as a dialog (awaited). */
export function showOutcome(succeeded: boolean, message: ReactNode): Promise<void> {
  if (!succeeded) return alertDialog(message);
  notifySuccess(message);
  return Promise.resolve();
}
