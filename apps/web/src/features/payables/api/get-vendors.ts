import { API, apiPath, type SessionContext, type Vendor, vendorSchema } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../session/use-session';
import { payableKeys } from './keys';

const vendorListSchema = z.array(vendorSchema);

/** GET the company's vendors: the Vendor Name choices of the payable screens. */
export async function getVendors(context: SessionContext): Promise<Vendor[]> {
  const body = await apiCall(apiPath(API.vendorsForTenant, { tenant: context.companyCode }), {
    headers: keyHeaders(context),
  });
  return vendorListSchema.parse(body);
}

export function usePayableVendors() {
  const { context } = useReadySession();
  return useQuery({ queryKey: payableKeys.vendors(context.companyCode), queryFn: () => getVendors(context) });
}
