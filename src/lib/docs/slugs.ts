// Doc ids, slugs and permalinks, following Docusaurus' rules for plugin-content-docs.
import type { DocFrontMatter } from '../content-schemas';

// Docusaurus' default number-prefix parser: an integer, then - _ or . (spaces around allowed),
// then the name. Date-like (`2021-01-15-x`) and version-like (`1.2-x`, `8.0`) prefixes are not
// number prefixes.
const IGNORED_PREFIX = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?.*$|^\d+[-_.]\d+.*$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (IGNORED_PREFIX.test(name)) return { name };
  const m = NUMBER_PREFIX.exec(name);
  return m ? { name: m[2]!, prefix: Number.parseInt(m[1]!, 10) } : { name };
}

/** `01-intro` → `intro`, `2 - intro` → `intro`; `1.2-intro` and `2021-01-15-intro` stay. */
export function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

export function stripPathNumberPrefixes(path: string): string {
  return path.split('/').map(stripNumberPrefix).join('/');
}

export function numberPrefix(name: string): number | undefined {
  return parseNumberPrefix(name).prefix;
}

export function splitPath(path: string): { dir: string; name: string } {
  const i = path.lastIndexOf('/');
  return i === -1 ? { dir: '', name: path } : { dir: path.slice(0, i), name: path.slice(i + 1) };
}

/**
 * A doc is its folder's index when named index / README (any case) or like its folder. As in
 * Docusaurus, the names are read as written: `guides/01-index` and `01-guides/guides` are not
 * index docs, `01-guides/01-guides` is.
 */
export function isCategoryIndex(dir: string, name: string): boolean {
  const folder = dir.split('/').pop() ?? '';
  return ['index', 'readme'].includes(name.toLowerCase()) || (folder !== '' && name.toLowerCase() === folder.toLowerCase());
}

/** The front-matter keys that shape a doc's id and route (`parse_number_prefixes: false` keeps number prefixes). */
export type DocPathFrontMatter = Pick<DocFrontMatter, 'id' | 'slug' | 'parse_number_prefixes'>;

/** The path read for ids and routes: number prefixes stripped from every segment, unless turned off. */
const parsedPath = (path: string, fm: DocPathFrontMatter) => splitPath(fm.parse_number_prefixes === false ? path : stripPathNumberPrefixes(path));

export function docIdFor(path: string, fm: DocPathFrontMatter = {}): string {
  const { dir, name } = parsedPath(path, fm);
  const base = fm.id ?? name;
  return dir ? `${dir}/${base}` : base;
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const seg of path.split('/')) {
    if (!seg || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return `/${parts.join('/')}`;
}

/** The doc's slug relative to its version root: always starts with "/". An index doc takes its folder, whatever its id. */
export function docSlug(path: string, fm: DocPathFrontMatter = {}): string {
  const { dir, name } = parsedPath(path, fm);
  if (fm.slug !== undefined) return fm.slug.startsWith('/') ? normalize(fm.slug) : normalize(`${dir}/${fm.slug}`);
  const asWritten = splitPath(path);
  if (isCategoryIndex(asWritten.dir, asWritten.name)) return normalize(dir);
  return normalize(`${dir}/${fm.id ?? name}`);
}
