// The site config, validated once at import time. Import `siteConfig` from here, never
// the raw src/site.config.ts, so every consumer sees defaults applied and errors surface early.
import rawConfig from '../site.config';
import { siteConfigSchema, type SiteConfig } from './schema';
import { parseOrThrow } from './errors';
import { withFolderTagsFiles } from './folder-tags-file';

export const siteConfig: SiteConfig = withFolderTagsFiles(parseOrThrow(siteConfigSchema, rawConfig, 'src/site.config.ts'));
export type { SiteConfig } from './schema';
