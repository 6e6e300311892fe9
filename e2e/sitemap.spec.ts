// The sitemap lists every public page, and favicon.ico is served as an icon. What the sitemap
// leaves out (test, unlisted, draft and noindex pages, redirects), robots.txt and the icon's
// bytes are scripts/content-tests/share.test.mjs.
import { test, expect } from '@playwright/test';

test('sitemap contents', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const files = [...index.matchAll(/<loc>https:\/\/docusaurus\.io(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    locs.push(...[...xml.matchAll(/<loc>https:\/\/docusaurus\.io([^<]*)<\/loc>/g)].map((m) => m[1] || '/'));
  }
  for (const path of [
    '/',
    '/docs',
    '/docs/installation',
    '/docs/category/getting-started',
    '/community/support',
    '/blog/releases/3.6',
    '/blog/tags/release',
    '/changelog/3.6.1',
    '/showcase',
    '/versions',
  ]) {
    expect(locs, path).toContain(path);
  }
});

test('favicon.ico is served as an icon', async ({ request }) => {
  expect((await request.get('/favicon.ico')).headers()['content-type']).toBe('image/x-icon');
});
