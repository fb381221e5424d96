import { Alert, Anchor, Loader } from '@mantine/core';
import { payableLabels, recordLinkMessages } from '@sitebook/contract';
import { Link } from 'react-router';
import { PAYABLES_PATH } from '../payable-form';

/**
 * Edit, View and History opened without a payable: none in the navigation state (the id-less route),
 * or the code in the URL names none of the company's (`message`).
 */
export function MissingPayable({ message = payableLabels.noPayableChosen }: { message?: string }) {
  return (
    <Alert color="orange" variant="light" role="status">
      {message}{' '}
      <Anchor component={Link} to={PAYABLES_PATH} c="orange.9" fw={600}>
        {payableLabels.backToList}
      </Anchor>
    </Alert>
  );
}

/** While the payable a URL names is read. */
export function LoadingPayable({ code }: { code: string }) {
  return <Loader size="sm" aria-label={recordLinkMessages.loadingRecord(code)} />;
}
