import { Alert, Stack } from '@mantine/core';
import { ADVANCE_STATUS_APPROVED, advanceMessages, advanceLabels as l } from '@sitebook/contract';
import { useNavigate } from 'react-router';
import { AdvanceRequestsTable } from '../../components/advance-requests-table';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { NetworkError } from '../../lib/api-client';
import { useProofAdvances } from './api/get-advances';

export const SPENT_INFORMATION_PATH = '/home/expense/spentinformation';

/** Proof Submission (/home/expense): the advance requests; only Approved ones open. */
export default function ProofSubmissionPage() {
  const navigate = useNavigate();
  const advances = useProofAdvances();
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
        rows={advances.data}
        loading={advances.isPending}
        actionLabel={l.openRow}
        onAction={(advance) => {
          if (advance.status !== ADVANCE_STATUS_APPROVED) {
            void alertDialog(advanceMessages.onlyApproved);
            return;
          }
          navigate(SPENT_INFORMATION_PATH, { state: advance });
        }}
      />
    </Stack>
  );
}
