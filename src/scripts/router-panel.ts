// The sidebar in the phone's open menu panel: its pages in view, nearest the current one first,
// are fetched ahead by the client router a quarter second after the panel opened (and after
// it scrolled or a category opened), at most MAX_PANEL per page and two at a time, so the
// nearest arrive first on a slow link. Where Chromium prerenders, the neighbours are
// prerendered (./speculate.ts) and the rest are fetched here and marked (FETCHED_ATTRIBUTE),
// so that prerendering leaves their taps to the router, which swaps the page in with no
// network wait. The links beyond the budget, and the primary menu's, keep the prerender a
// finger down starts.
import { documentKey } from '../lib/router';
import {
  FETCHED_ATTRIBUTE,
  MAX_PANEL,
  MENU_PANEL,
  NEIGHBOUR_ATTRIBUTE,
  PAGINATION_IN_VIEW_MS,
  PANEL_LINKS,
  PANEL_LINKS_EVENT,
  panelOrder,
} from '../lib/speculation';
import { $mobileMenuOpen } from '../stores/mobileMenu';
import { linkTarget, prerendering } from './speculate';

/** What the panel asks of the router. */
export interface PanelRouter {
  /** The page shown now. */
  current(): URL;
  /** Whether the page is fetched (or being fetched) already. */
  isFetched(url: URL): boolean;
  /** Fetches a page ahead; its fetch, if it started one. */
  prefetch(url: URL): Promise<unknown> | undefined;
}

const IN_FLIGHT = 2;

/** Starts watching the panel; returns what gives a newly shown page its own budget. */
export function watchPanel(router: PanelRouter): () => void {
  let budget = MAX_PANEL;
  let timer = 0;

  const fetchInView = () => {
    if (!$mobileMenuOpen.get()) return;
    const current = router.current();
    const here = documentKey(current);
    const links = [...document.querySelectorAll<HTMLAnchorElement>(PANEL_LINKS)];
    const urls = links.map((a) => linkTarget(a, null, current));
    const facts = links.map((a, i) => {
      const url = urls[i];
      const box = a.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && a.checkVisibility?.() !== false;
      const wanted = !!url && !router.isFetched(url) && !(prerendering && a.hasAttribute(NEIGHBOUR_ATTRIBUTE));
      return { visible: inView && wanted, current: a.getAttribute('aria-current') === 'page' || (!!url && documentKey(url) === here) };
    });
    const chosen = panelOrder(facts, budget);
    for (const i of chosen) links[i]!.setAttribute(FETCHED_ATTRIBUTE, '');
    const queue = chosen.map((i) => urls[i]!);
    budget -= queue.length;
    const next = (): void => {
      const url = queue.shift();
      if (url) void (router.prefetch(url) ?? Promise.resolve()).finally(next);
    };
    for (let i = 0; i < IN_FLIGHT; i++) next();
  };

  const schedule = (event?: Event) => {
    if (event && !(event.target as Element | null)?.closest?.(MENU_PANEL)) return;
    clearTimeout(timer);
    timer = window.setTimeout(fetchInView, PAGINATION_IN_VIEW_MS);
  };

  document.addEventListener(PANEL_LINKS_EVENT, () => schedule());
  for (const type of ['scroll', 'toggle']) document.addEventListener(type, schedule, { capture: true, passive: true });
  // Opened before the router was in (the opening tap is what brought it in).
  if ($mobileMenuOpen.get()) schedule();
  return () => {
    budget = MAX_PANEL;
  };
}
