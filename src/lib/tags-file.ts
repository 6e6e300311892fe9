// Tags files (tags.yml), one format for docs and blog instances as in Docusaurus: each key's
// label defaults to the key capitalised and its permalink to /kebab-cased-key; a permalink must
// be a clean path, and no two tags may share one. Permalinks stay relative to the instance's
// tags route (resolveTags joins them). Where no tags file rules, front-matter tags are inline.
import type { z } from 'zod';
import { ContentError } from '../config/errors';
import { capitalize, kebabCase } from './case';
import type { docTagSchema } from './content-schemas';
import { report, type ReportLevel } from './report';
import { joinUrl } from './urls';

type TagsFileEntry = z.output<typeof docTagSchema>;

/** A tag of a tags file, an inline tag, or one resolved for a doc or post. */
export interface Tag {
  /** Key in the tags file; undefined for inline tags. */
  key?: string;
  label: string;
  description?: string;
  /**
   * In a tags file or front matter, relative to the instance's tags route and starting with "/"
   * (e.g. /permalink-for-tag-c); resolved, the full route of the tag page (e.g. /blog/tags/i-18-n).
   */
  permalink: string;
}

export interface TagsFile {
  /** Source file, for error messages. */
  source: string;
  tags: Record<string, Tag>;
}

/** Applies Docusaurus' defaults (label = the key capitalised, permalink = /kebab-cased-key) and rejects bad or duplicate permalinks. */
export function normalizeTagsFile(data: Record<string, TagsFileEntry | null | undefined>, source: string): TagsFile {
  const tags: Record<string, Tag> = {};
  const byPermalink = new Map<string, string>();
  for (const [key, entry] of Object.entries(data)) {
    const raw = entry?.permalink ?? `/${kebabCase(key)}`;
    if (!raw.startsWith('/') || /\s|\/\/|\/$/.test(raw) || raw === '/') {
      throw new ContentError(
        `${source}: ${key}.permalink: "${raw}" is not a valid tag permalink; allowed: a path starting with "/", without spaces or a trailing slash (e.g. /my-tag)`,
      );
    }
    const other = byPermalink.get(raw);
    if (other) throw new ContentError(`${source}: ${key}.permalink: "${raw}" is already the permalink of tag "${other}"; every tag needs its own permalink`);
    byPermalink.set(raw, key);
    tags[key] = { key, label: entry?.label ?? capitalize(key), ...(entry?.description ? { description: entry.description } : {}), permalink: raw };
  }
  return { source, tags };
}

/**
 * A front-matter tag no tags file defines, as Docusaurus reads it: a string at its kebab-cased
 * name, an object at its own permalink, both under `tagsRoute` (the instance's tags route).
 */
function inlineTag(tag: string | Tag, tagsRoute: string): Tag {
  if (typeof tag === 'string') return { label: tag, permalink: joinUrl(tagsRoute, kebabCase(tag)) };
  return { label: tag.label, permalink: joinUrl(tagsRoute, tag.permalink), ...(tag.description ? { description: tag.description } : {}) };
}

/**
 * Resolves the `tags` front matter of a doc or post, each tag once (by permalink), with the full
 * route of its page under `tagsRoute`. With a tags file, a tag it does not define fails the build
 * (`throw`) or is kept as an inline tag with its own page and reported as `onInlineTags`
 * (Docusaurus' option) says. Without one, every tag is inline and has a page, as in Docusaurus.
 */
export function resolveTags(
  tags: readonly (string | Tag)[],
  tagsFile: TagsFile | undefined,
  file: string,
  tagsRoute: string,
  onInlineTags: ReportLevel = 'throw',
): Tag[] {
  const out: Tag[] = [];
  tags.forEach((item, index) => {
    const defined = tagsFile && typeof item === 'string' && Object.hasOwn(tagsFile.tags, item) ? tagsFile.tags[item] : undefined;
    if (tagsFile && !defined) {
      const where = `${file}: tags[${index}]`;
      const allowed = Object.keys(tagsFile.tags).join(', ');
      report(
        onInlineTags,
        typeof item === 'string'
          ? `${where}: unknown tag "${item}" (not in ${tagsFile.source}); allowed: ${allowed}`
          : `${where}: inline tag "${item.label}" is not allowed here; use a key of ${tagsFile.source}; allowed: ${allowed}`,
        `kept as an inline tag (onInlineTags: '${onInlineTags}')`,
      );
    }
    const tag = defined ? { ...defined, permalink: joinUrl(tagsRoute, defined.permalink) } : inlineTag(item, tagsRoute);
    if (!out.some((t) => t.permalink === tag.permalink)) out.push(tag);
  });
  return out;
}

/**
 * Docs or posts grouped by tag permalink, with Docusaurus' visibility rule: a tag with at least
 * one listed item shows only its listed items; a tag whose items are all unlisted shows them all
 * but is itself unlisted.
 */
export function groupByTag<T extends { tags: Tag[]; unlisted: boolean }>(items: T[]): { tag: Tag; items: T[]; unlisted: boolean }[] {
  const groups = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const group = groups.get(tag.permalink) ?? { tag, items: [] };
      group.items.push(item);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].map(({ tag, items: tagged }) => {
    const listed = tagged.filter((i) => !i.unlisted);
    const unlisted = listed.length === 0;
    return { tag, items: unlisted ? tagged : listed, unlisted };
  });
}
