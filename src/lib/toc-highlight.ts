// Which table-of-contents entry to mark while the reader scrolls, as the classic theme does:
// the last heading whose top has reached the upper part of the viewport (passed headings
// count too). The browser script (src/scripts/toc.ts) learns each heading's side of that
// line from an IntersectionObserver, so it never reads layout on scroll.

/**
 * The observer's margin: the observed band runs from far above the viewport down to its
 * middle (the line). A heading enters or leaves the band only by crossing the line, so a jump
 * past several headings (a long scroll, a link) still reports each of them; a band of the top
 * half alone would report nothing for a heading that skipped over it.
 */
export const TOC_ROOT_MARGIN = '1000000px 0px -50% 0px';

/**
 * True when the heading's top is above the bottom of the observed band (inside it or
 * scrolled past the top of the viewport), from one IntersectionObserver entry's numbers.
 */
export function isAboveLine(top: number, bandBottom: number): boolean {
  return top < bandBottom;
}

/** Index of the entry to mark: the last heading above the line, or -1 when none is. */
export function activeIndex(above: readonly boolean[]): number {
  return above.lastIndexOf(true);
}
