import { useQuery } from '@tanstack/react-query';
import { useReadySession } from '../../../lib/session/use-session';
import { getVendorById, vendorPickerKey } from '../../../lib/vendor-search';

/** One vendor by id (View Vendor Payable shows its name). */
export function useVendor(vendorId: number | null) {
  const { context } = useReadySession();
  const id = vendorId === null ? '' : String(vendorId);
  return useQuery({
    queryKey: [...vendorPickerKey(context.companyCode), 'value', id],
    queryFn: () => getVendorById(context, id),
    enabled: id !== '',
    staleTime: 60_000,
  });
}
