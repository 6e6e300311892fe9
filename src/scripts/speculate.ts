// Prerendering the next page (Speculation Rules, Chromium): a page the reader shows intent
// for (hover for 50 ms, focus, a finger down), whose link in the content stayed in view for
// a second, or whose next/previous link came into view is prerendered, so following the link
// activates it at once, with no router work and no network wait. One constant rules document
// (allowed by its hash in the CSP) prerenders the page of every marked link; unmarking
// cancels only that prerender. A cheap HEAD request checks that the page is reachable; if it
// is not (an outage), the page is dropped, and the client router loads it instead, showing its error
// and Retry. Nothing is speculated on a save-data or 2g connection. Files, feeds, Markdown
// twins and other sites never are (the router's own link rules, src/lib/router.ts).
import { canPrefetch, interceptTarget, type ConnectionFacts } from '../lib/router';
import { FETCHED_ATTRIBUTE, MAX_IN_VIEW, PRERENDER_ATTRIBUTE, SPECULATION_RULES, SpeculationSet } from '../lib/speculation';
import { watchInView } from './in-view';
import { onPageLoad } from './page-load';

const HOVER_MS = 50;
/** Prerenders per page (Chromium runs at most ten); MAX_IN_VIEW of them for being in view. */
const MAX_PRERENDERS = 8;

/** Whether pages may be fetched ahead at all (by prerendering or by the client router). */
export const fetchAhead = canPrefetch((navigator as Navigator & { connection?: ConnectionFacts }).connection);
// Chromium never prerenders while a debugger is attached (automation, DevTools): there the
// client router's own prefetch takes over, as in browsers without Speculation Rules.
export const prerendering =
  typeof HTMLScriptElement !== 'undefined' && !!HTMLScriptElement.supports?.('speculationrules') && !navigator.webdriver && fetchAhead;

let pages = new SpeculationSet(MAX_PRERENDERS, MAX_IN_VIEW);

/**
 * The site page a link (from an event target) leads to, if the client router would follow it
 * (`interceptTarget` decides, on the facts read here from the anchor). The router asks this
 * for clicks, presses and links in view; prerendering asks it for links to prepare.
 */
export function linkTarget(el: EventTarget | null, click: MouseEvent | null, base: URL): URL | null {
  const a = (el as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement)) return null;
  const facts = {
    href: a.href,
    target: a.target,
    hasDownload: a.hasAttribute('download'),
    optedOut: !!a.closest('[data-no-router]'),
    external: a.relList.contains('external'),
  };
  return interceptTarget(facts, click, base);
}

/** The link (from an event target) and its page as a path, if it is worth a prerender. */
function linkOf(el: EventTarget | null): { a: HTMLAnchorElement; url: string } | null {
  const a = (el as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  const here = new URL(location.href);
  // A menu panel page the client router fetched ahead (./router-panel.ts) is the router's: a
  // prerender started by the tap would only compete with the copy it has.
  if (a?.hasAttribute(FETCHED_ATTRIBUTE)) return null;
  const url = a && linkTarget(a, null, here);
  // The page itself (whatever its query) is never worth a prerender.
  if (!a || !url || url.pathname === here.pathname) return null;
  return { a, url: url.pathname + url.search };
}

/** The link marked for each wanted page; the rules document prerenders their pages. */
let marked = new Map<string, HTMLAnchorElement>();

/** Unmarks the links of pages that left the set (evicted, or unreachable). */
function sync() {
  const wanted = new Set(pages.urls());
  for (const [url, a] of marked) {
    if (wanted.has(url)) continue;
    a.removeAttribute(PRERENDER_ATTRIBUTE);
    marked.delete(url);
  }
}

function speculate(link: { a: HTMLAnchorElement; url: string } | null, reason: 'intent' | 'view') {
  if (!link || !pages.add(link.url, reason)) return;
  const { a, url } = link;
  // One marked link per page is enough: a prerender is found by its URL, whichever link is followed.
  a.setAttribute(PRERENDER_ATTRIBUTE, '');
  marked.set(url, a);
  sync();
  fetch(url, { method: 'HEAD', credentials: 'include' })
    .then((r) => r.ok || Promise.reject(new Error(String(r.status))))
    .catch(() => {
      pages.delete(url);
      sync();
    });
}

/** Whether following a link to this page activates a prerender (the router then stays out). */
export function isSpeculated(url: URL): boolean {
  return prerendering && navigator.onLine && pages.has(url.pathname + url.search);
}

if (prerendering) {
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES;
  document.head.append(rules);
  let hover = 0;
  document.addEventListener(
    'pointerover',
    (e) => {
      clearTimeout(hover);
      const url = linkOf(e.target);
      if (url) hover = window.setTimeout(() => speculate(url, 'intent'), HOVER_MS);
    },
    { passive: true },
  );
  document.addEventListener('pointerout', () => clearTimeout(hover), { passive: true });
  for (const type of ['pointerdown', 'touchstart', 'focusin'])
    document.addEventListener(type, (e) => speculate(linkOf(e.target), 'intent'), { passive: true, capture: true });

  const resetInView = watchInView(linkOf, (link, pagination) => speculate(linkOf(link), pagination ? 'intent' : 'view'));
  // A new page (client-side swap): its links, a fresh set (the old rules go with the old page).
  onPageLoad(() => {
    pages = new SpeculationSet(MAX_PRERENDERS, MAX_IN_VIEW);
    marked = new Map();
    resetInView();
  });
}
