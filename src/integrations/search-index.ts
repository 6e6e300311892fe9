// Post-build: the Pagefind index of the built site (dist/pagefind), through Pagefind's Node
// API. Pages opt in with `data-pagefind-body` (BaseLayout `searchable`); filters come from
// the `docsearch:*` meta tags (language, docusaurus_tag) and the section from
// `data-pagefind-meta`. Each page is handed over with its clean URL (trailing slash off,
// no .html), without its code blocks (excerpts are body text; the classic theme's DocSearch
// does not index code blocks either; see prepareForIndex), its meta description added to the
// indexed text, and Han characters separated (src/lib/search/text.ts). Beside the bundle goes
// the page table the adapter ranks with (title, section, keywords, headings:
// src/lib/search/engine.ts).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { separateHanInHtml, stripZwsp } from '../lib/search/text';
import { PAGE_TITLES_FILE, sectionOfUrl, type PageEntry, type PageTable } from '../lib/search/engine';
import { htmlFiles } from '../lib/files';
import { encodedUrl, routeOfFile } from '../lib/urls';
import { decodeAttribute } from '../lib/html-attribute';
import { splitAtDocsSidebar } from '../lib/docs/sidebar-html';

/**
 * Pagefind's index chunk size (bytes before compression; Pagefind's default is 20000).
 * Smaller chunks mean a query downloads less: with one word per Han character, a query
 * touches one chunk per distinct character.
 */
export const INDEX_CHUNK_SIZE = 1500;

/**
 * The page as Pagefind should read it (the served page is unchanged): Expressive Code blocks
 * and Mermaid sources are left out (`data-pagefind-ignore`: their title bars and code would
 * glue onto the prose and fill excerpts with code), so are table header rows, and table
 * cells end with " ·" (Pagefind runs header cells together and ends other cells with ". ").
 */
export function prepareForIndex(html: string): string {
  return html
    .replace(/<(div|pre)(\s+class="(?:expressive-code|dz-mermaid__source)")/g, '<$1$2 data-pagefind-ignore')
    .replace(/<thead(?=[\s>])/g, '<thead data-pagefind-ignore')
    .replace(/<\/td>/g, ' ·</td>');
}

/** Pagefind weight of the description: between body text (1) and an h4 (4); Pagefind weighs h1 7 … h6 2. */
export const DESCRIPTION_WEIGHT = 3;

/**
 * The page's meta description, added to the indexed text at the start of the searchable body.
 * It is the writer's summary and often the only place a page names its subject in Chinese
 * (「客户端重定向」 on the @docusaurus/plugin-client-redirects page); only the index sees it.
 */
export function withDescription(html: string): string {
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1]?.trim();
  if (!description) return html;
  return html.replace(/(<[a-z]+\b[^>]*\sdata-pagefind-body(?:="")?[^>]*>)/i, `$1<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${description}</p>`);
}

/**
 * The page without its docs sidebar: Pagefind indexes only `data-pagefind-body`, which the
 * sidebar is never in, but it would still parse it and we would still separate its Han
 * characters. Every docs page carries the whole sidebar (a thousand links with a thousand
 * docs), so leaving it out keeps indexing in step with the content, not with pages × sidebar.
 */
export function withoutDocsSidebar(html: string): string {
  const parts = splitAtDocsSidebar(html);
  return parts ? parts.before + parts.after : html;
}

const readPages = (distDir: string): BuiltPage[] => htmlFiles(distDir, ['pagefind']).map((file) => ({ file, html: readFileSync(file, 'utf8') }));

export interface SearchIndexReport {
  pages: number;
  files: number;
  errors: string[];
}

/** The page's front matter keywords (`<meta name="keywords">`), as written. */
function pageKeywords(html: string): string {
  return decodeAttribute(/<meta\s+name="keywords"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '').trim();
}

/**
 * Pagefind reads its chunk size from the environment of its service process, which it starts
 * with the first index: the variable is set for that start only (unless already set).
 */
