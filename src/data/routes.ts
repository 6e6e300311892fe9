// Static paths of the docs routes, read from the docs instances built once.
import { getDocsInstances } from './docs';
import { getInstance } from '../lib/docs/lookups';
import { buildTagPages, tagsRoute, type TagPage } from '../lib/docs/tags';
import type { Doc, DocsVersion, GeneratedIndex } from '../lib/docs/types';
import { routeParam } from '../lib/urls';

export interface DocRouteProps {
  instanceId: string;
  versionName: string;
  doc?: Doc;
  generatedIndex?: GeneratedIndex;
}

export async function docsStaticPaths(instanceId: string) {
  const instance = getInstance(await getDocsInstances(), instanceId);
  return instance.versions.flatMap((version: DocsVersion) => [
    ...version.docs.map((doc) => ({
      params: { slug: routeParam(doc.permalink, instance.routeBasePath) },
      props: { instanceId, versionName: version.name, doc } satisfies DocRouteProps,
    })),
    ...version.generatedIndexes.map((generatedIndex) => ({
      params: { slug: routeParam(generatedIndex.permalink, instance.routeBasePath) },
      props: { instanceId, versionName: version.name, generatedIndex } satisfies DocRouteProps,
    })),
  ]);
}

export type DocTagsRouteProps =
  | { instanceId: string; versionName: string; kind: 'tags-index'; tags: TagPage[] }
  | { instanceId: string; versionName: string; kind: 'tag'; tag: TagPage; allTagsHref: string };

/** Tags index (/{base}/tags) and one page per tag permalink, for each version whose docs have tags. */
export async function docsTagStaticPaths(instanceId: string) {
  const instance = getInstance(await getDocsInstances(), instanceId);
  return instance.versions.flatMap((version: DocsVersion) => {
    const tags = buildTagPages(version.docs);
    if (!tags.length) return [];
    const allTagsHref = tagsRoute(version.path);
    return [
      {
        params: { slug: routeParam(allTagsHref, instance.routeBasePath) },
        props: { instanceId, versionName: version.name, kind: 'tags-index', tags } satisfies DocTagsRouteProps,
      },
      ...tags.map((tag) => ({
        params: { slug: routeParam(tag.permalink, instance.routeBasePath) },
        props: { instanceId, versionName: version.name, kind: 'tag', tag, allTagsHref } satisfies DocTagsRouteProps,
      })),
    ];
  });
}
