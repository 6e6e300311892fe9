// The first touch of every chrome control answers before its island's code has arrived
// (src/scripts/instant), and the island then takes over the same state (no double toggle,
// nothing typed is lost). Island code is held back with a route that waits for the test's go.
// A page whose island chunks vanished (a deploy) is e2e/deploy-skew.spec.ts.
import { test, expect, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { holdRequests } from './support/hold';
import { emulateConnection } from './support/page-state';

const ISLAND_CODE = /\/_astro\/(client|ColorToggle|MobileMenu|TabList|NavbarDropdown|AnnouncementClose|SearchModal|SearchDialog)[^/]*\.js(\?.*)?$/;

/** Holds every island chunk until `release()`; returns the release function. */
const holdIslands = (page: Page) => holdRequests(page, ISLAND_CODE);

/** The first-touch layer loads when the page is first idle. */
const ready = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-dz-instant', '');

/** Holds every island chunk, opens `path` and waits for the first-touch layer; returns the release function. */
async function openHeld(page: Page, path: string) {
  const release = await holdIslands(page);
  await page.goto(path);
  await ready(page);
  return release;
}

const live = (page: Page, selector: string) => expect(page.locator(`astro-island[data-dz-live]:has(${selector})`).first()).toBeAttached({ timeout: 30_000 });

test('colour toggle: answers before hydration, then the island continues without a double toggle', async ({ page }) => {
  const release = await openHeld(page, '/docs/installation');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: /切换浅色\/暗黑模式/ });
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-label', /暗黑模式/);
  release();
  await live(page, '.dz-color-toggle');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const ns = await html.getAttribute('data-storage-ns');
  expect(await page.evaluate((n) => localStorage.getItem(`theme${n}`), ns)).toBe('light');
});

// A press that comes before the first-touch layer itself has loaded (it loads on the first
// interaction or when the page is first idle) is held and answered once the layer is in.
test('presses before the first-touch layer has loaded are answered once it is in, each control once', async ({ page }) => {
  const release = await holdRequests(page, /\/_astro\/enhance[^/]*\.js$/);
  await holdIslands(page);
  await page.goto('/docs/configuration');
  const html = page.locator('html');
  const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  const toggle = page.getByRole('button', { name: /切换浅色\/暗黑模式/ });
  await toggle.click();
  await toggle.click();
  await expect(html).not.toHaveAttribute('data-dz-instant', '');
  await expect(sidebar).toBeVisible();
  release();
  await expect(html).toHaveAttribute('data-dz-instant', '');
  // Both presses are answered, in order, each once (a second press of the same control too
  // early is not a second toggle).
  await expect(sidebar).toBeHidden();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the search shortcut pressed before the first-touch layer has loaded opens the shell once it is in, not the island', async ({ page }) => {
  const release = await holdRequests(page, /\/_astro\/enhance[^/]*\.js$/);
  await holdIslands(page);
  await page.goto('/docs/configuration');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.dz-search-shell')).toHaveCount(0);
  release();
  // The layer answers the held key: the shell, focused, while the search island's code is still held.
  await expect(page.locator('.dz-search-shell input')).toBeFocused();
  await expect(page.locator('.DocSearch-Input')).toHaveCount(0);
});

test('announcement close answers before hydration and is remembered', async ({ page }) => {
  await openHeld(page, '/');
  const bar = page.getByRole('banner').filter({ hasText: 'Docusaurus 3.6' });
  await bar.getByRole('button', { name: '关闭' }).click();
  await expect(bar).toBeHidden();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  // Hidden from the first paint (the pre-paint script marks it), not after a flash.
  await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', 'true');
  await expect(bar).toBeHidden();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens at once onto the site links on a page without a sidebar, closes with Back', async ({ page }) => {
    const release = await openHeld(page, '/showcase');
    const menu = page.getByRole('button', { name: '切换导航栏' });
    await menu.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('link', { name: '博客' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /回到主菜单/ })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    release();
    await live(page, '.dz-navbar__toggle');
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/showcase$/);
    await menu.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /关闭/ }).click();
    await expect(panel).toBeHidden();
  });
});

