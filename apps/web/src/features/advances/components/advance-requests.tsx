import { Alert } from '@mantine/core';
import { advanceMessages, commonMessages } from '@sitebook/contract';
import { useState } from 'react';
import { NetworkError } from '../../../lib/api-client';
import { useAdvancePage } from '../api/get-advances';
import { AdvanceRequestsTable, type AdvanceRequestsTableProps } from './advance-requests-table';

type AdvanceRequestsProps = Omit<
  AdvanceRequestsTableProps,
  'list' | 'loading' | 'busy' | 'page' | 'onPageChange'
>;

/**
 * The company's advance requests, one server page at a time, with the list's error above the table:
 * the advance list and Proof Submission differ only in page size, caption and row action.
 */
export function AdvanceRequests(props: AdvanceRequestsProps) {
  const [page, setPage] = useState(1);
  const advances = useAdvancePage(page, props.pageSize);
  return (
    <>
      {advances.isError && (
        <Alert role="alert" color="red" variant="light" title={advanceMessages.createFailed}>
          {advances.error instanceof NetworkError ? commonMessages.unreachable : advances.error.message}
        </Alert>
      )}
      <AdvanceRequestsTable
        {...props}
        list={advances.data}
        loading={advances.isPending}
        busy={advances.isPlaceholderData}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
