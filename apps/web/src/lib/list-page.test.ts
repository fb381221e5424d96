import { COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getListPage, pagePath } from './list-page';

const answer = (headers: Record<string, string>) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify([{ id: 1 }]), {
        status: 202,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );

describe('list pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts page and size first, then the list query', () => {
    expect(pagePath('/list', 2, 8)).toBe('/list?page=2&size=8');
    expect(pagePath('/list?x=1', 1, 8, 'q=a+b&status=Closed')).toBe(
      '/list?x=1&page=1&size=8&q=a+b&status=Closed',
    );
    expect(pagePath('/list', 1, 8, new URLSearchParams({ sort: 'amount,asc' }))).toBe(
      '/list?page=1&size=8&sort=amount%2Casc',
    );
    expect(pagePath('/list', 1, 8, '')).toBe('/list?page=1&size=8');
  });

  it('reports the count, and capped when the server stopped counting', async () => {
    const row = z.object({ id: z.number() });
    vi.stubGlobal('fetch', answer({ [TOTAL_COUNT_HEADER]: '12' }));
    expect(await getListPage('/list', 1, 8, row)).toEqual({ rows: [{ id: 1 }], total: 12 });

    const capped = answer({ [TOTAL_COUNT_HEADER]: '10001', [COUNT_CAPPED_HEADER]: 'true' });
    vi.stubGlobal('fetch', capped);
    expect(await getListPage('/list', 3, 8, row, { apikey: 'k' }, 'q=x')).toEqual({
      rows: [{ id: 1 }],
      total: 10_001,
      capped: true,
    });
    expect(capped.mock.calls[0]?.[0]).toBe('/list?page=3&size=8&q=x');
  });
});
