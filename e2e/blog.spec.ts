// Blog, changelog and test blog: list pagination, posts, archive, tags (incl. paginated),
// authors (incl. paginated and empty), unlisted and draft posts. The routes and page counts of
// every list, the feeds and the sitemap are read from the build by scripts/content-tests.
import { test, expect, type Page } from '@playwright/test';

const listNav = (page: Page) => page.getByRole('navigation', { name: '博文列表分页导航' });
/** Post items of a list page (each an article; its title is the h2 in the item header). */
const items = (page: Page) => page.getByRole('main').getByRole('article');
const itemTitles = (page: Page) => items(page).locator('header').getByRole('heading', { level: 2 });

/** Follows 较旧的博文 from `start` to the last page; returns the number of posts per page. */
async function walkList(page: Page, start: string): Promise<{ urls: string[]; counts: number[] }> {
  const urls: string[] = [];
  const counts: number[] = [];
  await page.goto(start);
  for (;;) {
    urls.push(new URL(page.url()).pathname);
    counts.push(await items(page).count());
    const older = listNav(page).getByRole('link', { name: /较旧的博文/ });
    if ((await older.count()) === 0) break;
    const next = await older.getAttribute('href');
    await older.click();
    // In-site links navigate client-side: wait for the new page before reading it.
    await page.waitForURL((url) => url.pathname === next);
    await expect(listNav(page)).toBeVisible();
  }
  return { urls, counts };
}

test.describe('list pagination', () => {
  test('the test blog has 7 pages of 3 posts', async ({ page }) => {
    const { urls, counts } = await walkList(page, '/tests/blog');
    expect(urls).toHaveLength(7);
    expect(urls.at(-1)).toBe('/tests/blog/page/7');
    expect(counts).toEqual([3, 3, 3, 3, 3, 3, 1]);
    await expect(listNav(page).getByRole('link', { name: /较新的博文/ })).toHaveAttribute('href', '/tests/blog/page/6');
  });
});

test('a list item shows title, date, reading time, authors, tags, excerpt and 阅读更多', async ({ page }) => {
  await page.goto('/blog');
  const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Docusaurus 3.6 发布' }) });
  await expect(item.getByRole('link', { name: 'Docusaurus 3.6 发布', exact: true })).toHaveAttribute('href', '/blog/releases/3.6');
  await expect(item.getByText('2024年11月4日')).toBeVisible();
  await expect(item.getByText(/阅读需 \d+ 分钟/)).toBeVisible();
  await expect(item.getByRole('link', { name: 'Sébastien Lorber', exact: true })).toHaveAttribute('href', '/blog/authors/slorber');
  await expect(item.getByRole('link', { name: 'Sébastien Lorber 的 GitHub' })).toHaveAttribute('href', 'https://github.com/slorber');
  await expect(item.getByRole('link', { name: '发布', exact: true })).toHaveAttribute('href', '/blog/tags/release');
  await expect(item.getByRole('link', { name: /阅读更多/ })).toHaveAttribute('href', '/blog/releases/3.6');
  // The excerpt stops at the truncate marker: no section heading of the post is shown.
  await expect(item.getByRole('heading', { level: 2, name: /Docusaurus Faster/ })).toHaveCount(0);
  // List pages are not search units; posts are.
  await expect(page.locator('main[data-pagefind-body]')).toHaveCount(0);
});

