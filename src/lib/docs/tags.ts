// Doc tags: the instance's tags file (key → label, description, permalink), tag
// resolution per doc (an unknown key fails the build), tag pages with Docusaurus'
// visibility rule, and the tags index grouped by first letter.
import { inlineTag, type OnInlineTags, type TagsFile, undefinedTag } from '../tags-file';
import { joinUrl } from './slugs';
import type { Doc, DocFrontMatter, DocTag } from './types';

export const tagsRoute = (versionBase: string) => joinUrl(versionBase, 'tags');

/**
 * Resolves a doc's `tags` front matter. With a tags file, a tag it does not define fails the
 * build or is kept as an inline tag, as the instance's `onInlineTags` says. Without one, every tag
 * is inline and has a page, as in Docusaurus: a string at its kebab-cased name, an object
 * `{label, permalink}` at its own permalink, both under the version's tags route.
 */
export function resolveDocTags(
  tags: DocFrontMatter['tags'],
  tagsFile: TagsFile | undefined,
  file: string,
  versionBase: string,
  onInlineTags: OnInlineTags = 'throw',
): DocTag[] {
  const allowed = () => Object.keys(tagsFile?.tags ?? {}).join(', ');
  const seen = new Set<string>();
  const inline = (tag: DocFrontMatter['tags'][number]): DocTag[] => [inlineTag(tag, tagsRoute(versionBase))];
  return tags.flatMap((tag, index): DocTag[] => {
    if (!tagsFile) return inline(tag);
    if (typeof tag !== 'string') {
      undefinedTag(
        onInlineTags,
        `${file}: tags[${index}]: inline tag "${tag.label}" is not allowed here; use a key of ${tagsFile.source}; allowed: ${allowed()}`,
      );
      return inline(tag);
    }
    const def = tagsFile.tags[tag];
    if (!def) {
      undefinedTag(onInlineTags, `${file}: tags[${index}]: unknown tag "${tag}" (not in ${tagsFile.source}); allowed: ${allowed()}`);
      return inline(tag);
    }
    if (seen.has(tag)) return [];
    seen.add(tag);
    return [
      {
        key: def.key,
        label: def.label,
        ...(def.description ? { description: def.description } : {}),
        permalink: joinUrl(tagsRoute(versionBase), def.permalink),
      },
    ];
  });
}

export interface TaggedDoc {
  id: string;
  title: string;
  permalink: string;
  description?: string;
}

export interface TagPage {
  key?: string;
  label: string;
  description?: string;
  permalink: string;
  /** A tag whose docs are all unlisted: its page exists but is unlisted too (noindex, absent from the index). */
  unlisted: boolean;
  /** Docs listed on the page, sorted by title. */
  docs: TaggedDoc[];
}

/**
 * One page per tag permalink. Docusaurus' rule: a tag with at least one listed doc shows only its
 * listed docs; a tag whose docs are all unlisted shows them all but is itself unlisted. Drafts are
 * already gone from production versions; a tag used only by drafts therefore has no page.
 */
export function buildTagPages(docs: Doc[]): TagPage[] {
  const groups = new Map<string, { tag: DocTag; docs: Doc[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const group = groups.get(tag.permalink) ?? { tag, docs: [] };
      group.docs.push(doc);
      groups.set(tag.permalink, group);
    }
  }
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  return [...groups.values()]
    .map(({ tag, docs: tagged }): TagPage => {
      const unlisted = tagged.every((d) => d.unlisted);
      const shown = unlisted ? tagged : tagged.filter((d) => !d.unlisted);
      return {
        ...(tag.key ? { key: tag.key } : {}),
        label: tag.label,
        ...(tag.description ? { description: tag.description } : {}),
        permalink: tag.permalink,
        unlisted,
        docs: shown
          .map((d) => ({
            id: d.id,
            title: d.title,
            permalink: d.permalink,
            ...(d.description !== undefined ? { description: d.description } : {}),
          }))
          .sort((a, b) => collator.compare(a.title, b.title)),
      };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

export interface TagsLetterGroup {
  letter: string;
  tags: { label: string; permalink: string; count: number }[];
}

/**
 * The tags index: listed tags only, grouped by their first letter (upper-cased), like Docusaurus'
 * TagsListByLetter (Latin letters first, then other scripts).
 */
export function tagsByLetter(pages: TagPage[]): TagsLetterGroup[] {
  const collator = new Intl.Collator('en', { numeric: true });
  const groups = new Map<string, TagsLetterGroup>();
  for (const page of pages) {
    if (page.unlisted) continue;
    const letter = [...page.label][0]!.toUpperCase();
    const group = groups.get(letter) ?? { letter, tags: [] };
    group.tags.push({ label: page.label, permalink: page.permalink, count: page.docs.length });
    groups.set(letter, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, tags: g.tags.sort((a, b) => collator.compare(a.label, b.label)) }))
    .sort((a, b) => collator.compare(a.letter, b.letter));
}
