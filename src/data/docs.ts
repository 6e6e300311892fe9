// Astro adapter of the docs engine: reads each instance of the site config (its collections,
// sidebars module and tags file) once and builds it.
import { siteConfig } from '../config';
import { ContentError, parseOrThrow } from '../config/errors';
import type { DocsInstanceConfig } from '../config/instances';
import { categoryMetadata, docFrontMatter } from '../lib/content-schemas';
import { hasCategoryFiles } from '../lib/docs/category-files';
import { buildInstance } from '../lib/docs/instance';
import { sidebarsModuleSchema } from '../lib/docs/sidebar-schema';
import type { DocsInstance, SidebarsConfig } from '../lib/docs/types';
import { categoriesCollection } from '../lib/instances';
import { readCollection, readTagsFile } from './collections';

const SIDEBAR_MODULES = import.meta.glob<Record<string, unknown>>('/src/sidebars/*.ts', { eager: true });

/** Sidebars per version name: the module's default export is the current version's. */
function readSidebars(config: DocsInstanceConfig, index: number): Record<string, SidebarsConfig> {
  if (!config.sidebars) return {};
  const module = SIDEBAR_MODULES[`/${config.sidebars}`];
  if (!module) {
    const files = Object.keys(SIDEBAR_MODULES).map((f) => f.slice(1));
    throw new ContentError(`src/site.config.ts: docs[${index}].sidebars: no file "${config.sidebars}"; allowed: ${files.join(', ')}`);
  }
  const parsed = parseOrThrow(sidebarsModuleSchema, module, config.sidebars);
  return { current: parsed.default, ...parsed.versionedSidebars };
}

let cache: Promise<DocsInstance[]> | undefined;

export function getDocsInstances(): Promise<DocsInstance[]> {
  cache ??= (async () => {
    const instances: DocsInstance[] = [];
    for (const [index, config] of siteConfig.docs.entries()) {
      const entries = await readCollection(config.collection, docFrontMatter);
      // A folder without category files has an empty collection (src/content.config.ts): not read.
      const categoryEntries = hasCategoryFiles(config.folder) ? await readCollection(categoriesCollection(config), categoryMetadata) : [];
      instances.push(
        buildInstance({
          config,
          docs: entries.map((e) => ({ path: e.id, filePath: e.filePath, data: e.data, body: e.body })),
          categories: categoryEntries.map((e) => ({ dir: e.id.includes('/') ? e.id.slice(0, e.id.lastIndexOf('/')) : '', data: e.data })),
          sidebars: readSidebars(config, index),
          production: import.meta.env.PROD,
          sidebarsSource: config.sidebars ?? `sidebars of ${config.id}`,
          contentDir: config.folder,
          tagsFile: await readTagsFile(config),
        }),
      );
    }
    return instances;
  })();
  return cache;
}
