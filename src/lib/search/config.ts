// The search settings the browser needs, computed at build time (src/data/search-config.ts)
// and handed to the modal island and the search page.
import type { DocsInstanceTags } from './facets';
import type { SearchConfig } from './hosted';

export interface ClientSearchConfig extends SearchConfig {
  /** Hosted Algolia DocSearch (appId, apiKey and indexName configured) or the local index. */
  hosted: boolean;
  baseUrl: string;
  /** Docs instances with their version tags, for the contextual facet filters. */
  instances: DocsInstanceTags[];
}
