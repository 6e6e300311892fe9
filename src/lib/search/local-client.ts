// The search client DocSearch talks to in local mode: it answers DocSearch's Algolia-style
// `search({ requests })` from the Pagefind index of the site, so no request leaves the site.
import { searchPages, type PageTable, type RankedPage } from './engine';
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
  /**
   * Called when the excerpts of a query answered with titles only have arrived: ask again
   * with the same query and the full hits come back at once. Without it, every answer waits
   * for its pages' fragments.
   */
  onRefined?: (query: string) => void;
  /** How long the fragments may take before the titles go out alone (ms). */
  titlesAfter?: number;
}

/**
 * Full answers waiting for DocSearch to ask again, by request. Small: only the last few
 * queries can still be on screen.
 */
class RefinedHits {
  private readonly hits = new Map<string, LocalHit[]>();
  constructor(private readonly limit = 8) {}
  set(key: string, hits: LocalHit[]): void {
    this.hits.delete(key);
    this.hits.set(key, hits);
    if (this.hits.size > this.limit) this.hits.delete(this.hits.keys().next().value!);
  }
  get(key: string): LocalHit[] | undefined {
    return this.hits.get(key);
  }
}

const after = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

export function createLocalSearch(options: LocalSearchOptions): (args: { requests: SearchRequest[] }) => Promise<SearchResponse> {
  const { counts, maxPages = 6, maxSubResults = 2, onRefined, titlesAfter = 30 } = options;
  const refined = new RefinedHits();
  const fullHits = (shown: RankedPage[], query: string) =>
    Promise.all(shown.map((p) => p.data())).then((data) => data.flatMap((d) => toDocSearchHits(toPageResult(d, query, maxSubResults))));
  // Each page's fragment is one more download after the index chunk; on a slow link they take
  // longer than the search itself. The page table already has every page's title and URL, so
  // the list goes out with those, and DocSearch is asked to fetch it again once they are in.
  const pageHits = async (shown: RankedPage[], titles: PageTable | undefined, query: string, key: string) => {
    const full = fullHits(shown, query);
    const entries = shown.map((p) => titles?.[p.id]);
    // A table written before it held URLs (a heading in that place) is not used for this.
    if (!onRefined || !entries.every((e) => e?.[3]?.startsWith('/'))) return full;
    const ready = await Promise.race([full, after(titlesAfter)]);
    if (ready) return ready;
    full.then(
      (complete) => {
        refined.set(key, complete);
        onRefined(query);
      },
      () => undefined, // the titles stay up; the next keystroke asks again
    );
    return entries.flatMap((e) => toDocSearchHits(pageResultFromEntry(e!, query)));
  };
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
            const shown = found.pages.slice(0, Math.min(maxPages, hitsPerPage));
            const key = JSON.stringify([query, filters ?? null, shown.map((p) => p.id)]);
            hits = refined.get(key) ?? (await pageHits(shown, loaded.titles, query, key));
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
