// The search client DocSearch talks to in local mode: it answers DocSearch's Algolia-style
// `search({ requests })` from the Pagefind index of the site, so no request leaves the site.
import { searchPages, type PageTable } from './engine';
import { facetFiltersToPagefind, type FacetFilters } from './facets';
import { toDocSearchHits, toPageResult, type LocalHit } from './hits';
import type { PagefindApi } from './pagefind';

/** One request as DocSearch builds it (its searchParameters are spread into it). */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  params?: { query?: string; facetFilters?: FacetFilters; hitsPerPage?: number };
  [key: string]: unknown;
}

export interface SearchResponse {
  results: {
    hits: LocalHit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    processingTimeMS: number;
    exhaustiveNbHits: boolean;
    query: string;
    params: string;
    index: string;
    facets: Record<string, Record<string, number>>;
  }[];
}

/**
 * True result counts per query. DocSearch adds `nbHits` of every response to its context
 * (typing 侧边栏 shows the sum of three searches), so the footer reads the count here.
 */
export class ResultCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly limit = 50) {}
  record(query: string, count: number): void {
    this.counts.delete(query);
    this.counts.set(query, count);
    if (this.counts.size > this.limit) this.counts.delete(this.counts.keys().next().value!);
  }
  get(query: string): number | undefined {
    return this.counts.get(query);
  }
}

/** Error DocSearch shows as its error screen (it checks `name === 'RetryError'`). */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

export interface LocalSearchOptions {
  /** Loads Pagefind (once) and the page table used for ranking. */
  load: () => Promise<{ pagefind: PagefindApi; titles?: PageTable }>;
  counts?: ResultCounts;
  /** Pages whose data is fetched per query (each costs one fragment download). */
  maxPages?: number;
  /** Headings shown under each page. */
  maxSubResults?: number;
}

export function createLocalSearch(options: LocalSearchOptions): (args: { requests: SearchRequest[] }) => Promise<SearchResponse> {
  const { counts, maxPages = 6, maxSubResults = 2 } = options;
  let loading: ReturnType<LocalSearchOptions['load']> | undefined;
  const load = () => {
    loading ??= options.load().catch((error: unknown) => {
      loading = undefined; // let the next keystroke try again
      throw error;
    });
    return loading;
  };
  return async ({ requests }) => {
    const started = Date.now();
    let loaded: Awaited<ReturnType<LocalSearchOptions['load']>>;
    try {
      loaded = await load();
    } catch (error) {
      throw new RetryError('The search index could not be loaded.', { cause: error });
    }
    const results = await Promise.all(
      requests.map(async (request) => {
        const query = String(request.query ?? request.params?.query ?? '');
        const hitsPerPage = Number(request.hitsPerPage ?? request.params?.hitsPerPage ?? 20);
        const filters = facetFiltersToPagefind(request.facetFilters ?? request.params?.facetFilters);
        let hits: LocalHit[] = [];
        let nbHits = 0;
        if (query.trim() && hitsPerPage > 0) {
          try {
            const found = await searchPages(loaded.pagefind, query, { filters, ...(loaded.titles ? { titles: loaded.titles } : {}) });
            nbHits = found.pages.length;
            const data = await Promise.all(found.pages.slice(0, Math.min(maxPages, hitsPerPage)).map((p) => p.data()));
            hits = data.flatMap((d) => toDocSearchHits(toPageResult(d, query, maxSubResults)));
          } catch (error) {
            throw new RetryError('The search index could not be read.', { cause: error });
          }
          counts?.record(query, nbHits);
        }
        return {
          hits,
          nbHits,
          page: 0,
          nbPages: nbHits ? Math.ceil(nbHits / Math.max(hitsPerPage, 1)) : 0,
          hitsPerPage,
          processingTimeMS: Date.now() - started,
          exhaustiveNbHits: true,
          query,
          params: '',
          index: request.indexName ?? 'local',
          facets: {},
        };
      }),
    );
    return { results };
  };
}
