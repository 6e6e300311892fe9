// A tab open across a deploy: the reader opens a page, the site is redeployed with other
// hashed asset names (the old ones are gone), and then uses each control of the old tab
// (colour toggle, search, mobile menu, code tabs, navbar dropdown) and a link.
// Each one answers at once (the first-touch layer needs no chunk), the page reloads once into
// the new deployment when its island code is missing, and the control then works with its
// island. A link followed in the old tab loads the new deployment's page in full.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { startServer } from '../scripts/serve.mjs';
import { mark, marked, wake } from './support/page-state';
import { release, renamedBuild } from './support/redeploy';
import { searchBox } from './support/search';

const dist = process.env.DZ_OUT_DIR ?? 'dist';
let root: string;
let site: string;
let next: string;
let server: Server;
let base: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dz-skew-'));
  next = join(root, 'next');
  renamedBuild(dist, next);
  site = join(root, 'site');
  server = await startServer({ dir: site, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});
// Each test starts on the old deployment (the build itself, never written to).
test.beforeEach(() => release(dist, site));

/**
 * Waits until this page has fetched the chunks it loads by itself after load: the router (at
 * idle) and the service worker's registration script (5 s after load). The worker's
 * registration is not the sign: one can exist before this page's script ran, and that script,
 * requested after the deploy, is missing, so the page reloads on its own (right, but it then
 * races the control or link under test).
 */
async function loadedOwnChunks(page: Page) {
  const fetched = (name: string) =>
    page.waitForFunction((re) => performance.getEntriesByType('resource').some((e) => new RegExp(re).test(e.name)), name, { timeout: 15_000 });
  await fetched(String.raw`/_astro/router\.[\w-]+\.js$`);
  await fetched(String.raw`/_astro/pwa-register\.[\w-]+\.js$`);
}

/** Opens the page on the old deployment and lets it settle, then redeploys. */
async function openThenDeploy(page: Page, path: string) {
  await page.goto(base + path);
  // A tab that stayed open a while: everything it loads by itself has loaded (the first-touch
  // layer and the router at idle, the service worker 5 s after load). A deploy before that
  // reloads the page on its own, which is right but not what is tested here.
  await loadedOwnChunks(page);
  await page.waitForLoadState('networkidle');
  release(next, site);
}
// The reloaded page is the new deployment's once its scripts are, and usable once it has
// loaded (a key pressed while it still parses has no listener to reach).
const onNewDeployment = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].some((s) => /v2\.js$/.test(s.src))).catch(() => false), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.waitForLoadState('load');
};

test('colour toggle: answers at once, reloads once into the new deployment, then works', async ({ page }) => {
  await openThenDeploy(page, '/docs/installation');
  const toggle = () => page.getByRole('button', { name: /切换浅色\/暗黑模式/ });
  await toggle().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await onNewDeployment(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark'); // the choice was kept
  await toggle().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('astro-island[data-dz-live]').filter({ has: toggle() })).toHaveCount(1);
  await toggle().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('search (Ctrl+K): the box opens at once; after the reload the modal searches', async ({ page }) => {
  await openThenDeploy(page, '/docs/installation');
  // The box is up until the reload, which can come within a frame on a busy runner (the
  // index's warm-up chunk is gone too): its focus is noted from inside the page, in storage
  // that outlives the reload.
  await page.evaluate(() =>
    document.addEventListener(
      'focusin',
      (event) => (event.target as Element).matches?.('[role="dialog"] input[type="search"]') && sessionStorage.setItem('dz-box-shown', '1'),
      true,
    ),
  );
  await page.keyboard.press('Control+k');
  await onNewDeployment(page);
  expect(await page.evaluate(() => sessionStorage.getItem('dz-box-shown'))).toBe('1');
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially('安装');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
});

test('mobile menu: opens at once; after the reload it opens with its items', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openThenDeploy(page, '/blog');
  const toggle = page.getByRole('button', { name: '切换导航栏' });
  await toggle.click();
  const panel = page.getByRole('dialog').or(page.locator('.dz-mobile-panel')).first();
  await expect(panel).toBeVisible();
  await onNewDeployment(page);
  await page.getByRole('button', { name: '切换导航栏' }).click();
  // On a blog page the panel opens on the blog's own menu (recent posts), with the way back.
  await expect(page.getByRole('button', { name: '← 回到主菜单' })).toBeVisible();
  await expect(page.locator('.dz-mobile-panel a[href="/blog/releases/3.6"]')).toBeVisible();
});

test('code tabs: switch at once; after the reload the synced choice holds and the tabs switch', async ({ page }) => {
  await openThenDeploy(page, '/docs/installation');
  const first = page.locator('#dz-tabs-1');
  await first.getByRole('tab', { name: 'Yarn' }).click();
  await expect(first.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await onNewDeployment(page);
  // The npm2yarn group is remembered: the reloaded page opens on Yarn in every synced block.
  await expect(page.locator('#dz-tabs-2').getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await first.getByRole('tab', { name: 'pnpm' }).click();
  await expect(first.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#dz-tabs-2').getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
});

test('navbar dropdown: opens at once; after the reload it opens and closes', async ({ page }) => {
  await openThenDeploy(page, '/docs/installation');
  const toggle = () => page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '简体中文' });
  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await onNewDeployment(page);
  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'English' })).toBeVisible();
  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

test('a link followed in the old tab loads the new deployment in full', async ({ page }) => {
  await page.goto(`${base}/docs/installation`);
  // Let the router load (first interaction, then idle).
  await wake(page);
  // And the service worker's script (5 s after load): requested after the deploy, it reloads
  // the page on its own, before or during the click (right, but not what is tested here).
  await loadedOwnChunks(page);
  await mark(page);
  release(next, site);
  await page.getByRole('navigation', { name: '文件选项卡' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/docs\/configuration$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await onNewDeployment(page);
  expect(await marked(page)).toBe(false);
});
