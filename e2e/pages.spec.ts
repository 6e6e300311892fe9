// Versions, feature requests, the test area index and the test pages (crash screens,
// analytics, hydration, Suspense, embeds, head metadata) and the example pages.
import { test, expect } from '@playwright/test';

const TEST_PAGES = [
  'analytics',
  'code-block-tests',
  'crashTest',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'hydration-tests',
  'layout-no-children',
  'link-tests',
  'markdown-tests-md',
  'markdown-tests-mdx',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'tabs-tests',
  'unlisted',
  'z-index-tests',
];

test.describe('feature requests', () => {
  for (const path of ['/feature-requests', '/feature-requests/p/some-idea', '/feature-requests/a/b/c']) {
    test(`${path} renders the feature-requests page with status 200`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: '功能请求' })).toBeVisible();
    });
  }
  test('explains how to propose and vote on GitHub', async ({ page }) => {
    await page.goto('/feature-requests');
    await expect(page.getByRole('link', { name: /带 feature 标签的 GitHub 议题/ })).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/issues?q=is%3Aissue+label%3Afeature',
    );
    await expect(page.getByRole('link', { name: 'GitHub Discussions' }).first()).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/discussions');
    await expect(page.getByRole('heading', { name: '状态标签' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'status: needs triage' })).toBeVisible();
  });
});

