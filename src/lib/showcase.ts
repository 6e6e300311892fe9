// Showcase engine: tags, data validation, filtering (tags OR / AND, name search), the filter
// state in the URL (`?tags=a&tags=b&operator=AND&name=x`) and the generated card visuals.
// Framework-free: used at build time by src/data/showcase.ts and in the browser by
// src/scripts/showcase.ts.
import { z } from 'zod';
import { ContentError, formatIssues } from '../config/errors';

export const TAG_IDS = ['favorite', 'opensource', 'product', 'design', 'i18n', 'versioning', 'large', 'meta', 'personal', 'rtl'] as const;
export type TagId = (typeof TAG_IDS)[number];

/** Chinese label and tooltip of each tag (the colours come from the data file). */
export const TAG_TEXT: Record<TagId, { label: string; description: string }> = {
  favorite: { label: '我们的最爱', description: '我们最喜欢的 Docusaurus 站点，值得一看！' },
  opensource: { label: '开源', description: '源码公开的 Docusaurus 站点，可以参考它们的实现。' },
  product: { label: '产品', description: '为商业产品提供文档或介绍的站点。' },
  design: { label: '设计', description: '在外观上做了大量定制、设计出众的站点。' },
  i18n: { label: '国际化', description: '提供多种语言版本的站点。' },
  versioning: { label: '版本化', description: '为不同版本维护文档的站点。' },
  large: { label: '大型', description: '页面数量很多、规模很大的站点。' },
  meta: { label: 'Meta', description: 'Meta（原 Facebook）旗下项目的站点。' },
  personal: { label: '个人', description: '个人网站、博客或作品集。' },
  rtl: { label: '从右到左', description: '使用从右到左书写方向语言的站点。' },
};

export type Operator = 'OR' | 'AND';

export interface ShowcaseState {
  tags: TagId[];
  operator: Operator;
  name: string;
}

export const DEFAULT_STATE: ShowcaseState = { tags: [], operator: 'OR', name: '' };

export interface ShowcaseTag {
  id: TagId;
  label: string;
  description: string;
  color: string;
}

export interface ShowcaseSite {
  title: string;
  description: string;
  website: string;
  source: string | null;
  tags: TagId[];
}

const isTagId = (value: string): value is TagId => (TAG_IDS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------
// Data validation

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour such as #e9669e');
const tagId = z.enum(TAG_IDS);
const tagEntry = z.strictObject({ label: z.string().min(1), color: hexColor });

export const showcaseDataSchema = z.strictObject({
  tags: z.strictObject(Object.fromEntries(TAG_IDS.map((id) => [id, tagEntry])) as Record<TagId, typeof tagEntry>),
  sites: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1),
        website: z.url(),
        source: z.url().nullable().optional(),
        tags: z.array(tagId),
      }),
    )
    .min(1),
});

export const showcaseDescriptionsSchema = z.record(z.string(), z.string().trim().min(1, 'must be a non-empty Chinese sentence'));

/**
 * Validates the sites file and the descriptions file together and returns the sites sorted
 * by title (case-insensitive) with their Chinese descriptions. Every site needs exactly one
 * description and titles must be unique; any problem throws a ContentError naming the file
 * and the field.
 */
export function buildShowcase(
  rawData: unknown,
  rawDescriptions: unknown,
  files: { data: string; descriptions: string } = { data: 'src/data/showcase-sites.json', descriptions: 'src/data/showcase-descriptions.json' },
): { tags: ShowcaseTag[]; sites: ShowcaseSite[] } {
  const data = showcaseDataSchema.safeParse(rawData);
  if (!data.success) throw new ContentError(`Invalid ${files.data}:\n${formatIssues(files.data, data.error)}`);
  const descriptions = showcaseDescriptionsSchema.safeParse(rawDescriptions);
  if (!descriptions.success) throw new ContentError(`Invalid ${files.descriptions}:\n${formatIssues(files.descriptions, descriptions.error)}`);

  const problems: string[] = [];
  const seen = new Set<string>();
  data.data.sites.forEach((site, i) => {
    if (seen.has(site.title)) problems.push(`${files.data}: sites[${i}].title: duplicate title "${site.title}"; titles must be unique`);
    seen.add(site.title);
    if (!(site.title in descriptions.data)) problems.push(`${files.descriptions}: "${site.title}": missing description; every site of ${files.data} needs one`);
  });
  for (const key of Object.keys(descriptions.data)) {
    if (!seen.has(key)) problems.push(`${files.descriptions}: "${key}": unknown site; allowed keys are the titles of ${files.data}`);
  }
  if (problems.length) throw new ContentError(`Invalid showcase data:\n${problems.join('\n')}`);

  const tags = TAG_IDS.map((id) => ({ id, ...TAG_TEXT[id], color: data.data.tags[id].color }));
  const sites = sortSites(
    data.data.sites.map((s) => ({
      title: s.title,
      description: descriptions.data[s.title]!,
      website: s.website,
      source: s.source ?? null,
      tags: sortTags(s.tags),
    })),
  );
  return { tags, sites };
}

