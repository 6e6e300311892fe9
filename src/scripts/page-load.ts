// Page scripts run once per page, on the first load and again after every client-side route
// change: the router (./router.ts) swaps the page and dispatches `dz:page-load` on document,
// but module scripts execute only once. So each page script registers an idempotent init here;
// listeners on window/document belong outside the init (they survive swaps).
export const PAGE_LOAD = 'dz:page-load';
/** Sent by the router after a swap's first frame: Astro's detached islands unmount on it. */
export const AFTER_SWAP = 'astro:after-swap';

export function onPageLoad(init: () => void): void {
  init();
  document.addEventListener(PAGE_LOAD, init);
}

/** Runs `fn` when the browser is next idle (at the latest after `timeout` ms; where there is no idle callback, a little later). */
export const whenIdle = (fn: () => void, timeout: number): void =>
  void ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout }) : setTimeout(fn, 200));
