// The search client DocSearch talks to in local mode: it answers DocSearch's Algolia-style
// `search({ requests })` from the Pagefind index of the site, so no request leaves the site.
import { searchPages, type PageTable, type RankedPage } from './engine';
import { previewPages } from './title-preview';
import { facetFiltersToPagefind, type FacetFilters } from './facets';
import { pageResultFromEntry, toDocSearchHits, toPageResult, type LocalHit } from './hits';
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

/** A map that keeps its last `limit` keys (setting a key again makes it the newest). */
class RecentMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit = 50) {}
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value!);
  }
  get(key: string): V | undefined {
    return this.map.get(key);
  }
}

/**
 * True result counts per query. DocSearch adds `nbHits` of every response to its context
 * (typing 侧边栏 shows the sum of three searches), so the footer reads the count here.
 */
export class ResultCounts extends RecentMap<number> {}

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
  /** Pages listed per query. */
  maxPages?: number;
  /**
   * The first pages, of those listed, shown with their excerpts and headings: each costs one
   * fragment download (the page's whole text, 1-15 KB). The others are listed by title from
   * the page table; without a table every listed page's fragment is fetched.
   */
  excerptPages?: number;
  /** Headings shown under each page. */
  maxSubResults?: number;
  /**
   * Called when the excerpts of a query answered with titles only have arrived: ask again
   * with the same query and the full hits come back at once. Without it, every answer waits
   * for its pages' fragments.
   */
  onRefined?: (query: string) => void;
  /** How long the fragments may take before the titles go out alone (ms). */
  titlesAfter?: number;
  /**
   * The page table if it is already here. While Pagefind still loads, queries are answered
   * from it (pages whose titles and headings name the query, title-preview.ts) and asked
   * again through `onRefined` once the index is in. Not after a failed load: the error shows.
   */
  tableNow?: () => PageTable | undefined;
}

/** A request's query and page size (DocSearch puts them at the top or in `params`). */
const queryOf = (request: SearchRequest) => ({
  query: String(request.query ?? request.params?.query ?? ''),
  hitsPerPage: Number(request.hitsPerPage ?? request.params?.hitsPerPage ?? 20),
});

const after = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

export function createLocalSearch(options: LocalSearchOptions): (args: { requests: SearchRequest[] }) => Promise<SearchResponse> {
  const { counts, maxPages = 6, excerptPages = maxPages, maxSubResults = 2, onRefined, titlesAfter = 30 } = options;
  // Full answers waiting for DocSearch to ask again, by request: only the last few queries
  // can still be on screen.
  const refined = new RecentMap<LocalHit[]>(8);
  const fullHits = (shown: RankedPage[], query: string) =>
    Promise.all(shown.map((p) => p.data())).then((data) => data.flatMap((d) => toDocSearchHits(toPageResult(d, query, maxSubResults))));
  // Each page's fragment is one more download after the index chunk; on a slow link they take
  // longer than the search itself. The page table already has every page's title and URL, so
  // the list goes out with those, and DocSearch is asked to fetch it again once they are in.
  const pageHits = async (shown: RankedPage[], titles: PageTable | undefined, query: string, key: string) => {
    const entries = shown.map((p) => titles?.[p.id]);
    // A table written before it held URLs (a heading in that place) is not used for this.
    const tabled = entries.every((e) => e?.[3]?.startsWith('/'));
    const titleHits = (from: number) => entries.slice(from).flatMap((e) => toDocSearchHits(pageResultFromEntry(e!, query)));
    const full = tabled ? fullHits(shown.slice(0, excerptPages), query).then((hits) => [...hits, ...titleHits(excerptPages)]) : fullHits(shown, query);
    if (!onRefined || !tabled) return full;
    const ready = await Promise.race([full, after(titlesAfter)]);
    if (ready) return ready;
    full.then(
      (complete) => {
        refined.set(key, complete);
        onRefined(query);
      },
      () => undefined, // the titles stay up; the next keystroke asks again
    );
    return titleHits(0);
  };
  let loading: ReturnType<LocalSearchOptions['load']> | undefined;
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  const load = () => {
    loading ??= options.load().then(
      (loaded) => {
        state = 'ready';
        return loaded;
      },
      (error: unknown) => {
        state = 'failed';
        loading = undefined; // let the next keystroke try again
        throw error;
      },
    );
    return loading;
  };
  const response = (request: SearchRequest, query: string, hitsPerPage: number, nbHits: number, hits: LocalHit[], started: number) => ({
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
  });
  // The answer from the page table while the index loads (undefined when there is none).
  const preview = (requests: SearchRequest[], started: number) => {
    const table = onRefined && state === 'loading' ? options.tableNow?.() : undefined;
    if (!table) return undefined;
    return requests.map((request) => {
      const { query, hitsPerPage } = queryOf(request);
      const pages = query.trim() ? previewPages(table, query, Math.min(maxPages, hitsPerPage)) : [];
      // Asked again when the index is in, or has failed (the error screen then shows).
      if (query.trim())
        load().then(
          () => onRefined!(query),
          () => onRefined!(query),
        );
      const hits = pages.flatMap((e) => toDocSearchHits(pageResultFromEntry(e, query)));
      return response(request, query, hitsPerPage, pages.length, hits, started);
    });
  };
  return async ({ requests }) => {
    const started = Date.now();
    const early = preview(requests, started);
    if (early) return { results: early };
    let loaded: Awaited<ReturnType<LocalSearchOptions['load']>>;
    try {
      loaded = await load();
    } catch (error) {
      throw new RetryError('The search index could not be loaded.', { cause: error });
    }
    const results = await Promise.all(
      requests.map(async (request) => {
        const { query, hitsPerPage } = queryOf(request);
        const filters = facetFiltersToPagefind(request.facetFilters ?? request.params?.facetFilters);
        let hits: LocalHit[] = [];
        let nbHits = 0;
        if (query.trim() && hitsPerPage > 0) {
          try {
            const found = await searchPages(loaded.pagefind, query, { filters, ...(loaded.titles ? { titles: loaded.titles } : {}) });
            nbHits = found.pages.length;
            const shown = found.pages.slice(0, Math.min(maxPages, hitsPerPage));
            const key = JSON.stringify([query, filters ?? null, shown.map((p) => p.id)]);
            hits = refined.get(key) ?? (await pageHits(shown, loaded.titles, query, key));
          } catch (error) {
            throw new RetryError('The search index could not be read.', { cause: error });
          }
          counts?.set(query, nbHits);
        }
        return response(request, query, hitsPerPage, nbHits, hits, started);
      }),
    );
    return { results };
  };
}
