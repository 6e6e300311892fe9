// The test docs instance (/tests/docs): visibility, tags, versions, TOC levels, category-link
// conventions, sidebars, links and images, against the production build.
import { test, expect, type Page } from '@playwright/test';

const sidebar = (page: Page) => page.getByRole('navigation', { name: '文档侧边栏' });
const toc = (page: Page) => page.getByRole('navigation', { name: '本页总览' });

test.describe('visibility', () => {
  test('drafts are absent from the production build', async ({ page }) => {
    for (const path of [
      '/tests/docs/test-draft',
      '/tests/docs/tests/visibility/some-drafts/draft1',
      '/tests/docs/tests/visibility/only-drafts/draft1',
      '/tests/docs/tags/draft',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/tests/docs/tests/visibility');
    await expect(sidebar(page).getByRole('link', { name: '草稿文档' })).toHaveCount(0);
    await expect(sidebar(page).getByText('only-drafts')).toHaveCount(0);
  });

  test('an unlisted doc has the banner and noindex, and shows in the sidebar only while current', async ({ page }) => {
    await page.goto('/tests/docs/tests/visibility/some-unlisteds/unlisted1');
    await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toBeVisible();
    await expect(page.getByText('此页面未列出。搜索引擎不会对其索引，只有拥有直接链接的用户才能访问。')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(sidebar(page).getByRole('link', { name: '部分未列出：未列出 1' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: '部分未列出：未列出 2' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '文件选项卡' })).toHaveCount(0);

    await page.goto('/tests/docs/tests/visibility');
    await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toHaveCount(0);
    // Counted in the markup: these links sit in a collapsed category.
    await expect(sidebar(page).locator('a', { hasText: '部分未列出：未列出 1' })).toHaveCount(0);
    await expect(sidebar(page).locator('a', { hasText: '部分未列出：已列出 1' })).toHaveCount(1);
    // A category whose docs are all unlisted is hidden.
    await expect(sidebar(page).getByText('only-unlisteds')).toHaveCount(0);
  });

  test('force_unlisted_in_production makes a doc unlisted in the build', async ({ page }) => {
    await page.goto('/tests/docs/tests/visibility/force-unlisted');
    await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toBeVisible();
  });

  test('the main doc of the instance is unlisted', async ({ page }) => {
    await page.goto('/tests/docs');
    await expect(page.getByRole('heading', { level: 1, name: '测试文档首页' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toBeVisible();
  });
});

test.describe('tags', () => {
  test('the footer links tags to their pages, custom permalinks included', async ({ page }) => {
    await page.goto('/tests/docs/more-test');
    const footer = page.locator('footer.dz-page-footer');
    await expect(footer.getByRole('link', { name: 'A', exact: true })).toHaveAttribute('href', '/tests/docs/tags/a');
    await expect(footer.getByRole('link', { name: 'E（自定义名称）' })).toHaveAttribute('href', '/tests/docs/tags/permalink-for-tag-e');
    await footer.getByRole('link', { name: 'some-tag' }).click();
    await expect(page).toHaveURL(/\/tests\/docs\/tags\/some-tag$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 篇文档带有标签「some-tag」');
    await expect(page.getByRole('link', { name: '另一篇测试文档' })).toHaveAttribute('href', '/tests/docs/more-test');
  });

  test('the tags index lists listed tags with counts, not draft or unlisted ones', async ({ page }) => {
    await page.goto('/tests/docs/tags');
    await expect(page.getByRole('heading', { level: 1, name: '标签' })).toBeVisible();
    const main = page.locator('main');
    for (const name of ['A', 'c', 'd', 'listed', 'some-tag', 'visibility', 'B（自定义名称）', 'E（自定义名称）']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name.replace(/[()（）]/g, '.')}\\s*\\d+$`) })).toHaveCount(1);
    }
    await expect(main.getByRole('link', { name: /^unlisted/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^draft/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^c\s*\d/ })).toHaveAttribute('href', '/tests/docs/tags/permalink-for-tag-c');
  });

  test('a tag page lists only listed docs; a tag of unlisted docs is itself unlisted', async ({ page }) => {
    await page.goto('/tests/docs/tags/visibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('5 篇文档带有标签「visibility」');
    await expect(page.getByRole('heading', { level: 2, name: '部分未列出：未列出 1' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看所有标签' })).toHaveAttribute('href', '/tests/docs/tags');

    await page.goto('/tests/docs/tags/unlisted');
    await expect(page.getByRole('note').filter({ hasText: '未列出页' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: '部分未列出：未列出 1' })).toBeVisible();
  });
});

test.describe('versions', () => {
  test('the 1.0.0 pages carry the unmaintained banner and badge, linking to the latest version', async ({ page }) => {
    await page.goto('/tests/docs/1.0.0/more-test');
    const banner = page.getByRole('note').filter({ hasText: '现已不再积极维护' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: '最新版本' })).toHaveAttribute('href', '/tests/docs/more-test');
    await expect(page.getByText('版本：1.0.0')).toBeVisible();
    await page.goto('/tests/docs/1.0.0/legacy-only');
    await expect(page.getByRole('note').getByRole('link', { name: '最新版本' })).toHaveAttribute('href', '/tests/docs');
  });

  test('the version dropdown links the same doc in the other version, else its main doc', async ({ page }) => {
    for (const [path, current, other, href] of [
      ['/tests/docs/more-test', '下一版本 🚧', '1.0.0', '/tests/docs/1.0.0/more-test'],
      ['/tests/docs/tests/images', '下一版本 🚧', '1.0.0', '/tests/docs/1.0.0'],
      ['/tests/docs/1.0.0/legacy-only', '1.0.0', '下一版本 🚧', '/tests/docs'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: current }).hover();
      await expect(page.getByRole('link', { name: other, exact: true })).toHaveAttribute('href', href);
    }
  });
});

// The levels themselves are src/lib/docs/toc.test.ts; here a fixture's front matter sets both bounds.
test('toc_min_heading_level and toc_max_heading_level choose the TOC levels', async ({ page }) => {
  await page.goto('/tests/docs/toc/toc-3-5');
  for (const text of ['三级标题甲一', '五级标题乙一一一']) await expect(toc(page).getByRole('link', { name: text, exact: true })).toBeVisible();
  for (const text of ['二级标题甲', '六级标题甲一一一一']) await expect(toc(page).getByRole('link', { name: text, exact: true })).toHaveCount(0);
});

test.describe('sidebars and category links', () => {
  test('category-link conventions: index, README, same-name doc, explicit doc, null link, no subdoc', async ({ page }) => {
    await page.goto('/tests/docs/tests/category-links/with-index-doc/sample-doc');
    const nav = sidebar(page);
    // Without a label in _category_.json, a category is named after the doc it links to.
    await expect(nav.getByRole('link', { name: '以 index.md 作为类别链接' })).toHaveAttribute('href', '/tests/docs/tests/category-links/with-index-doc');
    await expect(nav.getByRole('link', { name: '以 README.md 作为类别链接' })).toHaveAttribute('href', '/tests/docs/tests/category-links/with-readme-doc');
    await expect(nav.getByRole('link', { name: '以同名文档作为类别链接' })).toHaveAttribute('href', '/tests/docs/tests/category-links/with-category-name-doc');
    await expect(nav.getByRole('link', { name: '显式指定的文档链接' })).toHaveAttribute('href', '/tests/docs/tests/category-links/explicit-doc-link/chosen');
    await expect(nav.getByRole('link', { name: '没有链接的类别' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: '没有子文档的类别' })).toHaveAttribute('href', '/tests/docs/tests/category-links/no-subdoc');
    await expect(nav.getByRole('link', { name: '类别链接', exact: true })).toHaveAttribute('href', '/tests/docs/category-links-slug');
  });

  test('a generated index from _category_.json shows its title, description and cards', async ({ page }) => {
    await page.goto('/tests/docs/category-links-slug');
    await expect(page.getByRole('heading', { level: 1, name: '类别链接约定一览' })).toBeVisible();
    await expect(page.getByText('这个生成的索引页由 _category_.json 的 link 配置')).toBeVisible();
    await expect(page.getByRole('link', { name: /以 index\.md 作为类别链接\s*1 个项目/ })).toHaveAttribute(
      'href',
      '/tests/docs/tests/category-links/with-index-doc',
    );
  });

  test('sidebar items: html, unlisted link, no empty category, huge nested category', async ({ page }) => {
    await page.goto('/tests/docs/more-test');
    const nav = sidebar(page);
    await expect(nav.getByText('一段纯文本标题')).toBeVisible();
    await expect(nav.getByRole('img', { name: 'Docusaurus 标志' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '未列出的链接条目' })).toHaveCount(0);
    // A category with no items that links to a generated index is dropped, with its page.
    await expect(nav.getByText('没有条目的分类')).toHaveCount(0);
    // Five levels deep: the deepest links exist (inside closed categories) once per level-4 category.
    await expect(nav.locator('a', { hasText: '链接 1（第 5 层）' })).toHaveCount(4);
    await nav.getByText('超大分类', { exact: true }).click();
    await nav.getByText('类别 1（第 1 层）', { exact: true }).click();
    await expect(nav.getByRole('link', { name: '链接 3（第 2 层）' }).first()).toBeVisible();
  });

  test('displayed_sidebar: null hides the sidebar; another sidebar can be displayed', async ({ page }) => {
    await page.goto('/tests/docs/doc-without-sidebar');
    await expect(sidebar(page)).toHaveCount(0);
    await page.goto('/tests/docs/doc-with-another-sidebar');
    await expect(sidebar(page).getByRole('link')).toHaveText(['占位文档']);
    await page.goto('/tests/docs/standalone');
    await expect(sidebar(page)).toHaveCount(0);
    // No title in its front matter: the page takes its `# …` line, shown once.
    await expect(page).toHaveTitle(/^独立文档 \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['独立文档']);
  });

  test('custom props and class names reach the sidebar items', async ({ page }) => {
    await page.goto('/tests/docs/tests/custom-props/doc-with-custom-props');
    const item = sidebar(page).locator('li.dz-test-doc-custom');
    await expect(item.getByRole('link', { name: '带属性的文档' })).toBeVisible();
    await expect(item).toHaveAttribute('data-custom-props', JSON.stringify({ emoji: '🧪', note: '文档属性' }));
    await expect(sidebar(page).locator('li.dz-test-category-custom')).toHaveAttribute('data-custom-props', JSON.stringify({ badge: '类别属性', level: 1 }));
  });
});

test.describe('content fixtures', () => {
  test('relative .md links resolve to routes, including custom slugs, spaces and non-ASCII names', async ({ page }) => {
    await page.goto('/tests/docs/tests/links/test-markdown-links');
    const main = page.locator('.dz-markdown');
    await expect(main.getByRole('link', { name: './target.md', exact: true })).toHaveAttribute('href', '/tests/docs/tests/links/target-doc-slug');
    await main.getByRole('link', { name: '带空格的文件夹中的文档' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '带空格文件夹中的文档 2' })).toBeVisible();
    await page.goBack();
    await main.getByRole('link', { name: '非 ASCII 文件名的文档' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '非 ASCII 文件名' })).toBeVisible();
  });

  test('case is kept in ids and routes', async ({ page }) => {
    expect((await page.goto('/tests/docs/tests/Case-Sensitive-Doc'))?.status()).toBe(200);
    expect((await page.goto('/tests/docs/tests/case-sensitive-doc'))?.status()).toBe(404);
  });

  test('a relative image is processed and loads', async ({ page }) => {
    await page.goto('/tests/docs/tests/images');
    const img = page.getByRole('img', { name: '测试图片：三个依次相连的方块' });
    await expect(img).toHaveAttribute('src', /^\/_astro\/test-diagram\..+\.svg$/);
    await expect(img).toHaveAttribute('width', '320');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test('last_update front matter shows author and date', async ({ page }) => {
    await page.goto('/tests/docs/doc-with-last-update');
    await expect(page.locator('footer.dz-page-footer').getByText('最后由 测试作者 于 2024年11月8日 更新')).toBeVisible();
  });

  test('pagination front matter: custom label, none, explicit next', async ({ page }) => {
    await page.goto('/tests/docs/tests/ordering/zeta');
    await expect(page.getByRole('navigation', { name: '文件选项卡' }).getByRole('link', { name: /^下一页/ })).toContainText('自定义的分页标签');
    await page.goto('/tests/docs/tests/pagination/pagination-none');
    await expect(page.getByRole('navigation', { name: '文件选项卡' })).toHaveCount(0);
    await page.goto('/tests/docs/tests/pagination/pagination-explicit');
    await expect(page.getByRole('navigation', { name: '文件选项卡' }).getByRole('link', { name: /^下一页/ })).toHaveAttribute(
      'href',
      '/tests/docs/tests/links/target-doc-slug',
    );
  });
});
