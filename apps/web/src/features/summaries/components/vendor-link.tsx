import { Anchor } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useReadySession } from '../../../lib/session/use-session';
import { getVendorById } from '../api/vendor-by-id';

export const VIEW_VENDOR_PATH = '/home/vendor/myvendor/viewvendor';

/**
 * A vendor's name as a real link to View Vendor (where its ledger is). View Vendor shows the vendor
 * passed as navigation state, so a plain click loads the vendor first and passes it; the address
 * also names the vendor (`?vendorId=`) for a new tab or a copied link.
 */
export function VendorLink({ vendorId, name, code }: { vendorId: number; name: string; code: string }) {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = `${VIEW_VENDOR_PATH}?vendorId=${vendorId}`;
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const vendor = await queryClient
      .fetchQuery({
        queryKey: ['summaries', 'vendor-by-id', context.companyCode, vendorId],
        queryFn: () => getVendorById(context, vendorId),
        staleTime: 30_000,
      })
      .catch(() => null);
    navigate(to, { state: vendor });
  };
  return (
    <Anchor component={Link} to={to} onClick={(e) => void open(e)} title={S.openVendor(name)} fz="inherit">
      {name} ({code})
    </Anchor>
  );
}
