// The mobile side panel (≤ 996 px): the DOM follows $mobileMenuOpen. Opening shows the docs
// sidebar when the page has one (as Docusaurus does) and the primary menu otherwise; it
// locks body scroll, adds a history entry so Back closes the panel, and focuses the close
// button. Close button, backdrop, Escape, Back and a desktop-wide viewport close it; a link
// inside closes it without going back. The hamburger island and the first-touch layer both
// call toggleMenu, so the panel works the same before, during and after hydration.
import { MENU_PANEL, NEIGHBOUR_ATTRIBUTE, PAGINATION_NAV, PANEL_LINKS, PANEL_LINKS_EVENT } from '../lib/speculation';
import { $mobileMenuOpen } from '../stores/mobileMenu';
import { AFTER_SWAP } from './page-load';

const DESKTOP = '(min-width: 997px)';
const panel = () => document.getElementById('dz-mobile-panel');
const toggleButton = () => document.querySelector<HTMLElement>('.dz-navbar__toggle');

/** Copies the page's sidebar into the secondary menu (first open only); true if there is one. */
function prepareSecondary(el: HTMLElement): boolean {
  const secondary = el.querySelector<HTMLElement>('[data-menu="secondary"]');
  if (!secondary) return false;
  const target = secondary.querySelector<HTMLElement>('[data-dz-secondary-from]');
  if (target && !target.childElementCount) {
    const list = document.querySelector(target.dataset.dzSecondaryFrom!)?.querySelector(':scope > ul');
    if (list) target.append(list.cloneNode(true));
  }
  // Only the back button is there: no sidebar on this page, so open onto the primary menu.
  return !!secondary.querySelector('a[href]');
}

/** Marks the panel's links to the next and previous pages, for prefetching once in view. */
function markNeighbours(el: HTMLElement) {
  const paths = new Set([...document.querySelectorAll<HTMLAnchorElement>(`${PAGINATION_NAV} a[href]`)].map((a) => a.pathname));
  for (const a of el.querySelectorAll<HTMLAnchorElement>(PANEL_LINKS)) if (paths.has(a.pathname)) a.setAttribute(NEIGHBOUR_ATTRIBUTE, '');
}

function openMenu(): void {
  if ($mobileMenuOpen.get()) return;
  const el = panel();
  if (!el) return;
  el.classList.toggle('dz-mobile-panel--secondary', prepareSecondary(el));
  $mobileMenuOpen.set(true);
  markNeighbours(el);
  document.dispatchEvent(new Event(PANEL_LINKS_EVENT));
  history.pushState({ ...(history.state as object | null), dzMobileMenu: true }, '');
  el.querySelector<HTMLElement>('[data-dz-close]')?.focus();
}

/** `keepHistory`: a link was followed, so the extra history entry is left to the navigation. */
function closeMenu({ fromHistory = false, keepHistory = false, refocus = false } = {}): void {
  if (!$mobileMenuOpen.get()) return;
  $mobileMenuOpen.set(false);
  if (!fromHistory && !keepHistory && (history.state as { dzMobileMenu?: boolean } | null)?.dzMobileMenu) history.back();
  if (refocus) toggleButton()?.focus();
}

export const toggleMenu = () => ($mobileMenuOpen.get() ? closeMenu({ refocus: true }) : openMenu());

const onClick = (event: MouseEvent) => {
  const target = event.target as Element;
  if (target.closest('[data-dz-close], .dz-mobile-backdrop')) closeMenu({ refocus: true });
  else if (target.closest('[data-dz-back]')) panel()?.classList.remove('dz-mobile-panel--secondary');
  // A link followed closes the panel one task later: when the router (./router.ts) shows a
  // fetched page, it does so within this click, and the swap takes the open panel and the
  // hamburger's island away with the old body. The store then changes once those islands
  // have unmounted (after the new page's first frame), with none listening: re-rendering the
  // hamburger first took 10-18 ms of the tap on the phone profile.
  else if (target.closest(`${MENU_PANEL} a[href]`)) {
    const open = panel();
    const close = () => closeMenu({ keepHistory: true });
    setTimeout(() => (open?.isConnected ? close() : document.addEventListener(AFTER_SWAP, close, { once: true })));
  }
};
const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu({ refocus: true });
const onPop = () => closeMenu({ fromHistory: true });
const media = typeof matchMedia === 'function' ? matchMedia(DESKTOP) : null;
const onResize = () => media?.matches && closeMenu();

$mobileMenuOpen.listen((open) => {
  document.documentElement.classList.toggle('dz-mobile-open', open);
  const el = panel();
  if (el) el.hidden = !open;
  toggleButton()?.setAttribute('aria-expanded', String(open));
  const method = open ? 'addEventListener' : 'removeEventListener';
  document[method]('click', onClick as EventListener);
  document[method]('keydown', onKey as EventListener);
  window[method]('popstate', onPop);
  media?.[method]('change', onResize);
});
