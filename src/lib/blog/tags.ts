// Tags: the tags file (keyed) and front-matter tags. Where a tags file exists, a tag it does
// not define fails the build or is kept as an inline tag, as the blog's `onInlineTags` says
// (Docusaurus' option). Inline tags: strings get a kebab-cased permalink, objects keep theirs.
// A tag's page is {base}/tags{permalink}; the permalink defaults to /{kebab(key)}
// (i18n → /blog/tags/i-18-n).
import { inlineTag, normalizeTagsFile, type OnInlineTags, undefinedTag } from '../tags-file';
import { joinRoute } from './permalinks';
import type { PostFrontMatter, Tag, TagData } from './types';

export interface TagsMap {
  file?: string;
  tags: Map<string, Tag>;
}

export function buildTagsMap(file: string | undefined, entries: Iterable<[string, TagData]>, routeBasePath: string, tagsBasePath = 'tags'): TagsMap {
  const defined = normalizeTagsFile(Object.fromEntries(entries), file ?? 'tags file').tags;
  const tags = new Map<string, Tag>();
  for (const tag of Object.values(defined)) tags.set(tag.key, { ...tag, permalink: joinRoute(routeBasePath, tagsBasePath, tag.permalink) });
  return { file, tags };
}

export function resolveTags(
  value: PostFrontMatter['tags'],
  map: TagsMap,
  file: string,
  routeBasePath: string,
  tagsBasePath = 'tags',
  onInlineTags: OnInlineTags = 'throw',
): Tag[] {
  const out: Tag[] = [];
  value.forEach((item, i) => {
    const where = `${file}: tags[${i}]`;
    let tag: Tag;
    if (map.file) {
      const key = typeof item === 'string' ? item : undefined;
      const known = key === undefined ? undefined : map.tags.get(key);
      if (!known) {
        const shown = typeof item === 'string' ? `"${item}"` : `inline tag ${JSON.stringify(item)}`;
        undefinedTag(onInlineTags, `${where}: unknown tag ${shown} (not in ${map.file}); allowed: ${[...map.tags.keys()].join(', ')}`);
      }
      tag = known ?? inlineTag(item, joinRoute(routeBasePath, tagsBasePath));
    } else {
      tag = inlineTag(item, joinRoute(routeBasePath, tagsBasePath));
    }
    if (!out.some((t) => t.permalink === tag.permalink)) out.push(tag);
  });
  return out;
}
