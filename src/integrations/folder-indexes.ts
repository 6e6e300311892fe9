// Post-build pass for plain static hosts: folder servers that add `.html` to a path only when
// nothing else fits (npm's http-server -e html, GitHub Pages and the like). Two kinds of page
// are out of their reach:
// - a page beside a folder of the same name (docs.html and docs/, blog.html and blog/, … 41):
//   the host finds the folder first, redirects /docs to /docs/ and finds no docs/index.html;
// - a page whose last segment has a dot (/blog/releases/3.6, /changelog/2.0.0-alpha.19): the
//   host takes `.6` for a file extension and never tries 3.6.html.
// Each gets a copy at <route>/index.html, which the host shows at /docs/ (or /3.6/); its
// canonical link still names the clean URL.
// Servers that know the site's rules (deploy/nginx-site.conf, scripts/serve.mjs) try docs.html
// first and redirect /docs/ to /docs, so they never show a copy. The copies are made after the
// search index (no duplicate results) and the service worker does not precache them.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { htmlFiles } from '../lib/files';

/** Glob (relative to dist/) of the copies, for the service worker's ignore list. */
export const FOLDER_INDEX_GLOB = '*/**/index.html';

/** Writes the copies of `files` (the built pages); returns their paths. An existing index.html is left alone. */
export function writeFolderIndexes(distDir: string, files: readonly string[] = htmlFiles(distDir)): string[] {
  const written: string[] = [];
  for (const file of files) {
    const folder = file.slice(0, -'.html'.length);
    if (folder === join(distDir, 'index') || folder === join(distDir, '404')) continue;
    const besideFolder = existsSync(folder) && statSync(folder).isDirectory();
    const dotted = basename(folder).includes('.');
    if (!besideFolder && !dotted) continue;
    const index = join(folder, 'index.html');
    if (existsSync(index)) continue;
    mkdirSync(folder, { recursive: true });
    copyFileSync(file, index);
    written.push(index);
  }
  return written.sort();
}
