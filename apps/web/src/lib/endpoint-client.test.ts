import { deleteVendorBulkRemove, getVendorLimit, getVendorsExport, putVendor } from '@sitebook/contract';
import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { jsonResponse } from '../../test/render';
import { ApiError } from './api-client';
import { callEndpoint, endpointUrl, sendEndpoint } from './endpoint-client';

const limit = { vendorLimit: 50, count: 12, reached: false, message: null };

describe('the typed endpoint client', () => {
  it("fills the path's values and the query, leaving unset ones out", () => {
    expect(endpointUrl(deleteVendorBulkRemove, { params: { tenant: 'ACME 01', tag: 'a/b' } })).toBe(
      '/wfm-smallvendor/smallvendor/v1/vendorbulkremove/tenantCode/ACME%2001/tag/a%2Fb',
    );
    expect(
      endpointUrl(getVendorsExport, { params: { tenant: 'ACME01' }, query: { format: 'csv', q: undefined } }),
    ).toBe('/wfm-smallvendor/smallvendor/v1/vendor/tenantCode/ACME01/export?format=csv');
  });

  it("sends the endpoint's method and resolves with the answer its schema parsed", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(202, limit));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callEndpoint(getVendorLimit, { params: { tenant: 'ACME01' } })).resolves.toEqual(limit);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wfm-smallvendor/smallvendor/v1/vendorlimit/tenantCode/ACME01');
    expect(init.method).toBe('GET');
  });

  it('a success answer that drifted from the contract fails loudly instead of reaching the screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(202, { ...limit, count: '12' })),
    );
    await expect(callEndpoint(getVendorLimit, { params: { tenant: 'ACME01' } })).rejects.toBeInstanceOf(
      ZodError,
    );
  });

  it("a refusal throws ApiError with the status and the server's message; sendEndpoint returns it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: 'Vendor has payables' })),
    );
    const body = { vendorId: 7 } as never;
    await expect(callEndpoint(putVendor, { body })).rejects.toEqual(
      new ApiError(400, 'Vendor has payables', { message: 'Vendor has payables' }),
    );
    await expect(sendEndpoint(putVendor, { body })).resolves.toMatchObject({
      status: 400,
      body: { message: 'Vendor has payables' },
    });
  });
});
