import { Alert, Text } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';
import { IconLock } from '@tabler/icons-react';
import { useFormat } from '../../lib/format';

/**
 * Shown above every screen once the company's subscription has ended: the server refuses every
 * change from then on (403 with the same message), so the user learns why before trying.
 */
export function SubscriptionNotice({ endDate }: { endDate: string | null }) {
  const format = useFormat();
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      title="Subscription ended"
      icon={<IconLock aria-hidden />}
      mb="md"
      className="sb-subscription-notice"
    >
      <Text size="sm">{commonMessages.subscriptionEnded}</Text>
      {endDate && <Text size="sm">Ended on {format.date(endDate)}.</Text>}
    </Alert>
  );
}
