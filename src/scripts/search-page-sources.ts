// Result sources of the search page: the site's Pagefind index (local mode) or Algolia
// (hosted mode, its client loaded only then), paged the same way.
import { searchPages } from '../lib/search/engine';
import type { facetFiltersToPagefind } from '../lib/search/facets';
import { toPageResult, type PageResultView } from '../lib/search/hits';
import { groupAlgoliaHits } from '../lib/search/algolia-page';
import type { ClientSearchConfig } from '../lib/search/config';
import { loadPagefind } from '../lib/search/pagefind-loader';

const PAGE_SIZE = 10;

export interface Paged {
  count: number;
  next: () => Promise<PageResultView[]>;
  done: () => boolean;
}

export async function localSearch(config: ClientSearchConfig, filters: ReturnType<typeof facetFiltersToPagefind>, query: string): Promise<Paged> {
  const { pagefind, titles } = await loadPagefind(config.baseUrl, { excerptLength: 60 });
  const found = await searchPages(pagefind, query, titles ? { filters, titles } : { filters });
  let offset = 0;
  return {
    count: found.pages.length,
    next: async () => {
      const pages = found.pages.slice(offset, offset + PAGE_SIZE);
      offset += PAGE_SIZE;
      return (await Promise.all(pages.map((p) => p.data()))).map((d) => toPageResult(d, query, 3));
    },
    done: () => offset >= found.pages.length,
  };
}

export async function hostedSearch(config: ClientSearchConfig, searchParameters: Record<string, unknown>, query: string): Promise<Paged> {
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(config.appId!, config.apiKey!);
  let page = 0;
  let nbPages = 1;
  const fetchPage = async () => {
    const request = {
      indexName: config.indexName!,
      query,
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: ['content:30'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      ...searchParameters,
      hitsPerPage: 20,
      page,
    };
    const { results } = await client.search({ requests: [request] });
    const result = results[0] as { hits: unknown[]; nbHits: number; nbPages: number };
    nbPages = result.nbPages;
    page += 1;
    return result;
  };
  const first = await fetchPage();
  let buffered: typeof first | null = first;
  return {
    count: first.nbHits,
    next: async () => {
      const result = buffered ?? (await fetchPage());
      buffered = null;
      return groupAlgoliaHits(result.hits as never, query, config.externalUrlRegex, config.baseUrl);
    },
    done: () => !buffered && page >= nbPages,
  };
}
