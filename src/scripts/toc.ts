// Marks the table-of-contents entry of the section being read (.dz-toc__link--active), in
// every TOC of the page (desktop column and mobile block). An IntersectionObserver reports
// when a heading crosses the middle of the viewport, so nothing runs on plain scroll frames.
// Without this script the TOC is an ordinary list of links. Part of the first-interaction
// layer (./enhance): nothing is marked before the reader scrolls or the page goes idle.
import { TOC_ROOT_MARGIN, activeIndex, isAboveLine } from '../lib/toc-highlight';
import { onPageLoad } from './page-load';

const ACTIVE = 'dz-toc__link--active';
let observer: IntersectionObserver | undefined;

onPageLoad(() => {
  observer?.disconnect();
  observer = undefined;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.dz-toc a.dz-toc__link')];
  if (!links.length) return;
  // Headings in page order, each with the links that point to it.
  const targets = new Map<Element, HTMLAnchorElement[]>();
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading) targets.set(heading, [...(targets.get(heading) ?? []), link]);
  }
  const headings = [...targets.keys()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const above = headings.map(() => false);
  let current = -2;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const at = headings.indexOf(entry.target);
        if (at >= 0 && entry.rootBounds) above[at] = isAboveLine(entry.boundingClientRect.top, entry.rootBounds.bottom);
      }
      const next = activeIndex(above);
      if (next === current) return;
      if (current >= 0) targets.get(headings[current]!)!.forEach((link) => link.classList.remove(ACTIVE));
      if (next >= 0) targets.get(headings[next]!)!.forEach((link) => link.classList.add(ACTIVE));
      current = next;
    },
    { rootMargin: TOC_ROOT_MARGIN },
  );
  headings.forEach((heading) => observer!.observe(heading));
});
