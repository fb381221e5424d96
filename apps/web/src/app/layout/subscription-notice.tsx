import { Alert, Text } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';
import { IconLock } from '@tabler/icons-react';

/** 'YYYY-MM-DD' → 'dd-mm-yyyy'. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/**
 * Shown above every screen once the company's subscription has ended: the server refuses every
 * change from then on (403 with the same message), so the user learns why before trying.
 */
export function SubscriptionNotice({ endDate }: { endDate: string | null }) {
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
      {endDate && <Text size="sm">Ended on {dayMonthYear(endDate)}.</Text>}
    </Alert>
  );
}