test('a post has title, meta, authors, content, tags, TOC, sidebar and newer/older links', async ({ page }) => {
  await page.goto('/blog/releases/3.5');
  await expect(page.getByRole('heading', { level: 1, name: 'Docusaurus 3.5 发布' })).toBeVisible();
  await expect(page.getByRole('main').getByText('2024年8月9日')).toBeVisible();
  await expect(page.getByText(/阅读需 \d+ 分钟/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').getByRole('link', { name: 'Sébastien Lorber', exact: true })).toHaveAttribute(
    'href',
    '/blog/authors/slorber',
  );
  await expect(page.getByRole('navigation', { name: '本页总览' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: '最近博文导航' });
  await expect(sidebar.getByText('最近博文')).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/blog/releases/3.5');
  const pager = page.getByRole('navigation', { name: '博文分页导航' });
  await expect(pager.getByRole('link', { name: /较新一篇/ })).toHaveAttribute('href', '/blog/releases/3.6');
  await expect(pager.getByRole('link', { name: /较旧一篇/ })).toHaveAttribute('href', '/blog/releases/3.4');
  await expect(page.locator('main[data-pagefind-body] article[data-pagefind-meta="section:博客"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /编辑此页/ })).toHaveAttribute('href', 'https://crowdin.com/project/docusaurus-v2/zh-CN');
  await expect(page.getByRole('article').getByText(/^最后于 \d{4}年\d{1,2}月\d{1,2}日 更新/)).toBeVisible();
});

test('the archive lists every post by year', async ({ page }) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', { level: 1, name: '历史博文' })).toBeVisible();
  const years = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(years).toEqual(['2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017']);
  const posts = page.getByRole('main').getByRole('link', { name: /^\d{1,2}月\d{1,2}日 - / });
  await expect(posts).toHaveCount(25);
  await expect(page.locator('#dz-archive-2017 ~ ul').getByRole('link', { name: /^12月14日 - / })).toHaveAttribute(
    'href',
    '/blog/2017/12/14/introducing-docusaurus',
  );
  // Within a year, in date order, as the classic theme's archive.
  const days = await page.locator('#dz-archive-2024 ~ ul time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort());
});

test.describe('tags', () => {
  test('the tags page lists 15 tags with counts', async ({ page }) => {
    await page.goto('/blog/tags');
    await expect(page.getByRole('heading', { level: 1, name: '标签' })).toBeVisible();
    const tags = page.locator('.dz-tags-index').getByRole('listitem');
    await expect(tags).toHaveCount(15);
    await expect(page.getByRole('link', { name: /^国际化/ })).toHaveAttribute('href', '/blog/tags/i-18-n');
    await expect(page.getByRole('link', { name: /^发布\s*15$/ })).toBeVisible();
  });

  test('a tag page is titled by its count and label and links all tags', async ({ page }) => {
    await page.goto('/blog/tags/i-18-n');
    await expect(page.getByRole('heading', { level: 1, name: '1 篇博文 含有标签「国际化」' })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看所有标签' })).toHaveAttribute('href', '/blog/tags');
    await expect(items(page)).toHaveCount(1);
  });

  test('the release tag is paginated over 3 pages', async ({ page }) => {
    const { urls, counts } = await walkList(page, '/blog/tags/release');
    expect(urls).toEqual(['/blog/tags/release', '/blog/tags/release/page/2', '/blog/tags/release/page/3']);
    expect(counts).toEqual([5, 5, 5]);
    await expect(page.getByRole('heading', { level: 1, name: '15 篇博文 含有标签「发布」' })).toBeVisible();
  });

  test('the test blog paginated-tag has 4 pages', async ({ page }) => {
    const { urls, counts } = await walkList(page, '/tests/blog/tags/paginated-tag');
    expect(urls.at(-1)).toBe('/tests/blog/tags/paginated-tag/page/4');
    expect(counts).toEqual([3, 3, 3, 1]);
  });
});

test.describe('authors', () => {
  test('the authors page lists every author of the file: six link to their pages, the others to their sites', async ({ page }) => {
    await page.goto('/blog/authors');
    await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    const expected = {
      'Joel Marcey': 'j-marcey',
      'Sébastien Lorber': 'slorber',
      'Yangshun Tay': 'yangshun',
      'Alexey Pyltsyn': 'lex-111',
      'Joshua Chen': 'josh-cena',
      "Paul O'Shannessy": 'zpao',
    };
    for (const [name, key] of Object.entries(expected)) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) }).getByRole('link', { name })).toHaveAttribute('href', `/blog/authors/${key}`);
    }
    await expect(page.getByRole('heading', { level: 2, name: /Endilie Yacop Sucipto/ }).getByRole('link')).toHaveAttribute(
      'href',
      'https://github.com/endiliey',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
    // In the order of the authors file, as Docusaurus lists them.
    const names = await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Joel Marcey', 'Sébastien Lorber']);
    expect(names.at(-1)).toBe('Clément Vannicatte');
  });

  test('an author page is titled "{name} - {n} 篇博文" and paginated under /authors/N', async ({ page }) => {
    await page.goto('/blog/authors/slorber');
    await expect(page).toHaveTitle(/^Sébastien Lorber - 18 篇博文/);
    await expect(page.getByRole('link', { name: 'View All Authors' })).toHaveAttribute('href', '/blog/authors');
    const { urls, counts } = await walkList(page, '/blog/authors/slorber');
    expect(urls).toEqual(['/blog/authors/slorber', '/blog/authors/slorber/authors/2', '/blog/authors/slorber/authors/3', '/blog/authors/slorber/authors/4']);
    expect(counts).toEqual([5, 5, 5, 3]);
  });

  test('an author without posts shows the English empty state', async ({ page }) => {
    await page.goto('/tests/blog/authors/tester');
    await expect(page.getByText('This author has not written any posts yet.', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^测试作者 - 0 篇博文/);
    await expect(items(page)).toHaveCount(0);
  });
});

test.describe('visibility', () => {
  test('an unlisted post is reachable, bannered and noindex', async ({ page }) => {
    const res = await page.goto('/tests/blog/unlisted-post');
    expect(res?.status()).toBe(200);
    await expect(page.getByText('未列出页', { exact: true })).toBeVisible();
    await expect(page.getByText('此页面未列出。搜索引擎不会对其索引，只有拥有直接链接的用户才能访问。')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an unlisted post is absent from lists, tags, authors, the archive and the sitemap', async ({ page }) => {
    test.setTimeout(90_000); // a dozen pages, each opened in the browser
    const { urls } = await walkList(page, '/tests/blog');
    for (const url of urls) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('link', { name: '未列出的博文' })).toHaveCount(0);
    }
    for (const path of ['/tests/blog/tags/visibility', '/tests/blog/archive', '/tests/blog/authors/slorber', '/tests/blog/authors/slorber/authors/2']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link', { name: '未列出的博文' }), path).toHaveCount(0);
    }
    await page.goto('/tests/blog/tags');
    await expect(page.getByRole('main').getByRole('link', { name: /^未列出/ })).toHaveCount(0);
    await page.goto('/tests/blog/tags/unlisted');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a draft is absent from the production build', async ({ page }) => {
    expect((await page.goto('/tests/blog/2022/08/25/draft-post'))?.status()).toBe(404);
    expect((await page.goto('/tests/blog/tags/draft'))?.status()).toBe(404);
    await page.goto('/tests/blog/archive');
    await expect(page.getByRole('link', { name: /草稿博文/ })).toHaveCount(0);
  });
});

test.describe('changelog', () => {
  test('an entry shows its version, date, committers and a link back to the list', async ({ page }) => {
    await page.goto('/changelog/3.6.1');
    await expect(page.getByRole('heading', { level: 1, name: '3.6.1' })).toBeVisible();
    await expect(page.getByRole('main').getByText('2024年11月8日').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 位提交者' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sébastien Lorber/ })).toHaveAttribute('href', 'https://github.com/slorber');
    await expect(page.getByText(/阅读需/)).toHaveCount(0);
    await page.getByRole('link', { name: '← 返回更新日志' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('a list shows at most 12 committers of an entry and links to the entry for the rest', async ({ page }) => {
    await page.goto('/changelog');
    const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: '3.0.0', exact: true }) });
    await item.getByText(/^\d+ 位提交者$/).click();
    const summary = (await item.getByText(/^\d+ 位提交者$/).textContent())!;
    const total = Number.parseInt(summary, 10);
    expect(total).toBeGreaterThan(12);
    const list = item.getByRole('list');
    // Twelve committers, then the link to the entry.
    await expect(list.getByRole('link')).toHaveCount(13);
    const more = list.getByRole('link', { name: `另外 ${total - 12} 位提交者见版本页面` });
    await expect(more).toHaveAttribute('href', '/changelog/3.0.0');
    await page.goto('/changelog/3.0.0');
    await expect(page.getByRole('heading', { name: summary })).toBeVisible();
    await expect(page.locator('.dz-committers__list > li')).toHaveCount(total);
  });

  test('same-day releases are newest first and V2 Changelog has a route with a space', async ({ page }) => {
    await page.goto('/changelog');
    const titles = await itemTitles(page).allTextContents();
    expect(titles[0]).toBe('3.6.1');
    const i = titles.indexOf('3.3.2');
    expect(titles.slice(i, i + 3)).toEqual(['3.3.2', '3.3.1', '3.3.0']);
    const res = await page.goto('/changelog/V2%20Changelog');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'V2 Changelog' })).toBeVisible();
  });

  test('the changelog lists committers and has no tags or archive', async ({ page }) => {
    await page.goto('/changelog/authors');
    await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sébastien Lorber/ }).first()).toHaveAttribute('href', 'https://github.com/slorber');
    for (const path of ['/changelog/tags', '/changelog/archive', '/changelog/authors/slorber']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});

