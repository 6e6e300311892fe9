// Astro adapter of the docs engine: reads the collections once and builds every instance.
import { getCollection, type CollectionKey } from 'astro:content';
import { siteConfig } from '../config';
import { buildInstance } from '../lib/docs/instance';
import { hasCategoryFiles } from '../lib/docs/category-files';
import { normalizeTagsFile, type TagsFile } from '../lib/docs/tags';
import type { DocsInstance, RawCategory, RawDoc, SidebarsConfig } from '../lib/docs/types';
import docsSidebars from '../sidebars/docs';
import communitySidebars from '../sidebars/community';
import testSidebars, { versionedSidebars as testVersionedSidebars } from '../sidebars/tests';

const SIDEBARS: Record<string, { file: string; byVersion: Record<string, SidebarsConfig> }> = {
  default: { file: 'src/sidebars/docs.ts', byVersion: { current: docsSidebars } },
  community: { file: 'src/sidebars/community.ts', byVersion: { current: communitySidebars } },
  tests: { file: 'src/sidebars/tests.ts', byVersion: { current: testSidebars, ...testVersionedSidebars } },
};

const CONTENT_DIRS = { docs: 'content-docs', community: 'content-community', testDocs: 'content-tests/docs' } as const;

/** Instances with a tags file: their docs may only use its keys, and get tag pages. */
const TAGS_FILES: Record<string, { collection: CollectionKey; source: string }> = {
  tests: { collection: 'testDocsTags', source: 'content-tests/docs/tags.yml' },
};

async function readTagsFile(instanceId: string): Promise<TagsFile | undefined> {
  const tags = TAGS_FILES[instanceId];
  if (!tags) return undefined;
  const entries = await getCollection(tags.collection);
  return normalizeTagsFile(Object.fromEntries(entries.map((e) => [e.id, e.data as { label?: string; description?: string; permalink?: string }])), tags.source);
}

let cache: Promise<DocsInstance[]> | undefined;

export function getDocsInstances(): Promise<DocsInstance[]> {
  cache ??= (async () => {
    const instances: DocsInstance[] = [];
    for (const config of siteConfig.docs) {
      const entries = await getCollection(config.collection);
      // A folder without category files has an empty collection (src/content.config.ts): not read.
      const categoryEntries = hasCategoryFiles(CONTENT_DIRS[config.collection]) ? await getCollection(`${config.collection}Categories` as CollectionKey) : [];
      const docs: RawDoc[] = entries.map((e) => ({ path: e.id, filePath: e.filePath, data: e.data as RawDoc['data'] }));
      const categories: RawCategory[] = categoryEntries.map((e) => ({
        dir: e.id.includes('/') ? e.id.slice(0, e.id.lastIndexOf('/')) : '',
        data: e.data as RawCategory['data'],
      }));
      const sidebars = SIDEBARS[config.id];
      instances.push(
        buildInstance({
          config,
          docs,
          categories,
          sidebars: sidebars?.byVersion ?? {},
          production: import.meta.env.PROD,
          sidebarsSource: sidebars?.file ?? `sidebars of ${config.id}`,
          contentDir: CONTENT_DIRS[config.collection],
          tagsFile: await readTagsFile(config.id),
        }),
      );
    }
    return instances;
  })();
  return cache;
}
