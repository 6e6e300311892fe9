// Docs pages: sidebar, TOC, pagination, tabs, code blocks, maths, diagrams. Category index cards are
// e2e/reading.spec.ts; JavaScript off is e2e/no-js.spec.ts.
import { test, expect, type Page } from '@playwright/test';
import { marked, openRouted } from './support/page-state';

const sidebar = (page: Page) => page.getByRole('navigation', { name: '文档侧边栏' });
/** The <details> of the sidebar category whose link is named `name`. */
const category = (page: Page, name: string) =>
  sidebar(page)
    .locator('li', { has: page.getByRole('link', { name, exact: true }) })
    .first()
    .locator(':scope > details');

test('a docs page has breadcrumbs, title, TOC, pagination and edit link', async ({ page }) => {
  await page.goto('/docs/installation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '页面路径' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: '本页总览' });
  await expect(toc).toBeVisible();
  const first = toc.getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const pager = page.getByRole('navigation', { name: '文件选项卡' });
  await expect(pager.getByRole('link', { name: /上一页/ })).toBeVisible();
  await expect(pager.getByRole('link', { name: /下一页/ })).toBeVisible();
  // As on docusaurus.io, a translated page is edited in the Crowdin project of its language.
  await expect(page.getByRole('link', { name: '编辑此页', exact: true })).toHaveAttribute('href', 'https://crowdin.com/project/docusaurus-v2/zh-CN');
});

test('the sidebar marks the current page and expands its categories', async ({ page }) => {
  await page.goto('/docs/sidebar/items');
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/sidebar/items');
  await expect(current).toBeVisible();
});

test('sidebar categories toggle and auto-collapse their siblings', async ({ page }) => {
  await page.goto('/docs');
  const advanced = category(page, '进阶指南');
  const upgrading = category(page, '升级');
  await advanced.locator(':scope > summary').click();
  await expect(advanced).toHaveAttribute('open', '');
  await upgrading.locator(':scope > summary').click();
  await expect(upgrading).toHaveAttribute('open', '');
  await expect(advanced).not.toHaveAttribute('open', '');
});

test('the sidebar can be hidden and the choice is remembered', async ({ page }) => {
  await page.goto('/docs/configuration');
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await expect(sidebar(page)).toBeHidden();
  await page.reload();
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(sidebar(page)).toBeVisible();
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('categories open without animation', async ({ page }) => {
    await page.goto('/docs');
    const advanced = category(page, '进阶指南');
    await advanced.locator(':scope > summary').click();
    await expect(advanced).toHaveAttribute('open', '', { timeout: 200 });
  });
});

test('a synced tab choice shows on the next load before any tab is touched; the URL choice wins', async ({ page }) => {
  await page.goto('/docs/installation');
  await page.locator('#dz-tabs-1').getByRole('tab', { name: 'Yarn' }).click();
  await expect(page.locator('#dz-tabs-1').getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  for (const id of ['#dz-tabs-1', '#dz-tabs-3']) {
    await expect(page.locator(id).getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`${id} [role="tabpanel"][data-value="yarn"]`)).toBeVisible();
  }
  // No island woke for it: the choice came from the page script.
  await expect(page.locator('astro-island[data-dz-live]')).toHaveCount(0);
  // A block whose choice is in the URL (queryString) follows the URL.
  await page.goto('/docs/markdown-features/tabs');
  const keyed = page.locator('.dz-tabs[data-query-key]').first();
  const key = await keyed.getAttribute('data-query-key');
  const last = keyed.getByRole('tab').last();
  const value = await last.getAttribute('data-value');
  await page.goto(`/docs/markdown-features/tabs?${key}=${value}`);
  await expect(page.locator('.dz-tabs[data-query-key]').first().getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  // As in the classic theme, a URL value decides even when it names no tab: the block shows
  // its default then, not the remembered choice, which counts only without the parameter.
  const block = page.locator('.dz-tabs[data-query-key]').first();
  await block.getByRole('tab').last().click();
  await page.goto(`/docs/markdown-features/tabs?${key}=no-such-tab`);
  await expect(block.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await page.goto('/docs/markdown-features/tabs');
  await expect(block.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
});

test('code blocks have a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/markdown-features/code-blocks');
  // A block of several lines: the copied text keeps its line breaks (the button's data-code holds
  // real line breaks, not the DEL characters HTML forbids) and is the block's own text.
  const block = page
    .locator('.expressive-code')
    .filter({ has: page.locator('.ec-line:nth-child(3)') })
    .first();
  await block.getByRole('button', { name: '复制' }).click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('\n');
  expect(text).not.toContain('\u007f');
  const lines = await block.locator('.ec-line').allTextContents();
  expect(text.split('\n').map((l) => l.trimEnd())).toEqual(lines.map((l) => l.trimEnd()));
});

test('a code block that scrolls sideways has a word-wrap button; one that fits has none', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/2021/03/09/releasing-docusaurus-i18n');
  const wide = page.locator('.expressive-code').filter({ hasText: 'localeConfigs' });
  const pre = wide.locator('pre');
  const wrap = wide.getByRole('button', { name: '切换自动换行' });
  await wide.hover();
  await expect(wrap).toBeVisible();
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await scrolls()).toBe(true);
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  expect(await scrolls()).toBe(false);
  // Still there once wrapped, to unwrap.
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  expect(await scrolls()).toBe(true);
  // A one-line command that fits gets no button.
  const narrow = page.locator('.expressive-code').filter({ hasText: 'npm run start' }).first();
  await narrow.hover();
  await expect(narrow.getByRole('button', { name: '复制' })).toBeVisible();
  await expect(narrow.getByRole('button', { name: '切换自动换行' })).toBeHidden();
});

