// Static paths of the docs routes with everything a route renders: its instance, version and,
// for a doc, the collection entry, so that the route looks nothing up again.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { siteConfig } from '../config';
import type { Doc, DocsInstance, DocsVersion, GeneratedIndex } from '../lib/docs/types';
import { getDocsInstances } from './docs';
import { getInstance } from '../lib/docs/lookups';
import { docsStaticPaths, docsTagStaticPaths, type DocRouteProps } from './routes';

// Collections are named by the site config, so Astro cannot narrow which one: any entry.
export type DocEntry = CollectionEntry<CollectionKey>;

export interface DocPageProps {
  instance: DocsInstance;
  version: DocsVersion;
  doc?: Doc;
  generatedIndex?: GeneratedIndex;
  entry?: DocEntry;
}

export async function docPageStaticPaths(instanceId: string) {
  const instance = getInstance(await getDocsInstances(), instanceId);
  const { collection } = siteConfig.docs.find((d) => d.id === instanceId)!;
  const entries = new Map<string, DocEntry>((await getCollection(collection as CollectionKey)).map((e) => [e.id, e]));
  return (await docsStaticPaths(instanceId)).map(({ params, props }) => {
    const { versionName, doc, generatedIndex }: DocRouteProps = props;
    const version = instance.versions.find((v) => v.name === versionName)!;
    const entry = doc && entries.get(doc.entryPath);
    if (doc && !entry) throw new Error(`Doc entry ${doc.entryPath} not found in collection ${collection}`);
    return { params, props: { instance, version, doc, generatedIndex, entry } satisfies DocPageProps };
  });
}

/** Every page of a docs instance: its docs and generated indexes, then its tag pages. */
export async function docsInstanceStaticPaths(instanceId: string) {
  return [...(await docPageStaticPaths(instanceId)), ...(await docsTagStaticPaths(instanceId))];
}
