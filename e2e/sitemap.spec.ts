// The sitemap lists every public page and leaves out test blog / test pages, unlisted,
// draft and noindex pages, redirects and the debug pages.
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
  for (const path of ['/', '/docs', '/docs/installation', '/docs/category/getting-started', '/community/support', '/blog/releases/3.6', '/blog/tags/release', '/changelog/3.6.1', '/showcase', '/versions']) {
    expect(locs, path).toContain(path);
  }
  const forbidden = [/^\/tests\/blog/, /^\/tests\/pages/, /^\/tests\/docs/, /^\/__docusaurus/, /^\/examples\/noIndex$/, /^\/docs\/(next\/)?(support|team|resources)$/, /^\/home/, /^\/404$/];
  for (const loc of locs) for (const re of forbidden) expect(loc, `${loc} should not be in the sitemap`).not.toMatch(re);
});
