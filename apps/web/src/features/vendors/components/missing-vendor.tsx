import { Alert, Anchor } from '@mantine/core';
import { vendorLabels } from '@sitebook/contract';
import { Link } from 'react-router';

export const VENDOR_LIST_PATH = '/home/vendor/myvendor';

/** Edit and View opened without a vendor in the navigation state (e.g. a reload or a typed URL). */
export function MissingVendor() {
  return (
    <Alert color="orange" variant="light" role="status">
      {vendorLabels.noVendorState}{' '}
      <Anchor component={Link} to={VENDOR_LIST_PATH} c="orange.9" fw={600}>
        {vendorLabels.backToList}
      </Anchor>
    </Alert>
  );
}
