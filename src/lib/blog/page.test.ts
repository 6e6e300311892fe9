import { describe, expect, it } from 'vitest';
import { buildAuthorsMap } from './authors';
import { buildBlogInstance } from './instance';
import { postPage } from './page';
import { listStructuredData } from './structured-data';
import { authorSchema, postFrontMatter } from './schema';
import { testBlogConfig } from './test-helpers';
import type { BlogConfig, RawPost } from './types';

const config = testBlogConfig({ postsPerPage: 5, archive: false, searchSection: '博客' });
const authors = buildAuthorsMap(
  config.authorsFile,
  [['slorber', authorSchema.parse({ name: 'Sébastien Lorber', title: '维护者', url: 'https://sebastienlorber.com' })]],
  config.routeBasePath,
);
const raw = (path: string, fm: Record<string, unknown>): RawPost => ({
  path,
  filePath: `${config.contentDir}/${path}.md`,
  data: postFrontMatter.parse({ title: path, ...fm }),
  body: '正文。',
});
const build = (cfg: BlogConfig) =>
  buildBlogInstance({
    config: cfg,
    posts: [
      raw('2024-01-01-old', { authors: 'slorber', tags: ['a'] }),
      raw('2024-02-01-mid', { image: '/img/mid.png', toc_max_heading_level: 4, keywords: ['k'] }),
      raw('2024-03-01-new', { hide_table_of_contents: true }),
      raw('2024-04-01-hidden', { unlisted: true }),
    ],
    authors,
    production: true,
  });
const blog = build(config);
const post = (title: string) => blog.posts.find((p) => p.title === title)!;
const headings = [
  { depth: 2, slug: 'a', text: 'A' },
  { depth: 4, slug: 'b', text: 'B' },
];
const page = (title: string, b = blog) =>
  postPage({
    blog: b,
    post: b.posts.find((p) => p.title === title)!,
    body: { headings, remarkPluginFrontmatter: { hasMath: true } },
    siteUrl: 'https://example.org',
    socialCard: '/img/og/card.png',
    locale: 'zh-CN',
  });

describe('post page model', () => {
  it('links the newer and older listed posts', () => {
    expect(page('2024-02-01-mid')).toMatchObject({
      newer: { href: post('2024-03-01-new').permalink, label: '2024-03-01-new' },
      older: { label: '2024-01-01-old' },
    });
    expect(page('2024-03-01-new').newer).toBeUndefined();
    expect(page('2024-04-01-hidden')).toMatchObject({ newer: undefined, older: undefined });
  });

  it('shows the last update only as the showLastUpdate options say, the front matter before git', () => {
    const gitDate = new Date('2026-01-02T00:00:00Z');
    const withDates = (b: typeof blog, title: string) =>
      postPage({ blog: b, post: post(title), body: { headings }, siteUrl: 'https://e', socialCard: '/c.png', locale: 'zh-CN', lastCommitDate: () => gitDate });
    expect(withDates(blog, '2024-01-01-old').lastUpdated).toBeUndefined();
    const timeOnly = build({ ...config, showLastUpdateTime: true });
    expect(withDates(timeOnly, '2024-01-01-old').lastUpdated).toEqual({ date: gitDate, author: undefined });
    const both = build({ ...config, showLastUpdateTime: true, showLastUpdateAuthor: true });
    const fm = {
      ...post('2024-01-01-old'),
      frontMatter: { ...post('2024-01-01-old').frontMatter, last_update: { date: new Date('2025-05-05T00:00:00Z'), author: '乙' } },
    };
    const model = postPage({
      blog: both,
      post: fm,
      body: { headings },
      siteUrl: 'https://e',
      socialCard: '/c.png',
      locale: 'zh-CN',
      lastCommitDate: () => gitDate,
    });
    expect(model.lastUpdated).toEqual({ date: new Date('2025-05-05T00:00:00Z'), author: '乙' });
  });

  it('has an edit link only when the blog has an editUrl', () => {
    expect(page('2024-01-01-old').editUrl).toBeUndefined();
    const edit = build({ ...config, editUrl: ({ blogDirPath, blogPath, locale }) => `https://e/${locale}/${blogDirPath}/${blogPath}` });
    expect(page('2024-01-01-old', edit).editUrl).toBe(`https://e/zh-CN/${config.contentDir}/2024-01-01-old.md`);
  });

  it('builds the table of contents within the front matter levels, unless hidden', () => {
    expect(page('2024-01-01-old').toc.map((i) => [i.id, i.children.length])).toEqual([['a', 0]]);
    expect(page('2024-02-01-mid').toc.map((i) => [i.id, i.children.length])).toEqual([['a', 1]]);
    expect(page('2024-03-01-new').toc).toEqual([]);
  });

  it('keeps unlisted posts out of search and structured data', () => {
    expect(page('2024-01-01-old')).toMatchObject({ noindex: false, searchable: true, committers: false, hasMath: true });
    expect(page('2024-04-01-hidden')).toMatchObject({ noindex: true, searchable: false, jsonLd: undefined });
    const changelog = build({ ...config, searchSection: undefined, authors: 'list' });
    expect(page('2024-01-01-old', changelog)).toMatchObject({ searchable: false, committers: true });
    expect(page('2024-01-01-old', build({ ...config, structuredData: false })).jsonLd).toBeUndefined();
  });

  it('describes the post as a BlogPosting of its blog, with the og:image', () => {
    const old = page('2024-01-01-old').jsonLd!;
    expect(old).toMatchObject({
      '@type': 'BlogPosting',
      headline: '2024-01-01-old',
      image: 'https://example.org/img/og/card.png',
      keywords: ['a'],
      inLanguage: 'zh-CN',
      isPartOf: { '@type': 'Blog', '@id': `https://example.org${config.routeBasePath}`, name: '博客' },
    });
    expect(old.author).toEqual([{ '@type': 'Person', name: 'Sébastien Lorber', description: '维护者', url: 'https://sebastienlorber.com' }]);
    expect(old.url).toBe(`https://example.org${post('2024-01-01-old').permalink}`);
    expect(page('2024-02-01-mid').jsonLd).toMatchObject({ image: 'https://example.org/img/mid.png', keywords: ['k'] });
  });

  it('describes a list page as the Blog holding its posts, images only where a post names one', () => {
    const data = listStructuredData(blog.listPages[0]!, config, 'https://example.org');
    expect(data).toMatchObject({ '@type': 'Blog', '@id': `https://example.org${blog.listPages[0]!.permalink}`, headline: '博客' });
    const posts = data.blogPost as Record<string, unknown>[];
    expect(posts.map((p) => p.headline)).toEqual(['2024-03-01-new', '2024-02-01-mid', '2024-01-01-old']);
    expect(posts.map((p) => p.image)).toEqual([undefined, 'https://example.org/img/mid.png', undefined]);
  });
});
