// Hosted mode (Algolia DocSearch): the search parameters and hit post-processing that
// Docusaurus' theme-search-algolia applies, as pure functions.
import type { SiteConfig } from '../../config/schema';
import { contextualFacetFilters, mergeFacetFilters, type FacetFilters } from './facets';
import type { ResultCounts } from './local-client';

export type SearchConfig = SiteConfig['search'];

/** Hosted mode needs all three of appId, apiKey and indexName; otherwise search is local. */
export function isHosted(config: Pick<SearchConfig, 'appId' | 'apiKey' | 'indexName'>): boolean {
  return Boolean(config.appId && config.apiKey && config.indexName);
}

/** searchParameters with the contextual facet filters merged in front of the configured ones. */
export function buildSearchParameters(
  config: Pick<SearchConfig, 'searchParameters' | 'contextualSearch'>,
  context: { language: string; tags: string[] },
): Record<string, unknown> & { facetFilters: (string | string[])[] } {
  const configured = config.searchParameters.facetFilters as FacetFilters | undefined;
  const facetFilters = config.contextualSearch
    ? mergeFacetFilters(contextualFacetFilters(context.language, context.tags), configured)
    : mergeFacetFilters(undefined, configured);
  return { ...config.searchParameters, facetFilters };
}

/**
 * Hit URL as the site links it: absolute URLs from the hosted index become site paths
 * (`https://site/docs/x#y` → `/docs/x#y`) unless they match externalUrlRegex.
 */
export function siteUrlForHit(url: string, externalUrlRegex: string | undefined, baseUrl = '/'): string {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return url;
  try {
    const parsed = new URL(url, 'https://local.invalid');
    const path = `${parsed.pathname}${parsed.hash}`;
    return baseUrl !== '/' && !path.startsWith(baseUrl) ? `${baseUrl.replace(/\/$/, '')}${path}` : path;
  } catch {
    return url;
  }
}

type SearchArgs = { requests: { query?: string }[] };

/** Wraps a search client so the true count of each query is recorded (see ResultCounts). */
export function withResultCounts<C extends { search: (...args: never[]) => Promise<{ results: readonly unknown[] }> }>(client: C, counts: ResultCounts): C {
  const search = client.search.bind(client) as unknown as (args: SearchArgs, ...rest: unknown[]) => Promise<{ results: readonly unknown[] }>;
  const wrapped = async (args: SearchArgs, ...rest: unknown[]) => {
    const response = await search(args, ...rest);
    response.results.forEach((result, i) => {
      const r = result as { nbHits?: number; query?: string };
      const query = r.query ?? args.requests?.[i]?.query;
      if (typeof query === 'string' && typeof r.nbHits === 'number') counts.set(query, r.nbHits);
    });
    return response;
  };
  return { ...client, search: wrapped as unknown as C['search'] };
}

/** The search page URL for a query: {baseUrl}{searchPagePath}?q={query}. */
export function searchPageUrl(baseUrl: string, searchPagePath: string, query: string): string {
  const path = `${baseUrl}${searchPagePath.replace(/^\//, '')}`;
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}
