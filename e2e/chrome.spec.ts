// Site chrome on every page: skip link, announcement bar, colour mode, navbar dropdowns,
// locale dropdown, mobile menu, hide on scroll.
import { test, expect, type Page } from '@playwright/test';
import { store, stored } from './support/page-state';

const html = (page: Page) => page.locator('html');

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/docs');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#dz-main$/);
  await expect(page.locator('#dz-main')).toBeFocused();
});

test.describe('announcement bar', () => {
  test('a new announcement id shows the bar again', async ({ page }) => {
    await page.goto('/');
    await store(page, 'docusaurus.announcement.id', 'an-older-announcement');
    await store(page, 'docusaurus.announcement.dismiss', 'true');
    await page.reload();
    await expect(page.getByRole('banner').filter({ hasText: 'Docusaurus 3.6' })).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('toggle persists under the namespaced key and applies before paint', async ({ page }) => {
    await page.goto('/docs');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await html(page).getAttribute('data-storage-ns')).toMatch(/^-[0-9a-f]{3}$/);
    expect(await stored(page, 'theme')).toBe('dark');
    // Before any script but the inline one runs, the stored mode is already applied.
    await page.route('**/_astro/**', (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in another tab applies live', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto('/');
    await b.goto('/blog');
    await a.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference until the reader chooses', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('?docusaurus-theme= forces a mode', async ({ page }) => {
    await page.goto('/?docusaurus-theme=dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('unsuffixed legacy keys are migrated', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect([await page.evaluate(() => localStorage.getItem('theme')), await stored(page, 'theme')]).toEqual([null, 'dark']);
  });
});

test.describe('navbar dropdowns', () => {
  test('Enter toggles, Escape and outside clicks close', async ({ page }) => {
    await page.goto('/docs');
    const toggle = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社区', exact: true });
    await toggle.focus();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menuLink = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '团队' });
    await expect(menuLink).toBeVisible();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it from inside the menu too.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens on hover on desktop; Escape hides it until the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const toggle = nav.getByRole('link', { name: '社区', exact: true });
    const item = nav.getByRole('link', { name: '更新日志' });
    await toggle.hover();
    await expect(item).toBeVisible();
    // Content shown on hover can be dismissed without moving the pointer (WCAG 1.4.13). The
    // first-touch layer answers the key; the hover starts loading it, so wait for it to be in.
    await expect(html(page)).toHaveAttribute('data-dz-instant', '');
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await page.getByRole('heading', { level: 1 }).hover();
    await toggle.hover();
    await expect(item).toBeVisible();
  });

  test('the locale dropdown keeps path, query and hash', async ({ page }) => {
    await page.goto('/docs/installation?x=1#requirements');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('button', { name: '简体中文' }).hover();
    const english = nav.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', 'https://docusaurus.io/docs/installation?x=1#requirements');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, shows the docs sidebar, goes back to the main menu and closes', async ({ page }) => {
    await page.goto('/docs/installation');
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(panel.getByRole('link', { name: '安装', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: '← 回到主菜单' }).click();
    await expect(panel.getByRole('link', { name: '博客' })).toBeVisible();
    await panel.getByRole('button', { name: '关闭导航栏' }).click();
    await expect(panel).toBeHidden();
  });

  test('its header switches the colour mode; external links are marked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '切换导航栏' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('link', { name: 'GitHub' }).locator('.dz-external-icon')).toHaveCount(1);
    const before = await page.locator('html').getAttribute('data-theme');
    await panel.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    await expect(panel).toBeVisible();
  });

  test('closes on history back and on resize to desktop', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await toggle.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await toggle.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the navbar hides on scroll down and shows on scroll up', async ({ page }) => {
  await page.goto('/docs/configuration');
  const navbar = page.getByRole('navigation', { name: '主导航' });
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/dz-navbar--hidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/dz-navbar--hidden/);
});
