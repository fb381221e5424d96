import {
  API,
  apiPath,
  getVendorsForTenant,
  type SessionContext,
  VENDOR_SEARCH,
  type Vendor,
  vendorSchema,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { keyHeaders } from './key-headers';
import { findByCode, useRecordByCode } from './record-by-code';
import { useReadySession } from './session/use-session';

/**
 * React-query key prefix of the vendor picker's answers. It lives under ['vendors', ...], so the
 * vendor feature's writes (which invalidate ['vendors']) refresh them.
 */
export const vendorPickerKey = (tenant: string) => ['vendors', 'picker', tenant] as const;

/**
 * The screens that choose a vendor never load the whole vendor list: they search it. A
 * term asks the server's `?q=` (at most VENDOR_SEARCH.maxResults by name); no term asks for the first
 * page of that size, the choices shown when the picker opens.
 */
export function searchVendors(context: SessionContext, term: string): Promise<Vendor[]> {
  return callEndpoint(
    getVendorsForTenant,
    {
      params: { tenant: context.companyCode },
      query: term ? { q: term } : { page: 1, size: VENDOR_SEARCH.maxResults },
    },
    { headers: keyHeaders(context) },
  );
}

/** The company's vendor with this id (`?id=`), or null when it has none. */
export async function getVendorById(context: SessionContext, vendorId: string): Promise<Vendor | null> {
  const [vendor] = await callEndpoint(
    getVendorsForTenant,
    { params: { tenant: context.companyCode }, query: { id: vendorId } },
    { headers: keyHeaders(context) },
  );
  return vendor ?? null;
}

/**
 * One vendor of the company by id (null: none with that id), cached with the picker's answers.
 * `fresh`: read again on each mount (View Vendor shows its Current Balance, which a bill or payment
 * recorded since has moved; the cached answer shows until the new one arrives).
 */
export function useVendor(vendorId: number | null, { fresh = false }: { fresh?: boolean } = {}) {
  const { context } = useReadySession();
  const id = vendorId === null ? '' : String(vendorId);
  return useQuery({
    queryKey: [...vendorPickerKey(context.companyCode), 'value', id],
    queryFn: () => getVendorById(context, id),
    enabled: id !== '',
    staleTime: 60_000,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** The company's vendor with this code (a View or Edit Vendor URL), or null when it has none. */
export function getVendorByCode(context: SessionContext, vendorCode: string): Promise<Vendor | null> {
  const path = apiPath(API.vendorsForTenant, { tenant: context.companyCode });
  return findByCode(path, vendorCode, vendorSchema, (v) => v.vendorCode, keyHeaders(context));
}

/**
 * The vendor a URL names by code, read afresh on each visit (`known`: the vendor the list passed,
 * shown meanwhile). Cached under ['vendors', ...], so the vendor writes refresh it.
 */
export function useVendorByCode(vendorCode: string | undefined, known?: Vendor | null) {
  const { context } = useReadySession();
  return useRecordByCode({
    queryKey: [...vendorPickerKey(context.companyCode), 'code', (vendorCode ?? '').toUpperCase()],
    code: vendorCode,
    fetch: (code) => getVendorByCode(context, code),
    known,
    codeOf: (v) => v.vendorCode,
  });
}
