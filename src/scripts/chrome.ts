// Small progressive enhancements that must run on load (not on interaction), so they are
// plain scripts rather than React islands: navbar hide-on-scroll and back-to-top. Once the
// reader first interacts, it brings in the client router and the service-worker registration
// (both lazy chunks, so they never delay the first render).
import { hideOnScrollState } from '../lib/scroll';
import { onPageLoad } from './page-load';
import { reloadOnce } from './reload-once';
import { offlineMode } from './pwa-offline';
import './instant';
import './mobile-menu';
import './speculate';

let navbar: HTMLElement | null = null;
let backToTop: HTMLButtonElement | null = null;
let lastY = window.scrollY;
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

// Per page (the router swaps the body): find the chrome elements again.
onPageLoad(() => {
  navbar = document.querySelector<HTMLElement>('.dz-navbar[data-hide-on-scroll]');
  backToTop = document.querySelector<HTMLButtonElement>('[data-dz-back-to-top]');
  backToTop?.addEventListener('click', scrollToTop);
  lastY = window.scrollY;
  localeLinks();
});

// The locale dropdown's links keep the current page's query string and hash (FACTS); done
// here rather than in the dropdown island so they are right before anyone touches it.
function localeLinks() {
  document.querySelectorAll<HTMLAnchorElement>('a[data-locale-href]').forEach((a) => {
    a.href = `${a.dataset.localeHref}${location.search}${location.hash}`;
  });
}
addEventListener('hashchange', localeLinks);

addEventListener('hashchange', () => { hashJump = true; });
addEventListener(
  'scroll',
  () => {
    const y = window.scrollY;
    if (navbar) {
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      const hidden = hideOnScrollState({ y, lastY, navbarHeight: navbar.offsetHeight, atBottom, hashJump, wasHidden: navbar.classList.contains('dz-navbar--hidden') });
      navbar.classList.toggle('dz-navbar--hidden', hidden);
      hashJump = false;
    }
    backToTop?.classList.toggle('dz-back-to-top--visible', y > 300 && y < lastY);
    lastY = y;
  },
  { passive: true },
);

// The client router (in-site navigation, prefetch) and the service worker are not needed to
// read the page: they load on the reader's first interaction (pointer, touch, key, focus,
// scroll), like the islands, so a page costs no JavaScript for them until then. The service
// worker also registers after SW_FALLBACK_MS on a page nobody touches.
const SW_FALLBACK_MS = 5_000;
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
let routerStarted = false;
let swStarted = false;
// A chunk that cannot load (a deploy replaced it) reloads the page once into the current
// deployment; meanwhile links stay plain links. Vite reports every failed dynamic import of
// the site's scripts (router, search engine, diagrams) with this event.
addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnce((event as Event & { payload?: unknown }).payload);
});
const startServiceWorker = () => {
  if (swStarted) return;
  swStarted = true;
  import('./pwa-register').catch(reloadOnce);
};
// Ordered, so that on a slow link they never queue in front of what the reader asked for:
// the island the reader touched loads first (its own directive), the router when the page
// is idle after that, the service worker (and its precache) only once the router is in.
const whenIdle = (fn: () => void, timeout: number) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout }) : setTimeout(fn, 200));
const startRouter = () => {
  if (routerStarted) return;
  routerStarted = true;
  for (const type of INTERACTIONS) removeEventListener(type, startRouter, true);
  if (!('pushState' in history && 'DOMParser' in window)) return startServiceWorker();
  whenIdle(() => {
    import('./router').catch(reloadOnce).finally(() => whenIdle(startServiceWorker, 5_000));
  }, 2_000);
};
for (const type of INTERACTIONS) addEventListener(type, startRouter, { capture: true, passive: true });
// In offline mode (?offlineMode=true, installed app, standalone window) the worker is what
// keeps the site readable offline: it registers right after load.
const afterLoad = () => (offlineMode() ? startServiceWorker() : setTimeout(startServiceWorker, SW_FALLBACK_MS));
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
