// Small progressive enhancements that must run on load (not on interaction), so they are
// plain scripts rather than React islands: navbar hide-on-scroll and back-to-top. Once the
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

function scrollToTop() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  // Docusaurus' smooth scroll: each frame covers 15 % of the remaining distance (factor 0.85).
  const step = () => {
    const y = window.scrollY;
    if (y <= 0) return;
    window.scrollTo(0, Math.floor(y * 0.85));
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

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
  backToTop?.addEventListener('click', scrollToTop);
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
const routerSupported = 'pushState' in history && 'DOMParser' in window;
const start = () => {
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  stage ??= import('./enhance')
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