test('code tab: switches before hydration and keeps the choice once the island is live', async ({ page }) => {
  const release = await openHeld(page, '/docs/installation');
  const list = page.getByRole('tablist').first();
  const yarn = list.getByRole('tab', { name: 'Yarn' });
  await yarn.click();
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  // Tabs of the same group follow.
  await expect(page.getByRole('tablist').nth(1).getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  release();
  await live(page, '.dz-tabs__list');
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await list.getByRole('tab', { name: 'pnpm' }).click();
  await expect(list.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
});

test('search: the shell opens focused at once, keeps what is typed, and the page behind never scrolls', async ({ page }) => {
  const release = await openHeld(page, '/docs/installation');
  await page.evaluate(() => window.scrollTo(0, 400));
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Control+k');
  const shellBox = page.locator('.dz-search-shell input');
  await expect(shellBox).toBeFocused();
  await page.keyboard.type('版本');
  release();
  const box = page.locator('.DocSearch-Input');
  await expect(box).toBeFocused({ timeout: 30_000 });
  await expect(box).toHaveValue('版本');
  await expect(page.locator('.dz-search-shell')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

/**
 * Opens the search shell with Ctrl+K on a docs page whose search island is live but whose
 * dialog chunk is held back (the island opens as soon as it is live; the dialog's own chunk
 * may come seconds later); returns the function that lets the chunk through.
 */
async function shellOpenDialogHeld(page: Page): Promise<() => void> {
  const release = await holdRequests(page, /\/_astro\/SearchDialog[^/]*\.js(\?.*)?$/);
  await page.goto('/docs/installation');
  await ready(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.dz-search-shell input')).toBeFocused();
  await live(page, '[data-dz-search]');
  return release;
}

test('search: text typed after the island woke but before the dialog code arrived is kept', async ({ page }) => {
  const release = await shellOpenDialogHeld(page);
  await page.locator('.dz-search-shell input').fill('侧边栏');
  release();
  const box = page.locator('.DocSearch-Input');
  await expect(box).toBeFocused({ timeout: 30_000 });
  await expect(box).toHaveValue('侧边栏');
});

test('search: the shell lists the pages whose titles name the query while the modal loads, and a row opens its page', async ({ page }) => {
  const release = await shellOpenDialogHeld(page);
  await page.locator('.dz-search-shell input').fill('侧边栏');
  const rows = page.getByRole('dialog').getByRole('link');
  await expect(rows.first()).toHaveAttribute('href', '/docs/sidebar');
  expect(await rows.count()).toBeGreaterThan(2);
  await rows.first().click();
  await expect(page).toHaveURL(/\/docs\/sidebar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('侧边栏');
  await expect(page.locator('.dz-search-shell')).toHaveCount(0);
  release();
  await page.waitForTimeout(500);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test("search: in the shell's rows, arrow keys move between the box and the rows, and Enter opens the first row", async ({ page }) => {
  const release = await shellOpenDialogHeld(page);
  const box = page.locator('.dz-search-shell input');
  await box.fill('侧边栏');
  const rows = page.getByRole('dialog').getByRole('link');
  await expect(rows.first()).toHaveAttribute('href', '/docs/sidebar');
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/sidebar$/);
  await expect(page.locator('.dz-search-shell')).toHaveCount(0);
  release();
});

test('search: text typed while the dialog renders (between its first render and its commit) is kept', async ({ page }) => {
  const release = await shellOpenDialogHeld(page);
  // A fast typist: a character every few milliseconds until the shell goes, so that some land
  // after the dialog's render read the shell and before its commit removed it.
  await page.evaluate(() => {
    const shell = document.querySelector<HTMLInputElement>('.dz-search-shell input')!;
    const w = window as unknown as { __dzTyped: string };
    w.__dzTyped = '';
    const chars = '配置文件插件主题版本';
    let i = 0;
    const tick = () => {
      if (!shell.isConnected) return;
      shell.value += chars[i % chars.length];
      w.__dzTyped = shell.value;
      shell.dispatchEvent(new Event('input', { bubbles: true }));
      i++;
      setTimeout(tick, 2);
    };
    tick();
  });
  await page.waitForTimeout(100);
  release();
  const box = page.locator('.DocSearch-Input');
  await expect(box).toBeFocused({ timeout: 30_000 });
  const typed = await page.evaluate(() => (window as unknown as { __dzTyped: string }).__dzTyped);
  expect(typed.length).toBeGreaterThan(5);
  await expect(box).toHaveValue(typed);
});

test('search: closing the shell before the modal arrives cancels the open', async ({ page }) => {
  const release = await openHeld(page, '/docs/installation');
  await page.getByRole('link', { name: '搜索' }).click();
  await expect(page.locator('.dz-search-shell input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.dz-search-shell')).toHaveCount(0);
  release();
  await live(page, '[data-dz-search]');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

for (const [name, connection] of [
  ['save-data', { saveData: true, effectiveType: '4g' }],
  ['2g', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`on ${name}, hovering a control fetches no island code; the touch itself still works`, async ({ page }) => {
    await emulateConnection(page, connection);
    const fetched: string[] = [];
    page.on('request', (r) => ISLAND_CODE.test(r.url()) && fetched.push(r.url()));
    await page.goto('/docs/installation');
    await ready(page);
    const toggle = page.getByRole('button', { name: /切换浅色\/暗黑模式/ });
    await toggle.hover();
    await page.getByRole('button', { name: '文件选项卡' }).or(page.getByRole('tab').first()).first().hover();
    await page.waitForTimeout(1000);
    expect(fetched).toEqual([]);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await live(page, '.dz-color-toggle');
  });
}
