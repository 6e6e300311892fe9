// Tags files (tags.yml), one format for docs and blog instances as in Docusaurus: each key's
// label defaults to the key capitalised and its permalink to /kebab-cased-key; a permalink must
// be a clean path, and no two tags may share one. Permalinks stay relative to the instance's
// tags route (each engine joins them). Where no tags file rules, front-matter tags are inline.
import type { z } from 'zod';
import { ContentError } from '../config/errors';
import { capitalize, kebabCase } from './case';
import type { docTagSchema } from './content-schemas';
import { report, type ReportLevel } from './report';
import { joinUrl } from './urls';

export type TagsFileEntry = z.output<typeof docTagSchema>;

export interface TagDefinition {
  key: string;
  label: string;
  description?: string;
  /** Relative to the instance's tags route, always starting with "/" (e.g. /permalink-for-tag-c). */
  permalink: string;
}

export interface TagsFile {
  /** Source file, for error messages. */
  source: string;
  tags: Record<string, TagDefinition>;
}

/** Applies Docusaurus' defaults (label = the key capitalised, permalink = /kebab-cased-key) and rejects bad or duplicate permalinks. */
export function normalizeTagsFile(data: Record<string, TagsFileEntry | null | undefined>, source: string): TagsFile {
  const tags: Record<string, TagDefinition> = {};
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

export interface InlineTag {
  label: string;
  /** As written, relative to the instance's tags route (like a tags file's); `inlineTag` returns it under that route. */
  permalink: string;
  description?: string;
}

/**
 * A front-matter tag no tags file defines, as Docusaurus reads it: a string at its kebab-cased
 * name, an object at its own permalink, both under `tagsRoute` (the instance's tags route).
 */
export function inlineTag(tag: string | InlineTag, tagsRoute: string): InlineTag {
  if (typeof tag === 'string') return { label: tag, permalink: joinUrl(tagsRoute, kebabCase(tag)) };
  return { label: tag.label, permalink: joinUrl(tagsRoute, tag.permalink), ...(tag.description ? { description: tag.description } : {}) };
}

/** What a tag the tags file does not define does (Docusaurus' `onInlineTags`). */
export type OnInlineTags = ReportLevel;

/**
 * A tag the tags file does not define: `throw` fails the build with `problem`; otherwise the
 * tag is kept as an inline tag (with its own page) and reported as the policy asks.
 */
export const undefinedTag = (policy: OnInlineTags, problem: string): void => report(policy, problem, `kept as an inline tag (onInlineTags: '${policy}')`);
