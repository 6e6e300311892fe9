import { describe, expect, it } from 'vitest';
import { containsWordStart, MIN_RESULTS, searchPages, titleBoost } from './engine';
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
    const result = await searchPages(fakePagefind(pages), '侧边栏', { titles: { items: '侧边栏项目', sidebar: '导航' } });
    expect(result.pages[0]!.id).toBe('items');
    expect(titleBoost('侧边栏', '侧边栏')).toBeGreaterThan(titleBoost('侧边栏项目', '侧边栏'));
    expect(titleBoost('Swizzle', 'swizzle 组件')).toBeCloseTo(1.3);
    expect(titleBoost('Swizzling', 'swizzle 组件')).toBeCloseTo(1.3);
    expect(titleBoost('Swizzling', 'swizz')).toBe(2.5);
    expect(titleBoost('Swizzling', 'swap 组件')).toBe(1);
    expect(titleBoost('Swizzle 组件指南', 'swizzle 组件')).toBe(2.5);
    expect(titleBoost(undefined, 'x')).toBe(1);
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

  it("returns nothing when Pagefind fell back to a shorter prefix of a word", async () => {
    // Pagefind answers "qqxxzz" with every page that has a word starting with "q".
    const fallback: PagefindApi = {
      async search() {
        return { results: [{ id: 'a', score: 1, data: async () => ({ url: '/a', excerpt: '', meta: {}, content: 'g、j、p、q、y 等字母' }) }] };
      },
    };
    expect((await searchPages(fallback, 'qqxxzz')).pages).toEqual([]);
    expect((await searchPages(fallback, 'q')).pages).toHaveLength(1);
  });
});

describe('containsWordStart', () => {
  it('finds words by their start, whatever the case and punctuation', () => {
    const text = '用 useDocusaurusContext 读取 docusaurus.config.js 与 @docusaurus/plugin-pwa，Node.js 18';
    for (const w of ['usedocusaurus', 'docusaurus.config.js', '@docusaurus/plugin-pwa', 'pwa', 'node.js', '18']) expect(containsWordStart(text, w), w).toBe(true);
    for (const w of ['context', 'qq', 'config.jsx']) expect(containsWordStart(text, w), w).toBe(false);
  });
});
