import { Alert, Anchor } from '@mantine/core';
import { vendorLabels } from '@sitebook/contract';
import { Link } from 'react-router';

export const VENDOR_LIST_PATH = '/home/vendor/myvendor';

/** Edit and View opened without a vendor to show (none in the navigation state, or an unknown id). */
export function MissingVendor({ message = vendorLabels.noVendorState }: { message?: string }) {
  return (
    <Alert color="orange" variant="light" role="status">
      {message}{' '}
      <Anchor component={Link} to={VENDOR_LIST_PATH} c="orange.9" fw={600}>
        {vendorLabels.backToList}
      </Anchor>
    </Alert>
  );
}
