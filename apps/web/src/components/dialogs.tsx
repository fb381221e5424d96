import type { ReactNode } from 'react';

export interface DialogOptions {
  /** Shown as the dialog's heading; the spec gives one for some alerts (e.g. 'Vendor Limit'). */
  title?: ReactNode;
}

/** What shows the dialogs: dialog-modals.tsx, registered by app/overlays-host.tsx. */
export interface DialogHost {
  alert(message: ReactNode, options: DialogOptions): Promise<void>;
  confirm(message: ReactNode, options: DialogOptions): Promise<boolean>;
}

// The host (Mantine's modals, focus trap, scroll lock, ...) loads after the app's first render, so
// that the first screen does not wait for it. A dialog asked for before it is there waits for it.
let host: DialogHost | null = null;
let mounted = 0;
const waiting: ((ready: DialogHost) => void)[] = [];

/** Called by the overlays host once its modals provider listens; returns its unmount callback. */
export function registerDialogHost(ready: DialogHost): () => void {
  host = ready;
  mounted += 1;
  for (const resolve of waiting.splice(0)) resolve(ready);
  return () => {
    mounted -= 1;
  };
}

function withHost<T>(show: (ready: DialogHost) => Promise<T>): Promise<T> {
  if (host && mounted > 0) return show(host);
  return new Promise<DialogHost>((resolve) => waiting.push(resolve)).then(show);
}

/**
 * The spec's "alert": an in-app dialog (role="dialog") with the message and an OK button.
 * Resolves when it is closed, whichever way.
 */
export function alertDialog(message: ReactNode, options: DialogOptions = {}): Promise<void> {
  return withHost((ready) => ready.alert(message, options));
}

/** The spec's "confirmation": the message with Yes and No. Resolves true only for Yes. */
export function confirmDialog(message: ReactNode, options: DialogOptions = {}): Promise<boolean> {
  return withHost((ready) => ready.confirm(message, options));
}