test('test blog fixtures: .html slug, folder post, no author, image-only authors, older author fields, title_meta', async ({ page }) => {
  expect((await page.goto('/tests/blog/html-slug.html'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '以 .html 结尾的 slug' })).toBeVisible();
  // Its author is written with the older single-author fields (author, author_title, …).
  const author = page.locator('.dz-post-authors');
  await expect(author.getByRole('link', { name: 'Joel Marcey' }).first()).toHaveAttribute('href', 'https://github.com/JoelMarcey');
  await expect(author).toContainText('Docusaurus 联合创建者');
  // title_meta names the document; the heading keeps the full title.
  await page.goto('/tests/blog/2023/07/20/a-very-long-title');
  await expect(page).toHaveTitle(/^超长标题的博文 \|/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^超长标题的博文/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('一篇标题非常非常长的博文');
  expect((await page.goto('/tests/blog/2024/11/02/folder-post'))?.status()).toBe(200);
  await page.goto('/tests/blog/2022/01/20/image-only-authors');
  await expect(page.getByRole('main').getByRole('img', { name: /github\.com/ })).toHaveCount(9);
  await page.goto('/tests/blog/2021/08/22/no-author');
  await expect(page.locator('.dz-post-authors')).toHaveCount(0);
  // Its title is the Markdown's own `# …`, shown once, in the header.
  await expect(page).toHaveTitle(/^没有作者的博文 \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['没有作者的博文']);
  // An .mdx post written as for Docusaurus: HTML comments (the truncate marker too) and an
  // admonition titled the older way, `:::note 旧式标题`.
  await page.goto('/tests/blog/2021/08/23/multiple-authors');
  await expect(page.getByRole('main').getByText('旧式标题', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('截断标记和这条注释');
});