test.describe('versions', () => {
  test('lists next, current, past, archived and legacy versions with their links', async ({ page }) => {
    await page.goto('/versions');
    await expect(page.getByRole('heading', { level: 1, name: 'Docusaurus 版本' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Canary 🚧 文档' })).toHaveAttribute('href', '/docs');
    await expect(page.getByRole('link', { name: '3.6.1 更新日志' })).toHaveAttribute('href', '/changelog/3.6.1');
    await expect(page.getByRole('link', { name: '3.6.1 发布博文' })).toHaveAttribute('href', '/blog/releases/3.6');
    for (const v of ['3.5.2', '3.4.0', '3.3.2', '3.2.1', '3.1.1', '3.0.1', '2.x']) {
      const docs = page.getByRole('link', { name: `${v} 英文文档` });
      await expect(docs).toHaveAttribute('href', `https://docusaurus.io/docs/${v}`);
      await expect(docs).toHaveAttribute('rel', /noopener/);
    }
    for (const v of ['2.3.1', '2.2.0', '2.1.0', '2.0.1']) {
      await expect(page.getByRole('link', { name: `${v} 更新日志` })).toHaveAttribute('href', `/changelog/${v}`);
    }
    await expect(page.getByRole('link', { name: '1.x 文档' })).toHaveAttribute('href', 'https://v1.docusaurus.io');
  });
});

test.describe('test area', () => {
  test('/tests links the three test instances', async ({ page }) => {
    await page.goto('/tests');
    for (const href of ['/tests/docs', '/tests/blog', '/tests/pages']) await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
  });
  test('/tests/pages links every test page, and each one renders', async ({ page, request }) => {
    await page.goto('/tests/pages');
    for (const slug of TEST_PAGES) {
      await expect(page.locator(`main a[href="/tests/pages/${slug}"]`)).toBeVisible();
      expect((await request.get(`/tests/pages/${slug}`)).status(), slug).toBe(200);
    }
  });
});

test.describe('error boundaries', () => {
  test('a local crash shows the crash screen in place and 重试 recovers', async ({ page }) => {
    await page.goto('/tests/pages/error-boundary-tests');
    await page.getByRole('button', { name: '让这个组件崩溃' }).click();
    const crash = page.getByRole('alert');
    await expect(crash.getByRole('heading', { name: '页面已崩溃。' })).toBeVisible();
    await expect(crash).toContainText('测试错误：点击「让这个组件崩溃」后');
    await expect(crash).toContainText('原因：');
    await expect(page.getByRole('heading', { level: 1, name: '错误边界测试' })).toBeVisible();
    await crash.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('button', { name: '让这个组件崩溃' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a crash inside the layout replaces the page content, chrome stays', async ({ page }) => {
    await page.goto('/tests/pages/error-boundary-tests');
    await page.getByRole('button', { name: '在布局内崩溃' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '页面已崩溃。' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '错误边界测试' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '错误边界测试' })).toBeVisible();
    await expect(page.getByRole('button', { name: '在布局内崩溃' })).toBeVisible();
  });

  test('a crash outside the layout covers the whole window', async ({ page }) => {
    await page.goto('/tests/pages/error-boundary-tests');
    await page.getByRole('button', { name: '在布局外崩溃' }).click();
    // Outside the layout: the bare fallback, "This page crashed" titled "Page Error".
    const heading = page.getByRole('heading', { level: 1, name: 'This page crashed' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    // The crash screen covers the whole window, navbar area included.
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, 10)?.closest('.dz-crash-screen') != null);
    expect(top).toBe(true);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(heading).toBeHidden();
    await expect(page).not.toHaveTitle('Page Error');
    await expect(page.getByRole('button', { name: '在布局外崩溃' })).toBeVisible();
  });

  test('crashTest explains how to turn the crash on when the flag is off', async ({ page }) => {
    await page.goto('/tests/pages/crashTest');
    await expect(page.getByRole('heading', { level: 1, name: '渲染时崩溃测试' })).toBeVisible();
    await expect(page.getByText('SITE_CRASH_TEST=true npm run build')).toBeVisible();
  });
});

test.describe('analytics', () => {
  test('without an analytics script the button is a no-op with feedback', async ({ page }) => {
    await page.goto('/tests/pages/analytics');
    await page.getByRole('button', { name: '发送测试事件' }).click();
    await expect(page.getByRole('status')).toContainText('没有配置统计脚本，事件未发送');
  });
  test('with a script hook the event is sent', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { dz: unknown; __events: unknown[] };
      w.__events = [];
      w.dz = { analytics: { track: (name: string, data: unknown) => w.__events.push({ name, data }) } };
    });
    await page.goto('/tests/pages/analytics');
    await page.getByRole('button', { name: '发送测试事件' }).click();
    await expect(page.getByRole('status')).toContainText('已通过 window.dz.analytics 发送事件「dz-test-event」');
    const events = await page.evaluate(() => (window as unknown as { __events: { name: string }[] }).__events);
    expect(events).toEqual([{ name: 'dz-test-event', data: { path: '/tests/pages/analytics', count: 1 } }]);
  });
});

test.describe('other test pages', () => {
  test('hydration: on load and on first interaction', async ({ page }) => {
    await page.goto('/tests/pages/hydration-tests');
    await expect(page.getByText('加载时水合的组件：已水合')).toBeVisible();
    await expect(page.getByText('交互时水合的组件：尚未水合')).toBeVisible();
    const probe = page.locator('[data-probe="interaction"]');
    await probe.getByRole('button', { name: '点击次数：0' }).click();
    await expect(probe.getByRole('button', { name: '点击次数：1' })).toBeVisible();
    await expect(page.getByText('交互时水合的组件：已水合')).toBeVisible();
  });

  test('react-18: Suspense fallback, lazy component and client-only component', async ({ page }) => {
    await page.goto('/tests/pages/react-18');
    await expect(page.getByText('只在浏览器中渲染的组件已显示。')).toBeVisible();
    const box = page.locator('[data-test="suspense"]');
    await box.getByRole('button', { name: '加载延迟组件' }).click();
    await expect(box.getByRole('status')).toHaveText('加载中……');
    await expect(box.getByRole('status')).toContainText('延迟组件已加载');
  });

  test('embeds load only on click', async ({ page }) => {
    await page.goto('/tests/pages/embeds');
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /在 YouTube 上观看/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=_An9EsKPhp0');
    await page.getByRole('button', { name: '加载 iframe' }).click();
    await expect(page.frameLocator('main iframe[title="内联文档 iframe"]').getByRole('heading', { name: 'iframe 中的文档' })).toBeVisible();
  });

  test('head-metadata and unlisted pages are noindex; seo sets its own title', async ({ page }) => {
    await page.goto('/tests/pages/head-metadata');
    await expect(page).toHaveTitle('head 元数据测试 | Docusaurus');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="dz-test"]')).toHaveAttribute('content', 'head-metadata');
    await page.goto('/tests/pages/unlisted');
    await expect(page.getByText('未列出页', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/tests/pages/seo');
    await expect(page).toHaveTitle('自定义 SEO 标题 | Docusaurus');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO 测试' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /自定义的 SEO 描述/);
  });

  test('a page without a title is named by its # heading, and wrapperClassName classes <html>', async ({ page }) => {
    await page.goto('/tests/pages/link-tests');
    await expect(page).toHaveTitle(/^链接测试 \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^链接测试/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dz-test-link-page(\s|$)/);
    // A relative link to a file is the file, copied into the build under a content hash.
    const csv = page.getByRole('link', { name: '版本数据（CSV 文件）' });
    await expect(csv).toHaveAttribute('href', /^\/assets\/files\/versions-sample-[0-9a-f]{8}\.csv$/);
    await expect(csv).toHaveAttribute('target', '_blank');
    const response = await page.request.get((await csv.getAttribute('href'))!);
    expect([response.status(), (await response.text()).split('\n')[0]]).toEqual([200, '版本,发布日期']);
    // A Markdown file named from the content folder's root is its route.
    await expect(page.getByRole('link', { name: '页面目录测试' })).toHaveAttribute('href', '/tests/pages/page-toc-tests');
    // pathname:// is the path as it is.
    await expect(page.getByRole('link', { name: '同一个图标' })).toHaveAttribute('href', '/img/docusaurus.svg');
  });

  test('tabs given a values prop head their panels with those labels (what readers without JavaScript see)', async ({ page }) => {
    await page.goto('/tests/pages/tabs-tests');
    await expect(page.locator('[role="tabpanel"][data-value="apple"]')).toHaveAttribute('data-label', '苹果');
    await expect(page.locator('[role="tabpanel"][data-value="orange"]')).toHaveAttribute('data-label', '橙子');
  });

  test("tabs take the list's className and block, and each tab's own attributes", async ({ page }) => {
    await page.goto('/tests/pages/tabs-tests');
    const list = page.locator('.tabs-test-list');
    await expect(list).toHaveAttribute('role', 'tablist');
    await expect(list).toHaveClass(/dz-tabs__list--block/);
    const stable = list.getByRole('tab', { name: '稳定版' });
    await expect(stable).toHaveClass(/tabs-test-stable/);
    await expect(stable).toHaveAttribute('title', '适合生产环境');
    await expect(list.getByRole('tab', { name: 'Canary' })).toHaveAttribute('data-channel', 'canary');
    // Block tabs share the row: each is about half of it.
    const [row, tab] = await Promise.all([list.boundingBox(), stable.boundingBox()]);
    expect(tab!.width).toBeGreaterThan(row!.width * 0.4);
    // The tab still works as a tab.
    await list.getByRole('tab', { name: 'Canary' }).click();
    await expect(page.getByText('Canary 的说明')).toBeVisible();
  });

  test("a folder's index.md is the folder's page, as in Docusaurus", async ({ page }) => {
    expect((await page.goto('/tests/pages/nested'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '文件夹中的页面' })).toBeVisible();
    expect((await page.goto('/tests/pages/nested/index'))?.status()).toBe(404);
  });

  test('page TOC lists levels 2 to 4 only', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/tests/pages/page-toc-tests');
    const toc = page.locator('.dz-toc--desktop');
    await expect(toc.getByRole('link', { name: '四级标题 A.1.a' })).toBeVisible();
    await expect(toc.getByRole('link', { name: '五级标题 A.1.a.i' })).toHaveCount(0);
    // Inline TOCs nest as the classic theme's: a level-3 heading is in a list inside its h2's item.
    const first = page.getByRole('navigation', { name: '本页目录', exact: true });
    const itemA = first.getByRole('listitem').filter({ has: page.getByRole('link', { name: '二级标题 A', exact: true }) });
    await expect(itemA.getByRole('list').getByRole('link', { name: '三级标题 A.1' })).toBeVisible();
    // The second inline TOC takes its levels as expressions; `toc` is the page's own variable.
    const inline = page.getByRole('navigation', { name: '本页目录 2' });
    await expect(inline.getByRole('link', { name: '四级标题 A.1.a' })).toBeVisible();
    await expect(inline.getByRole('link', { name: '二级标题 A' })).toHaveCount(0);
    await expect(page.getByText(/本页共有 \d+ 个二至六级标题/)).toBeVisible();
    // The third is given `toc.filter(…)`: only the headings the filter keeps.
    const filtered = page.getByRole('navigation', { name: '本页目录 3' });
    await expect(filtered.getByRole('link')).toHaveText(['三级标题 A.1', '四级标题 A.1.a']);
  });

  test('diagrams render to SVG', async ({ page }) => {
    await page.goto('/tests/pages/diagrams');
    await expect(page.locator('.dz-mermaid svg').first()).toBeVisible({ timeout: 15_000 });
  });

  test('layout without children renders the chrome only', async ({ page }) => {
    await page.goto('/tests/pages/layout-no-children');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#dz-main')).toBeEmpty();
  });

  test('Markdown and MDX test pages render their constructs', async ({ page }) => {
    await page.goto('/tests/pages/markdown-tests-md');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown 语法测试（.md）' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    // Its own <head> (raw HTML in .md) replaces the document title and adds robots.
    await expect(page).toHaveTitle('Markdown 语法测试：自定义标题');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const jsonLd = async () => JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '');
    expect(await jsonLd()).toMatchObject({ '@type': 'TechArticle', headline: 'Markdown 语法测试' });
    await page.goto('/tests/pages/markdown-tests-mdx');
    await expect(page.getByText('一加一等于 2。')).toBeVisible();
    // Its JSX <head>: a class on <html>, one og:type (the page's, not the site's), nothing in the body.
    await expect(page.locator('html')).toHaveClass(/dz-test-head-html/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('body head, main meta')).toHaveCount(0);
    // Its JSON-LD, written as JSON.stringify({…}) and read when the page builds.
    expect(await jsonLd()).toEqual({ '@context': 'https://schema.org', '@type': 'TechArticle', headline: 'MDX 语法测试', inLanguage: 'zh-CN' });
    await expect(page.getByText('当前页面标题是「MDX 语法测试（.mdx）」。')).toBeVisible();
    // Tabs imported the Docusaurus way, from @theme/Tabs and @theme/TabItem, under other names.
    // <Link to> from @docusaurus/Link: a plain link; another host opens in a new tab.
    await expect(page.getByRole('link', { name: '站内的安装文档' })).toHaveAttribute('href', '/docs/installation');
    await expect(page.getByRole('link', { name: 'Docusaurus 英文官网' })).toHaveAttribute('target', '_blank');
    // A npm2yarn code block: npm, Yarn and pnpm tabs of the same command.
    const npm2yarn = page.locator('.dz-tabs').filter({ hasText: 'npm install --save @docusaurus/theme-mermaid' });
    await npm2yarn.getByRole('tab', { name: 'pnpm' }).click();
    await expect(npm2yarn.getByText('pnpm add @docusaurus/theme-mermaid')).toBeVisible();
    // <Admonition icon>: the given icon instead of the type's.
    await expect(page.locator('.dz-admonition__title--icon').filter({ hasText: '换了图标的提示框' })).toContainText('🧪');
    // useBaseUrl from @docusaurus/useBaseUrl: the site path, and with absolute the full URL.
    await expect(page.getByRole('img', { name: 'useBaseUrl 给出的 Docusaurus 标志' })).toHaveAttribute('src', '/img/docusaurus.svg');
    await expect(page.getByText('https://docusaurus.io/img/docusaurus.svg')).toBeVisible();
    // require('./x').default: the built file's URL (a small file too: no data: URL), which loads.
    await expect(page.getByRole('link', { name: '这份版本数据' })).toHaveAttribute('href', /^\/_astro\/versions-sample\.[\w-]+\.csv$/);
    const required = page.getByRole('img', { name: '用 require 引用的示例图片' });
    await expect(required).toHaveAttribute('src', /^\/_astro\/ideal-image-sample\.[\w-]+\.png$/);
    expect(await required.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('tab', { name: 'Bun' }).click();
    await expect(page.getByText('用 Bun 安装。')).toBeVisible();
    // A partial from a `_` folder, imported with a prop; it is no page of its own.
    await expect(page.getByRole('main').getByText('这里收到的是「MDX 语法测试页」')).toBeVisible();
    // The partial's heading is in the page's table of contents, and its link lands on it.
    await expect(page.locator('.dz-toc--desktop').getByRole('link', { name: '片段中的小节' })).toHaveAttribute(
      'href',
      `#${encodeURIComponent('片段中的小节')}`,
    );
    await expect(page.locator('[id="片段中的小节"]')).toHaveCount(1);
    expect((await page.goto('/tests/pages/_partials/shared-note'))?.status()).toBe(404);
  });

  test('a {#id} after a heading sets its anchor, in .md and .mdx; MDX takes HTML comments and mdx-code-block', async ({ page }) => {
    for (const [path, id] of [
      ['/tests/pages/markdown-tests-md', 'custom-anchor'],
      ['/tests/pages/markdown-tests-mdx', 'custom-anchor-mdx'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 2, name: /^自定义锚点/ });
      await expect(heading).toHaveAttribute('id', id);
      await expect(page.getByRole('navigation', { name: '本页总览' }).getByRole('link', { name: '自定义锚点', exact: true })).toHaveAttribute('href', `#${id}`);
    }
    // The MDX page also has an HTML comment (not shown) and an mdx-code-block fence (rendered).
    await expect(page.getByRole('main')).not.toContainText('这条 HTML 注释');
    await expect(page.getByRole('main').getByRole('paragraph').filter({ hasText: '这一段写在 mdx-code-block 代码块里' })).toBeVisible();
  });
});

test.describe('examples', () => {
  test('markdownPageExample is a Markdown page with a TOC', async ({ page }) => {
    await page.goto('/examples/markdownPageExample');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown 页面示例' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /适合的用途/ })).toBeVisible();
    // As docusaurus.io's Markdown pages: an edit link (the translation project) and the last update.
    await expect(page.getByRole('link', { name: /编辑此页/ })).toHaveAttribute('href', 'https://crowdin.com/project/docusaurus-v2/zh-CN');
    await expect(page.getByRole('article').getByText(/^最后于 \d{4}年\d{1,2}月\d{1,2}日 更新/)).toBeVisible();
  });
  test('a Markdown page without layout: still gets the site frame, its title from its # heading, one h1', async ({ page }) => {
    await page.goto('/examples/markdownPageWithoutLayout');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('不写布局的 Markdown 页面 | Docusaurus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/不写布局的 Markdown 页面/);
  });
  test('a draft Markdown page is not in the production site', async ({ page }) => {
    expect((await page.goto('/examples/draftPage'))?.status()).toBe(404);
  });
  test('noIndex asks search engines not to index it', async ({ page }) => {
    await page.goto('/examples/noIndex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
