// Docs for machines in the browser: the client router leaves the "查看 Markdown" links alone
// (no swap, no prefetch). The twins, /llms.txt and their links are
// scripts/content-tests/llms.test.mjs; their content types scripts/serve.test.ts and
// scripts/nginx-config.test.ts.
import { test, expect } from '@playwright/test';

test('the client router neither prefetches nor swaps in a twin', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.md')) requested.push(r.url());
  });
  await page.goto('/docs/installation');
  const link = page.getByRole('link', { name: '查看 Markdown' });
  // Hover and focus are what the router prefetches on (once it has loaded, on first interaction).
  await page.mouse.move(10, 10);
  await link.hover();
  await link.focus();
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
});
