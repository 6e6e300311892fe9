// Security gate, on every server the project ships (playwright.config.ts runs this file on
// scripts/serve.mjs and on nginx with the shipped configuration): every page type, hashed
// asset and the 404 answer carry the security headers the build generated (dist/_headers),
// the same on each server; the policy's shape; and search (Pagefind compiles WebAssembly)
// under each server's policy and MIME types. The browser runs of every page type are
// e2e/page-types.spec.ts, on one server: the headers here are what makes them hold on the others.
import { test, expect } from '@playwright/test';
import { PAGE_TYPES, NOT_FOUND_TYPE } from './support/page-types';
import { SECURITY_HEADERS, watch } from './support/csp';
import { searchBox } from './support/search';

/** The server the browser runs of e2e/page-types.spec.ts use (playwright.config.ts's first web server). */
const BROWSER_TESTED = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

test('every page type answers with the security headers, the same as the server the browser runs use', async ({ request, baseURL }) => {
  for (const { type, path } of PAGE_TYPES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(type === NOT_FOUND_TYPE ? 404 : 200);
    const headers = response.headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    if (new URL(baseURL!).origin === BROWSER_TESTED) continue;
    const tested = (await request.get(BROWSER_TESTED + path)).headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}, against ${BROWSER_TESTED}`).toBe(tested[name]);
  }
});

test('hashed assets carry the headers that act on a file, the 404 answer all of them', async ({ request }) => {
  const home = await request.get('/');
  const asset = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(asset).toBeTruthy();
  const js = (await request.get(asset!)).headers();
  // The document-only ones (CSP, X-Frame-Options, …) are left out: ~1.2 KB on every file.
  expect(SECURITY_HEADERS.filter((name) => js[name])).toEqual(['x-content-type-options', 'referrer-policy']);
  expect(js['x-content-type-options']).toBe('nosniff');
  expect(js['cache-control']).toContain('immutable');
  const missingAsset = await request.get('/_astro/no-such-file.js');
  expect(missingAsset.status()).toBe(404);
  expect(missingAsset.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-frame-options']).toBe('DENY');
});

test('the policy allows every inline script by hash and nothing inline otherwise', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  const directives: Record<string, string[]> = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['script-src']!.some((v) => v.startsWith("'sha256-"))).toBe(true);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-src']).toContain('https://www.youtube-nocookie.com');
});

test('search (modal and page) runs under the policy', async ({ page, baseURL }) => {
  const seen = await watch(page, baseURL!);
  await page.goto('/docs/installation');
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.fill('侧边栏');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/search?q=%E9%83%A8%E7%BD%B2');
  await expect(page.locator('main a[href^="/docs/"]').first()).toBeVisible();
  expect(seen.foreign).toEqual([]);
  expect([...seen.violations, ...(await seen.domViolations())]).toEqual([]);
});
