// Table of contents from the rendered headings, filtered to a min/max level range and nested.
import { escapeHtml } from '../search/text';
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}
export interface TocItem {
  id: string;
  /** Plain text: the view escapes it. */
  text: string;
  depth: number;
  children: TocItem[];
}

/**
 * A rendered body's headings as rehype-headings listed them (src/markdown/rehype-headings.ts):
 * with the headings of the partials it imports where they stand, the ids the page carries and
 * the text without the heading's "#" link. Astro's own list, whose text ends with that "#", is the fallback.
 */
export const pageHeadings = (body: { headings: Heading[]; remarkPluginFrontmatter?: Record<string, unknown> }): Heading[] =>
  (body.remarkPluginFrontmatter?.tocHeadings as Heading[] | undefined) ?? body.headings.map((h) => ({ ...h, text: h.text.replace(/#$/, '').trim() }));

/**
 * The footnotes' own heading (visually hidden, for assistive technology), which no table of
 * contents lists, as in Docusaurus. Its id is made unique per file (src/markdown/rehype-footnote-ids.ts).
 */
export const isFootnoteLabel = (id: string): boolean => id.endsWith('footnote-label');

export function buildToc(headings: Heading[], min = 2, max = 3): TocItem[] {
  if (min > max) throw new Error(`toc_min_heading_level (${min}) must not exceed toc_max_heading_level (${max})`);
  const roots: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.depth < min || h.depth > max || isFootnoteLabel(h.slug)) continue;
    const item: TocItem = { id: h.slug, text: h.text, depth: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(item);
    stack.push(item);
  }
  return roots;
}

/**
 * Nested lists of TOC items as HTML, for the side TOC and `<TOCInline>` alike: the text escaped,
 * the fragment percent-encoded as the page's other fragment links are (`/` kept).
 */
export function tocListHtml(items: TocItem[], classes: { list?: string; link?: string } = {}): string {
  const list = classes.list ? ` class="${classes.list}"` : '';
  const link = classes.link ? ` class="${classes.link}"` : '';
  const render = (entries: TocItem[]): string =>
    `<ul${list}>${entries.map((e) => `<li><a${link} href="#${encodeURIComponent(e.id).replace(/%2F/g, '/')}">${escapeHtml(e.text)}</a>${e.children.length ? render(e.children) : ''}</li>`).join('')}</ul>`;
  return render(items);
}
