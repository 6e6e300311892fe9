import { describe, expect, it } from 'vitest';
import { pageMetaTags } from './page-meta';

const site = { url: 'https://docusaurus.io', title: 'Docusaurus', siteName: 'Docusaurus 中文文档' };
const card = { path: '/img/og/docs/cli.png', alt: '分享卡片' };
const attr = (tags: ReturnType<typeof pageMetaTags>, key: string, id: string) => tags.find((t) => t.attrs[key] === id)?.attrs;

describe('page metadata tags', () => {
  it('titles, describes and links the clean canonical URL, with the social card as the share image', () => {
    const tags = pageMetaTags({ site, pathname: '/docs/cli.html', title: 'CLI', description: '命令行', card });
    expect(tags.find((t) => t.tag === 'title')?.text).toBe('CLI | Docusaurus');
    expect(tags.find((t) => t.attrs.rel === 'canonical')?.attrs.href).toBe('https://docusaurus.io/docs/cli');
    expect(attr(tags, 'property', 'og:image')).toEqual({ property: 'og:image', content: 'https://docusaurus.io/img/og/docs/cli.png' });
    expect(attr(tags, 'property', 'og:image:alt')?.content).toBe('分享卡片');
    expect(attr(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(attr(tags, 'name', 'robots')).toBeUndefined();
  });

  it('uses the page image when it names one (a file next to it is marked for copying), and says noindex', () => {
    const own = pageMetaTags({ site, pathname: '/', title: 'Docusaurus', description: 'd', image: '/img/x.png', noindex: true, keywords: ['a', 'b'], card });
    expect(own.find((t) => t.tag === 'title')?.text).toBe('Docusaurus');
    expect(attr(own, 'property', 'og:image')?.content).toBe('https://docusaurus.io/img/x.png');
    expect(attr(own, 'property', 'og:image:width')).toBeUndefined();
    expect(attr(own, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(attr(own, 'name', 'keywords')?.content).toBe('a, b');
    const local = pageMetaTags({
      site,
      pathname: '/blog/x',
      title: 'X',
      description: 'd',
      image: { source: 'content-blog/x/cover.png', url: '/assets/files/cover-abc.png' },
      card,
    });
    expect(attr(local, 'property', 'og:image')).toMatchObject({
      content: 'https://docusaurus.io/assets/files/cover-abc.png',
      'data-dz-asset': 'content-blog/x/cover.png',
    });
  });
});
