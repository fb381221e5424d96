import { Alert, Anchor } from '@mantine/core';
import { payableLabels } from '@sitebook/contract';
import { Link } from 'react-router';
import { PAYABLES_PATH } from '../payable-form';

/** Edit, View and History opened without a payable in the navigation state (a reload, a typed URL). */
export function MissingPayable() {
  return (
    <Alert color="orange" variant="light" role="status">
      {payableLabels.noPayableChosen}{' '}
      <Anchor component={Link} to={PAYABLES_PATH} c="orange.9" fw={600}>
        {payableLabels.backToList}
      </Anchor>
    </Alert>
  );
}
