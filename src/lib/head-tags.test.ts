import { describe, expect, it } from 'vitest';
import { htmlAttributeName, withPageHead, type HeadTag } from './head-tags';

const site: HeadTag[] = [
  { tag: 'meta', attrs: { charset: 'utf-8' } },
  { tag: 'title', attrs: {}, text: '安装 | Docusaurus' },
  { tag: 'meta', attrs: { name: 'description', content: '站点描述' } },
  { tag: 'link', attrs: { rel: 'canonical', href: 'https://site/docs/a' } },
  { tag: 'link', attrs: { rel: 'alternate', hreflang: 'zh-CN', href: 'https://site/docs/a' } },
  { tag: 'meta', attrs: { property: 'og:title', content: '安装 | Docusaurus' } },
];

describe('withPageHead', () => {
  it("puts a page's tag in the place of the site's tag of the same kind and adds the others after", () => {
    const merged = withPageHead(site, [
      { tag: 'title', attrs: {}, text: '自定义' },
      { tag: 'meta', attrs: { name: 'Description', content: '页面描述' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://elsewhere/a' } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: 'https://en/a' } },
      { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
    ]);
    expect(merged.map((t) => t.text ?? t.attrs.content ?? t.attrs.href ?? t.attrs.charset)).toEqual([
      'utf-8',
      '自定义',
      '页面描述',
      'https://elsewhere/a',
      'https://site/docs/a',
      '安装 | Docusaurus',
      'https://en/a',
      'summary',
    ]);
  });
  it('keeps the site tags as they are without a page head', () => {
    expect(withPageHead(site)).toEqual(site);
  });
  it("writes React's attribute names as HTML does", () => {
    expect(['className', 'charSet', 'httpEquiv', 'content'].map(htmlAttributeName)).toEqual(['class', 'charset', 'http-equiv', 'content']);
  });
});
