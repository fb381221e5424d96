import { Button, Group, Stack, Title } from '@mantine/core';
import {
  advanceMessages,
  advanceLabels as l,
  PAGE_SIZES,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { Link, useNavigate } from 'react-router';
import { RECORD_PATHS } from '../../../lib/record-paths';
import { AdvanceRequests } from './advance-requests';

export const ADVANCE_HOME = '/home/advance';

/**
 * 'AdvanceRequest List': '+AddAdvanceRequest', the six columns, 10 a page (server pages), Edit per
 * row (the record goes to the edit screen as navigation state). Shown on the advance index and on myadvancerequest.
 */
export function AdvanceList({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={headingOrder} size="h3">
          {advanceMessages.listTitle}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={`${ADVANCE_HOME}/personbalance`} variant="outline" color="orange.9">
            {rm.personBalanceLink}
          </Button>
          <Button component={Link} to={`${ADVANCE_HOME}/addadvancerequest`}>
            {advanceMessages.addNew}
          </Button>
        </Group>
      </Group>
      <AdvanceRequests
        caption={advanceMessages.listTitle}
        pageSize={PAGE_SIZES.advances}
        actionLabel={l.editRow}
        withFigures
        // The URL names the advance; the chosen record goes along as navigation state.
        linkOf={(advance) => RECORD_PATHS.editAdvance(advance.advanceId)}
        onAction={(advance) => navigate(RECORD_PATHS.editAdvance(advance.advanceId), { state: advance })}
      />
    </Stack>
  );
}
