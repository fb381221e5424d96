import { ATTRIBUTE, type AttributeItem, type VendorType } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { getList } from '../../../lib/session/api/get-lists';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** The company's units for a WORK or a GOODS payable (the session does not load these lists). */
export function useUnits(vendorType: VendorType): AttributeItem[] {
  const { company } = useReadySession();
  const name = vendorType === 'GOODS' ? ATTRIBUTE.vendorUnitsGoods : ATTRIBUTE.vendorUnitsWork;
  const query = useQuery({
    queryKey: payableKeys.units(name),
    queryFn: () => getList(name, company),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? [];
}
