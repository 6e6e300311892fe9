// The search settings the browser needs (modal and search page share them), built once from
// the site config and the docs instances: hosted or local mode, contextual-search tags.
import { siteConfig } from '../config';
import { getDocsInstances } from './docs';
import { latestVersion } from '../lib/docs/lookups';
import { isHosted, searchPageUrl } from '../lib/search/hosted';
import type { ClientSearchConfig } from '../lib/search/config';

/** The search page's address without a query: the navbar's search link and the search page's form. */
export const SEARCH_PAGE = searchPageUrl(siteConfig.baseUrl, siteConfig.search.searchPagePath, '');

let cache: Promise<ClientSearchConfig> | undefined;

export function getClientSearchConfig(): Promise<ClientSearchConfig> {
  cache ??= (async () => {
    const search = siteConfig.search;
    const hosted = isHosted(search);
    return {
      hosted,
      ...(hosted ? { appId: search.appId!, apiKey: search.apiKey!, indexName: search.indexName! } : {}),
      searchParameters: search.searchParameters,
      contextualSearch: search.contextualSearch,
      ...(search.externalUrlRegex ? { externalUrlRegex: search.externalUrlRegex } : {}),
      baseUrl: siteConfig.baseUrl,
      searchPagePath: search.searchPagePath,
      instances: (await getDocsInstances()).map((instance) => ({
        id: instance.id,
        tags: instance.versions.map((v) => `docs-${instance.id}-${v.name}`),
        latest: `docs-${instance.id}-${latestVersion(instance).name}`,
      })),
    };
  })();
  return cache;
}
