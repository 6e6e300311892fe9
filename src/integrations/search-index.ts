// Post-build: the Pagefind index of the built site (dist/pagefind), through Pagefind's Node
// API. Pages opt in with `data-pagefind-body` (BaseLayout `searchable`); filters come from
// the `docsearch:*` meta tags (language, docusaurus_tag) and the section from
// `data-pagefind-meta`. Each page is handed over with its clean URL (trailing slash off,
// no .html) and with Han characters separated (src/lib/search/text.ts).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { separateHanInHtml, stripZwsp } from '../lib/search/text';
import { PAGE_TITLES_FILE } from '../lib/search/engine';
import { htmlFiles } from './dist-files';

/**
 * Pagefind's index chunk size (bytes before compression; Pagefind's default is 20000).
 * Smaller chunks mean a query downloads less: with one word per Han character, a query
 * touches one chunk per distinct character.
 */
export const INDEX_CHUNK_SIZE = 1500;

/** `docs/installation.html` → `/docs/installation`; `index.html` → `/`; `a/index.html` → `/a`. */
export function pageUrl(relPath: string, baseUrl = '/'): string {
  const parts = relPath.split(sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  const path = parts.split('/').filter(Boolean).map((p) => encodeURI(p)).join('/');
  return `${baseUrl}${path}`.replace(/(.)\/$/, '$1') || '/';
}

const SIDEBAR_START = '<aside class="dz-doc-sidebar"';

/**
 * The page without its docs sidebar: Pagefind indexes only `data-pagefind-body`, which the
 * sidebar is never in, but it would still parse it and we would still separate its Han
 * characters. Every docs page carries the whole sidebar (a thousand links with a thousand
 * docs), so leaving it out keeps indexing in step with the content, not with pages × sidebar.
 */
export function withoutDocsSidebar(html: string): string {
  const start = html.indexOf(SIDEBAR_START);
  if (start < 0) return html;
  const end = html.indexOf('</aside>', start);
  return end < 0 ? html : html.slice(0, start) + html.slice(end + '</aside>'.length);
}

export interface SearchIndexReport {
  pages: number;
  files: number;
  errors: string[];
}

/** Builds `<distDir>/pagefind`. Pages without `data-pagefind-body` are left out by Pagefind. */
export async function buildSearchIndex(distDir: string, baseUrl = '/'): Promise<SearchIndexReport> {
  const errors: string[] = [];
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'zh-cn' });
  errors.push(...createErrors);
  if (!index) return { pages: 0, files: 0, errors };
  let pages = 0;
  const files = htmlFiles(distDir, ['pagefind']);
  try {
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes('data-pagefind-body')) continue;
      const response = await index.addHTMLFile({ url: pageUrl(relative(distDir, file), baseUrl), content: separateHanInHtml(withoutDocsSidebar(html)) });
      errors.push(...response.errors.map((e) => `${relative(distDir, file)}: ${e}`));
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: join(distDir, 'pagefind') });
    errors.push(...written.errors);
  } finally {
    await pagefind.close();
  }
  writePageTitles(join(distDir, 'pagefind'));
  return { pages, files: files.length, errors };
}

/**
 * Writes `pagefind/<PAGE_TITLES_FILE>`: page id → title, read back from Pagefind's own
 * fragments. The adapter loads it once (a few KB) to rank pages whose title matches the
 * query first without downloading every result's fragment.
 */
export function writePageTitles(bundleDir: string): Record<string, string> {
  const titles: Record<string, string> = {};
  const dir = join(bundleDir, 'fragment');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.pf_fragment')) continue;
    const raw = gunzipSync(readFileSync(join(dir, name)));
    const fragment = JSON.parse(raw.subarray(12).toString('utf8')) as { meta?: { title?: string } };
    titles[name.replace(/\.pf_fragment$/, '')] = stripZwsp(fragment.meta?.title ?? '');
  }
  writeFileSync(join(bundleDir, PAGE_TITLES_FILE), JSON.stringify(titles));
  return titles;
}
