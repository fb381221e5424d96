import { API, HEADERS } from '@sitebook/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { ApiError, apiCall, apiRequest, NetworkError } from './api-client';
import { getSession, SESSION_STORAGE_KEY, setSession } from './session-store';

describe('api client', () => {
  it('sends the bearer token and JSON, and returns status and body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(202, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setSession({ jwt: 'abc', userName: 'demoadmin' });
    const answer = await apiRequest('/wfm-x', { method: 'POST', body: { a: 1 } });
    expect(answer).toMatchObject({ status: 202, body: { ok: true } });
    expect(answer.headers?.get('content-type')).toBe('application/json');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('any 401 clears the session and returns to login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { message: 'expired' })),
    );
    setSession({ jwt: 'abc', userName: 'demoadmin' });
    window.location.hash = '#/home/vendor';
    const answer = await apiRequest('/wfm-x');
    expect(answer.status).toBe(401);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.location.hash).toBe('#/');
  });

  it('apiCall throws ApiError with the server message on a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Vendor not found' })),
    );
    await expect(apiCall('/wfm-x')).rejects.toMatchObject({ status: 404, message: 'Vendor not found' });
    await expect(apiCall('/wfm-x')).rejects.toBeInstanceOf(ApiError);
  });

  it('a fetch that throws becomes NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/wfm-x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('a money write carries an Idempotency-Key, one per call, the same on its retry after no answer', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(202, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    setSession({ jwt: 'abc', userName: 'demoadmin' });
    const answer = await apiRequest(API.vendorPayment, { method: 'POST', body: { a: 1 } });
    expect(answer.status).toBe(202);
    const keys = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>)[HEADERS.idempotencyKey],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);

    await apiRequest(API.vendorPayment, { method: 'POST', body: { a: 1 } });
    const third = (fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1];
    expect((third.headers as Record<string, string>)[HEADERS.idempotencyKey]).not.toBe(keys[0]);
  });

  it('a call that changes no money has no key and is not sent again', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/wfm-x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[HEADERS.idempotencyKey]).toBeUndefined();
  });
});
