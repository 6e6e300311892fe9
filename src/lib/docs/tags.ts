// Doc tags: the tags route of a version, tag pages with Docusaurus' visibility rule, and the
// tags index grouped by first letter (tags are resolved per doc by ../tags-file.ts).
import { groupByTag } from '../tags-file';
import { joinUrl } from '../urls';
import type { Doc } from './types';

export const tagsRoute = (versionBase: string) => joinUrl(versionBase, 'tags');

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
 * One page per tag permalink, by Docusaurus' visibility rule (groupByTag). Drafts are already gone
 * from production versions; a tag used only by drafts therefore has no page.
 */
export function buildTagPages(docs: Doc[]): TagPage[] {
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  return groupByTag(docs)
    .map(
      ({ tag, items: shown, unlisted }): TagPage => ({
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
      }),
    )
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
