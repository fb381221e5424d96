import { Anchor } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { Link } from 'react-router';

export const VIEW_VENDOR_PATH = '/home/vendor/myvendor/viewvendor';

/** A vendor's name as a link to View Vendor (where its ledger is), naming the vendor in the address. */
export function VendorLink({ vendorId, name, code }: { vendorId: number; name: string; code: string }) {
  return (
    <Anchor
      component={Link}
      to={`${VIEW_VENDOR_PATH}?vendorId=${vendorId}`}
      title={S.openVendor(name)}
      fz="inherit"
    >
      {name} ({code})
    </Anchor>
  );
}
