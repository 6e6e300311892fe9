// Small progressive enhancements that must run on load (not on interaction), so they are
// plain scripts rather than React islands: navbar hide-on-scroll and the back-to-top button's
// visibility (its click is ./back-to-top, with the first-touch layer). Once the
// reader first interacts, it brings in the client router and the service-worker registration
// (both lazy chunks, so they never delay the first render).
import { hideOnScrollState } from '../lib/scroll';
import { onPageLoad, whenIdle } from './page-load';
import { isSiteChunkError, reloadOnce } from './reload-once';

let navbar: HTMLElement | null = null;
let backToTop: HTMLButtonElement | null = null;
// Where the last scroll event left the page. Not read while a page initialises: right after
// the router's swap that read would force a layout before the new page's first frame.
let lastY: number | undefined;
let hashJump = false;

// A plain static host serves a page's folder copy as /x/index.html (or a page file as /x.html):
// the page shows its clean URL, as the not-found page does for paths that are not files.
// Not on the not-found page: there the URL is the reader's and src/scripts/not-found.ts decides.
const cleanPath = location.pathname.replace(/(?:\/index)?\.html$/, '') || '/';
if (cleanPath !== location.pathname && !document.querySelector('.dz-not-found'))
  history.replaceState(history.state, '', cleanPath + location.search + location.hash);

// Paper is white: a page in dark mode prints in the light theme (code blocks included, whose
// colours follow data-theme), and gets its own theme back afterwards.
let printedTheme: string | undefined;
addEventListener('beforeprint', () => {
  printedTheme = document.documentElement.dataset.theme;
  document.documentElement.dataset.theme = 'light';
});
addEventListener('afterprint', () => {
  if (printedTheme) document.documentElement.dataset.theme = printedTheme;
});

// Per page (the router swaps the body): find the chrome elements again.
onPageLoad(() => {
  navbar = document.querySelector<HTMLElement>('.dz-navbar[data-hide-on-scroll]');
  backToTop = document.querySelector<HTMLButtonElement>('[data-dz-back-to-top]');
  // Read once the new page is on screen, when the layout is clean and the read costs nothing.
  lastY = undefined;
  requestAnimationFrame(() => setTimeout(() => (lastY ??= window.scrollY)));
  localeLinks();
});

// The locale dropdown's links keep the current page's query string and hash, as on the reference; done
// here rather than in the dropdown island so they are right before anyone touches it.
function localeLinks() {
  document.querySelectorAll<HTMLAnchorElement>('a[data-locale-href]').forEach((a) => {
    a.href = `${a.dataset.localeHref}${location.search}${location.hash}`;
  });
}
addEventListener('hashchange', localeLinks);

addEventListener('hashchange', () => {
  hashJump = true;
});
addEventListener(
  'scroll',
  () => {
    const y = window.scrollY;
    const previousY = lastY ?? y;
    if (navbar) {
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      const hidden = hideOnScrollState({
        y,
        lastY: previousY,
        navbarHeight: navbar.offsetHeight,
        atBottom,
        hashJump,
        wasHidden: navbar.classList.contains('dz-navbar--hidden'),
      });
      navbar.classList.toggle('dz-navbar--hidden', hidden);
      hashJump = false;
    }
    backToTop?.classList.toggle('dz-back-to-top--visible', y > 300 && y < previousY);
    lastY = y;
  },
  { passive: true },
);

// Everything else loads after the page, in order, so that on a slow link nothing queues in
// front of what the reader asked for: the first-touch layer and the prerendering of next
// pages (./enhance, ~4 KB) when the browser is first idle, then the client router, then the
// service worker (5 s after load, or right away in offline mode). The reader's first
// interaction brings the first two forward; the island the reader touched loads on its own.
const SW_FALLBACK_MS = 5_000;
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
let swStarted = false;
let stage: Promise<unknown> | undefined;
// A chunk that cannot load (a deploy replaced it) reloads the page once into the current
// deployment; meanwhile links stay plain links. Vite reports every failed dynamic import of
// the site's scripts (router, search engine, diagrams) with this event.
addEventListener('vite:preloadError', (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  if (!isSiteChunkError(payload)) return; // not cancelled: the importer gets the error
  event.preventDefault();
  reloadOnce(payload);
});
// The same for island code (Astro reports it after one retry) and for the scripts that load
// other code themselves (search modal, search page), which send `dz:chunk-error`.
for (const type of ['astro:hydration-error', 'dz:chunk-error'])
  addEventListener(type, (event) => reloadOnce((event as CustomEvent<unknown>).detail) && event.preventDefault());
const startServiceWorker = () => {
  if (swStarted) return;
  swStarted = true;
  import('./pwa-register').catch(reloadOnce);
};
// A press on a chrome control, or on a link to the reader's docs version, before the
// first-touch layer (./enhance) is in would do nothing or go to the wrong version: a tap right
// after the page shows, on a slow link, whose press is what starts loading the layer. It is
// held and replayed once the layer has loaded, each control once and in order (a second press
// of the same control is impatience, not a second toggle). An awake island takes its own.
const EARLY =
  'astro-island:not([data-dz-live]) :is(button,[data-dz-search]),.dz-navbar__toggle,[data-dz-sidebar-hide],[data-dz-sidebar-show],.dz-back-to-top,a[data-dz-version],a[data-dz-versions]';
const held = new Set<HTMLElement>();
const hold = (event: MouseEvent) => {
  const control = (event.target as Element | null)?.closest?.<HTMLElement>(EARLY);
  // Ctrl/Cmd+click on a link opens it in a new tab, as the reader asked.
  if (!control || event.button || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.add(control);
};
addEventListener('click', hold, true);
const replayHeld = () => {
  removeEventListener('click', hold, true);
  for (const control of held) control.click();
};
const routerSupported = 'pushState' in history && 'DOMParser' in window;
const start = () => {
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  stage ??= import('./enhance')
    // Replayed even when the layer failed to load: the controls' islands then take the presses.
    .finally(replayHeld)
    .then((enhance) => enhance.offlineMode() && startServiceWorker())
    .then(() => routerSupported && new Promise<unknown>((done) => whenIdle(() => done(import('./router')), 2_000)))
    .catch(reloadOnce);
};
for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
const afterLoad = () => {
  whenIdle(start, 1_000);
  setTimeout(() => void (stage ?? Promise.resolve()).finally(startServiceWorker), SW_FALLBACK_MS);
};
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
