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

/** An imported partial's headings, placed after the first `after` headings of the page. */
export interface PartialHeadings {
  after: number;
  headings: Heading[];
}

/** The page's headings with its partials' headings where the partials stand (src/markdown/remark-partial-headings.ts). */
export function withPartialHeadings(headings: Heading[], partials: readonly PartialHeadings[] = []): Heading[] {
  if (!partials.length) return headings;
  const out: Heading[] = [];
  headings.forEach((heading, i) => {
    for (const p of partials) if (p.after === i) out.push(...p.headings);
    out.push(heading);
  });
  for (const p of partials) if (p.after >= headings.length) out.push(...p.headings);
  return out;
}

/** A rendered body's headings, with those of the partials it imports. */
export const pageHeadings = (body: { headings: Heading[]; remarkPluginFrontmatter?: Record<string, unknown> }): Heading[] =>
  withPartialHeadings(body.headings, body.remarkPluginFrontmatter?.partialHeadings as PartialHeadings[] | undefined);

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
