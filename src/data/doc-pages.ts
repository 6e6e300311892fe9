// Static paths of the docs routes with everything a route renders: its instance, version and,
// for a doc, the collection entry, so that the route looks nothing up again.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { siteConfig } from '../config';
import { getInstance } from '../lib/docs/lookups';
import { buildTagPages, tagsRoute, type TagPage } from '../lib/docs/tags';
import type { Doc, DocsInstance, DocsVersion, GeneratedIndex } from '../lib/docs/types';
import { routeParam } from '../lib/urls';
import { getDocsInstances } from './docs';

// Collections are named by the site config, so Astro cannot narrow which one: any entry.
export type DocEntry = CollectionEntry<CollectionKey>;

export interface DocPageProps {
  instance: DocsInstance;
  version: DocsVersion;
  doc?: Doc;
  generatedIndex?: GeneratedIndex;
  entry?: DocEntry;
}

export type DocTagsRouteProps = { instance: DocsInstance; version: DocsVersion } & (
  | { kind: 'tags-index'; tags: TagPage[] }
  | { kind: 'tag'; tag: TagPage; allTagsHref: string }
);

/**
 * Every page of a docs instance: its docs and generated indexes, then, for each version whose
 * docs have tags, the tags index (/{base}/tags) and one page per tag permalink.
 */
export async function docsInstanceStaticPaths(instanceId: string) {
  const instance = getInstance(await getDocsInstances(), instanceId);
  const { collection } = siteConfig.docs.find((d) => d.id === instanceId)!;
  const entries = new Map<string, DocEntry>((await getCollection(collection as CollectionKey)).map((e) => [e.id, e]));
  const params = (permalink: string) => ({ slug: routeParam(permalink, instance.routeBasePath) });
  const pages: { params: { slug?: string }; props: DocPageProps }[] = [];
  const tagPages: { params: { slug?: string }; props: DocTagsRouteProps }[] = [];
  for (const version of instance.versions) {
    for (const doc of version.docs) {
      const entry = entries.get(doc.entryPath);
      if (!entry) throw new Error(`Doc entry ${doc.entryPath} not found in collection ${collection}`);
      pages.push({ params: params(doc.permalink), props: { instance, version, doc, entry } });
    }
    for (const generatedIndex of version.generatedIndexes)
      pages.push({ params: params(generatedIndex.permalink), props: { instance, version, generatedIndex } });
    const tags = buildTagPages(version.docs);
    if (!tags.length) continue;
    const allTagsHref = tagsRoute(version.path);
    tagPages.push(
      { params: params(allTagsHref), props: { instance, version, kind: 'tags-index', tags } },
      ...tags.map((tag) => ({ params: params(tag.permalink), props: { instance, version, kind: 'tag' as const, tag, allTagsHref } })),
    );
  }
  return [...pages, ...tagPages];
}
