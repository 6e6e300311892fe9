// Table of contents from the rendered headings, filtered to a min/max level range and nested.
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}
export interface TocItem {
  id: string;
  html: string;
  depth: number;
  children: TocItem[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
    const item: TocItem = { id: h.slug, html: escapeHtml(h.text.replace(/#$/, '').trim()), depth: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(item);
    stack.push(item);
  }
  return roots;
}
