import { Alert, Stack } from '@mantine/core';
import {
  advanceMessages,
  advanceLabels as l,
  OPENABLE_ADVANCE_STATUSES,
  PAGE_SIZES,
} from '@sitebook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { NetworkError } from '../../lib/api-client';
import { useAdvancePage } from './api/get-advances';
import { AdvanceRequestsTable } from './components/advance-requests-table';

export const SPENT_INFORMATION_PATH = '/home/expense/spentinformation';

const isOpenable = (status: string) => OPENABLE_ADVANCE_STATUSES.includes(status);

/**
 * Proof Submission (/home/expense): the advance requests. Approved ones open Spent Information (the
 * expenses feature, reached by its path) to record expenses, Settled and Closed ones open it
 * read-only; the others are marked and, when chosen, answered with the spec's alert. It is an
 * advance list, so it lives here beside the other one and shares its call and table.
 */
export default function ProofSubmissionPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const advances = useAdvancePage(page, PAGE_SIZES.proofSubmission);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{advanceMessages.proofTitle}</PageTitle>
      {advances.isError && (
        <Alert role="alert" color="red" variant="light" title={advanceMessages.createFailed}>
          {advances.error instanceof NetworkError
            ? 'The server could not be reached. Check your connection.'
            : advances.error.message}
        </Alert>
      )}
      <AdvanceRequestsTable
        caption={advanceMessages.proofTitle}
        list={advances.data}
        pageSize={PAGE_SIZES.proofSubmission}
        loading={advances.isPending}
        busy={advances.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        actionLabel={l.openRow}
        notOpenable={(advance) => (isOpenable(advance.status) ? null : l.notOpenableBadge(advance.status))}
        onAction={(advance) => {
          if (!isOpenable(advance.status)) {
            void alertDialog(advanceMessages.onlyApproved);
            return;
          }
          navigate(SPENT_INFORMATION_PATH, { state: advance });
        }}
      />
    </Stack>
  );
}
