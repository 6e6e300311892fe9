// What the post-build passes need to know about a built page, from one parse of its HTML
// with a real parser: the ids its anchors can reach, the links it holds, whether it is a
// redirect stub or kept out of search engines, the inline scripts a browser would run and the
// site files it loads (scripts, stylesheets, icons, images).
// The parser settles what patterns over the text cannot: entities, attribute quoting, script
// text that looks like markup, and <template> content.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes, Root } from 'hast';
import { isExternalUrl, routeOfFile } from '../lib/urls';
import { htmlFiles } from '../lib/files';
import { splitAtDocsSidebar, withoutPageMarks } from '../lib/docs/sidebar-html';

export interface PageFacts {
  /** Values of every `id` and `name` attribute: the targets of `#anchor` links. */
  ids: Set<string>;
  /** The `href` of every <a>, as written (entities decoded). */
  links: string[];
  /** A `<meta http-equiv="refresh">` redirect stub. */
  refresh: boolean;
  /** `<meta name="robots">` asks search engines not to index the page. */
  noindex: boolean;
  /** Bodies of the inline scripts a browser would execute (no src, a JavaScript type). */
  inlineScripts: string[];
  /** Site-absolute URLs of the files the page loads: script and image `src`, `<link>` `href`. */
  assets: string[];
}

export interface ScannedPage {
  file: string;
  route: string;
  facts: PageFacts;
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
/** `<link>` relations whose target the browser fetches as part of the page. */
const LOADED_LINKS = /\b(stylesheet|icon|manifest|modulepreload|preload|apple-touch-icon)\b/i;
const sitePath = (url: string) => url.startsWith('/') && !isExternalUrl(url);
const text = (value: unknown) => (Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : String(value));

function visitElements(node: Nodes, visit: (el: Element) => void): void {
  if (node.type === 'element') {
    visit(node);
    // parse5 keeps a <template>'s markup in its own fragment.
    if (node.tagName === 'template' && node.content) visitElements(node.content as Root, visit);
  }
  if ('children' in node) for (const child of node.children) visitElements(child, visit);
}

function collect(root: Nodes, facts: PageFacts, intern: (s: string) => string): void {
  visitElements(root, (el) => {
    const p = el.properties;
    if (p.id !== undefined) facts.ids.add(text(p.id));
    if (p.name !== undefined) facts.ids.add(text(p.name));
    if (el.tagName === 'a' && p.href !== undefined) facts.links.push(intern(text(p.href)));
    else if (el.tagName === 'link' && LOADED_LINKS.test(text(p.rel)) && sitePath(text(p.href))) facts.assets.push(intern(text(p.href)));
    else if ((el.tagName === 'script' || el.tagName === 'img') && sitePath(text(p.src))) facts.assets.push(intern(text(p.src)));
    else if (el.tagName === 'meta') {
      if (text(p.httpEquiv).toLowerCase() === 'refresh') facts.refresh = true;
      if (text(p.name).toLowerCase() === 'robots' && /\bnoindex\b/i.test(text(p.content))) facts.noindex = true;
    }
    if (el.tagName === 'script' && p.src === undefined && EXECUTABLE_TYPES.has(text(p.type).trim().toLowerCase())) {
      facts.inlineScripts.push(el.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
    }
  });
}

const emptyFacts = (): PageFacts => ({ ids: new Set(), links: [], refresh: false, noindex: false, inlineScripts: [], assets: [] });

/** Shared between the pages of a build (see scanPage). */
export interface ScanCache {
  strings: Map<string, string>;
  sidebars: Map<string, PageFacts>;
}

export const newScanCache = (): ScanCache => ({ strings: new Map(), sidebars: new Map() });

/**
 * `cache` is shared between the pages of a build. Its strings: the navbar, sidebar and footer
 * repeat the same hrefs on every page (a thousand with a thousand docs), so memory follows the
 * distinct links, not pages × links. Its sidebars: every docs page carries its whole sidebar,
 * so parsing it on every page made the scan grow as pages × sidebar items; it is parsed once
 * per sidebar (and once more for a page whose unlisted self shows in it).
 */
export function scanPage(html: string, cache: ScanCache = newScanCache()): PageFacts {
  const intern = (s: string) => {
    const known = cache.strings.get(s);
    if (known !== undefined) return known;
    cache.strings.set(s, s);
    return s;
  };
  const facts = emptyFacts();
  const parts = splitAtDocsSidebar(html);
  if (!parts) {
    collect(fromHtml(html), facts, intern);
    return facts;
  }
  collect(fromHtml(parts.before + parts.after), facts, intern);
  const key = withoutPageMarks(parts.aside);
  let sidebar = cache.sidebars.get(key);
  if (!sidebar) {
    sidebar = emptyFacts();
    collect(fromHtml(parts.aside, { fragment: true }), sidebar, intern);
    cache.sidebars.set(key, sidebar);
  }
  for (const id of sidebar.ids) facts.ids.add(id);
  facts.links.push(...sidebar.links);
  facts.inlineScripts.push(...sidebar.inlineScripts);
  facts.assets.push(...sidebar.assets);
  return facts;
}

/** Reads and scans every page of a build folder. */
export function scanDist(distDir: string): ScannedPage[] {
  const cache = newScanCache();
  return htmlFiles(distDir).map((file) => ({ file, route: routeOfFile(relative(distDir, file)), facts: scanPage(readFileSync(file, 'utf8'), cache) }));
}
