// Contextual search: the facet filters DocSearch sends to Algolia (language + docusaurus_tag,
// as in Docusaurus' theme-search-algolia) and their translation to Pagefind filters, so the
// local index filters exactly like the hosted one. The pages carry the same values in
// <meta name="docsearch:language"> and <meta name="docsearch:docusaurus_tag">, which the
// index step reads as Pagefind filters `language` and `docusaurus_tag`.
import type { PagefindFilters } from './pagefind';

/** Algolia facetFilters: entries are ANDed, an inner array is ORed; "key:-value" negates. */
export type FacetFilters = string | (string | string[])[];

export interface DocsInstanceTags {
  id: string;
  /** Every version's tag (`docs-<instance>-<version>`). */
  tags: string[];
  /** Tag searched when the reader is not in this instance (the latest version). */
  latest: string;
}

/**
 * Docusaurus' contextual tags: `default` (pages and blog), the version being read for the
 * current docs instance, and the latest version of every other instance.
 */
export function contextualTags(instances: DocsInstanceTags[], pageTag: string | undefined): string[] {
  const tags = ['default'];
  for (const instance of instances) {
    tags.push(pageTag && instance.tags.includes(pageTag) ? pageTag : instance.latest);
  }
  return [...new Set(tags)];
}

/** `[language:<lang>, [docusaurus_tag:<tag>, …]]` */
export function contextualFacetFilters(language: string, tags: string[]): (string | string[])[] {
  return [`language:${language}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

const asArray = (f: FacetFilters | undefined): (string | string[])[] => (f === undefined ? [] : typeof f === 'string' ? [f] : f);

/** Contextual filters first, then the configured ones (Docusaurus' mergeFacetFilters). */
export function mergeFacetFilters(a: FacetFilters | undefined, b: FacetFilters | undefined): (string | string[])[] {
  return [...asArray(a), ...asArray(b)];
}

function parseFacet(filter: string): { key: string; value: string; negated: boolean } | null {
  const at = filter.indexOf(':');
  if (at <= 0) return null;
  const key = filter.slice(0, at).trim();
  let value = filter.slice(at + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return key && value ? { key, value, negated } : null;
}

/**
 * Algolia facetFilters → Pagefind filters. A single value becomes `{ key: value }`; an OR
 * group over one key `{ key: { any: [...] } }`; an OR group over several keys
 * `{ any: [{ k1: v1 }, { k2: v2 }] }`; a negated value `{ not: { key: value } }`. Several
 * top-level entries are combined with `all`.
 */
export function facetFiltersToPagefind(filters: FacetFilters | undefined): PagefindFilters {
  const clauses: PagefindFilters[] = [];
  for (const entry of asArray(filters)) {
    const group = (typeof entry === 'string' ? [entry] : entry).map(parseFacet).filter((f): f is NonNullable<ReturnType<typeof parseFacet>> => f !== null);
    if (group.length === 0) continue;
    const one = (f: (typeof group)[number]): PagefindFilters => (f.negated ? { not: { [f.key]: f.value } } : { [f.key]: f.value });
    if (group.length === 1) clauses.push(one(group[0]!));
    else if (group.every((f) => f.key === group[0]!.key && !f.negated)) clauses.push({ [group[0]!.key]: { any: group.map((f) => f.value) } });
    else clauses.push({ any: group.map(one) });
  }
  if (clauses.length === 0) return {};
  // Merge clauses on distinct plain keys into one object; keep the rest under `all`.
  const merged: PagefindFilters = {};
  const rest: PagefindFilters[] = [];
  for (const clause of clauses) {
    const keys = Object.keys(clause);
    const key = keys[0]!;
    if (keys.length === 1 && key !== 'any' && key !== 'all' && key !== 'not' && key !== 'none' && !(key in merged)) merged[key] = clause[key];
    else rest.push(clause);
  }
  if (rest.length) merged.all = rest;
  return merged;
}
