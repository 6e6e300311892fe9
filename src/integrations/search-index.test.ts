// The index step end to end on a tiny site: Pagefind's Node API builds the index, then
// Pagefind's own browser bundle (run in Node with a file-reading fetch) answers queries
// through the adapter, as the modal and the search page do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSearchIndex, prepareForIndex, withDescription, withoutDocsSidebar } from './search-index';
import { plainText } from '../lib/search/excerpt';
import { PAGE_TITLES_FILE, searchPages, type PageTable } from '../lib/search/engine';
import { facetFiltersToPagefind, contextualFacetFilters } from '../lib/search/facets';
import { toPageResult } from '../lib/search/hits';
import type { PagefindApi, PagefindModule } from '../lib/search/pagefind';

const page = (tag: string, section: string | null, body: string, searchable = true, head = '') => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>t</title>${head}
<meta name="docsearch:language" content="zh-CN" data-pagefind-filter="language[content]">
<meta name="docsearch:docusaurus_tag" content="${tag}" data-pagefind-filter="docusaurus_tag[content]">
</head><body><nav>导航 侧边栏 菜单</nav><main${searchable ? ' data-pagefind-body' : ''}><article${section ? ` data-pagefind-meta="section:${section}"` : ''}>${body}</article></main></body></html>`;

const files: Record<string, string> = {
  'docs/sidebar.html': page(
    'docs-default-current',
    '文档',
    '<h1>侧边栏 &lt;img src=x onerror=alert(1)&gt;</h1><details data-pagefind-ignore><summary>本页总览</summary>目录</details><p>侧边栏把文档组织成导航。</p><h2 id="auto">自动生成<a class="dz-hash-link" data-pagefind-ignore href="#auto">#</a></h2><p>侧边栏可以自动生成。</p>',
  ),
  'docs/deployment.html': page('docs-default-current', '文档', '<h1>部署</h1><p>把站点部署到服务器，侧面的边框和栏目不是重点。</p>'),
  'docs/old/sidebar.html': page('docs-default-1.0', '文档', '<h1>侧边栏（旧版）</h1><p>侧边栏的旧文档。</p>'),
  'blog/post.html': page('default', '博客', '<h1>博客文章</h1><p>新的侧边栏设计。</p>'),
  'search.html': page('default', null, '<h1>搜索</h1><p>侧边栏</p>', false),
  'index.html': page('default', null, '<h1>首页</h1><p>欢迎</p>'),
  // A docs page that names its subject in Chinese only in its description and keywords, and a
  // changelog entry that mentions it three times in passing.
  'docs/plugin-client-redirects.html': page(
    'docs-default-current',
    '文档',
    '<h1>@docusaurus/plugin-client-redirects</h1><p>插件在构建时为旧路径生成跳转页面。</p><h2 id="options">配置选项</h2><p>fromExtensions 与 toExtensions。</p>',
    true,
    '<meta name="description" content="用 plugin-client-redirects 在构建时生成客户端重定向页面。"><meta name="keywords" content="plugin-client-redirects, 重定向, 迁移">',
  ),
  'changelog/2.2.0.html': page('default', '更新日志', '<h1>2.2.0</h1><p>修复客户端重定向的问题；客户端重定向支持更多扩展名；文档说明客户端重定向。</p>'),
  'docs/config.html': page(
    'docs-default-current',
    '文档',
    '<h1>站点配置</h1><h2 id="file">配置文件</h2><p>配置文件位于站点根目录，导出一个对象。</p><div class="expressive-code"><figure class="frame has-title"><figcaption class="header"><span class="title">docusaurus.config.js</span></figcaption><pre data-language="js"><code><span class="ec-line">export default { zzcodeonly: true };</span></code></pre></figure></div><p>修改配置文件后需要重新启动开发服务器，才能看到新的标题和导航。</p>',
  ),
};

let dir: string;
let pagefind: PagefindApi;
let titles: PageTable;
let report: Awaited<ReturnType<typeof buildSearchIndex>>;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dz-search-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  report = await buildSearchIndex(dir);
  globalThis.fetch = (async (url: string | URL) => new Response(readFileSync(fileURLToPath(new URL(String(url)))))) as typeof fetch;
  (globalThis as { document?: unknown }).document = { currentScript: null, querySelector: () => ({ getAttribute: () => 'zh-CN' }) };
  const bundle = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'pagefind/pagefind.js')).href)) as PagefindModule;
  pagefind = bundle.createInstance({ baseUrl: '/', noWorker: true, excerptLength: 20 });
  titles = JSON.parse(readFileSync(join(dir, 'pagefind', PAGE_TITLES_FILE), 'utf8')) as PageTable;
}, 60_000);

afterAll(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as { document?: unknown }).document;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('withoutDocsSidebar', () => {
  it('leaves the docs sidebar out of what Pagefind reads, and everything else in', () => {
    const html =
      '<body><nav>导航</nav><aside class="dz-doc-sidebar" data-dz-sidebar><nav><ul><li><a href="/a">甲</a></li></ul></nav></aside><main data-pagefind-body>正文</main></body>';
    expect(withoutDocsSidebar(html)).toBe('<body><nav>导航</nav><main data-pagefind-body>正文</main></body>');
    expect(withoutDocsSidebar('<main>无侧边栏</main>')).toBe('<main>无侧边栏</main>');
  });
});

describe('buildSearchIndex', () => {
  it('indexes the pages marked data-pagefind-body and writes the page table (title, section, keywords, URL, label, docs headings)', () => {
    expect(report.errors).toEqual([]);
    expect(report.pages).toBe(8);
    expect(existsSync(join(dir, 'pagefind/pagefind.js'))).toBe(true);
    const rows = Object.values(titles);
    expect(rows.map((e) => e[0]).sort()).toEqual(
      ['侧边栏 <img src=x onerror=alert(1)>', '侧边栏（旧版）', '博客文章', '部署', '首页', '@docusaurus/plugin-client-redirects', '2.2.0', '站点配置'].sort(),
    );
    expect(rows).toContainEqual(['侧边栏 <img src=x onerror=alert(1)>', 'docs', '', '/docs/sidebar', '文档', '自动生成']);
    expect(rows).toContainEqual([
      '@docusaurus/plugin-client-redirects',
      'docs',
      'plugin-client-redirects, 重定向, 迁移',
      '/docs/plugin-client-redirects',
      '文档',
      '配置选项',
    ]);
    expect(rows).toContainEqual(['博客文章', 'blog', '', '/blog/post', '博客']);
    expect(rows).toContainEqual(['2.2.0', 'changelog', '', '/changelog/2.2.0', '更新日志']);
    // A page without a section meta gets none here; the modal shows it under OTHER_SECTION.
    expect(rows).toContainEqual(['首页', 'page', '', '/', '']);
  });

  it('adds the meta description to the indexed text only', () => {
    expect(withDescription('<meta name="description" content="摘要 &amp; 说明"><main class="m" data-pagefind-body>正文</main>')).toBe(
      '<meta name="description" content="摘要 &amp; 说明"><main class="m" data-pagefind-body><p data-pagefind-weight="3">摘要 &amp; 说明</p>正文</main>',
    );
    expect(withDescription('<main data-pagefind-body>正文</main>')).toBe('<main data-pagefind-body>正文</main>');
  });

  it('ranks the docs page about a subject above a changelog entry that mentions it in passing', async () => {
    const found = await searchPages(pagefind, '客户端重定向', { titles });
    const urls = await Promise.all(found.pages.map(async (p) => (await p.data()).url));
    expect(urls).toEqual(['/docs/plugin-client-redirects', '/changelog/2.2.0']);
  });

  it('finds a Chinese word as written, filtered by language and docs version, with section and escaped title', async () => {
    const filters = facetFiltersToPagefind(contextualFacetFilters('zh-CN', ['default', 'docs-default-current']));
    const found = await searchPages(pagefind, '侧边栏', { filters, titles });
    const pages = await Promise.all(found.pages.map(async (p) => toPageResult(await p.data(), '侧边栏')));
    expect(found.tier).toBe('exact');
    // The old version is filtered out; the deployment page has the three characters apart only.
    expect(pages.map((p) => p.url)).toEqual(['/docs/sidebar', '/blog/post', '/docs/deployment']);
    const [first] = pages;
    expect(first!.section).toBe('文档');
    expect(first!.titleHtml).toBe('<mark>侧边栏</mark> &lt;img src=x onerror=alert(1)&gt;');
    expect(first!.excerptHtml).not.toContain('本页总览');
    expect(first!.subResults).toEqual([expect.objectContaining({ url: '/docs/sidebar#auto', title: '自动生成' })]);
    expect(pages[1]!.section).toBe('博客');
  });

  it('answers mixed and loose queries', async () => {
    const found = await searchPages(pagefind, '部署 服务器', { titles });
    expect((await found.pages[0]!.data()).url).toBe('/docs/deployment');
    expect((await searchPages(pagefind, '菜单')).pages).toEqual([]); // navigation is not indexed
  });
});

describe('excerpts', () => {
  it('leaves code blocks and table headers out of the index and separates table cells', () => {
    expect(prepareForIndex('<div class="expressive-code"><pre class="dz-mermaid__source">')).toBe(
      '<div class="expressive-code" data-pagefind-ignore><pre class="dz-mermaid__source" data-pagefind-ignore>',
    );
    expect(prepareForIndex('<table><thead><tr><th>选项</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>')).toBe(
      '<table><thead data-pagefind-ignore><tr><th>选项</th></tr></thead><tbody><tr><td>a ·</td><td>b ·</td></tr></tbody></table>',
    );
  });

  it('are body text: no code, no heading glued with a period, 「…」 where cut', async () => {
    expect((await searchPages(pagefind, 'zzcodeonly', { titles })).pages).toEqual([]);
    const found = await searchPages(pagefind, '配置文件', { titles });
    const result = toPageResult(await found.pages[0]!.data(), '配置文件');
    expect(result.url).toBe('/docs/config');
    for (const html of [result.excerptHtml, ...result.subResults.map((s) => s.excerptHtml)]) {
      const text = plainText(html);
      expect(text).not.toMatch(/export default|docusaurus\.config\.js/);
      expect(text).not.toMatch(/\p{Script=Han}\./u);
      expect(text).not.toMatch(/ {2}/);
    }
    const section = result.subResults.find((s) => s.url === '/docs/config#file');
    expect(plainText(section!.excerptHtml)).toMatch(/^配置文件位于站点根目录/);
    expect(plainText(section!.excerptHtml)).toMatch(/…$/);
  });
});
