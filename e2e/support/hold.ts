// Holds back the requests a test names (a chunk, the search index) until it lets them through,
// so that it can act in the window before they arrive.
import type { Page } from '@playwright/test';

/** Holds every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
