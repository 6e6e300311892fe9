// Printing: a docs page prints the article alone (no skip link, announcement bar, navbar,
// sidebar, TOC, pagination or footer), code wraps instead of being cut, every tab panel is
// printed, and a dark page prints in the light theme.
import { test, expect } from '@playwright/test';

test.describe('print', () => {
  test('a docs page prints the article without the site chrome', async ({ page }) => {
    await page.goto('/docs/installation');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('link', { name: '跳到主要内容' }),
      page.getByRole('navigation', { name: '主导航' }),
      page.getByRole('navigation', { name: '文档侧边栏' }),
      page.getByRole('navigation', { name: '文件选项卡' }),
      page.getByRole('contentinfo'),
    ])
      await expect(hidden).toBeHidden();
    await expect(page.locator('.dz-announcement')).toBeHidden();
    await expect(page.locator('.dz-doc-toc')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '安装' })).toBeVisible();
    // Tabs: every panel is on paper (the tab list is not).
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await panels.count()).toBeGreaterThan(2);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    // Code lines wrap at the page edge.
    const pre = page.locator('.expressive-code pre').first();
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  });

  test('Chromium prints it (A4 PDF)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/docs/installation');
    const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('installation.pdf') });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    test.info().annotations.push({ type: 'A4 pages', description: String(pages) });
    expect(pages).toBeGreaterThan(0);
  });

  test('a dark page prints in the light theme and gets its theme back', async ({ page }) => {
    await page.goto('/docs/installation');
    await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