function createIndex(): ReturnType<typeof pagefind.createIndex> {
  const name = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';
  const before = process.env[name];
  process.env[name] = before ?? String(INDEX_CHUNK_SIZE);
  try {
    return pagefind.createIndex({ forceLanguage: 'zh-cn' });
  } finally {
    if (before === undefined) delete process.env[name];
  }
}

export interface BuiltPage {
  file: string;
  html: string;
}

/**
 * Builds `<distDir>/pagefind` from the pages as built (`pages`, read once by the caller).
 * Pages without `data-pagefind-body` are left out by Pagefind. `alongside` is called with
 * every page while Pagefind's own process indexes it, so the caller's work on the page runs
 * in parallel with the indexing.
 */
export async function buildSearchIndex(
  distDir: string,
  baseUrl = '/',
  pages: readonly BuiltPage[] = readPages(distDir),
  alongside?: (page: BuiltPage) => void,
): Promise<SearchIndexReport> {
  const errors: string[] = [];
  const { index, errors: createErrors } = await createIndex();
  errors.push(...createErrors);
  if (!index) return { pages: 0, files: 0, errors };
  let indexed = 0;
  const keywords = new Map<string, string>();
  try {
    for (const page of pages) {
      const { file, html } = page;
      const url = encodedUrl(routeOfFile(relative(distDir, file)), baseUrl);
      const searchable = html.includes('data-pagefind-body');
      if (searchable) keywords.set(url, pageKeywords(html));
      const pending = searchable
        ? index.addHTMLFile({ url, content: separateHanInHtml(prepareForIndex(withDescription(withoutDocsSidebar(html)))) })
        : undefined;
      alongside?.(page);
      if (!pending) continue;
      errors.push(...(await pending).errors.map((e) => `${relative(distDir, file)}: ${e}`));
      indexed += 1;
    }
    const written = await index.writeFiles({ outputPath: join(distDir, 'pagefind') });
    errors.push(...written.errors);
  } finally {
    await pagefind.close();
  }
  writePageTable(join(distDir, 'pagefind'), baseUrl, keywords);
  return { pages: indexed, files: pages.length, errors };
}

interface Fragment {
  url: string;
  meta?: { title?: string; section?: string };
  anchors?: { element: string; text?: string }[];
}

/** One page's entry: title, section, keywords, URL, section label and (docs pages) its h2 headings. */
function pageEntry(fragment: Fragment, keywords: string, baseUrl: string): PageEntry {
  const title = stripZwsp(fragment.meta?.title ?? '').trim();
  const section = sectionOfUrl(fragment.url, baseUrl);
  // h2 headings of docs pages only: blog posts and changelog entries rank by title, and the
  // table is loaded with the first query (h3 headings would add 2.6 KB for no query of the
  // set; Pagefind's own heading weights still count them).
  const headings =
    section === 'docs'
      ? [...new Set((fragment.anchors ?? []).filter((a) => /^h2$/i.test(a.element)).map((a) => stripZwsp(a.text ?? '').trim()))].filter((h) => h && h !== title)
      : [];
  const label = stripZwsp(fragment.meta?.section ?? '').trim();
  return [title, section, keywords, fragment.url, label, ...headings];
}

/**
 * Writes `pagefind/<PAGE_TITLES_FILE>`: page id → PageEntry, read back from Pagefind's own
 * fragments (title, URL, headings) plus the keywords of each page. The adapter loads it once
 * (about 10 KB compressed) to rank pages by title, headings, keywords and section without
 * downloading every result's fragment.
 */
function writePageTable(bundleDir: string, baseUrl: string, keywords: Map<string, string>): void {
  const table: PageTable = {};
  const dir = join(bundleDir, 'fragment');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.pf_fragment')) continue;
    const raw = gunzipSync(readFileSync(join(dir, name)));
    const fragment = JSON.parse(raw.subarray(12).toString('utf8')) as Fragment;
    table[name.replace(/\.pf_fragment$/, '')] = pageEntry(fragment, keywords.get(fragment.url) ?? '', baseUrl);
  }
  writeFileSync(join(bundleDir, PAGE_TITLES_FILE), JSON.stringify(table));
}
