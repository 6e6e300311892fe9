import { describe, expect, it, vi } from 'vitest';
import { createLocalSearch, ResultCounts, RetryError } from './local-client';
import type { PageTable } from './engine';
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

/** Wraps each result's `data()` of `pagefind`'s searches (to hold it back or to log it). */
function wrapData(pagefind: PagefindApi, wrap: (id: string, data: () => Promise<PagefindData>) => () => Promise<PagefindData>): void {
  const search0 = pagefind.search;
  pagefind.search = vi.fn(async (term: string, options?: { filters?: PagefindFilters }) => {
    const response = await search0(term, options);
    for (const r of response!.results) r.data = wrap(r.id, r.data);
    return response;
  });
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

  it('lists titles from the page table while the fragments are on the wire, then asks again for the full hits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pagefind = fake(2);
    wrapData(pagefind, (_id, data) => async () => (await held, data()));
    const titles: PageTable = {
      p0: ['部署 <b>', 'docs', '', '/docs/p0', '文档'],
      p1: ['页面 1', 'blog', '', '/blog/p1', ''],
    };
    const refined: string[] = [];
    const search = createLocalSearch({ load: async () => ({ pagefind, titles }), onRefined: (q) => refined.push(q), titlesAfter: 5 });
    const first = (await search({ requests: [{ query: '部署' }] })).results[0]!;
    expect(first.nbHits).toBe(2);
    expect(first.hits.map((h) => `${h.type} ${h.url} ${h.hierarchy.lvl0} ${h._highlightResult.hierarchy.lvl1!.value}`)).toEqual([
      'lvl1 /docs/p0 文档 <mark>部署</mark> &lt;b&gt;',
      'lvl1 /blog/p1 页面 页面 1',
    ]);
    expect(refined).toEqual([]);
    release();
    await vi.waitFor(() => expect(refined).toEqual(['部署']));
    const again = (await search({ requests: [{ query: '部署' }] })).results[0]!;
    expect(again.hits.map((h) => `${h.type} ${h.url}`)).toEqual(['lvl1 /docs/p0', 'content /docs/p0#steps', 'lvl1 /docs/p1', 'content /docs/p1#steps']);
  });

  it('fetches the fragments of the first excerptPages pages only and lists the others by title from the table', async () => {
    const pagefind = fake(3);
    const fetched: string[] = [];
    wrapData(pagefind, (id, data) => async () => (fetched.push(id), data()));
    const titles: PageTable = {
      p0: ['页面 0', 'docs', '', '/docs/p0', '文档'],
      p1: ['部署指南', 'docs', '', '/docs/p1', '文档'],
      p2: ['页面 2', 'blog', '', '/blog/p2', '博客'],
    };
    const search = createLocalSearch({ load: async () => ({ pagefind, titles }), excerptPages: 1, onRefined: () => undefined, titlesAfter: 1000 });
    const { hits, nbHits } = (await search({ requests: [{ query: '部署' }] })).results[0]!;
    // The engine ranks the page whose title names the query first; only its fragment is read.
    expect(fetched).toEqual(['p1']);
    expect(nbHits).toBe(3);
    expect(hits.map((h) => `${h.type} ${h.url} ${h._highlightResult.hierarchy.lvl1!.value}`)).toEqual([
      'lvl1 /docs/p1 页面 1',
      'content /docs/p1#steps 页面 1',
      'lvl1 /docs/p0 页面 0',
      'lvl1 /blog/p2 页面 2',
    ]);
    // Without a table, the titles of the others come from their fragments.
    fetched.length = 0;
    const untabled = createLocalSearch({ load: async () => ({ pagefind }), excerptPages: 1 });
    expect((await untabled({ requests: [{ query: '部署' }] })).results[0]!.hits).toHaveLength(6);
    expect(fetched.sort()).toEqual(['p0', 'p1', 'p2']);
  });

  it('waits for the fragments when the page table lacks a page, or when nobody would ask again', async () => {
    const titles: PageTable = { p0: ['页面 0', 'docs', '', '/docs/p0', '文档'] };
    const withGap = createLocalSearch({ load: async () => ({ pagefind: fake(2), titles }), onRefined: () => undefined, titlesAfter: 0 });
    expect((await withGap({ requests: [{ query: '部署' }] })).results[0]!.hits).toHaveLength(4);
    const noRefresh = createLocalSearch({ load: async () => ({ pagefind: fake(1), titles }), titlesAfter: 0 });
    expect((await noRefresh({ requests: [{ query: '部署' }] })).results[0]!.hits).toHaveLength(2);
  });

  it('answers from the page table while the index loads, asks again once it is in, and shows a failed load', async () => {
    const titles: PageTable = {
      a: ['部署', 'docs', '', '/docs/deployment', '文档'],
      b: ['安装', 'docs', '', '/docs/installation', '文档'],
    };
    let finish!: (ok: boolean) => void;
    const loaded = new Promise<boolean>((resolve) => (finish = resolve));
    const load = vi.fn(async () => ((await loaded) ? { pagefind: fake(3), titles } : Promise.reject(new Error('offline'))));
    const refined: string[] = [];
    const search = createLocalSearch({ load, onRefined: (q) => refined.push(q), tableNow: () => titles, titlesAfter: 0 });
    const early = (await search({ requests: [{ query: '部署' }] })).results[0]!;
    expect(early.hits.map((h) => `${h.type} ${h.url}`)).toEqual(['lvl1 /docs/deployment']);
    expect(load).toHaveBeenCalledTimes(1); // the index started loading with the first query
    finish(false);
    await vi.waitFor(() => expect(refined).toEqual(['部署']));
    // Asked again after a failure: no table answer, the error screen.
    await expect(search({ requests: [{ query: '部署' }] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('answers from Pagefind once it is loaded, and without a table or a refresh waits for it', async () => {
    const titles: PageTable = { a: ['部署', 'docs', '', '/docs/deployment', '文档'] };
    const ready = createLocalSearch({ load: async () => ({ pagefind: fake(3) }), onRefined: () => undefined, tableNow: () => titles });
    await ready({ requests: [{ query: 'x' }] }).catch(() => undefined);
    expect((await ready({ requests: [{ query: '部署' }] })).results[0]!.nbHits).toBe(3);
    const noTable = createLocalSearch({ load: async () => ({ pagefind: fake(2) }), onRefined: () => undefined, tableNow: () => undefined });
    expect((await noTable({ requests: [{ query: '部署' }] })).results[0]!.nbHits).toBe(2);
    const noRefresh = createLocalSearch({ load: async () => ({ pagefind: fake(2) }), tableNow: () => titles });
    expect((await noRefresh({ requests: [{ query: '部署' }] })).results[0]!.nbHits).toBe(2);
  });
});
