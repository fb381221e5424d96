import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { advanceMessages, advanceLabels as l, PAGE_SIZES } from '@sitebook/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NetworkError } from '../../../lib/api-client';
import { useAdvancePage } from '../api/get-advances';
import { AdvanceRequestsTable } from './advance-requests-table';

export const ADVANCE_HOME = '/home/advance';

/**
 * 'AdvanceRequest List': '+AddAdvanceRequest', the six columns, 10 a page (server pages), Edit per
 * row (the record goes to the edit screen as navigation state). Shown on the advance index and on myadvancerequest.
 */
export function AdvanceList({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const advances = useAdvancePage(page, PAGE_SIZES.advances);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={headingOrder} size="h3">
          {advanceMessages.listTitle}
        </Title>
        <Button component={Link} to={`${ADVANCE_HOME}/addadvancerequest`}>
          {advanceMessages.addNew}
        </Button>
      </Group>
      {advances.isError && (
        <Alert role="alert" color="red" variant="light" title={advanceMessages.createFailed}>
          {advances.error instanceof NetworkError
            ? 'The server could not be reached. Check your connection.'
            : advances.error.message}
        </Alert>
      )}
      <AdvanceRequestsTable
        caption={advanceMessages.listTitle}
        list={advances.data}
        pageSize={PAGE_SIZES.advances}
        loading={advances.isPending}
        busy={advances.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        actionLabel={l.editRow}
        onAction={(advance) => {
          // The record matched by advanceId within the page goes along as navigation state.
          const record = advances.data?.rows.find((a) => a.advanceId === advance.advanceId) ?? advance;
          navigate(`${ADVANCE_HOME}/editadvancerequest`, { state: record });
        }}
      />
    </Stack>
  );
}
