// Post-build pass for plain static hosts (a folder server such as npm's http-server, Python's
// http.server, GitHub Pages or an S3 website). They answer /docs by finding the folder docs/
// first, redirect to /docs/ and look for docs/index.html, so a page that lives beside a folder
// of the same name (docs.html and docs/, blog.html and blog/, … 41 of them) is a 404 or a
// directory listing there. Each such page gets a copy at <folder>/index.html: the host then
// shows it at /docs/, and its canonical link still names /docs.
// Servers that know the site's rules (deploy/nginx-site.conf, scripts/serve.mjs) try docs.html
// first and redirect /docs/ to /docs, so they never show a copy. The copies are made after the
// search index (no duplicate results) and the service worker does not precache them.
import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './dist-files';

/** Glob (relative to dist/) of the copies, for the service worker's ignore list. */
export const FOLDER_INDEX_GLOB = '*/**/index.html';

/** Writes the copies; returns their paths. A folder that already has an index.html is left alone. */
export function writeFolderIndexes(distDir: string): string[] {
  const written: string[] = [];
  for (const file of htmlFiles(distDir)) {
    const folder = file.slice(0, -'.html'.length);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
    const index = join(folder, 'index.html');
    if (existsSync(index)) continue;
    copyFileSync(file, index);
    written.push(index);
  }
  return written.sort();
}
