import { describe, expect, it } from 'vitest';
import {
  ABOUT_THE_QUERY,
  containsWordStart,
  headingBoost,
  keywordBoost,
  MIN_RESULTS,
  pageRank,
  searchPages,
  SECTION_WEIGHT,
  sectionOfUrl,
  titleBoost,
  type PageTable,
} from './engine';
import type { PagefindApi, PagefindData, PagefindFilters } from './pagefind';

/** A fake Pagefind over texts: loose = every term somewhere, exact = the phrase as written. */
function fakePagefind(pages: Record<string, string>, log: { term: string; filters?: PagefindFilters }[] = []): PagefindApi {
  return {
    async search(term, options) {
      log.push({ term, ...(options?.filters ? { filters: options.filters } : {}) });
      const exact = /^".*"$/.test(term);
      const terms = term.replace(/"/g, '').split(' ').filter(Boolean);
      const results = Object.entries(pages)
        .filter(([, text]) => (exact ? text.includes(terms.join('')) : terms.every((x) => text.includes(x))))
        .map(([id, text]) => ({
          id,
          score: terms.reduce((s, x) => s + text.split(x).length - 1, 0) / text.length,
          data: async (): Promise<PagefindData> => ({ url: `/${id}`, excerpt: text, meta: { title: id } }),
        }))
        .sort((a, b) => b.score - a.score);
      return { results };
    },
  };
}

describe('searchPages', () => {
  const pages = {
    sidebar: '侧边栏是文档的导航。侧边栏可以自动生成。',
    items: '侧边栏项目：链接、类别。',
    noise: '侧面的边框和栏目没有关系。',
    deploy: '部署到服务器。',
  };

  it('ranks pages with the exact phrase and leaves out scattered characters when enough match', async () => {
    const many = Object.fromEntries(Array.from({ length: MIN_RESULTS }, (_, i) => [`p${i}`, `侧边栏${'字'.repeat(i)}`]));
    const result = await searchPages(fakePagefind({ ...many, noise: pages.noise }), '侧边栏');
    expect(result.tier).toBe('exact');
    expect(result.pages.map((p) => p.id)).not.toContain('noise');
    expect(result.pages).toHaveLength(MIN_RESULTS);
  });

  it('tops up a short exact tier with looser matches, after the exact ones', async () => {
    const result = await searchPages(fakePagefind(pages), '侧边栏');
    expect(result.pages.map((p) => [p.id, p.tier])).toEqual([
      ['sidebar', 'exact'],
      ['items', 'exact'],
      ['noise', 'loose'],
    ]);
  });

  it('boosts pages whose title matches the query', async () => {
    const result = await searchPages(fakePagefind(pages), '侧边栏', {
      titles: { items: ['侧边栏项目', 'docs', '', '/docs/items', '文档'], sidebar: ['导航', 'docs', '', '/docs/sidebar', '文档'] },
    });
    expect(result.pages[0]!.id).toBe('items');
    expect(titleBoost('侧边栏', '侧边栏')).toBeGreaterThan(titleBoost('侧边栏项目', '侧边栏'));
    expect(titleBoost('Swizzle', 'swizzle 组件')).toBeCloseTo(1.5);
    expect(titleBoost('Swizzling', 'swizzle 组件')).toBeCloseTo(1.5);
    expect(titleBoost('Swizzling', 'swizz')).toBe(2.5);
    expect(titleBoost('Swizzling', 'swap 组件')).toBe(1);
    expect(titleBoost('Swizzle 组件指南', 'swizzle 组件')).toBe(2.5);
    expect(titleBoost(undefined, 'x')).toBe(1);
    // Han runs are split into words, function words left out: 生命周期 is most of 插件生命周期.
    expect(titleBoost('生命周期 API', '插件生命周期')).toBeGreaterThan(ABOUT_THE_QUERY);
    expect(titleBoost('MDX 与 React', 'MDX 中使用 React 组件')).toBeGreaterThan(ABOUT_THE_QUERY);
    expect(titleBoost('MDX 插件', '调试插件')).toBeLessThanOrEqual(ABOUT_THE_QUERY);
  });

  it('weighs headings below titles, and keywords by the share of the query they name', () => {
    expect(headingBoost(['安装', 'docusaurus start'], 'docusaurus start')).toBe(2);
    expect(headingBoost(['安装', '部署'], '创建版本')).toBe(1);
    expect(headingBoost(['创建文档版本'], '版本')).toBe(1.8);
    expect(headingBoost([], 'x')).toBe(1);
    expect(keywordBoost('plugin-sitemap, 站点地图, SEO', '站点地图')).toBe(2);
    expect(keywordBoost('plugin-content-docs, 文档插件, 侧边栏', '文档插件配置')).toBeCloseTo(1 + 0.6 * (4 / 6));
    expect(keywordBoost('', '站点地图')).toBe(1);
  });

  it('puts the docs page about the query above blog and changelog pages that mention it', async () => {
    const texts = {
      api: '生命周期方法：loadContent 与 contentLoaded。插件可以实现它们。',
      log1: '修复插件生命周期的顺序。插件生命周期现在并行运行。插件生命周期文档更新。',
      log2: '插件生命周期 API 新增 allContentLoaded。',
      post: '这篇博文回顾了一年的变化：新的构建工具、更快的开发服务器、更好的国际化支持，也顺带提到插件生命周期。',
      other: '官方插件列表：搜索、站点地图、客户端重定向与理想图片，各有配置选项；生命周期方法见 API 参考。',
    };
    const titles: PageTable = {
      api: ['生命周期 API', 'docs', 'loadContent, contentLoaded', '/docs/api/plugin-methods/lifecycle-apis', '文档'],
      log1: ['3.2.1', 'changelog', '', '/changelog/3.2.1', '更新日志'],
      log2: ['3.2.0', 'changelog', '', '/changelog/3.2.0', '更新日志'],
      post: ['Docusaurus 3.2', 'blog', '', '/blog/releases/3.2', '博客'],
      other: ['使用插件', 'docs', '', '/docs/using-plugins', '文档'],
    };
    // The docs page never writes 插件生命周期 as one phrase, yet it comes first.
    const result = await searchPages(fakePagefind(texts), '插件生命周期', { titles });
    expect(result.pages[0]!.id).toBe('api');
    expect(result.pages.map((p) => p.id)).toEqual(expect.arrayContaining(['log1', 'log2', 'post']));
    expect(result.tier).toBe('exact');
  });

  it('ranks by section only pages whose title is not about the query', () => {
    const body = pageRank(['2.2.0', 'changelog', '', '/changelog/2.2.0', '更新日志'], '客户端重定向');
    const docs = pageRank(['配置', 'docs', '', '/docs/configuration', '文档'], '客户端重定向');
    expect(body.factor).toBe(SECTION_WEIGHT.changelog);
    expect(docs.factor).toBe(1);
    const release = pageRank(['Docusaurus 3.6 发布', 'blog', '', '/blog/releases/3.6', '博客'], 'Docusaurus 3.6 发布');
    expect(release.about).toBe(true);
    expect(release.factor).toBeCloseTo(4 * 0.85);
    const urls = ['/docs/api/plugins', '/community/support', '/blog/releases/3.6', '/changelog/3.6.1', '/showcase'];
    expect(urls.map((u) => sectionOfUrl(u))).toEqual(['docs', 'docs', 'blog', 'changelog', 'page']);
    expect(sectionOfUrl('/zh/docs/x', '/zh/')).toBe('docs');
  });

  it('passes the filters to every search and returns nothing for an empty query', async () => {
    const log: { term: string; filters?: PagefindFilters }[] = [];
    const filters = { language: 'zh-CN' };
    await searchPages(fakePagefind(pages, log), '部署', { filters });
    expect(log.map((l) => l.term)).toEqual(['部 署', '"部 署"']);
    expect(log.every((l) => l.filters === filters)).toBe(true);
    expect((await searchPages(fakePagefind(pages), '  ')).pages).toEqual([]);
    expect((await searchPages(fakePagefind(pages), '不存在')).tier).toBe('none');
  });

  it('returns nothing when Pagefind fell back to a shorter prefix of a word', async () => {
    // Pagefind answers "qqxxzz" with every page that has a word starting with "q".
    const fallback: PagefindApi = {
      async search() {
        return { results: [{ id: 'a', score: 1, data: async () => ({ url: '/a', excerpt: '', meta: {}, content: 'g、j、p、q、y 等字母' }) }] };
      },
    };
    expect((await searchPages(fallback, 'qqxxzz')).pages).toEqual([]);
    expect((await searchPages(fallback, 'q')).pages).toHaveLength(1);
  });

  it('knows a word is indexed from the page table alone when some title or heading has it (no fragment fetched)', async () => {
    let fetched = 0;
    const pagefind: PagefindApi = {
      async search() {
        const data = async () => (fetched++, { url: '/cli', excerpt: '', meta: {}, content: 'docusaurus swizzle 命令' });
        return { results: [{ id: 'cli', score: 1, data }] };
      },
    };
    // Another page's heading has the word: the index has it, whichever pages rank first.
    const titles: PageTable = {
      cli: ['命令行工具', 'docs', 'swizzle', '/docs/cli', '文档'],
      other: ['其他', 'docs', '', '/docs/other', '文档', 'docusaurus swizzle'],
    };
    expect((await searchPages(pagefind, 'swizzle', { titles })).pages).toHaveLength(1);
    expect(fetched).toBe(0);
    // Keywords are not indexed text: they do not count, and the fragment is read.
    const keywordsOnly: PageTable = { cli: ['命令行工具', 'docs', 'swizzle', '/docs/cli', '文档'] };
    expect((await searchPages(pagefind, 'swizzle', { titles: keywordsOnly })).pages).toHaveLength(1);
    expect(fetched).toBe(1);
  });
});

describe('containsWordStart', () => {
  it('finds words by their start, whatever the case and punctuation', () => {
    const text = '用 useDocusaurusContext 读取 docusaurus.config.js 与 @docusaurus/plugin-pwa，Node.js 18';
    for (const w of ['usedocusaurus', 'docusaurus.config.js', '@docusaurus/plugin-pwa', 'pwa', 'node.js', '18'])
      expect(containsWordStart(text, w), w).toBe(true);
    for (const w of ['context', 'qq', 'config.jsx']) expect(containsWordStart(text, w), w).toBe(false);
  });
});
