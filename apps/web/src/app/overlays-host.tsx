import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { dialogModals } from '../components/dialog-modals';
import { registerDialogHost } from '../components/dialogs';

/**
 * The hosts of the dialogs and notifications. AppProviders loads this module lazily: it holds
 * Mantine's Modal with its ScrollArea, floating-ui, focus trap and scroll lock, none of which the
 * first screen needs. It is rendered beside the app rather than around it: `modals.open` and
 * `notifications.show` reach their hosts through window events and a global store, not context.
 */
export default function OverlaysHost() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" />
      <Ready />
    </>
  );
}

/** A later sibling: its effect runs after ModalsProvider's (layout) effects have added its listeners. */
function Ready() {
  useEffect(() => registerDialogHost(dialogModals), []);
  return null;
}
