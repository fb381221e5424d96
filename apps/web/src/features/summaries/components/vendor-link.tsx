import { Anchor } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { Link } from 'react-router';

export const VIEW_VENDOR_PATH = '/home/vendor/myvendor/viewvendor';

/**
 * A vendor's name as a link to its ledger: View Vendor naming the vendor in the address, its
 * statement up to the summary's date (`ledgerTo`) scrolled into view.
 */
export function VendorLink({
  vendorId,
  name,
  code,
  date,
}: {
  vendorId: number;
  name: string;
  code: string;
  /** The summary's "as of" date: the statement's end. */
  date?: string;
}) {
  const to = new URLSearchParams({ vendorId: String(vendorId) });
  if (date) to.set('ledgerTo', date);
  return (
    <Anchor component={Link} to={`${VIEW_VENDOR_PATH}?${to}`} title={S.openVendor(name)} fz="inherit">
      {name} ({code})
    </Anchor>
  );
}
