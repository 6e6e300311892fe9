// The part of Pagefind's browser API (dist/pagefind/pagefind.js) the adapter uses.
// Filter objects follow Pagefind's syntax: { key: value | value[] | { any | all | none | not } }
// and compound { any: [...], all: [...], none: [...], not: {...} } at the top level.

export type PagefindFilterValue = string | string[] | { any?: string[]; all?: string[]; none?: string[]; not?: string };
export interface PagefindFilters {
  [key: string]: PagefindFilterValue | PagefindFilters[] | PagefindFilters | undefined;
}

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  locations?: number[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text. */
  content?: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

export interface PagefindResponse {
  results: PagefindResult[];
}

export interface PagefindApi {
  search(term: string, options?: { filters?: PagefindFilters }): Promise<PagefindResponse | null>;
  init?(): Promise<void>;
  /** Loads the filter index (and the search engine) and returns the filter counts. */
  filters?(): Promise<Record<string, Record<string, number>>>;
}

/** The bundle's module: each instance keeps its own options (such as the excerpt length). */
export interface PagefindModule {
  createInstance(options: { baseUrl: string; excerptLength: number; noWorker: boolean }): PagefindApi;
}
