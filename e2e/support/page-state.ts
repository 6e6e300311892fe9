// Page state shared by the router, prefetch and service-worker specs: a mark that a full load
// forgets and a client-side swap keeps, and waking the scripts that load on the first
// interaction (the router, the service worker).
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