/** Tags in the canonical order of TAG_IDS, without duplicates. */
export function sortTags(tags: readonly TagId[]): TagId[] {
  return TAG_IDS.filter((id) => tags.includes(id));
}

/** Sites sorted by title, case-insensitive (stable for equal titles). */
export function sortSites<T extends { title: string }>(sites: readonly T[]): T[] {
  return [...sites].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase(), 'en'));
}

/** Favourites first, then the other sites, each group keeping its order. */
export function splitFavorites<T extends { tags: readonly string[] }>(sites: readonly T[]): { favorites: T[]; others: T[] } {
  return {
    favorites: sites.filter((s) => s.tags.includes('favorite')),
    others: sites.filter((s) => !s.tags.includes('favorite')),
  };
}

// ---------------------------------------------------------------------------------------
// Filtering

/** True when any filter is active (tags or a non-blank name). The operator alone does not filter. */
export function isFiltered(state: ShowcaseState): boolean {
  return state.tags.length > 0 || state.name.trim() !== '';
}

/** Does one site pass the filters? Tags: any of them (OR) or all of them (AND); name: case-insensitive substring of the title. */
export function matchesState(site: { title: string; tags: readonly string[] }, state: ShowcaseState): boolean {
  const query = state.name.trim().toLowerCase();
  if (query && !site.title.toLowerCase().includes(query)) return false;
  if (!state.tags.length) return true;
  return state.operator === 'AND' ? state.tags.every((t) => site.tags.includes(t)) : state.tags.some((t) => site.tags.includes(t));
}

export function filterSites<T extends { title: string; tags: readonly string[] }>(sites: readonly T[], state: ShowcaseState): T[] {
  return sites.filter((s) => matchesState(s, state));
}

// ---------------------------------------------------------------------------------------
// URL state

/** Reads the filter state from a query string; unknown tags are dropped, duplicates removed. */
export function parseState(search: string | URLSearchParams): ShowcaseState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tags: TagId[] = [];
  for (const value of params.getAll('tags')) if (isTagId(value) && !tags.includes(value)) tags.push(value);
  const operator: Operator = params.get('operator')?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  return { tags, operator, name: params.get('name') ?? '' };
}

/**
 * Writes the filter state into a query string, keeping unrelated parameters of `base`
 * (e.g. `docusaurus-theme`). Defaults are left out: OR and an empty name add nothing.
 * Returns '' or a string starting with '?'.
 */
export function serializeState(state: ShowcaseState, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(typeof base === 'string' ? base : base.toString());
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of state.tags) params.append('tags', tag);
  if (state.operator === 'AND') params.set('operator', 'AND');
  if (state.name !== '') params.set('name', state.name);
  const out = params.toString();
  return out ? `?${out}` : '';
}

export function toggleTag(state: ShowcaseState, tag: TagId): ShowcaseState {
  const tags = state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag];
  return { ...state, tags };
}

// ---------------------------------------------------------------------------------------
// Card visual (no screenshots can be fetched: initials on a colour derived from the title)

/** FNV-1a 32-bit hash of a string (stable across runs and platforms). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Hue (0–359) of a site's generated visual. */
export function hueFor(title: string): number {
  return hashString(title) % 360;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * One or two characters standing for a title: the first letters of its first two words
 * ("Algolia DocSearch" → "AD"), or of a camel-cased word ("AgileTs" → "AT"), or its first
 * two letters ("Gulp" → "GU"); Chinese and Japanese titles keep their first two characters.
 */
export function initials(title: string): string {
  const words = title
    .split(/[\s\-–—|_.,:/'’()]+/u)
    .map((w) => [...w].filter((c) => /[\p{L}\p{N}]/u.test(c)).join(''))
    .filter(Boolean);
  if (!words.length) return '?';
  const first = words[0]!;
  if (CJK.test(first[0]!)) return [...first].slice(0, 2).join('');
  if (words.length > 1) {
    const second = words[1]!;
    return (first[0]! + [...second][0]!).toUpperCase();
  }
  const chars = [...first];
  const hump = chars.findIndex((c, i) => i > 0 && /\p{Lu}/u.test(c) && /\p{Ll}/u.test(chars[i - 1]!));
  if (hump > 0) return (chars[0]! + chars[hump]!).toUpperCase();
  return chars.slice(0, 2).join('').toUpperCase();
}
