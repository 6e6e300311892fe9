// Tags: the tags file (keyed) and front-matter tags. Where a tags file exists it is
// authoritative (Docusaurus `onInlineTags: 'throw'`): every tag of a post must be one of
// its keys. Without one, string tags get a kebab-cased permalink and inline objects keep
// theirs. A tag's page is {base}/tags{permalink}; the permalink defaults to /{kebab(key)}
// (i18n → /blog/tags/i-18-n).
import { ContentError } from '../../config/errors';
import { inlineTag, normalizeTagsFile } from '../tags-file';
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

export function resolveTags(value: PostFrontMatter['tags'], map: TagsMap, file: string, routeBasePath: string, tagsBasePath = 'tags'): Tag[] {
  const out: Tag[] = [];
  value.forEach((item, i) => {
    const where = `${file}: tags[${i}]`;
    let tag: Tag;
    if (map.file) {
      const key = typeof item === 'string' ? item : undefined;
      const known = key === undefined ? undefined : map.tags.get(key);
      if (!known) {
        const shown = typeof item === 'string' ? `"${item}"` : `inline tag ${JSON.stringify(item)}`;
        throw new ContentError(`${where}: unknown tag ${shown}; ${map.file} is authoritative, allowed: ${[...map.tags.keys()].join(', ')}`);
      }
      tag = known;
    } else {
      const inline = inlineTag(item);
      tag = { ...inline, permalink: joinRoute(routeBasePath, tagsBasePath, inline.permalink) };
    }
    if (!out.some((t) => t.permalink === tag.permalink)) out.push(tag);
  });
  return out;
}
