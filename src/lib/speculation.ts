// Which pages to prerender (Speculation Rules): the pages the reader is about to open, by
// intent (hover, focus, a finger down) or by a link that stayed in view for a second. A
// prerendered page is activated at once when the reader follows the link, with no router
// work. The set is bounded: Chromium runs at most ten immediate prerenders per page, and on
// a slow phone each one costs its HTML; intent outranks "in view" when the set is full.
export type SpeculationReason = 'intent' | 'view';

// When a link in the content counts as a likely next click: the prerendering (speculate.ts)
// and, where it does not run, the client router's prefetch (router.ts) follow the same rule.
/** A content link is fetched ahead once it has stayed in view this long. */
export const IN_VIEW_MS = 1000;
/** At most this many pages per page are fetched ahead for being in view. */
export const MAX_IN_VIEW = 3;
// The next and previous pages are what a reader at the end of a page most often opens, and
// the breadcrumbs at the top of every page would otherwise take the in-view places first: so
// the pagination links, once in view, count as intent (outside the in-view budget) and go
// after a shorter look.
export const PAGINATION_IN_VIEW_MS = 250;
// On a phone the sidebar is in the menu panel: a reader who opens it means to go somewhere,
// and the pages next to this one there are the next and previous pages. The panel marks its
// links to them (NEIGHBOUR_ATTRIBUTE) and says so (PANEL_LINKS_EVENT); they count like the
// pagination links.
export const NEIGHBOUR_ATTRIBUTE = 'data-dz-neighbour';
export const PANEL_LINKS_EVENT = 'dz:panel-links';
/**
 * The rest of the sidebar the open panel shows is fetched ahead too, by the client router,
 * which then swaps the tapped page in with no network wait: a reader who opened the menu and
 * looked at it for PAGINATION_IN_VIEW_MS has a page of it in mind. At most this many per page
 * (a phone's screen shows 8-20 of them, 8-17 KB each), nearest the current page first.
 */
export const MAX_PANEL = 8;
/** The phone's menu panel, and the sidebar's links in it. */
export const MENU_PANEL = '#dz-mobile-panel';
export const PANEL_LINKS = `${MENU_PANEL} [data-menu="secondary"] a[href]`;
/** Marks a panel link whose page the router fetched ahead: its tap is the router's, not a prerender's. */
export const FETCHED_ATTRIBUTE = 'data-dz-fetched';

/**
 * Which of the panel's links to fetch ahead (their indexes, in order): those in view other
 * than the current page's, nearest to it in the list first (the one below before the one
 * above, at the same distance), at most `max`.
 */
export function panelOrder(links: readonly { visible: boolean; current: boolean }[], max: number): number[] {
  const here = Math.max(
    links.findIndex((l) => l.current),
    0,
  );
  return links
    .map((link, i) => ({ link, i }))
    .filter(({ link }) => link.visible && !link.current)
    .sort((a, b) => Math.abs(a.i - here) - Math.abs(b.i - here) || b.i - a.i)
    .slice(0, Math.max(max, 0))
    .map(({ i }) => i);
}

/** Links watched for being in view: those in the content, and the panel's neighbours. */
export const WATCHED_LINKS = `main a[href], ${MENU_PANEL} a[${NEIGHBOUR_ATTRIBUTE}]`;
/** The page's next/previous navigation (its links are the pagination links). */
export const PAGINATION_NAV = '.dz-pagination-nav';
export const isPaginationLink = (link: Element): boolean => Boolean(link.closest(PAGINATION_NAV)) || link.hasAttribute(NEIGHBOUR_ATTRIBUTE);

export class SpeculationSet {
  private readonly entries: { url: string; reason: SpeculationReason }[] = [];
  constructor(
    private readonly max: number,
    private readonly maxInView: number,
  ) {}

  has(url: string): boolean {
    return this.entries.some((e) => e.url === url);
  }

  /** Adds a page; returns false when nothing changed (already there, or no room for "in view"). */
  add(url: string, reason: SpeculationReason): boolean {
    const existing = this.entries.find((e) => e.url === url);
    if (existing) {
      if (reason === 'intent' && existing.reason === 'view') existing.reason = 'intent';
      return false;
    }
    if (reason === 'view' && this.entries.filter((e) => e.reason === 'view').length >= this.maxInView) return false;
    if (this.entries.length >= this.max) {
      if (reason === 'view') return false;
      // Room for intent: drop the oldest "in view" page, else the oldest intent.
      const oldestView = this.entries.findIndex((e) => e.reason === 'view');
      this.entries.splice(Math.max(oldestView, 0), 1);
    }
    this.entries.push({ url, reason });
    return true;
  }

  delete(url: string): void {
    const i = this.entries.findIndex((e) => e.url === url);
    if (i >= 0) this.entries.splice(i, 1);
  }

  urls(): string[] {
    return this.entries.map((e) => e.url);
  }
}

/** Marks a link whose page is to be prerendered (read by SPECULATION_RULES). */
export const PRERENDER_ATTRIBUTE = 'data-dz-prerender';

/**
 * The page's one speculation rules document: prerender, at once, the page of every link
 * marked with PRERENDER_ATTRIBUTE; unmarking the link cancels it. One constant text, so the
 * Content-Security-Policy allows it by its hash (Chromium blocks script-inserted rules that
 * the policy does not name, 'inline-speculation-rules' notwithstanding).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: 'document', where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'immediate' }],
});
