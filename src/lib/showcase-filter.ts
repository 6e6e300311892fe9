// Showcase filtering and URL state: pure and dependency-free, so the page's small filter
// script can import it without pulling in the validation code (zod) of ./showcase.ts.
import { hashString } from './avatar';

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
  if (words.length > 1) return (first[0]! + [...words[1]!][0]!).toUpperCase();
  const chars = [...first];
  const hump = chars.findIndex((c, i) => i > 0 && /\p{Lu}/u.test(c) && /\p{Ll}/u.test(chars[i - 1]!));
  if (hump > 0) return (chars[0]! + chars[hump]!).toUpperCase();
  return chars.slice(0, 2).join('').toUpperCase();
}
