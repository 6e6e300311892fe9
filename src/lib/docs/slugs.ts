// Doc ids, slugs and permalinks, following Docusaurus' rules for plugin-content-docs.

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

/** A doc is its folder's index when named index / README or like the folder. */
export function isCategoryIndex(dir: string, name: string): boolean {
  const folder = dir.split('/').pop() ?? '';
  return ['index', 'readme'].includes(name.toLowerCase()) || (folder !== '' && name.toLowerCase() === folder.toLowerCase());
}

export function docIdFor(path: string, frontMatterId?: string): string {
  const { dir, name } = splitPath(stripPathNumberPrefixes(path));
  const base = frontMatterId ?? name;
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

/** The doc's slug relative to its version root: always starts with "/". */
export function docSlug(path: string, frontMatterSlug?: string, frontMatterId?: string): string {
  const { dir, name } = splitPath(stripPathNumberPrefixes(path));
  if (frontMatterSlug !== undefined) {
    return frontMatterSlug.startsWith('/') ? normalize(frontMatterSlug) : normalize(`${dir}/${frontMatterSlug}`);
  }
  if (!frontMatterId && isCategoryIndex(dir, name)) return normalize(dir);
  return normalize(`${dir}/${frontMatterId ?? name}`);
}

export { joinUrl } from '../urls';
