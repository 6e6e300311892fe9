// JavaScript-off gate: every page type renders its content as plain HTML, and the site can
// be browsed by links alone: navbar, docs sidebar (native <details>), pagination, TOC and
// blog pagination; redirect pages still redirect (meta refresh). That every internal link
// (the footer's too) reaches a page is the build's link check (src/integrations/link-check.ts).
import { test, expect, type Page } from '@playwright/test';
import { PAGE_TYPES, NOT_FOUND_TYPE, VIEWPORTS } from './support/page-types';

test.use({ javaScriptEnabled: false });

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

for (const { type, path } of PAGE_TYPES) {
  test(`${type} (${path}) renders its content without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(type === NOT_FOUND_TYPE ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const main = page.locator('main');
    await expect(main).toBeVisible();
    expect((await main.innerText()).trim().length, `text in <main> of ${path}`).toBeGreaterThan(20);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Nothing is left hidden waiting for a script: no empty island placeholders in view.
    await expect(page.locator('astro-island[ssr=""]:empty')).toHaveCount(0);
  });
}

test('navbar links navigate (desktop)', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: '博客', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await mainNav(page).getByRole('link', { name: '中文文档', exact: true }).click();
  await expect(page).toHaveURL(/\/docs(\/|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('navbar items stay reachable on a phone without JavaScript', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/docs/installation');
  const blog = mainNav(page).getByRole('link', { name: '博客', exact: true });
  await blog.scrollIntoViewIfNeeded();
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('docs sidebar: links navigate and categories open natively', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/docs/installation');
  const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
  await expect(sidebar).toBeVisible();
  // A collapsed category opens from its summary (native <details>, no script). The first
  // closed one in document order is visible (a closed parent would come before its children).
  const all = sidebar.locator('details');
  let index = -1;
  for (let i = 0, n = await all.count(); i < n && index < 0; i++) if ((await all.nth(i).getAttribute('open')) === null) index = i;
  expect(index).toBeGreaterThan(-1);
  const category = all.nth(index);
  await category.locator(':scope > summary').click();
  await expect(category).toHaveAttribute('open', '');
  await expect(category.locator('ul a').first()).toBeVisible();
  const link = sidebar.locator('a[href^="/docs/"]:not([aria-current])').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('docs pagination and TOC links work', async ({ page }) => {
  await page.goto('/docs/installation');
  const toc = page.getByRole('navigation', { name: '本页总览' });
  const first = toc.getByRole('link').first();
  const hash = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  const pager = page.getByRole('navigation', { name: '文件选项卡' });
  const next = pager.getByRole('link', { name: /下一页/ });
  const target = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pager.getByRole('link', { name: /上一页/ }).click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
});

test('blog list pagination works', async ({ page }) => {
  await page.goto('/blog');
  const pager = page.locator('main nav.dz-pagination-nav, main nav[aria-label*="分页"]').first();
  const older = pager.getByRole('link').last();
  const href = (await older.getAttribute('href'))!;
  await older.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main article').first()).toBeVisible();
});

test('redirect pages redirect without JavaScript', async ({ page }) => {
  for (const [from, to] of [
    ['/docs/support', /\/community\/support$/],
    ['/home/', /localhost:\d+\/$/],
    ['/home/qs', /\/\?a=1$/],
  ] as const) {
    await page.goto(from);
    await expect(page, `${from}`).toHaveURL(to);
  }
});

test('tab panels are all readable without JavaScript', async ({ page }) => {
  await page.goto('/docs/installation');
  const panels = page.getByRole('tabpanel');
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
});
