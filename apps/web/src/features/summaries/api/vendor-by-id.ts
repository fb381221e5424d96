import { API, apiPath, type SessionContext, type Vendor, vendorSchema } from '@sitebook/contract';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';

const vendorListSchema = z.array(vendorSchema);

/** The company's vendor with this id (the vendor list's `?id=`), or null when it has none. */
export async function getVendorById(context: SessionContext, vendorId: number): Promise<Vendor | null> {
  const path = `${apiPath(API.vendorsForTenant, { tenant: context.companyCode })}?${new URLSearchParams({ id: String(vendorId) })}`;
  const [vendor] = vendorListSchema.parse(await apiCall(path, { headers: keyHeaders(context) }));
  return vendor ?? null;
}
