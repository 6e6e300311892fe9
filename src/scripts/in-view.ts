// Content links (pagination, breadcrumbs, in-text links; in the menu panel only the links to
// the next and previous pages) that stay in view long enough to be a likely next click, for the
// prerendering (./speculate.ts) and, where it does not run, the router's prefetch (./router.ts).
// Not the whole sidebar: that would be dozens of pages.
import { IN_VIEW_MS, isPaginationLink, PAGINATION_IN_VIEW_MS, PANEL_LINKS_EVENT, WATCHED_LINKS } from '../lib/speculation';

/**
 * Watches the links `accept` takes and calls `due` when one has stayed in view (a pagination
 * link, or a panel neighbour, after a shorter look); with `once`, a link is then no longer
 * watched. Returns the reset for a new page: pending timers dropped, its links watched afresh.
 */
export function watchInView(accept: (link: Element) => unknown, due: (link: Element, pagination: boolean) => void, once = false): () => void {
  const timers = new Map<Element, number>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      clearTimeout(timers.get(target));
      if (!isIntersecting) continue;
      const pagination = isPaginationLink(target);
      const fire = () => {
        if (once) observer.unobserve(target);
        due(target, pagination);
      };
      timers.set(target, window.setTimeout(fire, pagination ? PAGINATION_IN_VIEW_MS : IN_VIEW_MS));
    }
  });
  // Observing a link twice is a no-op, so the panel's links can be added when it has them.
  const watch = () => document.querySelectorAll(WATCHED_LINKS).forEach((a) => accept(a) && observer.observe(a));
  document.addEventListener(PANEL_LINKS_EVENT, watch);
  return () => {
    observer.disconnect();
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    watch();
  };
}
