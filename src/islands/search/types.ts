// Props of the search island, computed at build time (src/components/SearchButton.astro).
import type { DocsInstanceTags } from '../../lib/search/facets';

export interface ClientSearchConfig {
  /** Hosted Algolia DocSearch (appId, apiKey and indexName configured) or the local index. */
  hosted: boolean;
  appId?: string;
  apiKey?: string;
  indexName?: string;
  searchParameters: Record<string, unknown>;
  contextualSearch: boolean;
  externalUrlRegex?: string;
  baseUrl: string;
  searchPagePath: string;
  /** Docs instances with their version tags, for the contextual facet filters. */
  instances: DocsInstanceTags[];
}

export interface SearchDialogProps {
  config: ClientSearchConfig;
  onClose: () => void;
  /** What the reader typed in the modal's shell before this code arrived. */
  initialQuery?: string;
}
