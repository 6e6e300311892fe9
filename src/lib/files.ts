// Files of a folder at every depth: the built pages for the post-build passes, and the trees
// the scripts and content tests walk.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Paths of the files under `dir` that `keep` accepts, none when `dir` does not exist; in the
 * order of a walk that reads each folder's names sorted (a folder's files before `folder.html`,
 * the order the search index numbers the pages in).
 */
export function filesUnder(dir: string, keep: (path: string) => boolean = () => true): string[] {
  if (!existsSync(dir)) return [];
  const walkOrder = (path: string) => path.replaceAll(sep, '\0');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep)
    .sort((a, b) => (walkOrder(a) < walkOrder(b) ? -1 : 1));
}

/** Paths of the .html files under `dir`; `skip` lists top-level folders to leave out. */
export const htmlFiles = (dir: string, skip: readonly string[] = []): string[] =>
  filesUnder(dir, (path) => path.endsWith('.html') && !skip.some((folder) => relative(dir, path).startsWith(`${folder}${sep}`)));
