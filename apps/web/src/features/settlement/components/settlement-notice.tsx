import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { settlementScreenMessages as s } from '@sitebook/contract';
import { IconCircleCheck } from '@tabler/icons-react';

export interface Notice {
  title: string;
  detail?: string;
}

/** What the last payment or reversal did, kept on screen (and read out) until the next one. */
export function SettlementNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Alert color="green" variant="light" role="none" icon={<IconCircleCheck aria-hidden />}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700}>{notice.title}</Text>
              {notice.detail && <Text size="sm">{notice.detail}</Text>}
            </div>
            <CloseButton aria-label={s.closeNotice} onClick={onClose} />
          </Group>
        </Alert>
      )}
    </div>
  );
}
