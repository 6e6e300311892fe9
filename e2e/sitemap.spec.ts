// The sitemap lists every public page and leaves out everything under /tests, unlisted,
// draft and noindex pages, redirects and the debug pages; robots.txt names it.
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
  const forbidden = [/^\/tests(\/|$)/, /^\/__docusaurus/, /^\/examples\/noIndex$/, /^\/docs\/(next\/)?(support|team|resources)$/, /^\/home/, /^\/404$/];
  for (const loc of locs) for (const re of forbidden) expect(loc, `${loc} should not be in the sitemap`).not.toMatch(re);
});

test('robots.txt names the sitemap, and favicon.ico is an icon', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^Sitemap: https:\/\/docusaurus\.io\/sitemap-index\.xml$/m);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