test("the guides show Docusaurus' <CodeBlock> (also of a raw-loader import) and <Admonition>, imported from @theme in MDX", async ({ page }) => {
  await page.goto('/docs/markdown-features/code-blocks');
  const block = page.getByRole('figure').filter({ hasText: "title: '我的文档站'" });
  await expect(block).toContainText('docusaurus.config.js');
  // The magic comment marked its line and is gone from the code.
  await expect(block.locator('.highlight').filter({ hasText: '我的文档站' })).toHaveCount(1);
  await expect(block).not.toContainText('highlight-next-line');
  // A file imported with '!!raw-loader!' and shown by <CodeBlock>: its text, read at build time.
  await page.goto('/docs/markdown-features/react');
  await expect(page.getByRole('figure').filter({ hasText: '_snippets/retry.js' })).toContainText('export async function retry(task, attempts = 3');
  // frontMatter and toc, which every MDX page has without an import.
  await expect(page.getByText(/它的关键词是 MDX、React、JSX、MDXComponents、partial，共有 \d+ 个二级标题/)).toBeVisible();
  await page.goto('/docs/markdown-features/admonitions');
  await expect(page.locator('.dz-admonition--warning').filter({ hasText: '自 3.0 起已弃用' })).toContainText('组件写出的提示框');
});

test('maths renders with KaTeX and its stylesheet is served by the site', async ({ page }) => {
  const css: string[] = [];
  page.on('request', (r) => r.url().includes('katex') && css.push(r.url()));
  await page.goto('/docs/markdown-features/math-equations');
  await expect(page.locator('.katex').first()).toBeVisible();
  expect(css.every((u) => u.startsWith('http://localhost'))).toBe(true);
  expect(css.length).toBeGreaterThan(0);
});

test('KaTeX CSS and Mermaid are not loaded on pages without them', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/docs/installation');
  await page.waitForLoadState('networkidle');
  expect(urls.some((u) => u.includes('katex'))).toBe(false);
  expect(urls.some((u) => /mermaid/i.test(u))).toBe(false);
});

test('Mermaid diagrams render in both colour modes', async ({ page }) => {
  await page.goto('/docs/markdown-features/diagrams');
  const diagram = page.locator('.dz-mermaid').first();
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 15_000 });
  await expect(diagram).toHaveAttribute('data-rendered', 'light');
  await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
  await expect(diagram).toHaveAttribute('data-rendered', 'dark', { timeout: 15_000 });
});

// Each render is a long task on a phone, so a diagram is drawn only when it comes within a
// screen of the viewport; until then it shows its source. One far down is drawn in the
// colour mode of the moment it comes near.
test('Mermaid diagrams far below the screen are drawn when they come near, in the current mode', async ({ page }) => {
  await page.goto('/docs/markdown-features/diagrams');
  // The second one is within a screen below: it is drawn too. A renderer that drew them all
  // would have drawn the last one within this second.
  await expect(page.locator('.dz-mermaid').nth(1)).toHaveAttribute('data-rendered', 'light', { timeout: 15_000 });
  await page.waitForTimeout(1000);
  const last = page.locator('.dz-mermaid').last();
  await expect(last.locator('.dz-mermaid__source')).toBeVisible();
  await expect(last).not.toHaveAttribute('data-rendered');
  await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-rendered', 'dark', { timeout: 15_000 });
  await expect(last.locator('svg')).toBeVisible();
});

// The renderer is loaded by the idle-time layer on the pages that have diagrams, on the
// first load and on every client-side swap.
test('Mermaid diagrams render after a client-side swap to their page', async ({ page }) => {
  await openRouted(page, '/docs/markdown-features/math-equations');
  await page.locator('.dz-doc-sidebar a[href="/docs/markdown-features/diagrams"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/docs\/markdown-features\/diagrams$/);
  expect(await marked(page)).toBe(true);
  await expect(page.locator('.dz-mermaid svg').first()).toBeVisible({ timeout: 15_000 });
});

// A busy machine paints a long page before it has parsed it all. The desktop TOC comes after
// the article in source order, and as a flex column it narrowed the article when it arrived:
// lines rewrapped under the reader's eyes (Lighthouse saw CLS 0.25). The page cut just before
// its TOC is what such a paint shows: the article must already have its final width and place.
test('the article has its final width before the TOC beside it is parsed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/creating-pages');
  // Width and place only: the cut page's height varies with what loaded (images, fonts).
  const box = async () => {
    const b = await page.locator('.dz-doc-container').boundingBox();
    return b && { x: b.x, y: b.y, width: b.width };
  };
  const full = await box();
  const html = await (await page.request.get('/docs/creating-pages')).text();
  const tocAt = html.indexOf('<div class="dz-doc-toc">');
  expect(tocAt, 'the page has a desktop TOC').toBeGreaterThan(0);
  await page.route('**/docs/creating-pages', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, tocAt) }));
  await page.goto('/docs/creating-pages');
  await expect(page.locator('.dz-doc-toc')).toHaveCount(0);
  expect(await box()).toEqual(full);
});
