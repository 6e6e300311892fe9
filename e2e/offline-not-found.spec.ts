// Offline mode with the network down: an address the cache does not know shows the site's
// not-found page (status 404), not the browser's own error page.
import { test, expect } from '@playwright/test';

test('offline, an unknown URL shows the not-found page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/?offlineMode=true');
  // The registration waits for the reader (pointer) or a timer; offline mode precaches the site.
  await page.mouse.move(3, 3);
  await page.mouse.move(8, 200);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''), { timeout: 150_000 })
    .toContain(encodeURIComponent('"offlineMode":true'));
  await context.setOffline(true);
  try {
    const res = await page.goto('/this/page/is-not/cached');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到页面' })).toBeVisible();
    // A known page still comes from the cache.
    await page.goto('/docs/installation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
