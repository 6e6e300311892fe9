// Page state shared by the specs: a mark that a full load forgets and a client-side swap keeps,
// waking the scripts that load on the first interaction (the router, the service worker), the
// site's namespaced storage, and the connection a page sees.
import type { Page } from '@playwright/test';

/** Marks the current document: a full load forgets it, a client-side swap keeps it. */
export async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { __dzMark: number }).__dzMark = 1));
}
export const marked = (page: Page) => page.evaluate(() => (window as unknown as { __dzMark?: number }).__dzMark === 1);

/** The router and the service worker load on the first interaction (chrome.ts): a pointer move. */
export async function wake(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(8, 200);
}

/** Wakes the page and waits until the client router's chunk has loaded. */
export async function routerReady(page: Page) {
  await wake(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/_astro\/router\.[\w-]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0),
  );
  await page.waitForTimeout(100);
}

/** Opens `path` with the client router up and, unless `mark` is false, the document marked. */
export async function openRouted(page: Page, path: string, { mark: marking = true } = {}) {
  await page.goto(path);
  await routerReady(page);
  if (marking) await mark(page);
}

/** The site's localStorage entry `key`, under the build's namespace (<html data-storage-ns>). */
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k + (document.documentElement.dataset.storageNs ?? '')), key);
/** Sets the site's localStorage entry `key`, under the build's namespace. */
export const store = (page: Page, key: string, value: string) =>
  page.evaluate(({ k, v }) => localStorage.setItem(k + (document.documentElement.dataset.storageNs ?? ''), v), { k: key, v: value });

/** Makes navigator.connection report `connection` (save-data, a slow link) from the first script on. */
export const emulateConnection = (page: Page, connection: { saveData: boolean; effectiveType: string }) =>
  page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => c }), connection);
