import { describe, expect, it, vi } from 'vitest';
import { createLocalSearch, ResultCounts, RetryError } from './local-client';
import type { PagefindApi, PagefindData, PagefindFilters } from './pagefind';

function fake(count: number, seen: PagefindFilters[] = []): PagefindApi {
  const data = (i: number): PagefindData => ({
    url: `/docs/p${i}`,
    excerpt: `<mark>部</mark><mark>署</mark> ${i}`,
    meta: { title: `页面 ${i}` },
    sub_results: [
      { title: '步骤#', url: `/docs/p${i}#steps`, excerpt: '<mark>部</mark><mark>署</mark>步骤', anchor: { element: 'h2', id: 'steps', location: 3 } },
    ],
  });
  return {
    search: vi.fn(async (_term: string, options?: { filters?: PagefindFilters }) => {
      if (options?.filters) seen.push(options.filters);
      return { results: Array.from({ length: count }, (_, i) => ({ id: `p${i}`, score: count - i, data: async () => data(i) })) };
    }),
  };
}

describe('local search client', () => {
  it('answers DocSearch requests with page and heading hits and the true count', async () => {
    const counts = new ResultCounts();
    const seen: PagefindFilters[] = [];
    const search = createLocalSearch({ load: async () => ({ pagefind: fake(9, seen) }), counts, maxPages: 3 });
    const { results } = await search({
      requests: [
        {
          indexName: 'dz-local',
          query: '部署',
          hitsPerPage: 20,
          facetFilters: ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(results[0]!.nbHits).toBe(9);
    expect(results[0]!.hits.map((h) => `${h.type} ${h.url}`)).toEqual([
      'lvl1 /docs/p0',
      'content /docs/p0#steps',
      'lvl1 /docs/p1',
      'content /docs/p1#steps',
      'lvl1 /docs/p2',
      'content /docs/p2#steps',
    ]);
    expect(counts.get('部署')).toBe(9);
    expect(seen[0]).toEqual({ language: 'zh-CN', docusaurus_tag: { any: ['default', 'docs-default-current'] } });
  });

  it('keeps the count per query however many keystrokes came before (DocSearch sums them)', async () => {
    const counts = new ResultCounts(2);
    const search = createLocalSearch({ load: async () => ({ pagefind: fake(2) }), counts });
    for (const q of ['侧', '侧边', '侧边栏']) await search({ requests: [{ query: q }] });
    expect(counts.get('侧边栏')).toBe(2);
    expect(counts.get('侧')).toBeUndefined(); // oldest dropped beyond the limit
  });

  it('does not search for empty queries or facet-only requests', async () => {
    const pagefind = fake(3);
    const search = createLocalSearch({ load: async () => ({ pagefind }) });
    const { results } = await search({ requests: [{ query: ' ' }, { query: 'x', hitsPerPage: 0 }] });
    expect(results.map((r) => r.nbHits)).toEqual([0, 0]);
    expect(pagefind.search).not.toHaveBeenCalled();
  });

  it('reports an index that cannot be loaded as a RetryError (DocSearch error screen) and retries later', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValue({ pagefind: fake(1) });
    const search = createLocalSearch({ load });
    await expect(search({ requests: [{ query: '部署' }] })).rejects.toMatchObject({ name: 'RetryError' });
    await expect(search({ requests: [{ query: '部署' }] })).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
    expect(new RetryError('x')).toBeInstanceOf(Error);
  });
});
