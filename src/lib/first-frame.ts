// Which blocks of a page the router's first frame lays out (src/scripts/router.ts): the
// blocks that start within the screen, by an estimate of their heights made before the page
// is laid out. The estimate is a lower bound (Latin text at half an em a character, no
// padding, no wrapped code lines), and the text is assumed to start right under the navbar
// (above any breadcrumbs or banner), so an error keeps a block rather than
// leaving the screen blank for a frame.

/** The part of a DOM Element the estimate reads (Element has it; tests use plain objects). */
export interface BlockLike {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly children: ArrayLike<BlockLike>;
  getAttribute(name: string): string | null;
}

/** The text column's width in CSS pixels and the body text's size and line height. */
export type Column = { width: number; fontPx?: number; lineHeight?: number };

/** A block's own bottom margin (1.25rem in markdown.css). */
const GAP = 20;
/** Heading font size (the phone sizes, the smaller ones) and top margin beyond the gap it collapses with. */
const HEADINGS: Record<string, [number, number]> = { H1: [32, 4], H2: [24, 20], H3: [20, 12], H4: [20, 4] };
/** A code line (0.875rem at Expressive Code's 1.65 line height, rounded down). */
const CODE_LINE = 22;
/** A table row: one line of text with 0.5rem padding above and below. */
const TABLE_ROW = 40;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);
/** Elements that flow within a line of text: a block holding only these is one text. */
const INLINE = new Set(['A', 'ABBR', 'B', 'BR', 'BUTTON', 'CODE', 'EM', 'I', 'KBD', 'MARK', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U']);
// Ideographs, kana, Hangul and full-width forms take a whole em; most other characters are narrower.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/** The width of a text in ems: wide characters 1, the others (spaces collapsed) 0.5. */
export function textEms(text: string): number {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const wide = collapsed.match(WIDE)?.length ?? 0;
  return wide + ((collapsed.length - wide) * 1) / 2;
}

/** Lines a text fills at a font size in a column (at least one when it has text). */
function lines(text: string, fontPx: number, width: number): number {
  const ems = textEms(text);
  return ems ? Math.ceil((ems * fontPx) / width) : 0;
}

const list = (el: BlockLike) => Array.from(el.children);

/** A lower bound of a block's height with its bottom margin, in CSS pixels. */
export function blockHeight(el: BlockLike, column: Column): number {
  const { width, fontPx = 16 } = column;
  const lineHeight = column.lineHeight ?? fontPx * 1.75;
  const tag = el.tagName.toUpperCase();
  const classes = ` ${el.getAttribute('class') ?? ''} `;
  // Skipped: not shown, or a tab panel that is not the open one (tabs.css).
  if (SKIPPED.has(tag) || el.getAttribute('hidden') !== null) return 0;
  if (el.getAttribute('role') === 'tabpanel' && el.getAttribute('data-active') === null) return 0;
  const heading = HEADINGS[tag];
  if (heading) return lines(el.textContent ?? '', heading[0], width) * heading[0] * 1.25 + heading[1] + GAP;
  if (classes.includes(' expressive-code ') || tag === 'PRE') return codeLines(el) * CODE_LINE + GAP;
  if (tag === 'TABLE') return countRows(el) * TABLE_ROW + GAP;
  if (tag === 'IMG') return imageHeight(el, width);
  if (tag === 'UL' || tag === 'OL') return list(el).reduce((sum, li) => sum + lines(li.textContent ?? '', fontPx, width) * lineHeight, 0) + GAP;
  // Closed details show their summary only.
  if (tag === 'DETAILS' && el.getAttribute('open') === null) {
    const summary = list(el).find((c) => c.tagName.toUpperCase() === 'SUMMARY');
    return lines(summary?.textContent ?? '', fontPx, width) * lineHeight + GAP;
  }
  const children = list(el).filter((c) => !SKIPPED.has(c.tagName.toUpperCase()));
  // A container of blocks (admonition, tabs, figure): the sum of its blocks.
  if (children.some((c) => !INLINE.has(c.tagName.toUpperCase()) && c.tagName.toUpperCase() !== 'IMG'))
    return children.reduce((sum, c) => sum + blockHeight(c, column), 0);
  const images = children.reduce((sum, c) => sum + (c.tagName.toUpperCase() === 'IMG' ? imageHeight(c, width) : 0), 0);
  return lines(el.textContent ?? '', fontPx, width) * lineHeight + images + GAP;
}

/** Lines of a code block: Expressive Code's line elements, else the text's lines. */
function codeLines(el: BlockLike): number {
  let count = 0;
  const walk = (node: BlockLike) => {
    for (const child of list(node)) {
      if (` ${child.getAttribute('class') ?? ''} `.includes(' ec-line ')) count++;
      else walk(child);
    }
  };
  walk(el);
  if (count) return count;
  const text = el.textContent?.trimEnd() ?? '';
  return text ? text.split('\n').length : 0;
}

function countRows(el: BlockLike): number {
  let rows = 0;
  for (const child of list(el)) rows += child.tagName.toUpperCase() === 'TR' ? 1 : countRows(child);
  return rows;
}

/** An image's height from its width and height attributes, scaled down to the column. */
function imageHeight(el: BlockLike, width: number): number {
  const w = Number(el.getAttribute('width'));
  const h = Number(el.getAttribute('height'));
  return w > 0 && h > 0 ? h * Math.min(1, width / w) : 0;
}

/**
 * How many of the blocks go into the first frame: those that start within `budget` pixels
 * (the first one always).
 */
export function firstFrameBlocks(blocks: readonly BlockLike[], column: Column, budget: number): number {
  let top = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (i > 0 && top >= budget) return i;
    top += blockHeight(blocks[i]!, column);
  }
  return blocks.length;
}

/** The part of a DOM Element `columnLayout` reads. */
export interface NodeLike {
  readonly tagName: string;
  readonly className: string;
  readonly parentElement: NodeLike | null;
  querySelector(selectors: string): unknown;
}

/** Columns beside the text that make it narrower when a page has them. */
const SIDE_COLUMNS = ['.dz-doc-sidebar', '.dz-doc-toc', '.dz-blog-sidebar', '.dz-blog__toc'];

/**
 * What sets the width of a page's text column: the classes of the text's ancestors up to the
 * body and which side columns the page has. A width measured on one page is a valid column
 * for the estimate of another only when the two keys are equal: a narrower column than the
 * real one would make the estimate too high and hold back a block on screen.
 */
export function columnLayout(markdown: NodeLike): string {
  const chain: string[] = [];
  let root = markdown;
  for (let el = markdown.parentElement; el && el.tagName.toUpperCase() !== 'HTML'; el = el.parentElement) {
    root = el;
    if (el.tagName.toUpperCase() !== 'BODY') chain.push(el.className);
  }
  return `${chain.join(' < ')} | ${SIDE_COLUMNS.filter((s) => root.querySelector(s)).join(' ')}`;
}
