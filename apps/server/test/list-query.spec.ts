import { describe, expect, it } from 'vitest';
import { listQueryParts, mapBatches, narrowedBy } from '../src/lib/list-query.js';

describe('listQueryParts', () => {
  it('a query with page and size only is plain, its filters all undefined', () => {
    const parts = listQueryParts({ page: 2, size: 25, sort: undefined, q: undefined, status: undefined });
    expect(parts).toEqual({ sort: undefined, filter: { q: undefined, status: undefined }, plain: true });
  });

  it('a sort, a search or any filter makes it not plain; page and size are left out of the filter', () => {
    const sort = { field: 'status', direction: 'asc' } as const;
    expect(listQueryParts({ page: 1, size: 8, sort })).toEqual({ sort, filter: {}, plain: false });
    expect(listQueryParts({ page: 1, size: 8, q: 'adv' })).toEqual({
      sort: undefined,
      filter: { q: 'adv' },
      plain: false,
    });
    // A false flag still narrows (overdue=false is a filter).
    expect(listQueryParts({ page: 1, size: 8, overdue: false }).plain).toBe(false);
  });
});

describe('narrowedBy', () => {
  it('names each filter given, in the query’s own words; nothing narrowing is empty', () => {
    expect(
      narrowedBy({ q: 'café', status: ['Pending', 'Approved'], siteCode: undefined, overdue: false }),
    ).toBe('q: café; status: Pending, Approved; overdue: false');
    expect(narrowedBy({ q: undefined })).toBe('');
  });
});

describe('mapBatches', () => {
  it('maps every batch in order, one batch at a time', async () => {
    const read: number[] = [];
    async function* source() {
      for (const batch of [[1, 2], [], [3]]) {
        read.push(batch.length);
        yield batch;
      }
    }
    const out: string[][][] = [];
    for await (const batch of mapBatches(source(), (n) => [`#${n}`])) {
      out.push(batch);
      expect(read).toHaveLength(out.length);
    }
    expect(out).toEqual([[['#1'], ['#2']], [], [['#3']]]);
  });
});
