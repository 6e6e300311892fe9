// The service worker: registration params, offline mode, the update popup.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { mark, marked, wake } from './support/page-state';

async function activeWorkerUrl(page: Page): Promise<string> {
  await wake(page);
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active!.scriptURL;
  });
}

async function waitForOfflineWorker(page: Page) {
  await wake(page);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''), { timeout: 120_000 })
    .toContain(encodeURIComponent('"offlineMode":true'));
}

test.describe('service worker', () => {
  test('is registered as /sw.js with the params query, without the offline precache list', async ({ page, context, request }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const lists: string[] = [];
    context.on('request', (r) => r.url().includes('/sw-precache.') && lists.push(r.url()));
    await page.goto('/');
    const url = new URL(await activeWorkerUrl(page));
    expect(url.pathname).toBe('/sw.js');
    expect(url.search).toBe(`?params=${encodeURIComponent(JSON.stringify({ offlineMode: false, debug: false }))}`);
    expect(consoleErrors.filter((e) => e.includes('PWA'))).toEqual([]);
    // Every reader downloads sw.js; the list of the whole site is for offline mode only.
    expect((await (await request.get('/sw.js')).body()).length).toBeLessThan(20_000);
    expect(lists).toEqual([]);
  });

  test('the manifest and head tags are there', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2e8555');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-touch-icon\.png$/);
    const manifest = await (await request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#2e8555', lang: 'zh-CN' });
    const sizes = (manifest.icons as { sizes: string }[]).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok()).toBe(true);
  });

  // One precache of the whole site (about 30 MB, the slowest wait of the suite) serves every
  // offline case: cached pages, search, and an unknown address.
  test('offline mode (?offlineMode=true) serves five kinds of pages and search from the cache, and the not-found page for an unknown URL', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/?offlineMode=true');
    await waitForOfflineWorker(page);
    await context.setOffline(true);
    const pages: [string, RegExp][] = [
      ['/docs/installation', /安装/],
      ['/blog', /博客/],
      ['/changelog/3.6.0', /3\.6\.0/],
      ['/showcase', /展示|案例|Showcase/i],
      ['/tests/pages/ideal-image', /理想图片/],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // An address the cache does not know: the site's not-found page with status 404, not the
    // browser's own error page.
    const unknown = await page.goto('/this/page/is-not/cached');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到页面' })).toBeVisible();
    await page.goto('/?offlineMode=true');
    await expect(page).toHaveTitle(/Docusaurus/);
    // Search from the precached index, if the search modal is there.
    const searchButton = page.getByRole('link', { name: '搜索', exact: true }).first();
    if (await searchButton.count()) {
      await searchButton.click();
      const input = page.getByPlaceholder('搜索文档');
      await input.fill('安装');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
    }
    await context.setOffline(false);
  });
});

/** A proxy to the test server whose /sw.js can be made byte-different (a new deployment). */
async function startProxy(baseURL: string): Promise<{ url: string; bump: () => void; server: Server }> {
  let version = 0;
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', baseURL));
    let body = Buffer.from(await upstream.arrayBuffer());
    if (req.url?.startsWith('/sw.js') && version) body = Buffer.concat([body, Buffer.from(`\n// deployment ${version}\n`)]);
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, key) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value;
    });
    res.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, bump: () => void version++, server };
}

test.describe('service worker updates', () => {
  async function setup(context: BrowserContext, baseURL: string, query: string) {
    const proxy = await startProxy(baseURL);
    const page = await context.newPage();
    await page.goto(`${proxy.url}/${query}`);
    await wake(page);
    // Offline mode precaches the whole site (~30 MB) before the worker is active.
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 120_000 }).toBe(true);
    // Reload so the worker controls the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    return { page, proxy };
  }

  test('in offline mode a waiting worker shows the 有可用的新版本 popup; 刷新 activates it and reloads', async ({ context, baseURL }) => {
    test.setTimeout(240_000);
    const { page, proxy } = await setup(context, baseURL!, '?offlineMode=true');
    await waitForOfflineWorker(page);
    const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
    proxy.bump();
    await page.reload();
    await wake(page);
    const popup = page.getByRole('alertdialog', { name: '有可用的新版本' });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByRole('button', { name: '关闭' })).toBeVisible();
    await mark(page);
    // From the keyboard: a mouse click leaves the pointer where the popup was, and once the
    // home hero got shorter that spot is a link. With the pointer resting on a link (which the
    // page prerenders, an attempt Chromium holds under a debugger) the waiting worker stayed
    // "installed" after SKIP_WAITING in 5 runs of 5; from the keyboard it activates every time.
    await popup.getByRole('button', { name: '刷新' }).press('Enter');
    await expect.poll(() => marked(page).catch(() => false), { timeout: 30_000 }).toBe(false);
    await expect(page.getByRole('alertdialog', { name: '有可用的新版本' })).toHaveCount(0);
    const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
    expect(waiting).toBe(false);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL)).toBe(before);
    proxy.server.close();
  });

  test('outside offline mode a new worker activates at once, without a popup', async ({ context, baseURL }) => {
    test.setTimeout(90_000);
    // Remember a controller change across reloads.
    await context.addInitScript(() =>
      navigator.serviceWorker?.addEventListener('controllerchange', () => sessionStorage.setItem('dz-test-controllerchange', 'yes')),
    );
    const { page, proxy } = await setup(context, baseURL!, '');
    expect(await page.evaluate(() => sessionStorage.getItem('dz-test-controllerchange'))).toBeNull();
    proxy.bump();
    await page.reload();
    await wake(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('dz-test-controllerchange')), { timeout: 30_000 }).toBe('yes');
    await expect(page.getByRole('alertdialog', { name: '有可用的新版本' })).toHaveCount(0);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(false);
    proxy.server.close();
  });
});
