// The ideal image: its loading, loaded and error states.
import { test, expect, type Page } from '@playwright/test';
import { emulateConnection } from './support/page-state';

test.describe('ideal image', () => {
  const IMAGE = '**/_astro/ideal-image-sample.*.webp';
  const first = (page: Page) => page.locator('[data-dz-ideal-image]').first();

  test('loads a responsive WebP lazily over a blurred placeholder', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('ideal-image-sample') && requested.push(r.url()));
    await page.goto('/tests/pages/ideal-image');
    const figure = first(page);
    await expect(figure.getByRole('img', { name: '绿色山丘上方飘着许多半透明的彩色圆形' })).toBeVisible();
    await expect(figure).toHaveAttribute('data-state', 'loaded');
    const placeholder = await figure.locator('.dz-ideal-image__placeholder').getAttribute('src');
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    // The second image, far below, is not requested yet: only one source so far.
    expect(new Set(requested).size).toBe(1);
    expect(requested[0]).toMatch(/\.webp$/);
    await page.locator('[data-dz-ideal-image]').nth(1).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-dz-ideal-image]').nth(1)).toHaveAttribute('data-state', 'loaded');
  });

  test('shows 加载中…… while loading', async ({ page }) => {
    await page.route(IMAGE, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/tests/pages/ideal-image');
    await expect(first(page).getByRole('button', { name: '加载中……' })).toBeVisible();
    await expect(first(page)).toHaveAttribute('data-state', 'loaded', { timeout: 10_000 });
  });

  test('a failed load shows 出现错误，点击重试 and a click retries', async ({ page }) => {
    await page.route(IMAGE, (route) => route.abort());
    await page.goto('/tests/pages/ideal-image');
    const retry = first(page).getByRole('button', { name: '出现错误，点击重试' });
    await expect(retry).toBeVisible();
    await page.unroute(IMAGE);
    await retry.click();
    await expect(first(page)).toHaveAttribute('data-state', 'loaded');
    await expect(first(page).locator('img.dz-ideal-image__img')).toBeVisible();
  });

  test('a missing image shows 未找到图片', async ({ page }) => {
    await page.route(IMAGE, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/tests/pages/ideal-image');
    await expect(first(page).getByRole('button', { name: '未找到图片' })).toBeDisabled();
  });

  test('with save-data on, waits for a click (点击加载图片)', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await page.goto('/tests/pages/ideal-image');
    const load = first(page).getByRole('button', { name: '点击加载图片' });
    await expect(load).toBeVisible();
    await load.click();
    await expect(first(page)).toHaveAttribute('data-state', 'loaded');
  });

  test('offline: says so, and loads once back online', async ({ page, context }) => {
    await page.goto('/tests/pages/ideal-image');
    await expect(first(page)).toHaveAttribute('data-state', 'loaded');
    await context.setOffline(true);
    const second = page.locator('[data-dz-ideal-image]').nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect(second.getByRole('button', { name: '你的浏览器处于离线状态。图片未加载' })).toBeVisible();
    await context.setOffline(false);
    await expect(second).toHaveAttribute('data-state', 'loaded');
  });
});
