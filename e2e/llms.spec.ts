// Docs for machines: the plain "查看 Markdown" link of a docs page, its Markdown twin and
// /llms.txt as served (content types), unlisted docs without a twin, and the client router
// leaving the twin links alone (no swap, no prefetch).
import { test, expect } from '@playwright/test';

test('a docs page links its Markdown twin, which is served as Markdown', async ({ page, request }) => {
  await page.goto('/docs/installation');
  const link = page.getByRole('link', { name: '查看 Markdown' });
  await expect(link).toHaveAttribute('href', '/docs/installation.md');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/installation.md');
  const twin = await request.get('/docs/installation.md');
  expect(twin.status()).toBe(200);
  // scripts/serve.mjs and deploy/nginx.conf must map .md to this type (with nosniff, anything
  // else is downloaded instead of shown).
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8$/i);
  const text = await twin.text();
  expect(text).toMatch(/^---\ntitle: 安装\ndescription: .+\n---\n\n# 安装\n\n/);
  expect(text).not.toMatch(/^\s*(?:import|export)\s/m);
});

test('/llms.txt and /llms-full.txt are plain text listing the twins', async ({ request }) => {
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(llms.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
  const text = await llms.text();
  expect(text).toMatch(/^# .+\n\n> .+/);
  expect(text).toContain('- [安装](/docs/installation.md): ');
  expect(text).toMatch(/^- \[[^\]]+\]\(\/community\/support\.md\): /m);
  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('页面：[/docs/installation](/docs/installation)');
});

test('an unlisted doc has no twin and no link to one', async ({ page, request }) => {
  await page.goto('/tests/docs/test-unlisted');
  await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveCount(0);
  expect((await request.get('/tests/docs/test-unlisted.md')).status()).toBe(404);
});

test('the client router neither prefetches nor swaps in a twin', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.md')) requested.push(r.url());
  });
  await page.goto('/docs/installation');
  const link = page.getByRole('link', { name: '查看 Markdown' });
  // Hover and focus are what the router prefetches on (once it has loaded, on first interaction).
  await page.mouse.move(10, 10);
  await link.hover();
  await link.focus();
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
});
