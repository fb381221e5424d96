import { API, apiPath, type SessionContext, type Vendor, vendorSchema } from '@sitebook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../session/use-session';
import { vendorKeys } from './keys';

const vendorListSchema = z.array(vendorSchema);

/** GET the company's vendors (ascending by id). */
export async function getVendors(context: SessionContext): Promise<Vendor[]> {
  const body = await apiCall(apiPath(API.vendorsForTenant, { tenant: context.companyCode }), {
    headers: keyHeaders(context),
  });
  return vendorListSchema.parse(body);
}

export const vendorsQuery = (context: SessionContext) =>
  queryOptions({
    queryKey: vendorKeys.list(context.companyCode),
    queryFn: () => getVendors(context),
  });

export function useVendors() {
  const { context } = useReadySession();
  return useQuery(vendorsQuery(context));
}
