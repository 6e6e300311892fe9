import { describe, expect, it } from 'vitest';
import { highlightText, pickSubResults, pruneMarks, OTHER_SECTION, toDocSearchHits, toPageResult } from './hits';
import type { PagefindData } from './pagefind';
import { ZWSP } from './text';

const XSS = '<img src=x onerror=alert(1)>';
const sep = (s: string) => [...s].join(ZWSP);

const page: PagefindData = {
  url: '/docs/sidebar',
  // Pagefind escapes < and > in excerpts but not &; titles and anchor texts are raw.
  excerpt: `默认<mark>侧</mark>${ZWSP}<mark>边</mark>${ZWSP}<mark>栏</mark>。&lt;img src=x onerror=alert(1)&gt; <mark>边</mark>框 a & b`,
  meta: { title: `${sep('侧边栏')} ${XSS}`, section: '文档' },
  sub_results: [
    { title: sep('侧边栏'), url: '/docs/sidebar', excerpt: '页面开头' },
    {
      title: `${sep('折叠')}#`,
      url: '/docs/sidebar#折叠',
      excerpt: '折叠分类',
      anchor: { element: 'h2', id: '折叠', text: `${sep('折叠')}#`, location: 10 },
      locations: [11],
    },
    {
      title: `${XSS}#`,
      url: '/docs/sidebar#xss',
      excerpt: `&lt;script&gt; <mark>侧</mark>${ZWSP}<mark>边</mark>${ZWSP}<mark>栏</mark>`,
      anchor: { element: 'h2', id: 'xss', text: `${XSS}#`, location: 20 },
      locations: [21, 22, 23],
    },
    { title: 'Not a heading', url: '/docs/sidebar#div', excerpt: '…', anchor: { element: 'div', id: 'div', location: 30 } },
  ],
};

describe('helpers', () => {
  it('shows a page without a section of its own as a plain page', () => {
    const data: PagefindData = { url: '/showcase.html', content: '案例', excerpt: '案例', meta: { title: '案例展示' }, sub_results: [] };
    expect(toPageResult(data, '案例').section).toBe(OTHER_SECTION);
  });
  it('drops highlights of lone characters the query did not ask for', () => {
    expect(pruneMarks('<mark>侧边栏</mark> <mark>边</mark> <mark>图</mark> <mark>api</mark>', '侧边栏 图 api')).toBe(
      '<mark>侧边栏</mark> 边 <mark>图</mark> <mark>api</mark>',
    );
  });
  it('highlights query parts in escaped text', () => {
    expect(highlightText(`Swizzle 组件 ${XSS}`, 'swizzle 组件')).toBe('<mark>Swizzle</mark> <mark>组件</mark> &lt;img src=x onerror=alert(1)&gt;');
  });
  it('picks heading sub-results that contain the query first, in page order', () => {
    expect(pickSubResults(page.sub_results!, '侧边栏', 1).map((s) => s.anchor?.id)).toEqual(['xss']);
    expect(pickSubResults(page.sub_results!, '侧边栏', 5).map((s) => s.anchor?.id)).toEqual(['折叠', 'xss']);
  });
});

describe('toPageResult', () => {
  it('escapes everything and keeps only the query highlights', () => {
    const view = toPageResult(page, '侧边栏');
    expect(view.url).toBe('/docs/sidebar');
    expect(view.title).toBe(`侧边栏 ${XSS}`);
    expect(view.titleHtml).toBe('<mark>侧边栏</mark> &lt;img src=x onerror=alert(1)&gt;');
    expect(view.excerptHtml).toBe('默认<mark>侧边栏</mark>。&lt;img src=x onerror=alert(1)&gt; 边框 a &amp; b');
    expect(view.subResults.map((s) => s.title)).toEqual(['折叠', XSS]);
    expect(view.subResults[1]!.titleHtml).toBe('&lt;img src=x onerror=alert(1)&gt;');
    for (const html of [view.titleHtml, view.excerptHtml, ...view.subResults.flatMap((s) => [s.titleHtml, s.excerptHtml])]) {
      expect(html).not.toMatch(/<(?!\/?mark>)/);
    }
  });
});

describe('toDocSearchHits', () => {
  const hits = toDocSearchHits(toPageResult(page, '侧边栏', 2));

  it('makes one lvl1 hit for the page and content hits for its headings', () => {
    expect(hits.map((h) => [h.type, h.url, h.anchor])).toEqual([
      ['lvl1', '/docs/sidebar', null],
      ['content', '/docs/sidebar#折叠', '折叠'],
      ['content', '/docs/sidebar#xss', 'xss'],
    ]);
    expect(hits[0]!.hierarchy.lvl0).toBe('文档');
    expect(hits[2]!.hierarchy).toMatchObject({ lvl0: '文档', lvl1: '侧边栏 &lt;img src=x onerror=alert(1)&gt;', lvl2: '&lt;img src=x onerror=alert(1)&gt;' });
    expect(hits[2]!.url_without_anchor).toBe('/docs/sidebar');
  });

  it('stores every string DocSearch injects as escaped HTML', () => {
    const injected = hits.flatMap((h) => [
      h.content ?? '',
      ...Object.values(h.hierarchy).map((v) => v ?? ''),
      ...Object.values(h._snippetResult.hierarchy).map((a) => a?.value ?? ''),
      ...Object.values(h._highlightResult.hierarchy).map((a) => a?.value ?? ''),
      h._snippetResult.content?.value ?? '',
    ]);
    for (const html of injected) expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(hits[0]!._snippetResult.hierarchy.lvl1!.value).toBe('<mark>侧边栏</mark> &lt;img src=x onerror=alert(1)&gt;');
  });
});
