import { Anchor, Stack } from '@mantine/core';
import {
  advanceMessages,
  advanceLabels as l,
  myExpensesMessages,
  OPENABLE_ADVANCE_STATUSES,
  PAGE_SIZES,
} from '@sitebook/contract';
import { Link, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { RECORD_PATHS } from '../../lib/record-paths';
import { AdvanceRequests } from './components/advance-requests';

export const SPENT_INFORMATION_PATH = '/home/expense/spentinformation';
export const MY_EXPENSES_PATH = '/home/expense/myexpenses';

const isOpenable = (status: string) => OPENABLE_ADVANCE_STATUSES.includes(status);

/**
 * Proof Submission (/home/expense): the advance requests. Approved ones open Spent Information (the
 * expenses feature, reached by its path) to record expenses, Settled and Closed ones open it
 * read-only; the others are marked and, when chosen, answered with the spec's alert. It is an
 * advance list, so it lives here beside the other one and shares its call and table.
 */
export default function ProofSubmissionPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{advanceMessages.proofTitle}</PageTitle>
      <Anchor component={Link} to={MY_EXPENSES_PATH} c="orange.9" fw={600} w="fit-content">
        {myExpensesMessages.openLink}
      </Anchor>
      <AdvanceRequests
        caption={advanceMessages.proofTitle}
        pageSize={PAGE_SIZES.proofSubmission}
        actionLabel={l.openRow}
        plainHeaders
        linkOf={(advance) =>
          isOpenable(advance.status) ? RECORD_PATHS.spentInformation(advance.advanceId) : null
        }
        notOpenable={(advance) => (isOpenable(advance.status) ? null : l.notOpenableBadge(advance.status))}
        onAction={(advance) => {
          if (!isOpenable(advance.status)) {
            void alertDialog(advanceMessages.onlyApproved);
            return;
          }
          navigate(RECORD_PATHS.spentInformation(advance.advanceId), { state: advance });
        }}
      />
    </Stack>
  );
}
