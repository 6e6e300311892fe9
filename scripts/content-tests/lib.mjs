// Helpers for the content tests: where the build is, reading a route's HTML, walking the
// parsed tree, counting Chinese characters. The tests read the production build
// (DZ_OUT_DIR, default dist/) and the content folders; nothing outside the repository.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { test, after } from 'node:test';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const distDir = resolve(repoRoot, process.env.DZ_OUT_DIR ?? 'dist');
export const readJson = (path) => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8'));

/** Fails the whole file early, with a clear message, when there is no build to test. */
export function requireBuild() {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`no build in ${distDir}: run \`DZ_OUT_DIR=${process.env.DZ_OUT_DIR ?? 'dist'} npx astro build\` first`);
  }
}

/** The file a route is served from (trailing slash off: /docs/x → docs/x.html). */
export function routeFile(route) {
  const path = decodeURIComponent(route).replace(/^\/+|\/+$/g, '');
  if (!path) return join(distDir, 'index.html');
  for (const candidate of [`${path}.html`, join(path, 'index.html')]) {
    const file = join(distDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The route of a built page file (docs/x.html and docs/x/index.html → /docs/x, index.html → /). */
export const routeOf = (file) =>
  `/${relative(distDir, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;

const cache = new Map();
/** The route's HTML, or null when the build has no page there. */
export function readRoute(route) {
  if (!cache.has(route)) {
    const file = routeFile(route);
    cache.set(route, file ? readFileSync(file, 'utf8') : null);
  }
  return cache.get(route);
}
/** True when the route is a client-side redirect stub rather than a page. */
export const isRedirect = (html) => /<meta http-equiv="refresh"/i.test(html);
/** A real page (not a redirect) exists at the route. */
export const pageExists = (route) => {
  const html = readRoute(route);
  return html !== null && !isRedirect(html);
};

const trees = new Map();
export function parseRoute(route) {
  if (!trees.has(route)) {
    const html = readRoute(route);
    trees.set(route, html === null ? null : fromHtml(html));
  }
  return trees.get(route);
}

// ─── Tree helpers (hast) ──────────────────────────────────────────────────────────────
export const hasClass = (node, name) => {
  const c = node?.properties?.className;
  return (Array.isArray(c) ? c : typeof c === 'string' ? c.split(/\s+/) : []).includes(name);
};
export const isElement = (node, tag) => node?.type === 'element' && (!tag || node.tagName === tag);

/** All elements under `node` (depth first, document order) that match `test`. */
export function findAll(node, test, out = []) {
  for (const child of node?.children ?? []) {
    if (child.type === 'element') {
      if (test(child)) out.push(child);
      findAll(child, test, out);
    }
  }
  return out;
}
export const findFirst = (node, test) => findAll(node, test)[0] ?? null;

/** Text of a subtree, leaving out the elements for which `skip` is true. */
export function textOf(node, skip = () => false) {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && skip(node)) return '';
  if (node.type === 'element' && ['script', 'style', 'template'].includes(node.tagName)) return '';
  return (node.children ?? []).map((c) => textOf(c, skip)).join(node.type === 'element' && blockTags.has(node.tagName) ? ' ' : '');
}
const blockTags = new Set(['p', 'li', 'td', 'th', 'tr', 'div', 'section', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'br', 'dt', 'dd']);

/** An HTML attribute value or text with its character references decoded (the five the build writes). */
export const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function metaContent(tree, name) {
  const meta = findFirst(tree, (n) => isElement(n, 'meta') && n.properties?.name === name);
  return meta ? String(meta.properties.content ?? '') : null;
}

// ─── Chinese characters ──────────────────────────────────────────────────────────────
/** CJK Unified Ideographs (incl. extension A and compatibility ideographs); punctuation is not counted. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
export const countHan = (text) => text.match(HAN)?.length ?? 0;

/**
 * "Prose" of a doc page: the Chinese characters of the article body (`.dz-markdown`)
 * that a reader reads as running text: paragraphs, lists, blockquotes, admonitions, tab
 * panels, details, and table cells (the 说明 column of a reference table is prose).
 * Left out: headings, code (blocks and inline), math, diagrams, figures and images, and
 * anything the page marks as not searchable (`data-pagefind-ignore`: hash links, TOC,
 * breadcrumbs, pagination). Only Han characters count, not punctuation, Latin or digits.
 */
export function proseOf(tree) {
  const body = findFirst(tree, (n) => hasClass(n, 'dz-markdown'));
  if (!body) return '';
  return textOf(body, (n) => {
    if (/^h[1-6]$/.test(n.tagName)) return true;
    if (['pre', 'code', 'svg', 'math', 'figure', 'img'].includes(n.tagName)) return true;
    if (n.properties?.dataPagefindIgnore !== undefined) return true;
    return ['expressive-code', 'katex', 'katex-display', 'dz-mermaid', 'mermaid'].some((c) => hasClass(n, c));
  });
}

// ─── A test wrapper that counts results for the file's closing line ───────────────────

/**
 * `check(name, fn)` is node:test's `test` that also counts; `figure(text | () => text)`
 * collects the numbers a file reports (routes checked, keys checked …). At the end the file prints one
 * line: `<title> — <figures> — N/M checks passed`.
 */
export function suite(title) {
  const stats = { passed: 0, failed: 0 };
  const figures = [];
  const check = (name, fn) =>
    test(name, async (t) => {
      try {
        await fn(t);
        stats.passed++;
      } catch (error) {
        stats.failed++;
        throw error;
      }
    });
  after(() => {
    const total = stats.passed + stats.failed;
    const mark = stats.failed ? '✗' : '✓';
    const text = figures.map((f) => (typeof f === 'function' ? f() : f)).filter(Boolean);
    console.log(`${mark} ${title} — ${text.join('; ')} — ${stats.passed}/${total} checks passed`);
  });
  return { check, figure: (text) => figures.push(text) };
}

/** Lists problems one per line under a heading, for assertion messages. */
export const listing = (heading, problems) => `${heading} (${problems.length}):\n  - ${problems.join('\n  - ')}`;
